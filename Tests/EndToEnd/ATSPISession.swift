import Foundation

/// A private D-Bus session for one test: its own `dbus-daemon`, which starts at-spi2-core's bus
/// launcher (and through it the registry) on demand, and the pyatspi client run against it. Everything
/// the bus starts shares a private runtime folder, so nothing reaches another session's accessibility
/// bus, and `stop()` can kill exactly what this session started.
final class ATSPISession: @unchecked Sendable {
    let address: String
    let daemonPID: pid_t
    let runtimeDir: String
    let display: String
    static let client = E2E.packageRoot.appendingPathComponent("scripts/atspi_client.py").path

    /// What else this session's processes see (the portal test's private home and desktop name).
    let extraEnvironment: [String: String]

    /// What a process needs to use this session's buses.
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtimeDir, "DISPLAY": display].merging(extraEnvironment) { a, _ in a }
    }

    /// `privateHome`: the session's programs (dconf, the portals' permission store) keep their files in
    /// folders of the session's own, never the user's, and say they run on GNOME (the portal picks its
    /// GTK back end by that).
    init(display: String, privateHome: Bool = false) throws {
        self.display = display
        runtimeDir = NSTemporaryDirectory() + "shoji-atspi-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: runtimeDir, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        var extra: [String: String] = [:]
        if privateHome {
            let home = runtimeDir + "/home"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            extra = ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
                     "XDG_CACHE_HOME": home + "/.cache", "XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "dconf"]
        }
        extraEnvironment = extra
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        p.arguments = ["--session", "--fork", "--print-address=1", "--print-pid=1"]
        var env = E2E.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env["DISPLAY"] = display
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        env.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
        for (k, v) in extra { env[k] = v }
        p.environment = env
        // A file, not a pipe: the forked daemon keeps its stdout open, so a pipe would never end.
        let printed = runtimeDir + "/dbus-daemon.out"
        _ = FileManager.default.createFile(atPath: printed, contents: nil)
        p.standardOutput = FileHandle(forWritingAtPath: printed)
        p.standardError = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(10)
        var lines: [String] = []
        while Date() < deadline {
            lines = ((try? String(contentsOfFile: printed, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= 2 { break } // the daemon prints its pid once it listens
            usleep(10_000)
        }
        guard lines.count >= 2, let pid = pid_t(lines[1]) else {
            throw E2E.Failure(description: "dbus-daemon did not start: \(lines)")
        }
        address = lines[0]
        daemonPID = pid
    }

    /// This session's processes (the bus daemon's children all carry its runtime folder).
    private func processes() -> [(pid: pid_t, commandLine: String)] {
        let marker = Data("XDG_RUNTIME_DIR=\(runtimeDir)\0".utf8)
        var out: [(pid_t, String)] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), pid != getpid(),
                  let env = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  env.range(of: marker) != nil else { continue }
            let cmd = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") ?? Data()
            out.append((pid, String(decoding: cmd.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)))
        }
        return out
    }

    /// Kills the accessibility bus (at-spi2-core's dbus-daemon), as a crashed session would lose it.
    func killAccessibilityBus() {
        for p in processes() where p.commandLine.contains("accessibility.conf") { kill(p.pid, SIGKILL) }
    }

    /// Starts the client listening to events for `seconds`; returns once it listens.
    func listen(seconds: Double) throws -> EventListener {
        try EventListener(session: self, seconds: seconds)
    }

    /// Kills the bus daemon, then whatever it started (launcher, accessibility bus, registry): they all
    /// carry this session's runtime folder in their environment.
    func stop() {
        kill(daemonPID, SIGKILL)
        for p in processes() { kill(p.pid, SIGKILL) }
        // xdg-document-portal, when the bus started it, mounted its FUSE folder here; killed, it leaves the
        // mount behind (and the folder could not be removed). Asked whatever the folder looks like: a mount
        // whose daemon died cannot even be looked at (ENOTCONN); where there is none, it just fails.
        let documents = runtimeDir + "/doc"
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fusermount3") {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/fusermount3")
            p.arguments = ["-u", "-z", documents]
            p.standardError = FileHandle.nullDevice
            if (try? p.run()) != nil { p.waitUntilExit() }
        }
        try? FileManager.default.removeItem(atPath: runtimeDir)
    }

    /// Runs the pyatspi client (Debian's Python: pyatspi lives there) and decodes its JSON answer.
    func client(_ args: String..., timeout: Double = 60) throws -> [String: Any] {
        let p = clientProcess(args)
        // Files, not pipes: a hung client must not hang the test, and a chatty one must not block.
        let base = runtimeDir + "/client-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        p.standardOutput = FileHandle(forWritingAtPath: base + ".out")
        p.standardError = FileHandle(forWritingAtPath: base + ".err")
        try p.run()
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL); throw E2E.Failure(description: "atspi_client \(args) hung") }
        let text = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last,
              let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            let stderr = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
            throw E2E.Failure(description: "atspi_client \(args): no answer; stderr: \(stderr.suffix(600))")
        }
        if let error = obj["error"] { throw E2E.Failure(description: "atspi_client \(args): \(error)") }
        return obj
    }

    func clientProcess(_ args: [String]) -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [ATSPISession.client] + args
        var env = E2E.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        return p
    }

    /// The application's accessible tree as the client walked it.
    func tree(_ app: String = "Shoji") throws -> [AccessibleNode] {
        let nodes = try client("tree", app)["nodes"] as? [[String: Any]] ?? []
        return nodes.map(AccessibleNode.init)
    }
}

/// One element of the tree, as pyatspi reported it.
struct AccessibleNode: CustomStringConvertible {
    let fields: [String: Any]
    var role: String { fields["role"] as? String ?? "" }
    var name: String { fields["name"] as? String ?? "" }
    var id: String { fields["id"] as? String ?? "" }
    var depth: Int { fields["depth"] as? Int ?? -1 }
    var path: [Int] { fields["path"] as? [Int] ?? [] }
    var index: Int { fields["index"] as? Int ?? -2 }
    var states: Set<String> { Set(fields["states"] as? [String] ?? []) }
    var actions: [String] { fields["actions"] as? [String] ?? [] }
    var value: [Double]? { (fields["value"] as? [NSNumber])?.map(\.doubleValue) }
    var text: String? { fields["text"] as? String }
    var extents: [Int]? { fields["extents"] as? [Int] }
    /// AT-SPI relations by their nick ("labelled-by", "label-for"), each with its targets' ids (or names).
    var relations: [String: [String]] { fields["relations"] as? [String: [String]] ?? [:] }
    var description: String { "\(role) \"\(name)\" \(id) \(states.sorted())" }
}

/// The client listening to AT-SPI events in the background (its own GLib main loop, as a screen reader).
final class EventListener: @unchecked Sendable {
    let process: Process
    private let out = Pipe()
    private var received = Data()

    init(session: ATSPISession, seconds: Double) throws {
        process = session.clientProcess(["listen", String(seconds)])
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            guard !chunk.isEmpty, Date() < deadline else { throw E2E.Failure(description: "the event listener did not start") }
            received.append(chunk)
        }
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// Waits for the listening time to end; the events heard, in order.
    func events() throws -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { throw E2E.Failure(description: "the event listener did not finish") }
        received.append(out.fileHandleForReading.readDataToEndOfFile())
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\n")
        guard let last = lines.last, let obj = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any],
              let events = obj["events"] as? [[String: Any]] else { throw E2E.Failure(description: "the listener heard nothing: \(lines)") }
        return events
    }
}
