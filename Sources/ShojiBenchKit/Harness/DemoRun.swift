import Foundation

/// The demo's counters at one moment (`SHOJI_STATS`): one JSON line each time it gets SIGUSR1.
public struct DemoStats: Sendable {
    public var frames = 0, pixelsSent = 0, pixelCopies = 0, timerWakeUps = 0, fdWakeUps = 0
    public var cpuSeconds = 0.0, maxRSSKB = 0
    /// The most pixels one frame sent since the counters were read before.
    public var largestFramePixels = 0
    /// getrusage's voluntary context switches: every wait of every thread, ended threads included.
    public var voluntarySwitches = 0
    public var sharedMemory = false
    /// How long each frame since the line before took (render + present), in milliseconds.
    public var frameMs: [Double] = []
    /// The pixels each of those frames sent.
    public var framePixels: [Int] = []

    init(json: [String: Any]) {
        func int(_ k: String) -> Int { (json[k] as? NSNumber)?.intValue ?? 0 }
        frames = int("frames"); pixelsSent = int("pixelsSent"); pixelCopies = int("pixelCopies")
        timerWakeUps = int("timerWakeUps"); fdWakeUps = int("fdWakeUps"); maxRSSKB = int("maxRSSKB")
        largestFramePixels = int("largestFramePixels")
        voluntarySwitches = int("voluntarySwitches")
        cpuSeconds = (json["cpuSeconds"] as? NSNumber)?.doubleValue ?? 0
        sharedMemory = (json["shm"] as? Bool) ?? false
        frameMs = (json["frameMs"] as? [NSNumber])?.map(\.doubleValue) ?? []
        framePixels = (json["framePixels"] as? [NSNumber])?.map(\.intValue) ?? []
    }
}

/// The release `shoji-demo` on the bench's Xvfb at the bench's window size, its trace followed as it
/// grows (to find views by identifier) and its counters read on demand.
public final class DemoRun {
    public let process: ChildProcess
    private let x: XvfbServer
    private let files: [String]
    private let tracePath: String, statsPath: String
    private var traceRead = 0, statsLines = 0
    private var pending = Data()
    /// Views from the latest trace event that lists them: id → [x, y, w, h] in window pixels.
    public private(set) var views: [String: [Double]] = [:]
    public private(set) var eventNames: [String] = []

    /// `removing` names variables of the bench's own environment the demo must not see.
    public init(_ config: BenchConfig, on x: XvfbServer, scene: String, environment: [String: String] = [:],
                removing: Set<String> = []) throws {
        guard FileManager.default.isExecutableFile(atPath: config.demoPath) else {
            throw BenchSkipped("\(config.demoPath) is missing (make bench builds it)")
        }
        self.x = x
        let base = try Scratch.unique("demo")
        tracePath = base + ".trace.jsonl"
        statsPath = base + ".stats.jsonl"
        files = [tracePath, statsPath, base + ".state"]
        var env = environment
        env["DISPLAY"] = x.display
        env["SHOJI_STATS"] = statsPath
        env["XDG_STATE_HOME"] = base + ".state"
        process = try ChildProcess(config.demoPath, ["--size", "\(config.width)x\(config.height)", "--scene", scene,
                                                    "--trace", tracePath, "--assets", config.assetsPath],
                                   environment: env, removing: removing)
        try waitFor("app.ready")
    }

    deinit {
        process.kill()
        for f in files { try? FileManager.default.removeItem(atPath: f) }
    }

    // MARK: Trace

    /// Waits for a trace event named `name` that comes after any seen so far.
    public func waitFor(_ name: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        let start = eventNames.count
        while true {
            readTrace()
            if eventNames[start...].contains(name) { return }
            guard process.isRunning else { throw BenchFailure("shoji-demo exited (\(process.exitStatus ?? -1)) before \(name)") }
            guard Date() < deadline else { throw BenchFailure("shoji-demo: no \(name) within \(timeout) s") }
            usleep(5_000)
        }
    }

    private func readTrace() {
        guard let h = FileHandle(forReadingAtPath: tracePath) else { return }
        defer { try? h.close() }
        try? h.seek(toOffset: UInt64(traceRead))
        let data = h.readDataToEndOfFile()
        traceRead += data.count
        pending.append(data)
        while let nl = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending[pending.startIndex..<nl]
            pending.removeSubrange(pending.startIndex...nl)
            guard let obj = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { continue }
            eventNames.append(obj["event"] as? String ?? "")
            if let list = obj["views"] as? [[String: Any]] {
                views = [:]
                for v in list {
                    if let id = v["id"] as? String, let f = v["frame"] as? [NSNumber] { views[id] = f.map(\.doubleValue) }
                }
            }
        }
    }

    /// An identified view's frame in window pixels.
    public func frame(of id: String) throws -> [Double] {
        readTrace()
        guard let f = views[id] else { throw BenchFailure("no view \(id) in the demo's trace") }
        return f
    }

    public func center(of id: String) throws -> (Int, Int) {
        let f = try frame(of: id)
        return (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
    }

    // MARK: Counters

    /// The most pixels one frame sent since `markLargestFrame()`, as far as the counters read since show.
    public private(set) var largestFrameSinceMark = 0

    /// Starts looking for the largest frame anew; read the counters just before, so that earlier frames are out.
    public func markLargestFrame() { largestFrameSinceMark = 0 }

    /// Every frame's time (ms) since `markFrameTimes()`, as far as the counters read since show.
    public private(set) var frameTimesSinceMark: [Double] = []
    /// The pixels each frame since `markFrameTimes()` sent.
    public private(set) var framePixelsSinceMark: [Int] = []
    public func markFrameTimes() { frameTimesSinceMark = []; framePixelsSinceMark = [] }

    /// Asks the demo for its counters (SIGUSR1) and waits for the line.
    public func stats() throws -> DemoStats {
        process.sendSignal(SIGUSR1)
        let deadline = Date().addingTimeInterval(5)
        while true {
            let lines = ((try? String(contentsOfFile: statsPath, encoding: .utf8)) ?? "").split(separator: "\n")
            if lines.count > statsLines {
                statsLines = lines.count
                guard let obj = try? JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any] else {
                    throw BenchFailure("shoji-demo wrote unreadable stats: \(lines.last!)")
                }
                let stats = DemoStats(json: obj)
                largestFrameSinceMark = max(largestFrameSinceMark, stats.largestFramePixels)
                frameTimesSinceMark += stats.frameMs
                framePixelsSinceMark += stats.framePixels
                return stats
            }
            guard process.isRunning, Date() < deadline else { throw BenchFailure("shoji-demo did not report its counters") }
            usleep(2_000)
        }
    }

    /// Waits until no frame has been presented for `quiet` seconds (animations over); the counters then.
    @discardableResult
    public func settle(quiet: Double = 0.4, timeout: Double = 10) throws -> DemoStats {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try stats()
        var since = Date()
        while Date() < deadline {
            usleep(50_000)
            let now = try stats()
            if now.frames != last.frames { since = Date() }
            last = now
            if Date().timeIntervalSince(since) >= quiet { return now }
        }
        throw BenchFailure("shoji-demo did not settle within \(timeout) s")
    }

    /// Real X input through xdotool.
    public func xdotool(_ args: String...) throws { try x.xdotool(args) }
}
