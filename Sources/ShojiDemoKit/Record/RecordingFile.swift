import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles
import ShojiX11

/// Why a recording cannot be replayed; always names the line.
struct RecordingError: Error, CustomStringConvertible {
    let path: String
    let line: Int
    let reason: String
    var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }
}

/// Writes a recording as it happens, a line per event with its time since the start, into a new file
/// beside `path` that takes the path's name when the recording ends (`finish()`): a recording is only of
/// use whole (the reader rejects one without its end mark), so a run that dies half-way leaves the old
/// file as it was, and a link planted at the path is refused. A line that cannot be written ends the
/// run: the recording was its point.
@MainActor
final class Recorder {
    private let file: OutputFile
    private let clock: Clock
    private let start: Double
    private var finished = false

    init(path: String, header: RecordingHeader, clock: Clock) throws(OutputError) {
        file = try OutputFile(replacing: path)
        self.clock = clock
        start = clock.now
        write(RecordingCodec.encode(header))
    }

    func record(_ kind: RecordedEvent.Kind) {
        guard !finished else { return }
        write(RecordingCodec.encode(RecordedEvent(time: clock.now - start, kind: kind)))
    }

    /// Writes the end mark (once), so a replay knows the recording is whole, and puts the recording
    /// under its name.
    func finish() {
        guard !finished else { return }
        record(.end)
        finished = true
        do { try file.commit() } catch { fail(error) }
    }

    private func write(_ line: String) {
        do { try file.write(line + "\n") } catch { fail(error) }
    }

    private func fail(_ error: OutputError) -> Never {
        file.discard()
        Application.fail("\(error.description) (the recording)", status: .outputFailed)
    }
}

/// Reads and checks a whole recording before anything is replayed.
enum RecordingReader {
    static func read(path: String) throws(RecordingError) -> (RecordingHeader, [RecordedEvent]) {
        let bytes: [UInt8]
        do { bytes = try InputFile.contents(of: path) } catch {
            throw RecordingError(path: path, line: 0, reason: "cannot read it: \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RecordingError(path: path, line: 1, reason: "not UTF-8 text")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, !first.isEmpty else { throw RecordingError(path: path, line: 1, reason: "empty file") }
        let header = try parseHeader(first, path: path)
        var events: [RecordedEvent] = []
        var lastTime = 0.0
        for (i, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            if events.last?.kind == .end {
                throw RecordingError(path: path, line: i + 1, reason: "lines after the end marker")
            }
            let e = try parseEvent(line, path: path, line: i + 1)
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

    private static func object(_ line: String, path: String, line n: Int) throws(RecordingError) -> [String: Any] {
        guard let obj = JSONValue.object(parsing: line) else {
            throw RecordingError(path: path, line: n, reason: "not a JSON object")
        }
        return obj
    }

    private static func parseHeader(_ line: String, path: String) throws(RecordingError) -> RecordingHeader {
        let o = try object(line, path: path, line: 1)
        guard o["format"] as? String == RecordingHeader.format else {
            throw RecordingError(path: path, line: 1, reason: "not a Shoji recording (no \"format\": \"shoji-record\")")
        }
        guard let v = (o["version"] as? Double).map({ Int($0) }) else { throw RecordingError(path: path, line: 1, reason: "no version") }
        guard v <= RecordingHeader.version else {
            throw RecordingError(path: path, line: 1,
                                 reason: "format version \(v) is newer than this shoji-demo reads (\(RecordingHeader.version))")
        }
        guard let size = o["size"] as? [Double], size.count == 2, let scene = o["scene"] as? String,
              let lang = o["lang"] as? String else {
            throw RecordingError(path: path, line: 1, reason: "the header lacks size, scene or lang")
        }
        let scale = (o["scale"] as? Double) ?? 1
        let timeScale = (o["timeScale"] as? Double) ?? 1
        let seed = UInt64(o["seed"] as? String ?? "0") ?? 0
        guard size[0] >= 1, size[1] >= 1, scale > 0, timeScale > 0 else {
            throw RecordingError(path: path, line: 1, reason: "size, scale and time scale must be positive")
        }
        return RecordingHeader(size: Size(size[0], size[1]), scale: scale, scene: scene,
                               lang: lang, timeScale: timeScale, seed: seed)
    }

    private static func parseEvent(_ line: String, path: String, line n: Int) throws(RecordingError) -> RecordedEvent {
        let o = try object(line, path: path, line: n)
        func num(_ k: String) throws(RecordingError) -> Double {
            guard let v = o[k] as? Double, v.isFinite else {
                throw RecordingError(path: path, line: n, reason: "missing or bad \"\(k)\"")
            }
            return v
        }
        let t = try num("t")
        guard t >= 0 else { throw RecordingError(path: path, line: n, reason: "negative time") }
        let mods = Modifiers(rawValue: (o["mods"] as? Double).map { Int($0) } ?? 0)
        let type = o["type"] as? String ?? ""
        switch type {
        case "end": return RecordedEvent(time: t, kind: .end)
        case "exit": return RecordedEvent(time: t, kind: .input(.pointerExited))
        case "resize": return RecordedEvent(time: t, kind: .resize(Size(try num("w"), try num("h"))))
        case "network":
            guard let status = RecordingCodec.network(named: o["status"] as? String ?? "", interface: o["interface"] as? String) else {
                throw RecordingError(path: path, line: n, reason: "missing or unknown network \"status\"")
            }
            return RecordedEvent(time: t, kind: .network(status))
        case "down", "up", "moved":
            let button = (o["button"] as? Double).flatMap { PointerButton(rawValue: Int($0)) }
            if o["button"] != nil && button == nil { throw RecordingError(path: path, line: n, reason: "unknown button") }
            let e = PointerEvent(PointerEvent.Phase(rawValue: type)!, at: Point(try num("x"), try num("y")), button: button,
                                 modifiers: mods)
            return RecordedEvent(time: t, kind: .input(.pointer(e)))
        case "wheel":
            let e = WheelEvent(at: Point(try num("x"), try num("y")), delta: Point(try num("dx"), try num("dy")), modifiers: mods,
                               hasPreciseDeltas: o["precise"] as? Bool ?? false)
            return RecordedEvent(time: t, kind: .input(.wheel(e)))
        case "touch":
            guard let phase = TouchEvent.Phase(rawValue: o["phase"] as? String ?? "") else {
                throw RecordingError(path: path, line: n, reason: "missing or unknown touch \"phase\"")
            }
            let id = try num("id")
            guard id >= 0, id <= Double(UInt32.max), id == id.rounded() else {
                throw RecordingError(path: path, line: n, reason: "bad touch \"id\"")
            }
            let e = TouchEvent(phase, id: UInt32(id), at: Point(try num("x"), try num("y")), modifiers: mods)
            return RecordedEvent(time: t, kind: .input(.touch(e)))
        case "key":
            guard let name = o["key"] as? String, let key = RecordingCodec.key(named: name) else {
                throw RecordingError(path: path, line: n, reason: "missing or unknown \"key\"")
            }
            let e = KeyEvent(key, text: o["text"] as? String ?? "", modifiers: mods, isKeypad: o["keypad"] as? Bool ?? false)
            return RecordedEvent(time: t, kind: .input(.key(e)))
        default:
            throw RecordingError(path: path, line: n, reason: "unknown event type \"\(type)\"")
        }
    }
}
