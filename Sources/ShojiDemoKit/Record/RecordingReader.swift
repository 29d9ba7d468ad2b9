import Shoji
import ShojiFiles

/// Why a recording cannot be replayed; always names the line.
struct RecordingError: Error, CustomStringConvertible, Equatable {
    let path: String
    let line: Int
    let reason: String
    var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }
}

/// Reads and checks a whole recording before anything is replayed. Every number is checked against
/// `Limits` (the same limits as the command line's) before it becomes a size, a time or an event, so a
/// damaged or crafted file is refused with one line naming the file and the line, never a trap, a hang
/// or a window no X server or Cairo surface can hold.
enum RecordingReader {
    /// The recording at `path`, read whole.
    static func read(path: String) throws(RecordingError) -> (RecordingHeader, [RecordedEvent]) {
        let bytes: [UInt8]
        do { bytes = try InputFile.contents(of: path) } catch {
            throw RecordingError(path: path, line: 0, reason: "cannot read it: \(error.reason)")
        }
        return try parse(bytes, path: path)
    }

    /// The recording in `bytes` (`path` only names it in errors). Throws, never exits: tools and fuzzers
    /// call it on any bytes.
    static func parse(_ bytes: [UInt8], path: String) throws(RecordingError) -> (RecordingHeader, [RecordedEvent]) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RecordingError(path: path, line: 1, reason: "not UTF-8 text")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, !first.isEmpty else { throw RecordingError(path: path, line: 1, reason: "empty file") }
        let header = try parseHeader(try Fields(String(first), path: path, line: 1))
        var events: [RecordedEvent] = []
        var lastTime = 0.0
        for (i, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            if events.last?.kind == .end {
                throw RecordingError(path: path, line: i + 1, reason: "lines after the end marker")
            }
            let e = try parseEvent(try Fields(String(line), path: path, line: i + 1), scale: header.scale)
            guard e.time >= lastTime else {
                throw RecordingError(path: path, line: i + 1, reason: "time goes backwards (\(e.time) after \(lastTime))")
            }
            lastTime = e.time
            events.append(e)
        }
        guard events.last?.kind == .end else {
            throw RecordingError(path: path, line: lines.count, reason: "truncated: the recording has no end marker")
        }
        return (header, events)
    }

    private static func parseHeader(_ f: Fields) throws(RecordingError) -> RecordingHeader {
        guard f.object["format"] as? String == RecordingHeader.format else {
            throw f.error("not a Shoji recording (no \"format\": \"shoji-record\")")
        }
        guard let number = f.object["version"] as? Double else { throw f.error("no version") }
        let known = 1...RecordingHeader.version
        guard let version = Int(exactly: number), version >= known.lowerBound else {
            throw f.error("\"version\" must be a whole number from 1 to \(RecordingHeader.version), not \(number)")
        }
        guard known.contains(version) else {
            throw f.error("format version \(version) is newer than this shoji-demo reads (\(RecordingHeader.version))")
        }
        guard let size = f.object["size"] as? [Double], size.count == 2, let scene = f.object["scene"] as? String,
              let lang = f.object["lang"] as? String else {
            throw f.error("the header lacks size, scene or lang")
        }
        guard SceneCatalog.names.contains(scene) else { throw f.error("unknown scene \"\(scene)\"") }
        guard Language(rawValue: lang) != nil else { throw f.error("unknown language \"\(lang)\"") }
        let scale = try f.number("scale", in: Limits.scale, default: 1)
        let timeScale = try f.number("timeScale", in: Limits.timeScale, default: 1)
        var seed: UInt64 = 0
        if let value = f.object["seed"] {
            guard let text = value as? String, let s = UInt64(text) else {
                throw f.error("\"seed\" must be a whole number from 0 to \(UInt64.max), in quotes")
            }
            seed = s
        }
        // The size is in device pixels; the window is made in points, as --size gives it.
        guard size.allSatisfy(\.isFinite) else { throw f.error("\"size\" must be two finite numbers, not \(size)") }
        let points = Size(size[0] / scale, size[1] / scale), minimum = DemoDelegate.minimumSize
        guard points.width >= minimum.width, points.height >= minimum.height,
              points.width <= Limits.windowPointSide, points.height <= Limits.windowPointSide else {
            throw f.error("\"size\" \(Fields.plain(size[0])) × \(Fields.plain(size[1])) pixels at a scale of \(Fields.plain(scale)) "
                          + "is \(Fields.plain(points.width)) × \(Fields.plain(points.height)) points; the window must be \(Int(minimum.width))…\(Int(Limits.windowPointSide)) × "
                          + "\(Int(minimum.height))…\(Int(Limits.windowPointSide)) points")
        }
        if let problem = Limits.windowSizeProblem(points, scale: scale) { throw f.error("\"size\": " + problem) }
        return RecordingHeader(size: Size(size[0], size[1]), scale: scale, scene: scene, lang: lang, timeScale: timeScale, seed: seed)
    }

    private static func parseEvent(_ f: Fields, scale: Double) throws(RecordingError) -> RecordedEvent {
        let t = try f.number("t", in: Limits.recordingTime, unit: " seconds")
        let mods = Modifiers(rawValue: try f.integer("mods", in: Limits.modifierBits) ?? 0)
        let type = f.object["type"] as? String ?? ""
        func location() throws(RecordingError) -> Point {
            Point(try f.number("x", in: Limits.coordinate), try f.number("y", in: Limits.coordinate))
        }
        switch type {
        case "end": return RecordedEvent(time: t, kind: .end)
        case "exit": return RecordedEvent(time: t, kind: .input(.pointerExited))
        case "resize":
            // As an X server allows: any size from a point up, within what the window can hold.
            let points = ClosedRange(uncheckedBounds: (1.0, Limits.windowPointSide))
            let size = Size(try f.number("w", in: points, unit: " points"), try f.number("h", in: points, unit: " points"))
            if let problem = Limits.windowSizeProblem(size, scale: scale) { throw f.error("resize: " + problem) }
            return RecordedEvent(time: t, kind: .resize(size))
        case "network":
            guard let status = RecordingCodec.network(named: f.object["status"] as? String ?? "",
                                                      interface: f.object["interface"] as? String) else {
                throw f.error("missing or unknown network \"status\"")
            }
            return RecordedEvent(time: t, kind: .network(status))
        case "settings":
            return RecordedEvent(time: t, kind: .settings(try RecordedSettings.settings(from: f)))
        case "down", "up", "moved":
            var button: PointerButton?
            if let number = try f.integer("button", in: Limits.pointerButton) {
                guard let b = PointerButton(rawValue: number) else { throw f.error("unknown button \(number)") }
                button = b
            }
            let e = PointerEvent(PointerEvent.Phase(rawValue: type)!, at: try location(), button: button, modifiers: mods)
            return RecordedEvent(time: t, kind: .input(.pointer(e)))
        case "wheel":
            let at = try location()
            let delta = Point(try f.number("dx", in: Limits.scrollDelta), try f.number("dy", in: Limits.scrollDelta))
            let e = WheelEvent(at: at, delta: delta, modifiers: mods, hasPreciseDeltas: f.object["precise"] as? Bool ?? false)
            return RecordedEvent(time: t, kind: .input(.wheel(e)))
        case "touch":
            guard let phase = TouchEvent.Phase(rawValue: f.object["phase"] as? String ?? "") else {
                throw f.error("missing or unknown touch \"phase\"")
            }
            guard let id = try f.integer("id", in: 0...Int(UInt32.max)) else { throw f.error("missing or bad \"id\"") }
            let e = TouchEvent(phase, id: UInt32(id), at: try location(), modifiers: mods)
            return RecordedEvent(time: t, kind: .input(.touch(e)))
        case "key":
            guard let name = f.object["key"] as? String, let key = RecordingCodec.key(named: name) else {
                throw f.error("missing or unknown \"key\"")
            }
            let e = KeyEvent(key, text: f.object["text"] as? String ?? "", modifiers: mods, isKeypad: f.object["keypad"] as? Bool ?? false)
            return RecordedEvent(time: t, kind: .input(.key(e)))
        default:
            throw f.error("unknown event type \"\(type)\"")
        }
    }
}

