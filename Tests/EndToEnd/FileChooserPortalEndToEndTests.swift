import Foundation
import Testing

/// The file chooser portal end to end: the demo run with `SHOJI_USE_PORTAL=1` (the user's opt-in, as
/// `GTK_USE_PORTAL=1`) asks `org.freedesktop.portal.FileChooser` for "Export…"'s location. With the real
/// xdg-desktop-portal and its GTK back end on a private session bus (started by the bus on first use,
/// as on a desktop), the GTK save dialog opens as another process's X window; the test types a name
/// into it with XTest keys and presses Return, and the demo writes its list there. With no bus at all,
/// Shoji's own dialog opens instead.
@Suite("File chooser portal: Export… through the desktop's dialog", .serialized)
struct FileChooserPortalEndToEndTests {
    static let title = "Export the Task List"

    /// Waits for the X window titled `title` that is not the demo's own, and returns its id.
    func portalWindow(_ x: XvfbServer, demo: DemoProcess, timeout: Double = 40) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let ids = ((try? x.xdotool("search", "--onlyvisible", "--name", Self.title)) ?? "").split(separator: "\n").map(String.init)
            for id in ids {
                let pid = (try? x.run("/usr/bin/xprop", ["-id", id, "_NET_WM_PID"])) ?? ""
                if !pid.contains("= \(demo.process.processIdentifier)") { return id }
            }
            usleep(200_000) // a poll step under the deadline: the dialog is another process's window
        }
        throw E2E.Failure(description: "no portal dialog titled \(Self.title) appeared")
    }

    @Test("The real portal's GTK save dialog opens in home, takes a typed name and Return; the demo writes its list there")
    func realPortalSaves() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display, privateHome: true)
        defer { session.stop() }
        let home = try #require(session.environment["HOME"])
        let target = home + "/portal-report.txt"
        var env = session.environment
        env["SHOJI_USE_PORTAL"] = "1"
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: env)
        try demo.waitFor("host.input")
        let mark = demo.mark
        try demo.click("tasks.exportAs")
        let id = try portalWindow(x, demo: demo)
        #expect(!demo.events.contains { $0.name == "window.opened" && $0.string("window") == "filedialog" },
                "Shoji's own dialog stays shut while the portal's is open")
        // With no window manager, keys go to the window under the pointer: rest it on the dialog.
        try x.xdotool("windowmove", "--sync", id, "0", "0")
        try x.xdotool("mousemove", "--window", id, "200", "20")
        _ = try? x.xdotool("windowfocus", "--sync", id)
        usleep(500_000)   // GTK maps the dialog before its entry takes keys; no trace to wait on in another process
        // The name field holds "tasks.txt"; a typed name replaces it. The dialog starts in home (the app gave
        // no folder and none was chosen yet), so the bare name lands there.
        try x.xdotool("key", "ctrl+a")
        try x.xdotool("type", "--delay", "40", "portal-report.txt")
        usleep(300_000) // GTK's entry completes the name as it is typed; GTK traces nothing to wait on
        try x.xdotool("key", "Return")
        let answered = try demo.waitFor("filedialog.portal", after: mark, timeout: 20)
        #expect(answered.string("answer") == "chosen")
        #expect(answered.string("path") == target)
        let exported = try demo.waitFor("tasks.exported", after: mark)
        #expect(exported.string("path") == target)
        #expect((try? String(contentsOfFile: target, encoding: .utf8)) == "\n", "the (empty) list written where the portal said")
    }

    @Test("Escape in the portal's dialog is a cancel: nothing is written and Shoji's dialog does not open")
    func realPortalCancels() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display, privateHome: true)
        defer { session.stop() }
        var env = session.environment
        env["SHOJI_USE_PORTAL"] = "1"
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: env)
        try demo.waitFor("host.input")
        let mark = demo.mark
        try demo.click("tasks.exportAs")
        let id = try portalWindow(x, demo: demo)
        try x.xdotool("windowmove", "--sync", id, "0", "0")
        try x.xdotool("mousemove", "--window", id, "200", "20")
        _ = try? x.xdotool("windowfocus", "--sync", id)
        usleep(500_000) // as above: GTK maps the dialog before it takes keys, and traces nothing
        try x.xdotool("key", "Escape")
        let answered = try demo.waitFor("filedialog.portal", after: mark, timeout: 20)
        #expect(answered.string("answer") == "cancelled")
        // An absence (no export, no dialog of Shoji's after the cancel): wall time for a wrong one to show.
        usleep(500_000)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "tasks.exported" || ($0.name == "window.opened" && $0.string("window") == "filedialog") })
    }

    /// The process id owning `name` on the session's bus (the bus says; no search by program name, which
    /// could find another test's portal).
    func owner(of name: String, _ session: ATSPISession) throws -> pid_t {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        p.arguments = ["--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                       "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:" + name]
        p.environment = session.environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard let word = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).last, let pid = pid_t(word) else {
            throw E2E.Failure(description: "no owner of \(name) on the session bus: \(text)")
        }
        return pid
    }

    @Test("The portal killed while its dialog is open: the app's export ends as cancelled within a second, no hang")
    func portalDies() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display, privateHome: true)
        defer { session.stop() }
        var env = session.environment
        env["SHOJI_USE_PORTAL"] = "1"
        let demo = try DemoProcess(on: x, ["--scene", "tasks"], environment: env)
        try demo.waitFor("host.input")
        let mark = demo.mark
        try demo.click("tasks.exportAs")
        _ = try portalWindow(x, demo: demo)
        let portal = try owner(of: "org.freedesktop.portal.Desktop", session)
        let killed = Date()
        kill(portal, SIGKILL)
        let answered = try demo.waitFor("filedialog.portal", after: mark, timeout: 5)
        #expect(Date().timeIntervalSince(killed) < 1, "the loss is noticed, not waited out")
        #expect(answered.string("answer") == "cancelled")
        // An absence: no export and no second dialog after the cancel; wall time for a wrong one to show.
        usleep(500_000)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "tasks.exported" || ($0.name == "window.opened" && $0.string("window") == "filedialog") })
    }

    @Test("With no session bus to ask, the same call opens Shoji's own dialog at once")
    func noPortalFallsBack() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"],
                                   environment: ["SHOJI_USE_PORTAL": "1", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/shoji-bus"])
        try demo.waitFor("host.input")
        let mark = demo.mark
        try demo.click("tasks.exportAs")
        let answered = try demo.waitFor("filedialog.portal", after: mark)
        #expect(answered.string("answer") == "unavailable")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "filedialog" }
        #expect(opened.time - answered.time < 1, "no wait for a portal that cannot answer")
    }
}
