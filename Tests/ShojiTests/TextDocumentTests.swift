import Testing
@testable import Shoji

/// Two views of one `TextDocument`, as a split editor shows a note twice: what is typed in one is in the
/// other, each keeps its own selection and composition, undo is shared. Laid out by the estimating text
/// system (15 pt: 9 pt a Latin character, 19 pt a line).
@MainActor
@Suite("Text document")
struct TextDocumentTests {
    let rig = Rig()
    let top = TextView(frame: Rect(20, 20, 300, 120))
    let bottom = TextView(frame: Rect(20, 150, 300, 120))
    let system = CountingTextSystem()

    init() {
        for v in [top, bottom] {
            v.textSystem = system
            rig.window.addSubview(v)
        }
        bottom.document = top.document
        rig.window.makeFirstResponder(top)
        rig.layout()
    }

    func type(_ s: String) { for c in s { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }; rig.layout() }
    func key(_ k: Key, _ m: Modifiers = []) { rig.key(k, modifiers: m) }
    func focus(_ v: TextInputView) { rig.window.makeFirstResponder(v); rig.layout() }
    /// What `view` lays out for paragraph `i`: what it draws.
    func shown(_ view: TextView, _ i: Int = 0) -> String { view.paragraph(i).display.text }

    @Test("Typing in one view changes the other's text and what it lays out and draws; the other's caret stays before it")
    func typingShowsInBoth() {
        type("hello")
        #expect(top.text == "hello" && bottom.text == "hello")
        #expect(shown(bottom) == "hello")
        // The other view's caret was at the start, where the text went in: it stays there.
        #expect(bottom.selectedRange == 0..<0 && top.selectedRange == 5..<5)
        focus(bottom)
        type(">")
        #expect(top.text == ">hello" && shown(top) == ">hello")
        #expect(top.selectedRange == 6..<6, "text typed before the top view's caret moves it along")
    }

    @Test("A key typed in one view of 10,000 lines lays out one paragraph in each view")
    func onePargraphEach() {
        top.text = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
        top.selectedRange = 0..<0
        bottom.selectedRange = 0..<0
        rig.layout()
        _ = shown(bottom)
        system.texts.removeAll()
        type("x")
        #expect(system.texts == ["xline 0", "xline 0"], "laid out: \(system.texts.prefix(5))")
        #expect(bottom.layouts.laidOutCount < 20)
    }

    @Test("The other view's selection stays on the text it covered when text before it changes")
    func selectionFollowsText() {
        top.text = "hello world"
        bottom.selectedRange = 6..<11                    // "world"
        top.selectedRange = 0..<0
        type("big ")
        #expect(bottom.text == "big hello world")
        #expect(bottom.selectedRange == 10..<15)
        #expect(bottom.document.storage.string(in: bottom.selectedRange) == "world")
        // Text typed after it leaves it alone.
        key(.end, .control)
        type("!")
        #expect(bottom.selectedRange == 10..<15)
    }

    @Test("Deleting a range that holds the other view's caret puts that caret where the range was")
    func deleteAroundOtherCaret() {
        top.text = "one two three"
        bottom.selectedRange = 6..<6                     // inside "two"
        top.selectedRange = 3..<8                        // " two "
        key(.backspace)
        #expect(top.text == "onethree" && bottom.selectedRange == 3..<3)
        focus(bottom)
        type("-")
        #expect(top.text == "one-three")
    }

    @Test("Undo in either view undoes the last edit made in either, and puts back the selection of the one that undoes")
    func sharedUndo() {
        type("abc")
        focus(bottom)
        key(.end, .control)
        type("XYZ")
        #expect(top.text == "abcXYZ" && top.canUndo && bottom.canUndo)
        focus(top)
        key(.character("z"), .control)                  // undoes what the bottom view typed
        #expect(top.text == "abc" && bottom.text == "abc")
        #expect(top.selectedRange == 3..<3, "the selection before the undone edit, in the view that undid it")
        focus(bottom)
        key(.character("z"), .control)
        #expect(bottom.text == "" && top.text == "" && !top.canUndo)
        key(.character("z"), [.control, .shift])
        #expect(top.text == "abc" && bottom.selectedRange == 3..<3)
        #expect(shown(top) == "abc" && shown(bottom) == "abc")
    }

    @Test("A composition in one view is that view's until it is committed; then both show the text")
    func compositionStaysInItsView() {
        type("ab")
        bottom.selectedRange = 2..<2
        top.setComposition(Composition(text: "にほん"))
        rig.layout()
        #expect(shown(top) == "abにほん")
        #expect(bottom.text == "ab" && shown(bottom) == "ab" && top.text == "ab")
        top.setComposition(nil)
        top.insertText("日本")
        rig.layout()
        #expect(bottom.text == "ab日本" && shown(bottom) == "ab日本")
        // The other view's own composition (at its caret, which stayed before what the top view committed
        // there) moves with text typed before it.
        bottom.setComposition(Composition(text: "か"))
        top.selectedRange = 0..<0
        type("X")
        #expect(shown(bottom) == "Xabか日本" && shown(top) == "Xab日本" && bottom.selectedRange == 3..<3)
    }

    @Test("A new view shows its own document; given another's, it shows that text with its caret at the start")
    func swappingDocuments() {
        let third = TextField(frame: Rect(20, 280, 200, 30))
        third.textSystem = system
        rig.window.addSubview(third)
        third.text = "own"
        type("shared")
        #expect(third.text == "own")
        third.document = top.document
        #expect(third.text == "shared" && third.selectedRange == 0..<0)
        type("!")
        #expect(third.text == "shared!")
        #expect(top.document.activeClients.count == 3)
        third.removeFromSuperview()
        third.document = TextDocument()
        #expect(top.document.activeClients.count == 2)
    }

    @Test("Setting the text in one view keeps the other's selection within the new text and forgets the history")
    func settingText() {
        type("a long line of text")
        bottom.selectedRange = 10..<15
        top.text = "short"
        #expect(bottom.text == "short" && bottom.selectedRange == 5..<5 && !bottom.canUndo)
        #expect(shown(bottom) == "short")
    }

    @Test("Every view of the document calls didChange and traces the change under its own id")
    func callbacks() {
        var changed: [String] = []
        top.identifier = "top"; bottom.identifier = "bottom"
        top.didChange = { changed.append($0.identifier ?? "") }
        bottom.didChange = { changed.append($0.identifier ?? "") }
        rig.startTracing()
        defer { rig.stopTracing() }
        type("a")
        #expect(changed.sorted() == ["bottom", "top"])
        let ids = rig.events.filter { $0.name == "text.change" }.map { $0.fields["id"] }
        #expect(ids.count == 2 && ids.contains(.string("top")) && ids.contains(.string("bottom")))
    }
}
