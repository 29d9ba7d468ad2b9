@testable import Shoji
import Testing

/// The pasteboard model, the edit-action keys and their dispatch, and drop targets on a screen.
@MainActor
@Suite("Pasteboard, edit actions, drops")
struct TransferTests {
    @Test("text/uri-list: paths escaped and back; comments, other schemes and bad escapes skipped; host forms accepted")
    func uriList() {
        let paths = ["/tmp/a b.txt", "/home/日本/x#1.png"]
        #expect(URIList.decode(URIList.encode(paths)) == paths)
        let list = "# comment\r\nhttp://example.com/x\r\nfile://localhost/tmp/one\nfile:/tmp/two\r\nfile:///tmp/bad%zz\r\nfile:///tmp/%E6%97%A5\r\n"
        #expect(URIList.decode(list) == ["/tmp/one", "/tmp/two", "/tmp/日"])
    }

    @Test("Ctrl+C / X / V, Ctrl+Insert, Shift+Insert, Shift+Delete ask for edit actions; Ctrl+Alt+C does not")
    func keys() {
        #expect(EditAction(KeyEvent(.character("c"), text: "c", modifiers: .control)) == .copy)
        #expect(EditAction(KeyEvent(.character("x"), modifiers: [.control, .shift])) == .cut)
        #expect(EditAction(KeyEvent(.character("v"), modifiers: .control)) == .paste)
        #expect(EditAction(KeyEvent(.other(0xff63), modifiers: .control)) == .copy)
        #expect(EditAction(KeyEvent(.other(0xff63), modifiers: .shift)) == .paste)
        #expect(EditAction(KeyEvent(.delete, modifiers: .shift)) == .cut)
        #expect(EditAction(KeyEvent(.character("c"), modifiers: [.control, .alt])) == nil)
        #expect(EditAction(KeyEvent(.character("c"), text: "c")) == nil)
    }

    final class Copier: View {
        var value = "row"
        var pastes: [Point?] = []
        override var canBecomeFirstResponder: Bool { true }
        override func copy(to pasteboard: Pasteboard) -> Bool { pasteboard.string = value; return true }
        override func paste(from pasteboard: Pasteboard, at location: Point?) -> Bool { pastes.append(location); return true }
    }

    @Test("Ctrl+C reaches the first responder's copy; Ctrl+V its paste; a middle click pastes the selection at the pointer")
    func dispatch() {
        let rig = Rig()
        let v = Copier()
        v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        rig.window.addSubview(v)
        rig.window.makeFirstResponder(v)
        let board = rig.screen.pasteboard
        rig.screen.send(.key(KeyEvent(.character("c"), text: "c", modifiers: .control)))
        #expect(board.ownContent == PasteboardContent(text: "row"))
        rig.screen.send(.key(KeyEvent(.character("v"), modifiers: .control)))
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(20, 30), button: .middle)))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(20, 30), button: .middle)))
        #expect(v.pastes == [nil, Point(20, 30)])
    }

    @Test("A pasteboard with no backend reads its own content, refuses types it lacks, and is empty otherwise")
    func localRead() async throws {
        let p = Pasteboard(name: .general)
        await #expect(throws: PasteboardError.empty) { try await p.read() }
        p.string = "こんにちは"
        #expect(try await p.read().text == "こんにちは")
        await #expect(throws: PasteboardError.noMatchingType) { try await p.read([.fileURL]) }
        let before = p.changeCount
        p.ownershipLost()
        #expect(p.ownContent == nil && p.changeCount == before + 1)
    }

    @Test("A drag is offered to the view under the pointer that takes its types; it highlights, leaves, and gets the drop in its own coordinates")
    func dropTracker() {
        let rig = Rig()
        let list = View(), label = View()
        list.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        label.frame = Rect(x: 50, y: 50, width: 50, height: 20)
        list.addSubview(label)
        rig.window.addSubview(list)
        var log: [String] = []
        let drop = DropInteraction(acceptedTypes: [.fileURL]) { c, p in log.append("drop \(c.filePaths) \(p)") }
        drop.onEnter = { log.append("enter") }
        drop.onExit = { log.append("exit") }
        list.dropInteraction = drop
        let text = DropTracker(screen: rig.screen, types: [.text])
        #expect(!text.move(to: Point(60, 60)) && log.isEmpty)
        let files = DropTracker(screen: rig.screen, types: [.fileURL])
        #expect(files.move(to: Point(60, 60)) && files.target === list) // the label has none: its list takes it
        #expect(!files.move(to: Point(300, 300)))
        #expect(files.drop(PasteboardContent(filePaths: ["/a"]), at: Point(10, 20)))
        #expect(log == ["enter", "exit", "enter", "exit", "drop [\"/a\"] (10.0, 20.0)"])
    }
}
