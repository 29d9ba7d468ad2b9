import Foundation
import Shoji

/// Recordings made by the test, not committed: every numeric field of the header and of every event kind
/// set to each of a list of hostile values, and whether the reader must take it (the limits in `Limits`,
/// worked out here independently of the reader).
struct CraftedRecording: CustomStringConvertible, Sendable {
    let field: String
    let value: String
    /// The file's text.
    let text: String
    /// The line the value is on (1: the header).
    let line: Int
    let accepted: Bool
    var description: String { "\(field)=\(value)" }

    static let header: [String: String] = [
        "format": #""shoji-record""#, "version": "1", "size": "[800,600]", "scale": "1", "scene": #""basics""#,
        "lang": #""en""#, "timeScale": "1", "seed": #""7""#,
    ]

    /// One event of each kind, with every field it can have.
    static let events: [(kind: String, fields: [String: String])] = [
        ("down", ["type": #""down""#, "x": "10", "y": "20", "button": "1", "mods": "1"]),
        ("moved", ["type": #""moved""#, "x": "10", "y": "20", "button": "1", "mods": "0"]),
        ("up", ["type": #""up""#, "x": "10", "y": "20", "button": "1", "mods": "0"]),
        ("wheel", ["type": #""wheel""#, "x": "10", "y": "20", "dx": "0", "dy": "30", "mods": "0"]),
        ("touch", ["type": #""touch""#, "phase": #""began""#, "id": "1", "x": "10", "y": "20", "mods": "0"]),
        ("key", ["type": #""key""#, "key": #""char:a""#, "text": #""a""#, "mods": "2"]),
        ("resize", ["type": #""resize""#, "w": "700", "h": "500"]),
        ("network", ["type": #""network""#, "status": #""offline""#]),
        ("exit", ["type": #""exit""#]),
    ]

    /// The hostile values: huge, the largest and smallest finite doubles, the smallest step from 0, negative,
    /// zero, fractional, and a few that are fine.
    static let values: [Double] = [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                   .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -1, 0, 0.5, 1.5, 86_400.5, 1e6,
                                   8192, 10_000, -10_000, 100_000, -100_000, 100_000.5]

    /// How each numeric field must be: a range, and whether it must be a whole number.
    static func rule(_ field: String) -> (ClosedRange<Double>, whole: Bool) {
        switch field {
        case "version": return (1...1, true)
        case "scale": return (Limits.scale, false)
        case "timeScale": return (Limits.timeScale, false)
        case "t": return (Limits.recordingTime, false)
        case "x", "y": return (Limits.coordinate, false)
        case "dx", "dy": return (Limits.scrollDelta, false)
        case "button": return (Double(Limits.pointerButton.lowerBound)...Double(Limits.pointerButton.upperBound), true)
        case "mods": return (Double(Limits.modifierBits.lowerBound)...Double(Limits.modifierBits.upperBound), true)
        case "id": return (Limits.touchID, true)
        case "w", "h": return (1...Limits.windowPointSide, false)
        default: fatalError("no rule for \(field)")
        }
    }

    static func json(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    static func number(_ v: Double) -> String { "\(v)" }

    /// Every crafted recording: each header number (the size's two sides included) and each event field at
    /// each value.
    static var all: [CraftedRecording] {
        var out: [CraftedRecording] = []
        let end = #"{"t":1,"type":"end"}"#
        let plainEvent = #"{"t":0.5,"type":"exit"}"#
        for field in ["version", "scale", "timeScale", "width", "height"] {
            for v in values {
                var h = header
                let accepted: Bool
                switch field {
                case "width", "height":
                    // Device pixels; the window is that over the scale (1) in points, from the demo's minimum.
                    h["size"] = field == "width" ? "[\(number(v)),600]" : "[800,\(number(v))]"
                    accepted = v.isFinite && (field == "width" ? 480...8192 : 300...8192).contains(v)
                case "scale":
                    h[field] = number(v)
                    // 800 × 600 pixels at the scale must still be the demo's minimum of 480 × 300 points.
                    accepted = Limits.scale.contains(v) && 600 / v >= 300
                default:
                    h[field] = number(v)
                    let (range, whole) = rule(field)
                    accepted = range.contains(v) && (!whole || v == v.rounded())
                }
                out.append(CraftedRecording(field: "header." + field, value: number(v),
                                            text: [json(h), plainEvent, end].joined(separator: "\n") + "\n", line: 1, accepted: accepted))
            }
        }
        for (kind, fields) in events {
            for field in ["t"] + fields.keys.filter({ !["type", "phase", "key", "text", "status"].contains($0) }).sorted() {
                for v in values {
                    var f = fields
                    f["t"] = "0.5"
                    f[field] = number(v)
                    let (range, whole) = rule(field)
                    var accepted = range.contains(v) && (!whole || v == v.rounded()), line = 2
                    // A time after the end's (1 s) is fine on its own line; the end's line then goes backwards.
                    if field == "t" && accepted && v > 1 { accepted = false; line = 3 }
                    out.append(CraftedRecording(field: kind + "." + field, value: number(v),
                                                text: [json(header), json(f), end].joined(separator: "\n") + "\n", line: line,
                                                accepted: accepted))
                }
            }
        }
        // The end's own time, and times that go backwards or lie beyond the limit.
        for v in values {
            let accepted = v >= 0.5 && Limits.recordingTime.contains(v)
            out.append(CraftedRecording(field: "end.t", value: number(v),
                                        text: [json(header), plainEvent, #"{"t":\#(number(v)),"type":"end"}"#].joined(separator: "\n") + "\n",
                                        line: 3, accepted: accepted))
        }
        return out
    }
}
