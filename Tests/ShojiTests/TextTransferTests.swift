import Testing
@testable import Shoji

/// Copy, cut, paste and PRIMARY in text fields and text views, driven as a user drives them (keys and
/// clicks through the screen), with the in-memory pasteboards or a backend that answers when told.
@MainActor
@Suite("Text copy, cut, paste")
struct TextTransferTests {
    let rig = Rig()
    let field = TextField(frame: Rect(20, 20, 200, 30))
    /// x of the caret before character `i` of Latin text in the field (inset 8, 9 pt a character).
    func x(_ i: Int) -> Double { 28 + 9 * Double(i) }

    init() {
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        rig.layout()
    }

    func ctrl(_ c: String) { rig.screen.send(.key(KeyEvent(.character(c), text: c, modifiers: .control))); rig.layout() }

    /// Answers reads when the test says, as another program would.
    final class LaterBackend: PasteboardBackend {
        var pending: [(Result<PasteboardContent, PasteboardError>) -> Void] = []
        func pasteboard(_ pasteboard: Pasteboard, didSet content: PasteboardContent) {}
        func read(_ pasteboard: Pasteboard, types: [PasteboardType],
                  completion: @escaping @MainActor (Result<PasteboardContent, PasteboardError>) -> Void) {
            pending.append(completion)
        }
        func answer(_ r: Result<PasteboardContent, PasteboardError>) { pending.removeFirst()(r) }
    }

    @Test("Ctrl+C copies the selected Japanese and emoji; Ctrl+X copies and deletes as one undo step; Ctrl+V pastes at the caret")
    func copyCutPaste() {
        field.text = "あい😀🇯🇵うえ"
        field.selectedRange = 1..<5
        ctrl("c")
        #expect(rig.screen.pasteboard.ownContent?.text == "い😀🇯🇵")
        #expect(field.text == "あい😀🇯🇵うえ")
        field.selectedRange = 0..<2
        ctrl("x")
        #expect(rig.screen.pasteboard.ownContent?.text == "あい" && field.text == "😀🇯🇵うえ")
        ctrl("z")
        #expect(field.text == "あい😀🇯🇵うえ")
        ctrl("z")
        #expect(field.text == "あい😀🇯🇵うえ") // the cut was one step, nothing before it
        field.selectedRange = 7..<7
        ctrl("v")
        #expect(field.text == "あい😀🇯🇵うえあい" && field.selectedRange == 9..<9)
    }

    @Test("With nothing selected Ctrl+C leaves the clipboard as it was, and ends at the field")
    func copyNothing() {
        rig.screen.pasteboard.string = "before"
        field.text = "abc"
        rig.startTracing(); defer { rig.stopTracing() }
        ctrl("c")
        #expect(rig.screen.pasteboard.ownContent?.text == "before")
        #expect(rig.values("edit.action", "handled").last == .bool(true))
    }

    @Test("A secure field copies and cuts nothing, never offers PRIMARY, and still takes a paste")
    func secure() {
        rig.screen.pasteboard.string = "clip"
        rig.screen.selectionPasteboard.string = "primary"
        field.isSecureTextEntry = true
        field.text = "hunter2"
        ctrl("a")
        ctrl("c")
        ctrl("x")
        #expect(rig.screen.pasteboard.ownContent?.text == "clip" && field.text == "hunter2")
        #expect(rig.screen.selectionPasteboard.ownContent?.text == "primary")
        field.selectedRange = 7..<7
        ctrl("v")
        #expect(field.text == "hunter2clip")
    }

    @Test("A settled selection, by mouse or keyboard, is offered as PRIMARY; a collapsed one leaves it")
    func primary() {
        field.text = "hello world"
        rig.drag(from: Point(x(0), 35), to: Point(x(5), 35), steps: 5)
        #expect(rig.screen.selectionPasteboard.ownContent?.text == "hello")
        rig.key(.end)
        rig.key(.left, modifiers: [.shift, .control])
        #expect(rig.screen.selectionPasteboard.ownContent?.text == "world")
        rig.key(.home)
        #expect(rig.screen.selectionPasteboard.ownContent?.text == "world")
    }

    @Test("A middle click puts the caret at the pointer and pastes PRIMARY there, replacing no selection")
    func middleClick() {
        field.text = "abcdef"
        rig.screen.selectionPasteboard.string = "XY"
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(x(2) + 1, 35), button: .middle)))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(x(2) + 1, 35), button: .middle)))
        #expect(field.text == "abXYcdef" && field.selectedRange == 4..<4)
    }

    @Test("A slow paste arrives where the caret is then, through the input filter and as one undo step; a failed one changes nothing")
    func asynchronous() {
        let board = Pasteboard(name: .general), backend = LaterBackend()
        board.backend = backend
        field.inputFilter = .digits(maximumLength: 8)
        field.text = "12"
        #expect(field.paste(from: board, at: nil))
        field.perform(.insert("3"))
        #expect(field.text == "123")
        backend.answer(.success(PasteboardContent(text: "4a5\n6789")))
        #expect(field.text == "12345678" && field.selectedRange == 8..<8) // letters, the line break and the 9th digit: filtered
        field.perform(.undo)
        #expect(field.text == "123")

        rig.startTracing(); defer { rig.stopTracing() }
        #expect(field.paste(from: board, at: nil))
        backend.answer(.failure(.timedOut(seconds: 2)))
        #expect(field.text == "123")
        #expect(rig.values("text.pasteFailed", "error") == [.string(PasteboardError.timedOut(seconds: 2).description)])
    }

    @Test("A paste that arrives after the field left its window is dropped, and says so")
    func fieldGone() {
        let board = Pasteboard(name: .general), backend = LaterBackend()
        board.backend = backend
        field.text = "a"
        #expect(field.paste(from: board, at: nil))
        field.removeFromSuperview()
        rig.startTracing(); defer { rig.stopTracing() }
        backend.answer(.success(PasteboardContent(text: "b")))
        #expect(field.text == "a")
        #expect(rig.names("text.paste") == ["text.pasteFailed"])
    }

    @Test("A field pastes a line break as a space and files as their paths; a text view keeps lines; neither when not editable")
    func sanitizing() {
        let board = Pasteboard(name: .general)
        field.text = ""
        board.string = "one\ntwo"
        _ = field.paste(from: board, at: nil)
        #expect(field.text == "one two")
        let view = TextView(frame: Rect(20, 100, 200, 100))
        rig.window.addSubview(view)
        board.setContent(PasteboardContent(filePaths: ["/tmp/a b", "/tmp/c"]))
        _ = view.paste(from: board, at: nil)
        #expect(view.text == "/tmp/a b\n/tmp/c")
        view.isEditable = false
        #expect(!view.paste(from: board, at: nil))
        view.selectedRange = 0..<4
        #expect(view.copy(to: board) && board.ownContent?.text == "/tmp")
    }
}
