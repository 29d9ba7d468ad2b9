import Foundation

/// A program started with `posix_spawn` (no Foundation `Process`: its set-up before `exec` would count in
/// the start-up figures, and it cannot unblock signals the test runner blocks). Killed when dropped.
public final class ChildProcess {
    public let pid: pid_t
    public let executable: String
    private var status: Int32?

    /// Starts `path` with `arguments`; standard output goes to `stdout` (a file path) or nowhere, standard
    /// error to `stderr` or nowhere. Every signal has its default action and none is blocked.
    public init(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                stdout: String? = nil, stderr: String? = nil) throws {
        executable = path
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var child = pid_t()
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw BenchFailure("cannot start \(path): \(String(cString: strerror(rc)))") }
        pid = child
    }

    deinit { kill() }

    public var isRunning: Bool {
        guard status == nil else { return false }
        var s: Int32 = 0
        if waitpid(pid, &s, WNOHANG) == pid { status = s; return false }
        return true
    }

    /// The exit status once it has ended (128 + signal for a signal).
    public var exitStatus: Int32? {
        guard !isRunning, let s = status else { return nil }
        return (s & 0x7f) == 0 ? (s >> 8) & 0xff : 128 + (s & 0x7f)
    }

    /// Waits up to `timeout` seconds for it to end; its exit status, or nil if it still runs.
    @discardableResult
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            if Date() > deadline { return nil }
            usleep(2_000)
        }
        return exitStatus
    }

    public func signal(_ sig: Int32) {
        if isRunning { Foundation.kill(pid, sig) }
    }

    public func kill() {
        guard isRunning else { return }
        Foundation.kill(pid, SIGKILL)
        var s: Int32 = 0
        waitpid(pid, &s, 0)
        status = s
    }

    /// CPU time and wake-ups so far, summed over every thread, read from /proc (nil once it has ended).
    public var usage: ProcessUsage? { ProcessUsage(pid: pid) }
}

/// What a process has used, from the kernel's own accounting: the same method for Shoji and for the C
/// reference, so the two compare fairly.
public struct ProcessUsage: Sendable {
    /// CPU time of all threads (schedstat: nanoseconds, far finer than clock ticks).
    public var cpuSeconds: Double
    /// Times a thread gave up the CPU to wait (a poll, a futex, a sleep): each is followed by a wake-up.
    public var voluntarySwitches: Int
    public var involuntarySwitches: Int
    /// Peak resident memory (VmHWM).
    public var peakRSSKB: Int

    public init?(pid: pid_t) {
        let taskDir = "/proc/\(pid)/task"
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: taskDir) else { return nil }
        var cpu = 0.0, voluntary = 0, involuntary = 0
        for t in tasks {
            if let s = try? String(contentsOfFile: "\(taskDir)/\(t)/schedstat", encoding: .utf8),
               let ns = s.split(separator: " ").first.flatMap({ Double($0) }) {
                cpu += ns / 1e9
            }
            guard let status = try? String(contentsOfFile: "\(taskDir)/\(t)/status", encoding: .utf8) else { continue }
            voluntary += ProcessUsage.field("voluntary_ctxt_switches", in: status)
            involuntary += ProcessUsage.field("nonvoluntary_ctxt_switches", in: status)
        }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        cpuSeconds = cpu
        voluntarySwitches = voluntary
        involuntarySwitches = involuntary
        peakRSSKB = ProcessUsage.field("VmHWM", in: status)
    }

    static func field(_ name: String, in status: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? 0
        }
        return 0
    }
}
