import Foundation

/// fcitx5 with its Anthy engine (Japanese) as the input method of a test's Xvfb: a private HOME and
/// XDG_RUNTIME_DIR, a D-Bus session bus of its own, a profile with Anthy as the engine after the keyboard,
/// and its XIM frontend on-the-spot (`UseOnTheSpot=True`: it sends preedit callbacks) or not (it draws the
/// composition in a window of its own at the client's spot). Stopped with `stop()` or when it goes.
///
/// Programs started with `clientEnvironment` (`XMODIFIERS=@im=fcitx`, a UTF-8 locale) use it; it composes
/// only once switched on for the focused window (`activate()`), as a user presses Ctrl+Space.
final class InputMethodServer: @unchecked Sendable {
    let x: XvfbServer
    let directory: String
    private var fcitx: Process?
    private var bus: Process?
    private var busAddress = ""

    /// What a client needs to talk to it over XIM.
    var clientEnvironment: [String: String] {
        ["XMODIFIERS": "@im=fcitx", "LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "GTK_IM_MODULE": "xim"]
    }

    static var isInstalled: Bool {
        ["/usr/bin/fcitx5", "/usr/bin/fcitx5-remote", "/usr/bin/dbus-daemon"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.fileExists(atPath: "/usr/share/fcitx5/addon/anthy.conf")
    }

    init(on x: XvfbServer, onTheSpot: Bool) throws {
        guard InputMethodServer.isInstalled else {
            throw E2E.Failure(description: "fcitx5 and fcitx5-anthy are not installed (scripts/deps.sh installs them)")
        }
        self.x = x
        directory = NSTemporaryDirectory() + "shoji-im-\(UUID().uuidString)"
        let fm = FileManager.default
        let config = directory + "/home/.config/fcitx5"
        try fm.createDirectory(atPath: config + "/conf", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: directory + "/run", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try """
            [Groups/0]
            Name=Default
            Default Layout=us
            DefaultIM=anthy

            [Groups/0/Items/0]
            Name=keyboard-us
            Layout=

            [Groups/0/Items/1]
            Name=anthy
            Layout=

            [GroupOrder]
            0=Default

            """.write(toFile: config + "/profile", atomically: true, encoding: .utf8)
        if onTheSpot { try "UseOnTheSpot=True\n".write(toFile: config + "/conf/xim.conf", atomically: true, encoding: .utf8) }
        try startBus()
        try start()
    }

    /// Starts fcitx5 (again) and waits until clients can use it.
    func start() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/fcitx5")
        // Only what XIM and Anthy need: no Wayland, no tray icon, no notifications to wait for.
        p.arguments = ["--disable=wayland,waylandim,notificationitem,notifications,kimpanel,clipboard,emoji,quickphrase,unicode,spell,imselector"]
        p.environment = serverEnvironment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        fcitx = p
        try waitForXIMServer()
    }

    /// Kills fcitx5 at once, as a crash would (its session bus stays).
    func crash() {
        if let p = fcitx, p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        fcitx = nil
    }

    /// Stops fcitx5 where it is (SIGSTOP), as a hung server: its selection stays owned, nothing answers.
    func pause() { if let p = fcitx, p.isRunning { kill(p.processIdentifier, SIGSTOP) } }
    /// Lets a paused fcitx5 go on.
    func resume() { if let p = fcitx, p.isRunning { kill(p.processIdentifier, SIGCONT) } }

    deinit { resume(); stop() }

    private var serverEnvironment: [String: String] {
        var env = E2E.environment
        env["DISPLAY"] = x.display
        env["HOME"] = directory + "/home"
        env["XDG_RUNTIME_DIR"] = directory + "/run"
        env["XDG_CONFIG_HOME"] = directory + "/home/.config"
        env["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        env["LANG"] = "C.UTF-8"
        return env
    }

    /// The bus daemon stays this process's child (`--nofork`): a forked daemon keeps descriptors that
    /// Foundation's `Process` waits on, and `waitUntilExit` never returned.
    private func startBus() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        p.arguments = ["--session", "--nofork", "--print-address=1"]
        p.environment = serverEnvironment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        bus = p
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first, line.hasPrefix("unix:") else {
            throw E2E.Failure(description: "dbus-daemon gave no address")
        }
        busAddress = String(line)
    }

    /// Waits until clients can connect without waiting: fcitx5's XIM server listed on the root window, and
    /// its event loop running.
    ///
    /// XIM_SERVERS alone is not enough: fcitx5's xim addon lists it while the addons are still loading,
    /// before the event loop that answers XIM runs (an XOpenIM sent then blocks in Xlib until it does), and
    /// a killed fcitx5 leaves it listed. Nor is `fcitx5-remote` answering: with no fcitx5 on the bus it
    /// prints "0" all the same (measured). `fcitx5-remote -q` (the input method group's name) prints
    /// nothing until fcitx5 answers a D-Bus call, which only its running event loop does: the same loop
    /// that serves XIM, started after every addon has loaded.
    private func waitForXIMServer() throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if try x.run("/usr/bin/xprop", ["-root", "XIM_SERVERS"]).contains("@server=fcitx"),
               !(try remote(["-q"]).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty) { return }
            guard fcitx?.isRunning == true else { throw E2E.Failure(description: "fcitx5 exited on start") }
            usleep(50_000)
        }
        throw E2E.Failure(description: "fcitx5's XIM server did not appear within 15 s")
    }

    /// Switches the input method on (Anthy) for the focused window, as Ctrl+Space would; waits until it is.
    func activate() throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            _ = try remote(["-o"])
            if try remote([]).trimmingCharacters(in: .whitespacesAndNewlines) == "2" { return }
            usleep(50_000)
        }
        throw E2E.Failure(description: "fcitx5 did not switch on (fcitx5-remote never said 2)")
    }

    private func remote(_ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/fcitx5-remote")
        p.arguments = args
        p.environment = serverEnvironment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The input method's own window (its candidates, or its preedit box) while it is shown: x, y, width,
    /// height on the root window; nil while it is hidden (fcitx5 keeps a 1 × 1 window then).
    func panelGeometry() throws -> (x: Int, y: Int, width: Int, height: Int)? {
        let tree = try x.run("/usr/bin/xwininfo", ["-root", "-tree"])
        for line in tree.split(separator: "\n") where line.contains("\"Fcitx5 Input Window\"") {
            // ... ("fcitx" "fcitx")  80x112+128+104  +128+104
            guard let geometry = line.split(separator: " ").first(where: { $0.contains("x") && $0.contains("+") && $0.first!.isNumber }) else { continue }
            let n = geometry.split(whereSeparator: { $0 == "x" || $0 == "+" }).compactMap { Int($0) }
            guard n.count == 4, n[0] > 1, n[1] > 1 else { continue }
            return (n[2], n[3], n[0], n[1])
        }
        return nil
    }

    func stop() {
        if let p = fcitx, p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        fcitx = nil
        if let p = bus, p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        bus = nil
        try? FileManager.default.removeItem(atPath: directory)
    }
}
