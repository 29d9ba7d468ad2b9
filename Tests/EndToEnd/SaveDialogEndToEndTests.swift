import Foundation
import Testing

/// The save dialog driven by real X input (XTest through xdotool): the serial-tasks scene's "Export…"
/// opens Shoji's own dialog as a second X window, transient for the main one; a typed name and Return
/// write the task list there (read back from the disk); the same name again asks to replace, and Return
/// (Replace, the default) replaces the file; Escape cancels without writing. The dialog opens in `$HOME`,
/// which each test points at a private folder of its own. With no window manager the dialog opens at
/// the root's origin over the main window; the test moves it to `origin` and finds its views through
/// the `window.opened` the trace gives for it.
@Suite("Save dialog: Export… driven by real keys, end to end", .serialized)
struct SaveDialogEndToEndTests {
    static let origin = (x: 480, y: 260)
    static let title = "Export the Task List"

    /// A private folder standing for the user's home, removed at the end.
    final class Home {
        let path = NSTemporaryDirectory() + "shoji-e2e-save-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        func contents(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    /// The dialog as opened: its X window and its views in screen pixels.
    struct Dialog {
        let window: String
        let views: [String: [Double]]
        func center(_ id: String) throws -> (Int, Int) {
            let f = try #require(views[id], "no \(id) in the dialog; have \(views.keys.sorted())")
            return (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
        }
    }

    /// Clicks "Export…", waits for the dialog's window and moves it to `origin`; the pointer rests on its
    /// name field (with no window manager, keys go to the window under the pointer).
    func openDialog(_ demo: DemoProcess) throws -> Dialog {
        let mark = demo.mark
        try demo.click("tasks.exportAs")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "filedialog" }
        try demo.waitFor("filedialog.folder", after: mark)
        let id = try #require(try demo.x.xdotool("search", "--name", Self.title).split(separator: "\n").last.map(String.init))
        try demo.x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        var views: [String: [Double]] = [:]
        for (name, f) in opened.views {
            views[name] = [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]]
        }
        let dialog = Dialog(window: id, views: views)
        let (fx, fy) = try dialog.center("filedialog.name")
        try demo.click(at: fx, fy)
        return dialog
    }

