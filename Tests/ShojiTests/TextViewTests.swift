import Testing
@testable import Shoji

/// Counts the layouts a view asks for: a key typed into 10,000 lines must lay out one paragraph.
@MainActor
final class CountingTextSystem: TextSystem {
    let base = EstimatingTextSystem()
    var texts: [String] = []
    func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        texts.append(text)
        return base.layout(text, style: style, width: width)
    }
    func familyNames() -> [String] { base.familyNames() }
}

/// A text view driven by keys, wheel and mouse, laid out by the estimating text system (15 pt: 9 pt a
/// Latin character, 19 pt a line; the view is 300 wide with 8 pt insets, so 31 characters a line).
@MainActor
@Suite("TextView")
struct TextViewTests {
    let rig = Rig()
    let view = TextView(frame: Rect(20, 20, 300, 200))
    let system = CountingTextSystem()

    init() {
        view.textSystem = system
        rig.window.addSubview(view)
        rig.window.makeFirstResponder(view)
        rig.layout()
    }

    func type(_ s: String) { for c in s { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }; rig.layout() }
    func key(_ k: Key, _ m: Modifiers = []) { rig.key(k, modifiers: m) }
    var caret: Int { view.selectedRange.lowerBound }

    @Test("Return starts a paragraph; Up and Down move by line keeping the caret's x")
    func upDown() {
        type("first line")
        key(.enter)
        type("ab")
        key(.enter)
        type("third line")
        #expect(view.text == "first line\nab\nthird line")
        key(.left); key(.left); key(.left)                  // after "third l"
        key(.up)
        #expect(caret == 13)                                // "ab" is short: its end
        key(.up)
        #expect(caret == 7)                                 // back at x of "first l", not of "ab"
        key(.down); key(.down)
        #expect(caret == 21)
        key(.down)
        #expect(caret == view.text.unicodeScalars.count)    // past the last line: the end
    }

    @Test("Home and End go to the ends of the wrapped line on screen; Ctrl+Home and Ctrl+End to the text's")
    func wrappedLines() {
        view.text = String(repeating: "word ", count: 20)   // 100 characters: four lines
        key(.home, .control)
        key(.down)
        #expect(caret > 25 && caret < 35)
        key(.end)
        let end = caret
        #expect(end > 50 && end < 62 && view.caretRect!.minY == 8 + 19)
        key(.home)
        #expect(caret > 25 && caret < 35)
        key(.end, .control)
        #expect(caret == 100)
    }

    @Test("A triple click selects the paragraph, not the whole text")
    func tripleClick() {
        view.text = "one two\nthree four five\nsix"
        let p = Point(20 + 8 + 9 * 7, 20 + 8 + 19 + 9)
        rig.click(p); rig.advance(0.1); rig.click(p)
        #expect(view.selectedRange == 14..<18)
        rig.advance(0.1); rig.click(p)
        #expect(view.selectedRange == 8..<23)
    }

    @Test("The wheel scrolls; typing at the end keeps the caret in view; Page Down moves the caret a page")
    func scrolling() {
        view.text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        rig.layout()
        #expect(view.contentOffset.y > 1000)                // the caret is at the end: scrolled there
        key(.home, .control)
        #expect(view.contentOffset.y == 0)
        rig.wheel(at: Point(100, 100), dy: 95)
        #expect(view.contentOffset.y == 95)
        key(.pageDown)
        #expect(view.contentOffset.y > 95 + 150)
        let c = view.caretRect!
        #expect(c.minY >= 8 && c.maxY <= 192)
        #expect(caret > view.text.unicodeScalars.count / 10)
    }

    @Test("A key typed into 10,000 lines lays out one paragraph and redraws only it")
    func largeText() {
        view.text = (0..<10_000).map { "line \($0) of the long text" }.joined(separator: "\n")
        key(.home, .control)
        key(.down); key(.down)
        rig.layout()
        _ = rig.screen.takeDamage()
        system.texts.removeAll()
        type("x")
        #expect(system.texts == ["xline 2 of the long text"])
        let damage = rig.screen.takeDamage().bounds
        #expect(damage.height <= 19 + 4 + 1 && damage.minY >= 20 + 8 + 38 - 3)
        #expect(view.text.hasPrefix("line 0 of the long text\nline 1 of the long text\nxline 2"))
        key(.end, .control)
        #expect(view.contentOffset.y > 150_000)
    }

