import Foundation

/// A private Xvfb on a free display number, for the benchmarks that run programs (start-up, damage,
/// idle) and for presenting frames in process. Stopped when dropped.
public final class XvfbServer {
    public let display: String
    private let number: Int
    private let process: ChildProcess

    public init(width: Int = 1280, height: Int = 800) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw BenchSkipped("no Xvfb (apt-get install xvfb)")
        }
        var n = 500 + Int.random(in: 0..<400)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            n += 1
        }
        number = n
        display = ":\(n)"
        process = try ChildProcess("/usr/bin/Xvfb", [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"])
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
            guard Date() < deadline, process.isRunning else { throw BenchFailure("Xvfb \(display) did not start") }
            usleep(10_000)
        }
        usleep(100_000)
    }

    deinit {
        // SIGTERM: Xvfb removes its own socket and lock file. What a killed one leaves is removed only
        // if it is ours and not a folder (a fixed path in /tmp: never follow or clear what another put there).
        process.terminate()
        XvfbServer.removeIfOurs("/tmp/.X11-unix/X\(number)")
        XvfbServer.removeIfOurs("/tmp/.X\(number)-lock")
    }

    private static func removeIfOurs(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_uid == getuid(), st.st_mode & S_IFMT != S_IFDIR else { return }
        unlink(path)
    }

    /// Runs xdotool on this display (real X input through XTest), e.g. `xdotool("mousemove", "10", "10")`.
    public func xdotool(_ args: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw BenchSkipped("no xdotool (apt-get install xdotool)")
        }
        let p = try ChildProcess("/usr/bin/xdotool", args, environment: ["DISPLAY": display])
        guard p.wait(timeout: 10) == 0 else { throw BenchFailure("xdotool \(args.joined(separator: " ")) failed") }
    }
}
