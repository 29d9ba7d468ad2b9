import Foundation
import Testing

/// `Tests/Probes/settings_portal.py` on a test's private session bus: the settings portal's interface,
/// values changed by lines on its standard input.
final class FakeSettingsPortal: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let outputPath = NSTemporaryDirectory() + "shoji-portal-\(UUID().uuidString).out"
    static let script = E2E.packageRoot.appendingPathComponent("Tests/Probes/settings_portal.py").path

    init(session: ATSPISession, _ args: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [FakeSettingsPortal.script] + args
        var env = E2E.environment
        for (k, v) in session.environment { env[k] = v }
        process.environment = env
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle.nullDevice
        process.standardInput = input
        try process.run()
        try waitForLine("ready")
    }

    /// Sends a change ("color-scheme 1") and waits until the signal is out.
    func set(_ line: String) throws {
        let before = lines.filter { $0 == "changed" }.count
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        try waitForLine("changed", count: before + 1)
    }

    var lines: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func waitForLine(_ line: String, count: Int = 1) throws {
        let deadline = Date().addingTimeInterval(10)
        while lines.filter({ $0 == line }).count < count {
            guard Date() < deadline, process.isRunning else { throw E2E.Failure(description: "the portal stand-in did not say \(line)") }
            usleep(20_000)
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: outputPath)
    }
}

@Suite("Settings portal on a private session bus", .serialized)
struct SettingsPortalEndToEndTests {
    @Test("The real xdg-desktop-portal with its GTK back end: gsettings' color-scheme switches a running demo dark and back")
    func realPortalFollowsGSettings() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display, privateHome: true)
        defer { session.stop() }
        func gsettings(_ value: String) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
            p.arguments = ["set", "org.gnome.desktop.interface", "color-scheme", value]
            var env = E2E.environment
            for (k, v) in session.environment { env[k] = v }
            p.environment = env
            try p.run()
            p.waitUntilExit()
        }
        // The portal is started by the bus on the demo's first call (D-Bus activation), as on a desktop.
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: session.environment)
        var mark = demo.mark
        try gsettings("prefer-dark")
        try demo.waitFor("desktop.settings", after: mark, timeout: 20) { $0.string("colorScheme") == "dark" }
        mark = demo.mark
        try gsettings("prefer-light")
        try demo.waitFor("desktop.settings", after: mark) { $0.string("colorScheme") == "light" }
    }

    @Test("The portal's color-scheme, contrast and accent reach the demo at start and live through SettingChanged")
    func portalIsReadAndFollowed() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display)
        defer { session.stop() }
        let portal = try FakeSettingsPortal(session: session, ["1"])
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: session.environment)
        try demo.waitFor("desktop.settings") { $0.string("colorScheme") == "dark" }

        var mark = demo.mark
        try portal.set("color-scheme 2")
        try demo.waitFor("desktop.settings", after: mark) { $0.string("colorScheme") == "light" }
        mark = demo.mark
        try portal.set("contrast 1")
        try demo.waitFor("desktop.settings", after: mark) { $0.string("contrast") == "increased" }
        mark = demo.mark
        try portal.set("accent-color 0.25 0.5 0.75")
        let accent = try demo.waitFor("desktop.settings", after: mark) { $0["accentColor"] != nil }
        #expect((accent["accentColor"] as? [NSNumber])?.map(\.doubleValue) == [0.25, 0.5, 0.75])
    }

    @Test("The first frame does not wait for the portal: its reader starts after the first frame, and the dark answer is drawn in a later frame")
    func portalReadAfterFirstFrame() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display)
        defer { session.stop() }
        let portal = try FakeSettingsPortal(session: session, ["1"])
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: session.environment)
        try demo.waitFor("desktop.settings") { $0.string("colorScheme") == "dark" }
        let events = demo.events
        let firstFrame = events.firstIndex { $0.name == "frame.presented" }
        let reader = events.firstIndex { $0.name == "settings.portal" }
        let dark = events.firstIndex { $0.name == "desktop.settings" && $0.string("colorScheme") == "dark" }
        // Trace lines are written in the order the main thread does things: a reader started as the window
        // is made (libdbus loaded, a thread and the bus opened beside the first frame) comes first again.
        #expect(firstFrame != nil && reader != nil && firstFrame! < reader!,
                "first frame.presented at \(firstFrame.map(String.init) ?? "none"), settings.portal at \(reader.map(String.init) ?? "none")")
        #expect(reader != nil && dark != nil && reader! < dark!)
        // The answer is shown: a frame follows it.
        if let dark { _ = try demo.waitFor("frame.presented", after: dark) }
        #expect(portal.process.isRunning)
    }

    @Test("A portal that never answers delays nothing: the demo is ready at once and keeps its light look")
    func silentPortalDelaysNothing() throws {
        let x = try XvfbServer()
        let session = try ATSPISession(display: x.display)
        defer { session.stop() }
        _ = try FakeSettingsPortal(session: session, ["1", "--silent"])
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: session.environment)
        let ready = try demo.waitFor("app.ready")
        #expect(ready.time < 1.5)
        Thread.sleep(forTimeInterval: 2.5)   // past the portal's 2 s bound
        demo.poll()
        #expect(!demo.events.contains { $0.name == "desktop.settings" && $0.string("colorScheme") == "dark" })
        #expect(demo.process.isRunning)
    }
}
