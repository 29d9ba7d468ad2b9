import Foundation
import ShojiFiles
import Synchronization

/// A program started with `posix_spawn` (no Foundation `Process`: its set-up before `exec` would count in
/// the start-up figures, and it cannot unblock signals the test runner blocks). Killed when dropped.
public final class ChildProcess {
    public let pid: pid_t
    public let executable: String
    private var status: Int32?

    /// Starts `path` with `arguments`; standard output goes to `stdout` (a file path) or nowhere, standard
    /// error to `stderr` or nowhere. The child's environment is this process's without the variables in
    /// `removing`, with `environment` on top. Every signal has its default action and none is blocked.
    ///
    /// An output file is made new (mode 0600), never opened through a link nor over a file already
    /// there: it should be in the run's private folder (`Scratch`), and a name taken is an error.
    public init(_ path: String, _ arguments: [String], environment: [String: String] = [:], removing: Set<String> = [],
                stdout: String? = nil, stderr: String? = nil) throws {
        executable = path
        var env = ProcessInfo.processInfo.environment
        for k in removing { env.removeValue(forKey: k) }
        for (k, v) in environment { env[k] = v }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // Opened here, not in the child, so that a refusal is a clear error; close-on-exec here (the
        // child's copy made by dup2 does not inherit it), closed here once the child has its copy.
        var opened: [String: Int32] = [:]
        defer { opened.values.forEach { _ = close($0) } }
        for (target, file) in [(Int32(1), stdout), (Int32(2), stderr)] {
            guard let file else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
                continue
            }
            if opened[file] == nil {
                let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                guard fd >= 0 else { throw FileError("create", path: file, code: errno) }
                opened[file] = fd
            }
            posix_spawn_file_actions_adddup2(&actions, opened[file]!, target)
        }

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
        ChildProcess.running.withLock { _ = $0.insert(child) }
    }

    deinit { kill() }

    /// Every child still running, so that an interrupted or failing run leaves no Xvfb or demo behind.
    private static let running = Mutex<Set<pid_t>>([])

    /// Kills every child still running (before `exit`, which runs no deinitializers, or on Ctrl-C).
    public static func killAll() {
        let pids = running.withLock { $0 }
        // SIGTERM first, so that an Xvfb removes its socket and lock file.
        for pid in pids { Foundation.kill(pid, SIGTERM) }
        for pid in pids {
            var s: Int32 = 0
            for _ in 0..<100 where waitpid(pid, &s, WNOHANG) == 0 { usleep(10_000) }
            if waitpid(pid, &s, WNOHANG) == 0 {
                Foundation.kill(pid, SIGKILL)
                waitpid(pid, &s, 0)
            }
        }
        running.withLock { $0.removeAll() }
    }

    /// Ctrl-C or a SIGTERM ends the run, and its children with it.
    public static func killAllOnInterrupt() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                killAll()
                exit(130)
            }
            source.activate()
            interruptSources.append(source)
        }
    }

    /// Kept alive for the run; set once, from the main thread, before any benchmark.
    nonisolated(unsafe) private static var interruptSources: [any DispatchSourceSignal] = []

    public var isRunning: Bool {
        guard status == nil else { return false }
        var s: Int32 = 0
        if waitpid(pid, &s, WNOHANG) == pid {
            status = s
            ChildProcess.running.withLock { _ = $0.remove(pid) }
            return false
        }
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

    public func sendSignal(_ sig: Int32) {
        if isRunning { Foundation.kill(pid, sig) }
    }

    /// Asks it to end (SIGTERM, so that it can clean up after itself), and kills it if it has not
    /// within `timeout` seconds.
    public func terminate(timeout: Double = 2) {
        sendSignal(SIGTERM)
        if wait(timeout: timeout) == nil { kill() }
    }

    public func kill() {
        guard isRunning else { return }
        Foundation.kill(pid, SIGKILL)
        var s: Int32 = 0
        waitpid(pid, &s, 0)
        status = s
        ChildProcess.running.withLock { _ = $0.remove(pid) }
    }

    /// CPU time and wake-ups so far, summed over every thread, read from /proc (nil once it has ended).
    public var usage: ProcessUsage? { ProcessUsage(pid: pid) }

    /// Each thread's waits and CPU time so far, from /proc.
    public var threads: ThreadSnapshot { ThreadSnapshot(pid: pid) }
}

/// Every thread of a process with its voluntary context switches and CPU time (schedstat). Two snapshots
/// give what happened between them, thread by thread: /proc forgets a thread that ends, so a thread that
/// ended or began in between is counted as one wake-up of its own (and its CPU as far as known).
public struct ThreadSnapshot: Sendable {
    public var threads: [Int: (voluntary: Int, cpu: Double)] = [:]

    public init(pid: pid_t) {
        let dir = "/proc/\(pid)/task"
        for t in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] {
            guard let tid = Int(t), let status = try? String(contentsOfFile: "\(dir)/\(t)/status", encoding: .utf8) else { continue }
            let ns = (try? String(contentsOfFile: "\(dir)/\(t)/schedstat", encoding: .utf8))?.split(separator: " ").first.flatMap { Double($0) } ?? 0
            threads[tid] = (ProcessUsage.field("voluntary_ctxt_switches", in: status), ns / 1e9)
        }
    }

    /// Wake-ups and CPU seconds from `earlier` to this snapshot, and how many threads began or ended.
    public func since(_ earlier: ThreadSnapshot) -> (wakeUps: Int, cpu: Double, threadsChanged: Int) {
        var wakeUps = 0, cpu = 0.0, changed = 0
        for (tid, now) in threads {
            if let then = earlier.threads[tid] {
                wakeUps += now.voluntary - then.voluntary
                cpu += now.cpu - then.cpu
            } else {
                wakeUps += now.voluntary + 1
                cpu += now.cpu
                changed += 1
            }
        }
        let ended = earlier.threads.keys.filter { threads[$0] == nil }.count
        return (wakeUps + ended, cpu, changed + ended)
    }
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
