import Shoji
import Testing
@testable import ShojiDemoKit

/// The recording reader on bytes (as a fuzzer calls it): every number is checked against `Limits`, and a
/// refusal is one line naming the file and the line. The whole matrix of crafted values runs end to end
/// (CraftedRecordingEndToEndTests); these pin the rules and their words.
@Suite("Recording reader")
struct RecordingReaderTests {
    static let header = #"{"format":"shoji-record","version":1,"size":[800,600],"scale":1,"scene":"basics","lang":"en","timeScale":1,"seed":"7"}"#

    static func read(_ lines: [String]) throws(RecordingError) -> (RecordingHeader, [RecordedEvent]) {
        try RecordingReader.parse(Array((lines.joined(separator: "\n") + "\n").utf8), path: "r.jsonl")
    }

    static func refusal(_ lines: [String]) -> String? {
        do { _ = try read(lines); return nil } catch { return error.description }
    }

    /// A desktop with every recorded setting away from its default.
    static var darkDesktop: DesktopSettings {
        var d = DesktopSettings()
        d.colorScheme = .dark; d.contrast = .increased; d.accentColor = Color(red: 0.25, green: 0.5, blue: 1)
        d.doubleClickInterval = Limits.doubleClickInterval.upperBound; d.doubleClickDistance = Limits.pointerDistance.upperBound
        d.dragThreshold = 0; d.caretBlinks = false; d.caretBlinkPeriod = Limits.caretBlinkPeriod.lowerBound
        d.animationsEnabled = false; d.fontName = "DejaVu Sans 13"
        return d
    }

    @Test("A recording the recorder wrote reads back as it was, extremes within the limits included")
    func roundTrip() throws {
        let events: [RecordedEvent] = [
            RecordedEvent(time: 0, kind: .input(.pointer(PointerEvent(.down, at: Point(-100_000, 100_000), button: .secondary, modifiers: [.shift, .meta])))),
            RecordedEvent(time: 0.25, kind: .input(.wheel(WheelEvent(at: Point(1, 2), delta: Point(-10_000, 10_000), hasPreciseDeltas: true)))),
            RecordedEvent(time: 0.5, kind: .input(.touch(TouchEvent(.began, id: UInt32.max, at: Point(3, 4))))),
            RecordedEvent(time: 0.75, kind: .input(.key(KeyEvent(.other(UInt32.max), text: "", modifiers: .control)))),
            RecordedEvent(time: 1, kind: .resize(Size(1, Limits.windowPointSide))),
            RecordedEvent(time: 1.5, kind: .settings(DesktopSettings())),
            RecordedEvent(time: 2, kind: .settings(Self.darkDesktop)),
            RecordedEvent(time: Limits.recordingTime.upperBound, kind: .end),
        ]
        let header = RecordingHeader(size: Size(800, 600), scale: 1, scene: "basics", lang: "en", timeScale: 0.01, seed: UInt64.max)
        let (h, e) = try Self.read([RecordingCodec.encode(header)] + events.map(RecordingCodec.encode))
        #expect(h == header)
        #expect(e == events)
    }

