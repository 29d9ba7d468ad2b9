import Foundation
import Testing

/// The end-to-end harness: a private Xvfb, the real `shoji-demo` on it, real X input through xdotool,
/// and the demo's JSON Lines trace to see what happened and where the views are.
enum E2E {
    /// Builds the C probe `Tests/Probes/NAME.c` against Xlib into a temporary file and returns its path.
    static func buildProbe(_ name: String) -> String {
        let out = NSTemporaryDirectory() + "shoji-\(name)-\(getpid())"
        let src = packageRoot.appendingPathComponent("Tests/Probes/\(name).c").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "cc -o '\(out)' '\(src)' $(pkg-config --cflags --libs x11)"]
        try? p.run()
        p.waitUntilExit()
        return out
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static var demoPath: String {
        if let p = ProcessInfo.processInfo.environment["SHOJI_DEMO"] { return p }
        return packageRoot.appendingPathComponent(".build/debug/shoji-demo").path
    }
    static var assetsPath: String { packageRoot.appendingPathComponent("assets").path }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// This process's environment without the buses of the desktop it may run on: a test's programs talk
    /// to the buses the test makes (ATSPISession), or to none, never to the user's own screen reader.
    static var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"] { env.removeValue(forKey: key) }
        return env
    }
}

/// An Xvfb server on a display it chose itself, stopped on `stop()` (or when the test ends).
final class XvfbServer: @unchecked Sendable {
    let display: String
    let process: Process

    init(width: Int = 1280, height: Int = 800) throws {
        // `-displayfd`: the server takes a free display number itself (its lock file is made atomically,
        // a stale one reclaimed) and writes the number once it accepts connections. Nothing here guesses
        // or removes names in /tmp, which any user of the machine could have planted.
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let fd = out.fileHandleForReading.fileDescriptor
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while !text.hasSuffix("\n") {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            var byte: UInt8 = 0
            guard poll(&ready, 1, left) == 1, read(fd, &byte, 1) == 1 else {
                throw E2E.Failure(description: "Xvfb did not start")
            }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw E2E.Failure(description: "Xvfb said \(text) for its display")
        }
        display = ":\(n)"
    }

    /// Children of the test runner inherit its blocked signals, so SIGTERM would be ignored: kill. The
    /// socket and lock file a killed server leaves are the X server's own to reclaim (the next one that
    /// picks the number finds the lock's process gone).
    func stop() { kill() }

    /// Kills the server at once, as a crash would.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Runs xdotool on this display, e.g. `xdotool("mousemove", "10", "10", "click", "1")`.
    @discardableResult
    func xdotool(_ args: String...) throws -> String { try run("/usr/bin/xdotool", Array(args)) }

    func run(_ tool: String, _ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        var env = E2E.environment
        env["DISPLAY"] = display
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// One trace line.
struct TraceEvent: CustomStringConvertible {
    let fields: [String: Any]
    /// Where the event stands in the demo's trace (nil for an event not read by `DemoProcess.poll()`).
    var index: Int? = nil
    var name: String { fields["event"] as? String ?? "" }
    var time: Double { fields["t"] as? Double ?? 0 }
    subscript(key: String) -> Any? { fields[key] }
    func string(_ key: String) -> String? { fields[key] as? String }
    func int(_ key: String) -> Int? { (fields[key] as? NSNumber)?.intValue }
    var description: String { "\(name) \(fields.filter { $0.key != "views" && $0.key != "event" })" }

    /// `views` as id → frame [x, y, w, h].
    var views: [String: [Double]] {
        var out: [String: [Double]] = [:]
        for v in fields["views"] as? [[String: Any]] ?? [] {
            if let id = v["id"] as? String, let f = v["frame"] as? [NSNumber] { out[id] = f.map(\.doubleValue) }
        }
        return out
    }
}

/// The demo running on an Xvfb, with its trace followed as it grows.
final class DemoProcess: @unchecked Sendable {
    let x: XvfbServer
    let process: Process
    let tracePath: String
    let stderrPipe = Pipe()
    private var consumed = 0
    private var buffer = Data()
    private(set) var events: [TraceEvent] = []
    /// Views from the latest event that lists the main window's (`app.ready`, `scene.shown`, `modal.presented`…);
    /// `window.opened` and `popup.shown` list another window's, with its `window`.
    private(set) var views: [String: [Double]] = [:]

    /// Starts `executable` (the demo unless said otherwise: any program on Shoji's runtime takes these
    /// flags) and waits for its `app.ready`.
    init(on x: XvfbServer, _ args: [String] = [], environment: [String: String] = [:],
         executable: String = E2E.demoPath) throws {
        self.x = x
        tracePath = NSTemporaryDirectory() + "shoji-e2e-\(UUID().uuidString).jsonl"
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        if executable == E2E.demoPath {
            process.arguments = ["--trace", tracePath, "--assets", E2E.assetsPath] + args
        } else {
            // Another program on the runtime (an example) runs as a user would start it: from a folder of
            // its own, with no assets of the repository's to find, given nothing but the trace.
            process.arguments = ["--trace", tracePath] + args
            process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        }
        var env = E2E.environment
        env["DISPLAY"] = x.display
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "shoji-e2e-state-\(UUID().uuidString)"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderrPipe
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw E2E.Failure(description: "\(executable) is missing: run `make build` and `make examples` (make test does) first")
        }
        try process.run()
        _ = try waitFor("app.ready")
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: tracePath)
    }

