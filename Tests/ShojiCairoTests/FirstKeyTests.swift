import Dispatch
import Testing
@testable import Shoji
@testable import ShojiCairo

/// The typing benchmark's scene, headless: a window-filling text view of many lines, focused, the caret at
/// the start of the text, then keys typed one by one, each followed by its frame.
@MainActor
struct TypingScene {
    let screen: Screen
    let clock: ManualClock
    let view: TextView
    let system: PangoTextSystem
    let canvas: CairoCanvas

    /// `defersSetUp`: the text system's word-shaping set-up waits, as the X11 runtime has it until after the
    /// first frame (`PangoTextSystem.defersWordShapingSetUp`), so the first frame's lines are Pango's.
    init(text: String, size: Size = Size(1280, 800), defersSetUp: Bool = false) {
        clock = ManualClock()
        screen = Screen(size: size, clock: clock)
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        view = TextView(frame: Rect(0, 0, size.width, size.height))
        system = PangoTextSystem()
        system.defersWordShapingSetUp = defersSetUp
        view.textSystem = system
        view.text = text
        view.selectedRange = 0..<0
        window.addSubview(view)
        canvas = CairoCanvas(surface: CairoSurface(width: Int(size.width), height: Int(size.height)))
        screen.update(into: canvas)
    }

    /// Focuses the view (as the first click does) and draws the frame that follows.
    func focus() {
        _ = view.window?.makeFirstResponder(view)
        view.selectedRange = 0..<0
        screen.update(into: canvas)
    }

    /// One key and its frame. (Not inlined: `valgrind --tool=callgrind --dump-before='*typeKey*'` counts
    /// each key's instructions apart.)
    @inline(never)
    func typeKey(_ text: String = "x") {
        screen.send(.key(KeyEvent(.character(text), text: text)))
        screen.update(into: canvas)
    }

    /// The bench's 10,000 lines (`shoji-bench-textview`), each ending in `tail`.
    static func lines(_ count: Int, tail: String = "") -> String {
        (1...count).map { "Line \($0): the quick brown fox jumps over the lazy dog\(tail)" }.joined(separator: "\n")
    }
}

/// The first key typed after focusing a long text costs what the fiftieth does: what editing needs (the
/// text's gap at the caret, the font's pair kerning) is made ready after the focusing frame, between
/// turns, not by the first key and not in the click's frame.
@MainActor
@Suite("First key")
struct FirstKeyTests {
    /// Work a key did: scalars of text moved or copied, Pango layouts and shapings, pair tables made.
    struct Work: Equatable, CustomStringConvertible {
        var moved = 0, layouts = 0, shaped = 0, pairTables = 0
        var description: String { "moved \(moved), layouts \(layouts), shaped \(shaped), pair tables \(pairTables)" }
    }

    func measure(_ scene: TypingScene, _ body: () -> Void) -> Work {
        let before = Work(moved: scene.view.document.storage.scalars.movedCount, layouts: TextWork.pangoLayouts,
                          shaped: TextWork.shapedWords, pairTables: TextWork.pairTables)
        body()
        return Work(moved: scene.view.document.storage.scalars.movedCount - before.moved,
                    layouts: TextWork.pangoLayouts - before.layouts, shaped: TextWork.shapedWords - before.shaped,
                    pairTables: TextWork.pairTables - before.pairTables)
    }

    @Test("The first key at the start of 10,000 lines moves no text and makes no pair table, as the fiftieth",
          arguments: ["", ", いろはにほへと"])
    func firstKeyLikeFiftieth(tail: String) {
        let scene = TypingScene(text: TypingScene.lines(10_000, tail: tail))
        let focusing = measure(scene) { scene.focus() }
        // The click's frame does none of the preparation: it waits for the turns after it.
        #expect(focusing.pairTables == 0 && focusing.moved == 0, "\(focusing)")
        let turns = measure(scene) { scene.clock.advance(by: 0) }
        #expect(turns.moved == scene.view.document.storage.count, "the gap crossed the text once: \(turns)")
        var keys: [Work] = []
        for _ in 1...50 { keys.append(measure(scene) { scene.typeKey() }) }
        #expect(keys[0] == keys[49], "first key: \(keys[0]); fiftieth: \(keys[49])")
        #expect(keys[0].moved == 0 && keys[0].pairTables == 0, "\(keys[0])")
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 50) + "Line 1: the"))
    }

    @Test("With the set-up waiting for the first frame, as the X11 runtime has it, the first key still does what the tenth does: the caret's line is made from kept words before it",
          arguments: ["", ", いろはにほへと", "\t1.5\tok"])
    func firstKeyAfterDeferredSetUp(tail: String) async {
        let scene = TypingScene(text: TypingScene.lines(2_000, tail: tail), defersSetUp: true)
        #expect(scene.system.wordShaping?.isSetUp(scene.view.paragraphStyle) != true, "the first frame's lines are Pango's")
        scene.system.endDeferringWordShapingSetUp()
        for _ in 0..<8 where scene.system.wordShaping?.deferredStyles.isEmpty == false {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        }
        scene.focus()
        scene.clock.advance(by: 0)   // the preparation's turns
        var keys: [Work] = []
        for _ in 1...10 { keys.append(measure(scene) { scene.typeKey() }) }
        #expect(keys[0] == keys[9], "first key: \(keys[0]); tenth: \(keys[9])")
        #expect(keys[0].layouts == 0, "\(keys[0])")
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 10) + "Line 1: the"))
    }

    @Test("The gap crosses a long text a step a turn, each step bounded, and follows the caret moved meanwhile")
    func stepsFollowTheCaret() {
        let scene = TypingScene(text: TypingScene.lines(10_000))
        scene.focus()
        let count = scene.view.document.storage.count
        var steps = 0
        while scene.view.caret.preparationTimer != nil, steps < 100 {
            let step = measure(scene) { scene.clock.fireDueTimers() }
            #expect(step.moved <= TextInputView.gapStep, "\(step)")
            steps += 1
            if steps == 3 { scene.view.selectedRange = count / 2..<count / 2 }
        }
        #expect(scene.view.caret.preparationTimer == nil && steps > 3)
        #expect(scene.view.document.storage.scalars.gap.offset == count / 2)
        #expect(measure(scene) { scene.typeKey() }.moved == 0)
    }

    @Test("A key typed before the preparation is done, or after the focus left, is typed where the caret is")
    func keyBeforePreparation() {
        let scene = TypingScene(text: TypingScene.lines(2_000))
        scene.focus()
        scene.clock.fireDueTimers()   // the pair table; the gap has not moved yet
        scene.typeKey("a")
        scene.clock.advance(by: 0)
        scene.view.selectedRange = 9..<9
        scene.clock.fireDueTimers()
        scene.typeKey("b")
        #expect(scene.view.text.hasPrefix("aLine 1: bthe quick"))
        scene.view.selectedRange = 5000..<5000
        #expect(scene.view.caret.preparationTimer != nil)
        _ = scene.view.window?.makeFirstResponder(nil)
        #expect(scene.view.caret.preparationTimer == nil)
    }
}