    @Test("Each number out of its limits is refused with one line that names the file, the line and the field",
          arguments: [
            ([header.replacingOccurrences(of: #""version":1"#, with: #""version":1e300"#)], #"r.jsonl:1: "version" must be a whole number from 1 to 2, not 1e+300"#),
            ([header.replacingOccurrences(of: #""version":1"#, with: #""version":1.5"#)], #"r.jsonl:1: "version" must be a whole number"#),
            ([header.replacingOccurrences(of: #""version":1"#, with: #""version":3"#)], "r.jsonl:1: format version 3 is newer"),
            ([header, #"{"t":0,"type":"settings","scheme":"sepia","contrast":"normal"}"#], #"r.jsonl:2: settings: "scheme" must be noPreference, light or dark"#),
            ([header, #"{"t":0,"type":"settings","scheme":"dark","contrast":"normal","doubleClick":60,"doubleClickDistance":4,"dragThreshold":4,"caretBlinks":true,"caretBlinkPeriod":1.2,"animations":true}"#],
             #"r.jsonl:2: "doubleClick" must be a number from 0.05 to 5 seconds, not 60"#),
            ([header, #"{"t":0,"type":"settings","scheme":"dark","contrast":"normal","doubleClick":0.4,"doubleClickDistance":4,"dragThreshold":4,"caretBlinks":1,"caretBlinkPeriod":1.2,"animations":true}"#],
             #"r.jsonl:2: settings: "caretBlinks" must be true or false"#),
            ([header, #"{"t":0,"type":"settings","scheme":"dark","contrast":"normal","doubleClick":0.4,"doubleClickDistance":4,"dragThreshold":4,"caretBlinks":true,"caretBlinkPeriod":1.2,"animations":true,"accent":[2,0,0]}"#],
             #"r.jsonl:2: settings: "accent" must be three numbers from 0 to 1"#),
            ([header.replacingOccurrences(of: #""scale":1"#, with: #""scale":0"#)], #"r.jsonl:1: "scale" must be a number from 0.5 to 4, not 0"#),
            ([header.replacingOccurrences(of: #""timeScale":1"#, with: #""timeScale":1e-300"#)], #"r.jsonl:1: "timeScale" must be a number from 0.01 to 10"#),
            ([header.replacingOccurrences(of: #""size":[800,600]"#, with: #""size":[-800,600]"#)], #"r.jsonl:1: "size" -800 × 600 pixels at a scale of 1 is -800 × 600 points"#),
            ([header.replacingOccurrences(of: #""size":[800,600]"#, with: #""size":[32000,32000]"#).replacingOccurrences(of: #""scale":1"#, with: #""scale":4"#)],
             #"r.jsonl:1: "size": 8000 × 8000 points at a scale of 4 is 32000 × 32000 pixels; a window may have at most 32767 a side and 67,108,864 in all"#),
            ([header.replacingOccurrences(of: #""seed":"7""#, with: #""seed":"-1""#)], #"r.jsonl:1: "seed" must be a whole number"#),
            ([header, #"{"t":1e300,"type":"end"}"#], #"r.jsonl:2: "t" must be a number from 0 to 86400 seconds, not 1e+300"#),
            ([header, #"{"t":-0.5,"type":"end"}"#], #"r.jsonl:2: "t" must be a number from 0 to 86400 seconds, not -0.5"#),
            ([header, #"{"t":2,"type":"exit"}"#, #"{"t":1,"type":"end"}"#], "r.jsonl:3: time goes backwards (1.0 after 2.0)"),
            ([header, #"{"t":0,"type":"down","x":1,"y":1,"button":1e300}"#], #"r.jsonl:2: "button" must be a whole number from 1 to 3, not 1e+300"#),
            ([header, #"{"t":0,"type":"down","x":1,"y":1,"button":1,"mods":16}"#], #"r.jsonl:2: "mods" must be a whole number from 0 to 15, not 16"#),
            ([header, #"{"t":0,"type":"down","x":1.7976931348623157e308,"y":1}"#], #"r.jsonl:2: "x" must be a number from -100000 to 100000, not 1.7976931348623157e+308"#),
            ([header, #"{"t":0,"type":"wheel","x":1,"y":1,"dx":0,"dy":-1e300}"#], #"r.jsonl:2: "dy" must be a number from -10000 to 10000"#),
            ([header, #"{"t":0,"type":"touch","phase":"began","id":-1,"x":1,"y":1}"#], #"r.jsonl:2: "id" must be a whole number from 0 to 4294967295, not -1"#),
            ([header, #"{"t":0,"type":"resize","w":-700,"h":500}"#], #"r.jsonl:2: "w" must be a number from 1 to 8192 points, not -700"#),
            ([header, #"{"t":0,"type":"key","key":"f13"}"#], #"r.jsonl:2: missing or unknown "key""#),
            ([header, #"{"t":0,"type":"key","key":"other:4294967296"}"#], #"r.jsonl:2: missing or unknown "key""#),
            ([header, #"{"t":1e400,"type":"end"}"#], "r.jsonl:2: not valid JSON"),
            ([String(repeating: "[", count: 100_000)], "r.jsonl:1: not valid JSON"),
          ])
    func refusals(lines: [String], message: String) {
        let refusal = Self.refusal(lines)
        #expect(refusal?.hasPrefix(message) == true, "\(refusal ?? "accepted")")
        #expect(refusal?.contains("\n") == false)
    }

    @Test("A resize checks the window it makes at the recording's scale: 8000 × 8000 points is fine at 1, not at 4")
    func resizeAtScale() {
        let resize = #"{"t":0,"type":"resize","w":8000,"h":8000}"#
        #expect(Self.refusal([Self.header, resize, #"{"t":1,"type":"end"}"#]) == nil)
        let scaled = Self.header.replacingOccurrences(of: #""size":[800,600]"#, with: #""size":[3200,2400]"#)
            .replacingOccurrences(of: #""scale":1"#, with: #""scale":4"#)
        #expect(Self.refusal([scaled, resize, #"{"t":1,"type":"end"}"#])?.hasPrefix("r.jsonl:2: resize: 8000 × 8000 points at a scale of 4") == true)
    }
}