    /// Reads any new trace lines.
    func poll() {
        guard let h = FileHandle(forReadingAtPath: tracePath) else { return }
        defer { try? h.close() }
        try? h.seek(toOffset: UInt64(consumed))
        let data = h.readDataToEndOfFile()
        consumed += data.count
        buffer.append(data)
        while let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = buffer[buffer.startIndex..<nl]
            buffer.removeSubrange(buffer.startIndex...nl)
            guard let obj = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { continue }
            let e = TraceEvent(fields: obj, index: events.count)
            events.append(e)
            // The main window's views only: a second window or a popup lists its own, in its own pixels.
            if e.fields["views"] != nil, e.fields["window"] == nil { views = e.views }
        }
    }

    /// Waits for the next event named `name` (after `index`, default: any so far) matching `where`.
    @discardableResult
    func waitFor(_ name: String, after index: Int? = nil, timeout: Double = 10,
                 where match: (TraceEvent) -> Bool = { _ in true }) throws -> TraceEvent {
        let deadline = Date().addingTimeInterval(timeout)
        let start = index ?? 0
        while true {
            poll()
            if let e = events[min(start, events.count)...].first(where: { $0.name == name && match($0) }) { return e }
            guard Date() < deadline else {
                throw E2E.Failure(description: "no \(name) within \(timeout) s; saw: \(events.suffix(8).map(\.description))")
            }
            guard process.isRunning else {
                throw E2E.Failure(description: "the demo exited (\(process.terminationStatus)) before \(name)")
            }
            usleep(20_000)
        }
    }

    /// Waits for a frame presented at or after `time` (the trace's seconds) that left the screen at rest: no
    /// animation running, no layout or damage left (`frame.presented` with `settled`). What a test waits for
    /// before it reads pixels, instead of sleeping.
    ///
    /// By time, so a frame presented in the same millisecond just before an event passes for one after it:
    /// only for events traced after the frame that shows them, where no frame need follow (`app.ready`,
    /// `window.resized` traced from a block queued after its layout, `scene.shown` from a transition's end,
    /// `popup.placed`, `app.timeScale`), or `since: 0`. An event traced before the change it makes is
    /// drawn (data loaded, rows added, a setting taken) waits with `waitForSettledFrame(after:)`.
    @discardableResult
    func waitForSettledFrame(since time: Double, timeout: Double = 10) throws -> TraceEvent {
        try waitFor("frame.presented", timeout: timeout) { $0["settled"] as? Bool == true && $0.time >= time }
    }

    /// Waits for a settled frame presented after `event` in the trace: what the event changed is on screen.
    /// By the trace's order, not its times: those are whole milliseconds, and a frame presented just
    /// before the event, in the same millisecond, would pass for one after it. That is the likely cause of
    /// a fresh-clone run under load that read the screen before the inspector's outline was on it.
    @discardableResult
    func waitForSettledFrame(after event: TraceEvent, timeout: Double = 10) throws -> TraceEvent {
        guard let index = event.index else { return try waitForSettledFrame(since: event.time, timeout: timeout) }
        return try waitFor("frame.presented", after: index + 1, timeout: timeout) { $0["settled"] as? Bool == true }
    }

    /// Waits until what the events after `index` started has come to rest: the last frame presented after
    /// them is settled (no animation, no layout or damage left). When no frame comes at all within `quiet`
    /// seconds the input changed nothing on screen, and that absence is all there is to wait for (wall
    /// time, the one sleep left in such a wait). Gives up silently after `timeout`: the caller looks at the
    /// trace to see what is still going on.
    func waitForRest(after index: Int, quiet: Double = 0.3, timeout: Double = 5) {
        let started = Date()
        while Date().timeIntervalSince(started) < timeout {
            poll()
            let frames = events[min(index, events.count)...].filter { $0.name == "frame.presented" }
            if let last = frames.last, last["settled"] as? Bool == true { return }
            if frames.isEmpty, Date().timeIntervalSince(started) >= quiet { return }
            usleep(20_000) // the poll step
        }
    }

    /// Waits until `count` events named `name` came after `index`; returns how many there are when it
    /// gives up (after `timeout`), so that the test can say how many were missing.
    @discardableResult
    func waitFor(_ name: String, count: Int, after index: Int, timeout: Double = 10) -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var seen = 0
        while true {
            poll()
            seen = events[min(index, events.count)...].filter { $0.name == name }.count
            if seen >= count || Date() >= deadline || !process.isRunning { return seen }
            usleep(20_000)
        }
    }

    /// A mark to wait for events after it.
    var mark: Int { poll(); return events.count }

    /// The centre of an identified view, in window pixels.
    func center(of id: String) throws -> (Int, Int) {
        poll()
        guard let f = views[id] else { throw E2E.Failure(description: "no view \(id) in the trace; have \(views.keys.sorted())") }
        return (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
    }

    func click(_ id: String) throws {
        let (cx, cy) = try center(of: id)
        try click(at: cx, cy)
    }

    func click(at x0: Int, _ y0: Int) throws {
        try x.xdotool("mousemove", "\(x0)", "\(y0)", "click", "1")
    }

    /// A drag in small steps (so that motion events really arrive), with the button held; released at the
    /// end unless `release` is false (a test that looks mid-drag, or presses Escape, releases it itself).
    func drag(from a: (Int, Int), to b: (Int, Int), steps: Int = 20, stepDelay: Double = 0.01, release: Bool = true) throws {
        try x.xdotool("mousemove", "\(a.0)", "\(a.1)", "mousedown", "1")
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let px = Int(Double(a.0) + Double(b.0 - a.0) * t), py = Int(Double(a.1) + Double(b.1 - a.1) * t)
            try x.xdotool("mousemove", "\(px)", "\(py)", "sleep", String(format: "%.3f", stepDelay))
        }
        if release { try x.xdotool("mouseup", "1") }
    }

    func key(_ name: String) throws { try x.xdotool("key", name) }

    /// Waits for the process to exit; returns its status and what it wrote to stderr.
    func waitForExit(timeout: Double) -> (status: Int32, stderr: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { return nil }
            usleep(10_000)
        }
        let err = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, err)
    }
}