    /// Replaces the field's text by `name`, typed key by key.
    func typeName(_ name: String, _ demo: DemoProcess) throws {
        let mark = demo.mark
        try demo.key("ctrl+a")
        try demo.x.xdotool("type", "--delay", "30", name)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "filedialog.name" && $0.string("text") == name }
    }

    @Test("The dialog is a second X window, a dialog transient for the main one; a typed name and Return write the file there")
    func typedNameWritesTheFile() throws {
        let home = try Home()
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: ["HOME": home.path])
        try demo.waitFor("host.input")
        let dialog = try openDialog(demo)

        // Its own window, a dialog, transient for the demo's main window (another window of the same process).
        let props = try x.run("/usr/bin/xprop", ["-id", dialog.window, "_NET_WM_WINDOW_TYPE", "WM_TRANSIENT_FOR", "_NET_WM_PID"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_DIALOG"), "\(props)")
        let owner = try #require(props.split(separator: "\n").first { $0.hasPrefix("WM_TRANSIENT_FOR(WINDOW)") }?
            .split(separator: " ").last.map(String.init), "\(props)")
        #expect(UInt32(owner.dropFirst(2), radix: 16) != UInt32(dialog.window), "transient for itself")
        let ownerProps = try x.run("/usr/bin/xprop", ["-id", owner, "_NET_WM_PID", "_NET_WM_WINDOW_TYPE"])
        #expect(ownerProps.contains("_NET_WM_PID(CARDINAL) = \(demo.process.processIdentifier)"), "\(ownerProps)")
        #expect(ownerProps.contains("_NET_WM_WINDOW_TYPE_NORMAL"), "\(ownerProps)")

        let mark = demo.mark
        try typeName("report.txt", demo)
        try demo.key("Return")
        let finished = try demo.waitFor("filedialog.finished", after: mark)
        #expect(finished.string("path") == home.file("report.txt"))
        let exported = try demo.waitFor("tasks.exported", after: mark)
        #expect(exported.string("path") == home.file("report.txt"))
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "filedialog" }
        // On the disk, whole: one line a task (none yet) and the final newline; nothing else beside it.
        #expect(home.contents("report.txt") == "\n")
        #expect(home.names == ["report.txt"])
        #expect(demo.process.isRunning)
    }

    @Test("The same name again: the overwrite alert, Return takes Replace and the file is replaced (a new file renamed over it)")
    func replaceAfterAlert() throws {
        let home = try Home()
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: ["HOME": home.path])
        try demo.waitFor("host.input")

        // The first export makes the file, without asking.
        _ = try openDialog(demo)
        var mark = demo.mark
        try typeName("report.txt", demo)
        try demo.key("Return")
        try demo.waitFor("tasks.exported", after: mark)
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "filedialog" }
        #expect(demo.events[mark...].contains { $0.name == "modal.presented" } == false, "asked before writing a new file")
        // Changed behind the demo's back, so that the replacement shows in the bytes as well as the inode.
        try "kept by the test\n".write(toFile: home.file("report.txt"), atomically: false, encoding: .utf8)
        let before = try #require(try FileManager.default.attributesOfItem(atPath: home.file("report.txt"))[.systemFileNumber] as? Int)

        // Again, the same name: the dialog asks first (it opens where the last one chose).
        mark = demo.mark
        _ = try openDialog(demo)
        let folder = try demo.waitFor("filedialog.folder", after: mark)
        #expect(folder.string("path") == home.path)
        mark = demo.mark
        try typeName("report.txt", demo)
        try demo.key("Return")
        let alert = try demo.waitFor("modal.presented", after: mark) { $0.string("id") == "filedialog.replace" }
        #expect(alert.string("window") == "filedialog.modal")
        // Asked, not yet written.
        #expect(home.contents("report.txt") == "kept by the test\n")
        #expect(demo.events[mark...].contains { $0.name == "filedialog.finished" } == false)

        mark = demo.mark
        try demo.key("Return")
        let action = try demo.waitFor("alert.action", after: mark)
        #expect(action.string("action") == "filedialog.replace.confirm")
        let exported = try demo.waitFor("tasks.exported", after: mark)
        #expect(exported.string("path") == home.file("report.txt"))
        #expect(home.contents("report.txt") == "\n")
        let after = try FileManager.default.attributesOfItem(atPath: home.file("report.txt"))[.systemFileNumber] as? Int
        #expect(after != before, "the file was written into, not replaced")
        #expect(home.names == ["report.txt"])
    }

    @Test("Escape cancels: the dialog closes and nothing is written")
    func escapeCancels() throws {
        let home = try Home()
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: ["HOME": home.path])
        try demo.waitFor("host.input")
        _ = try openDialog(demo)

        let mark = demo.mark
        try typeName("never.txt", demo)
        try demo.key("Escape")
        let finished = try demo.waitFor("filedialog.finished", after: mark)
        #expect(finished.int("count") == -1)
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "filedialog" }
        // An absence (nothing exported after Escape): wall time for a wrongly started export to show.
        usleep(300_000)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "tasks.exported" || $0.name == "tasks.exportFailed" })
        #expect(home.names.isEmpty)
        // The application goes on: Export… opens the dialog again.
        _ = try openDialog(demo)
    }

    @Test("Ctrl+H shows the hidden files and hides them again; Alt+Up goes to the parent folder")
    func hiddenFilesAndParent() throws {
        let home = try Home()
        try FileManager.default.createDirectory(atPath: home.file(".config-like"), withIntermediateDirectories: false)
        try "".write(toFile: home.file(".hidden.txt"), atomically: false, encoding: .utf8)
        try "".write(toFile: home.file("seen.txt"), atomically: false, encoding: .utf8)
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: ["HOME": home.path])
        try demo.waitFor("host.input")
        let mark0 = demo.mark
        _ = try openDialog(demo)
        let first = try demo.waitFor("filedialog.folder", after: mark0)
        #expect(first.string("path") == home.path && first.int("count") == 1)

        var mark = demo.mark
        try demo.key("ctrl+h")
        let shown = try demo.waitFor("filedialog.folder", after: mark)
        #expect(shown.string("path") == home.path && shown.int("count") == 3)
        mark = demo.mark
        try demo.key("ctrl+h")
        #expect(try demo.waitFor("filedialog.folder", after: mark).int("count") == 1)

        mark = demo.mark
        try demo.key("alt+Up")
        let parent = try demo.waitFor("filedialog.folder", after: mark)
        #expect(parent.string("path") == (home.path as NSString).deletingLastPathComponent)
    }
}