    @Test("Tab moves the focus on instead of typing a tab")
    func tab() {
        let next = TextField(frame: Rect(20, 240, 100, 30))
        rig.window.addSubview(next)
        type("a")
        key(.tab)
        #expect(view.text == "a" && rig.window.firstResponder === next)
    }

    @Test("A composition shows in the caret's paragraph without changing the text; the caret follows its cursor")
    func composition() {
        view.text = "ab\ncd"
        view.selectedRange = 4..<4
        let before = view.caretRect!
        view.setComposition(Composition(text: "にほん", cursor: 2))
        #expect(view.text == "ab\ncd")
        #expect(view.caretRect!.minX == before.minX + 2 * 15 && view.caretRect!.minY == before.minY)
        view.setComposition(nil)
        #expect(view.caretRect == before)
    }
}

extension TextViewTests {
    @Test("A drag below the view scrolls it on the clock, selecting on; releasing stops the scrolling")
    func dragScrolls() {
        view.text = (1...60).map { "line \($0)" }.joined(separator: "\n")
        key(.home, .control)
        rig.down(Point(24, 30))
        rig.move(Point(40, 260))
        rig.advance(1)
        let scrolled = view.contentOffset.y
        #expect(scrolled > 100)
        #expect(view.selectedRange.lowerBound == 0 && view.selectedRange.upperBound > 60)
        rig.up(Point(40, 260))
        rig.advance(1)
        #expect(view.contentOffset.y == scrolled)
    }
}

extension TextViewTests {
    @Test("A click right of a wrapped line's end puts the caret at that line's end, not the next line's start")
    func clickPastWrappedLine() {
        view.text = String(repeating: "word ", count: 20)      // lines of 31 characters
        rig.click(Point(20 + 290, 20 + 8 + 5))
        #expect(caret == 30 && view.caretRect!.minY == 8)
    }
}

extension TextViewTests {
    func finger(_ phase: TouchEvent.Phase, _ p: Point) { rig.screen.send(.touch(TouchEvent(phase, id: 1, at: p))); rig.layout() }

    @Test("A finger drags the text along instead of selecting; a tap places the caret")
    func fingers() {
        view.text = (1...60).map { "line \($0)" }.joined(separator: "\n")
        key(.home, .control)
        finger(.began, Point(100, 200))
        for y in stride(from: 190.0, through: 100, by: -10) { finger(.moved, Point(100, y)) }
        finger(.ended, Point(100, 100))
        #expect(view.contentOffset.y == 100 && view.selectedRange == 0..<0)
        finger(.began, Point(24, 30))
        finger(.ended, Point(24, 30))
        let tapped = view.selectedRange.lowerBound
        #expect(view.selectedRange.isEmpty && tapped > 0)
        #expect(view.text.unicodeScalars.count > tapped && view.isEditing)
    }
}

extension TextViewTests {
    @Test("Scrolling through a long text does not keep every paragraph's layout")
    func forgetsFarLayouts() {
        view.text = (0..<3_000).map { "line \($0)" }.joined(separator: "\n")
        key(.home, .control)
        for _ in 0..<200 { key(.pageDown) }
        let kept = view.layouts.laidOutCount
        #expect(view.contentOffset.y > 20_000)
        #expect(kept <= 1_000 && kept > 10)
    }
}

extension TextViewTests {
    @Test("An empty text view draws its placeholder, dimmed; typing replaces it")
    func placeholder() {
        view.placeholder = "Write a note"
        func drawn() -> [(String, Color)] {
            let canvas = RecordingCanvas()
            view.draw(in: canvas)
            return canvas.commands.compactMap { if case .text(let l, _, let c) = $0 { return (l.text, c) } else { return nil } }
        }
        #expect(drawn().contains { $0.0 == "Write a note" && $0.1 == view.placeholderColor.resolved() })
        type("a")
        #expect(!drawn().contains { $0.0 == "Write a note" })
    }
}