/// Runs the demo to completion (for flag and exit-status tests); `launcher` runs it through another
/// program (`["/usr/bin/unshare", …]`), which is given the demo's path and arguments.
func runDemo(_ args: [String], environment: [String: String] = [:], timeout: Double = 20, launcher: [String] = []) throws
    -> (status: Int32, stdout: String, stderr: String) {
    let p = Process()
    let command = launcher + [E2E.demoPath] + args
    p.executableURL = URL(fileURLWithPath: command[0])
    p.arguments = Array(command.dropFirst())
    var env = E2E.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let base = NSTemporaryDirectory() + "shoji-run-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
    defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
    p.standardOutput = FileHandle(forWritingAtPath: base + ".out")
    p.standardError = FileHandle(forWritingAtPath: base + ".err")
    try p.run()
    let deadline = Date().addingTimeInterval(timeout)
    while p.isRunning && Date() < deadline { usleep(10_000) }
    if p.isRunning { kill(p.processIdentifier, SIGKILL); throw E2E.Failure(description: "shoji-demo \(args) did not finish in \(timeout) s") }
    let o = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
    let e = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
    return (p.terminationStatus, o, e)
}

/// The screen's pixels as the X server has them (`xwd -root`), so a test sees exactly what a user sees.
struct XScreenshot {
    let width: Int, height: Int
    /// 0xRRGGBB per pixel, rows packed.
    let pixels: [UInt32]

    init(_ x: XvfbServer) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
        p.arguments = ["-root", "-silent", "-display", x.display]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let d = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        p.waitUntilExit()
        func u32(_ o: Int) -> Int { Int(d[o]) << 24 | Int(d[o + 1]) << 16 | Int(d[o + 2]) << 8 | Int(d[o + 3]) }
        guard d.count > 100 else { throw E2E.Failure(description: "xwd gave no image") }
        let headerSize = u32(0), bitsPerPixel = u32(44), bytesPerLine = u32(48), byteOrder = u32(28), ncolors = u32(76)
        width = u32(16); height = u32(20)
        guard bitsPerPixel == 32 else { throw E2E.Failure(description: "xwd: \(bitsPerPixel) bits per pixel") }
        let start = headerSize + ncolors * 12
        var px = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for xx in 0..<width {
                let o = start + y * bytesPerLine + xx * 4
                let v = byteOrder == 0
                    ? UInt32(d[o]) | UInt32(d[o + 1]) << 8 | UInt32(d[o + 2]) << 16
                    : UInt32(d[o + 3]) | UInt32(d[o + 2]) << 8 | UInt32(d[o + 1]) << 16
                px[y * width + xx] = v
            }
        }
        pixels = px
    }

    /// The top-left `w × h` pixels (where the demo's window sits on a bare Xvfb).
    func crop(width w: Int, height h: Int) -> [UInt32] {
        (0..<h).flatMap { y in pixels[(y * width)..<(y * width + w)] }
    }
}