/// One line's JSON object, with checked readers for its numbers; errors name the file and the line.
struct Fields {
    let object: [String: Any]
    let path: String
    let line: Int

    init(_ text: String, path: String, line: Int) throws(RecordingError) {
        self.path = path
        self.line = line
        switch JSONValue.parse(text) {
        case .success(.object(let o)): object = o.compactMapValues { $0.plain }
        case .success: throw RecordingError(path: path, line: line, reason: "not a JSON object")
        case .failure(let e): throw RecordingError(path: path, line: line, reason: e.reason)
        }
    }

    func error(_ reason: String) -> RecordingError { RecordingError(path: path, line: line, reason: reason) }

    /// The number at `key`, which must lie in `range`.
    func number(_ key: String, in range: ClosedRange<Double>, unit: String = "") throws(RecordingError) -> Double {
        guard let v = object[key] as? Double, v.isFinite, range.contains(v) else {
            throw error("\"\(key)\" must be a number from \(Fields.plain(range.lowerBound)) to \(Fields.plain(range.upperBound))\(unit), "
                        + "not \(Fields.describe(object[key]))")
        }
        return v
    }

    /// The number at `key`, or `fallback` when there is none.
    func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double) throws(RecordingError) -> Double {
        object[key] == nil ? fallback : try number(key, in: range)
    }

    /// The whole number at `key` (nil when there is none), which must lie in `range`.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(RecordingError) -> Int? {
        guard let value = object[key] else { return nil }
        guard let v = value as? Double, let n = Int(exactly: v), range.contains(n) else {
            throw error("\"\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(Fields.describe(value))")
        }
        return n
    }

    /// A number as a person writes it: 4, not 4.0.
    static func plain(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }

    private static func describe(_ value: Any?) -> String {
        switch value {
        case nil: return "missing"
        case let d as Double: return plain(d)
        case let s as String: return "\"\(s.prefix(40))\""
        default: return "a \(type(of: value!))"
        }
    }
}
