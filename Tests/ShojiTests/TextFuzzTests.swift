import Testing
@testable import Shoji

/// Random keys and clicks on a text view and a field: nothing crashes, the selection stays in the text, the
/// view's paragraphs follow the text's, and undoing every step kept and redoing them all comes back to the text.
@MainActor
@Suite("Text fuzz")
struct TextFuzzTests {
    static let keys: [KeyEvent] = [
        KeyEvent(.character("a"), text: "a"), KeyEvent(.space, text: " "), KeyEvent(.enter), KeyEvent(.backspace),
        KeyEvent(.delete), KeyEvent(.backspace, modifiers: .control), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.left, modifiers: [.control, .shift]), KeyEvent(.right, modifiers: .shift), KeyEvent(.up), KeyEvent(.down),
        KeyEvent(.home), KeyEvent(.end, modifiers: .shift), KeyEvent(.pageDown), KeyEvent(.pageUp, modifiers: .shift),
        KeyEvent(.other(0), text: "日本語"), KeyEvent(.other(0), text: "e\u{301}👨‍👩‍👧🇯🇵"), KeyEvent(.other(0), text: "שלום"),
        KeyEvent(.character("z"), text: "z", modifiers: .control), KeyEvent(.character("z"), text: "z", modifiers: [.control, .shift]),
        KeyEvent(.character("a"), text: "a", modifiers: .control),
    ]

    @Test("2,000 random inputs to a text view and a field", arguments: [1, 2, 3] as [UInt64])
    func random(seed: UInt64) { run(seed: seed, steps: 2000) }

    @Test("Fewer inputs than the history keeps: undoing every step gives back the first text", arguments: [4, 5, 6] as [UInt64])
    func undoAll(seed: UInt64) { run(seed: seed, steps: 150, undoesToStart: true) }

    private func run(seed: UInt64, steps: Int, undoesToStart: Bool = false) {
        let rig = Rig()
        let view = TextView(frame: Rect(10, 10, 200, 120))
        let field = TextField(frame: Rect(10, 150, 200, 30))
        let start = "first\nسلام world\n\nthird line that wraps around the view's width"
        for v in [view, field] as [TextInputView] {
            v.textSystem = EstimatingTextSystem()
            rig.window.addSubview(v)
            v.text = start
        }
        var rng = SeededRandom(seed: seed)
        for step in 0..<steps {
            let r = rng.next()
            switch r % 10 {
            case 0:
                let p = Point(Double(rng.next() % 220), Double(rng.next() % 200))
                rig.screen.send(.pointer(PointerEvent(.down, at: p)))
                rig.screen.send(.pointer(PointerEvent(.moved, at: Point(p.x + 30, p.y + 20), button: .primary)))
                rig.screen.send(.pointer(PointerEvent(.up, at: Point(p.x + 30, p.y + 20))))
            case 1:
                let c = Composition(text: "かな", cursor: Int(rng.next() % 3))
                rig.screen.setComposition(step % 3 == 0 ? nil : c)
            default:
                rig.screen.send(.key(Self.keys[Int(rng.next() % UInt64(Self.keys.count))]))
            }
            rig.clock.advance(by: 0.05)
            rig.layout()
            for v in [view, field] as [TextInputView] {
                let count = v.document.storage.count
                #expect(v.selection.anchor <= count && v.selection.head <= count)
            }
            #expect(view.layouts.paragraphCount == view.document.storage.paragraphCount)
            #expect(!field.text.contains("\n"))
        }
        // Undoing every step kept, then redoing them all, comes back to the same text.
        rig.screen.setComposition(nil)
        for v in [view, field] as [TextInputView] {
            let end = v.text
            var undone = 0
            while v.canUndo { v.perform(.undo); undone += 1 }
            #expect(undone > 0)
            if undoesToStart { #expect(v.text == v.sanitized(start)) }
            while v.canRedo { v.perform(.redo) }
            #expect(v.text == end)
        }
    }
}
