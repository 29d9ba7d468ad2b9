import Foundation

/// A private D-Bus session for one measurement, as the end-to-end tests make one (`ATSPISession`): its
/// own `dbus-daemon`, which starts at-spi2-core's bus launcher (and through it the accessibility bus and
/// the registry) on demand. Everything it starts carries a private runtime folder in its environment,
/// so nothing reaches another session's buses, and `stop()` kills exactly what this session started.
public final class AccessibilitySession {
    public static let daemon = "/usr/bin/dbus-daemon"
    public static let launcher = "/usr/libexec/at-spi-bus-launcher"
    static let send = "/usr/bin/dbus-send"

    public let address: String
    public let daemonPID: pid_t
    public let runtimeDir: String
    private var stopped = false

    /// What a program needs to find this session's bus (and through it the accessibility bus); a
    /// program started with it should also lose any `AT_SPI_BUS_ADDRESS` (see `inheritedBuses`).
    public var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtimeDir]
    }

    /// The variables through which a program would find the session's buses of whoever runs the bench.
    public static let inheritedBuses: Set<String> = ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"]

    /// Starts the session bus; `BenchSkipped` when dbus-daemon or at-spi2-core's launcher is not installed.
    public init(display: String) throws {
        for tool in [AccessibilitySession.daemon, AccessibilitySession.launcher]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw BenchSkipped("no \(tool) (apt-get install dbus at-spi2-core)")
        }
        runtimeDir = try Scratch.makeFolder("a11y-runtime")
        // A file, not a pipe: the forked daemon keeps its standard output open.
        let printed = try Scratch.unique("dbus-daemon", suffix: ".out")
        let p = try ChildProcess(AccessibilitySession.daemon, ["--session", "--fork", "--print-address=1", "--print-pid=1"],
                                 environment: ["XDG_RUNTIME_DIR": runtimeDir, "DISPLAY": display],
                                 removing: AccessibilitySession.inheritedBuses, stdout: printed)
        let deadline = Date().addingTimeInterval(10)
        var lines: [String] = []
        while Date() < deadline {
            lines = ((try? String(contentsOfFile: printed, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= 2 { break } // the pid comes once it listens
            usleep(10_000)
        }
        p.wait(timeout: 5) // the process that forked the daemon
        guard lines.count >= 2, let pid = pid_t(lines[1]), pid > 1 else {
            // Whatever it started before it failed carries the runtime folder.
            AccessibilitySession.kill(AccessibilitySession.processes(carrying: runtimeDir))
            throw BenchFailure("dbus-daemon did not start a session bus (it printed \(lines.count) of 2 lines)")
        }
        address = lines[0]
        daemonPID = pid
    }

    deinit { stop() }

    /// Kills the session bus and whatever it started (launcher, accessibility bus, registry): they all
    /// carry this session's runtime folder in their environment. Again: nothing happens.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        let started = AccessibilitySession.processes(carrying: runtimeDir)
        // The daemon leads a process group of its own (it called setsid), which its children share:
        // read before it goes (a group id is not given to a new process while the group has members).
        // Only while the daemon is still this session's (its pid not yet anyone else's).
        let group = started.contains(daemonPID) ? getpgid(daemonPID) : -1
        AccessibilitySession.kill(started)
        if group == daemonPID && group != getpgrp() { Foundation.kill(-group, SIGKILL) }
        // Anything started meanwhile.
        AccessibilitySession.kill(AccessibilitySession.processes(carrying: runtimeDir))
    }

    /// Waits until the accessibility registry lists at least one application (the demo, once its window
    /// is mapped); the number it lists. Nil when dbus-send is not installed (nothing checked).
    public func waitForRegisteredApplication(timeout: Double) throws -> Int? {
        guard FileManager.default.isExecutableFile(atPath: AccessibilitySession.send) else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let bus = try? call(bus: address, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"),
               let a11y = bus.split(whereSeparator: \.isWhitespace).first.map(String.init), !a11y.isEmpty,
               let count = try? call(bus: a11y, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                                     "org.freedesktop.DBus.Properties.Get", "string:org.a11y.atspi.Accessible", "string:ChildCount"),
               let n = count.split(whereSeparator: \.isWhitespace).last.flatMap({ Int($0) }), n > 0 {
                return n
            }
            guard Date() < deadline else {
                throw BenchFailure("no application registered with the private accessibility bus within \(BenchResult.format(timeout, unit: "s")) s")
            }
            usleep(100_000)
        }
    }

    /// One method call with dbus-send; its literal reply.
    private func call(bus: String, _ destination: String, _ path: String, _ method: String, _ args: String...) throws -> String {
        let out = try Scratch.unique("dbus-send", suffix: ".out")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try ChildProcess(AccessibilitySession.send,
                                 ["--bus=" + bus, "--print-reply=literal", "--reply-timeout=2000", "--dest=" + destination, path, method] + args,
                                 environment: environment, removing: AccessibilitySession.inheritedBuses, stdout: out)
        guard p.wait(timeout: 5) == 0 else {
            p.kill()
            throw BenchFailure("dbus-send \(method) failed")
        }
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    /// Every process whose environment has `XDG_RUNTIME_DIR=dir` (not this one; only ours can be read).
    static func processes(carrying dir: String) -> [pid_t] { processes(withEnvironmentEntryStarting: "XDG_RUNTIME_DIR=\(dir)\0") }

    /// Every process whose `XDG_RUNTIME_DIR` is in `folder` (for the smoke test: none left running).
    public static func processes(carryingRuntimeUnder folder: String) -> [pid_t] {
        processes(withEnvironmentEntryStarting: "XDG_RUNTIME_DIR=\(folder)")
    }

    private static func processes(withEnvironmentEntryStarting text: String) -> [pid_t] {
        let marker = Data(text.utf8)
        var out: [pid_t] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), pid != getpid(),
                  let env = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  env.starts(with: marker) || env.range(of: Data([0]) + marker) != nil else { continue }
            out.append(pid)
        }
        return out
    }

    private static func kill(_ pids: [pid_t]) {
        for pid in pids { Foundation.kill(pid, SIGKILL) }
    }
}
