import Foundation

/// A private Xvfb on a display it chose itself, for the benchmarks that run programs (start-up, damage,
/// idle) and for presenting frames in process. Stopped when dropped.
public final class XvfbServer {
    public let display: String
    private let process: ChildProcess

    public init(width: Int = 1280, height: Int = 800) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw BenchSkipped("no Xvfb (apt-get install xvfb)")
        }
        // `-displayfd`: the server takes a free display number itself (its lock file is made atomically,
        // a stale one reclaimed) and writes the number once it accepts connections. Nothing here guesses
        // or cleans up names in /tmp, which any user of the machine could have planted.
        let out = try Scratch.unique("xvfb", suffix: ".txt")
        process = try ChildProcess("/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24",
                                                     "-nolisten", "tcp", "-noreset"], stdout: out)
        let deadline = Date().addingTimeInterval(10)
        while true {
            let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n"), let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                display = ":\(n)"
                return
            }
            guard Date() < deadline, process.isRunning else { throw BenchFailure("Xvfb did not start") }
            usleep(10_000)
        }
    }

    /// SIGTERM: Xvfb removes its own socket and lock file.
    deinit { process.terminate() }

    /// Runs xdotool on this display (real X input through XTest), e.g. `xdotool("mousemove", "10", "10")`.
    public func xdotool(_ args: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            throw BenchSkipped("no xdotool (apt-get install xdotool)")
        }
        let p = try ChildProcess("/usr/bin/xdotool", args, environment: ["DISPLAY": display])
        guard p.wait(timeout: 10) == 0 else { throw BenchFailure("xdotool \(args.joined(separator: " ")) failed") }
    }
}
