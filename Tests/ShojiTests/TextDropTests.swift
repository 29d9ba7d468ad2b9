import Testing
@testable import Shoji

/// Drops onto text fields and drags of their selected text, driven through the screen: a press and moves
/// for the drag, a `DropTracker` for the drop (as the X host drives it).
@MainActor
@Suite("Text drag and drop", .serialized)
struct TextDropTests {
    let rig = Rig()
    let field = TextField(frame: Rect(20, 20, 200, 30))
    let other = TextField(frame: Rect(20, 80, 200, 30))
    /// x of the caret before character `i` of Latin text in a field (inset 8, 9 pt a character).
    func x(_ i: Int) -> Double { 28 + 9 * Double(i) }

    /// Starts every drag it is asked for, as the X host does while a press is held.
    final class Backend: DragBackend {
        var drags: [PasteboardContent] = []
        func beginDrag(_ content: PasteboardContent, from view: View) -> Bool { drags.append(content); return true }
    }
    let backend = Backend()

    init() {
        for f in [field, other] { f.textSystem = EstimatingTextSystem(); rig.window.addSubview(f) }
        rig.window.makeFirstResponder(field)
        rig.layout()
        rig.screen.host.dragSession.backend = backend
    }

    func drop(_ content: PasteboardContent, at p: Point) -> Bool {
        let tracker = DropTracker(screen: rig.screen, types: content.types)
        _ = tracker.move(to: p)
        return tracker.drop(content, at: p)
    }

    @Test("Text dropped on a field goes in at the drop point and is left selected; the drop caret shows while over it; files go in as paths")
    func dropAtPoint() {
        field.text = "abcdef"
        let tracker = DropTracker(screen: rig.screen, types: [.text])
        #expect(tracker.move(to: Point(x(2) + 1, 35)) && field.dropOffset == 2)
        #expect(tracker.move(to: Point(x(4) + 1, 35)) && field.dropOffset == 4)
        tracker.exit()
        #expect(field.dropOffset == nil && field.text == "abcdef")
        #expect(drop(PasteboardContent(text: "日本"), at: Point(x(3) + 1, 35)))
        #expect(field.text == "abc日本def" && field.selectedRange == 3..<5 && field.dropOffset == nil)
        #expect(drop(PasteboardContent(filePaths: ["/tmp/x"]), at: Point(x(0), 35)))
        #expect(field.text == "/tmp/xabc日本def")
        field.isEditable = false
        #expect(!drop(PasteboardContent(text: "no"), at: Point(x(1), 35)))
        #expect(field.text == "/tmp/xabc日本def")
    }

    @Test("Selected text dragged within a field moves, as one undo step; a press in the selection released in place puts the caret there")
    func moveWithinField() {
        field.text = "one two three"
        field.selectedRange = 4..<7
        rig.drag(from: Point(x(5), 35), to: Point(x(5), 35 + 20), steps: 4, release: false)
        #expect(backend.drags == [PasteboardContent(text: "two")] && rig.screen.host.dragSession.sourceView === field)
        #expect(drop(PasteboardContent(text: "two"), at: Point(x(13), 35)))
        rig.up(Point(x(13), 35))
        rig.screen.host.dragSession.end(dropped: true)
        #expect(field.text == "one  threetwo" && field.selectedRange == 10..<13)
        field.perform(.undo)
        #expect(field.text == "one two three")
        // Not moved past the threshold: a click in the selection.
        field.selectedRange = 4..<7
        rig.advance(1) // not a double click with the drag's press
        rig.click(Point(x(5), 35))
        #expect(backend.drags.count == 1 && field.selectedRange == 5..<5)
    }

    @Test("Text dragged from one field to another of the program moves; dropped elsewhere after the drag ended, it copies")
    func moveBetweenFields() {
        field.text = "hello world"
        other.text = "ab"
        field.selectedRange = 6..<11
        rig.drag(from: Point(x(7), 35), to: Point(x(1) + 1, 95), steps: 6, release: false)
        #expect(drop(PasteboardContent(text: "world"), at: Point(x(1) + 1, 95)))
        rig.up(Point(x(1) + 1, 95))
        rig.screen.host.dragSession.end(dropped: true)
        #expect(other.text == "aworldb" && field.text == "hello ")
        // The same text from another program (no drag of ours under way) is a copy.
        #expect(drop(PasteboardContent(text: "hello"), at: Point(x(0), 95)))
        #expect(field.text == "hello " && other.text == "helloaworldb")
    }

    @Test("A secure field's text cannot be dragged out: a press in its selection selects as usual")
    func secureNoDrag() {
        field.isSecureTextEntry = true
        field.text = "secret"
        field.selectedRange = 0..<6
        rig.drag(from: Point(x(2), 35), to: Point(x(4), 35), steps: 4)
        #expect(backend.drags.isEmpty)
    }
}
