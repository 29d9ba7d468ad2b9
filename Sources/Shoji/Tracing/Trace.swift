
/// A JSON value for trace lines.
public enum TraceValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    /// The JSON kinds: a string, a number, a Boolean, an array, an object (fields in order) and null.
    case string(String), number(Double), bool(Bool), array([TraceValue]), object([(String, TraceValue)]), null

    public init(stringLiteral v: String) { self = .string(v) }
    public init(integerLiteral v: Int) { self = .number(Double(v)) }
    public init(floatLiteral v: Double) { self = .number(v) }
    public init(booleanLiteral v: Bool) { self = .bool(v) }
    public init(arrayLiteral elements: TraceValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    /// A string, or `null` for nil.
    public init(_ s: String?) { self = s.map { .string($0) } ?? .null }
    /// A number.
    public init(_ n: Int) { self = .number(Double(n)) }
    /// A number.
    public init(_ n: Double) { self = .number(n) }
    /// A rectangle as `[x, y, width, height]`.
    public init(_ r: Rect) { self = .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }

    public static func == (a: TraceValue, b: TraceValue) -> Bool { a.json == b.json }

    /// Compact JSON text.
    public var json: String {
        switch self {
        case .string(let s): return TraceValue.quote(s)
        case .number(let n):
            if n.isNaN || n.isInfinite { return "null" }
            if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
            return String((n * 10000).rounded() / 10000)
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return "[" + a.map(\.json).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { TraceValue.quote($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
        case .null: return "null"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// What happens in the app, as named events with fields (`button.tap` with `id`). The demo writes them
/// as JSON Lines for tests; widgets emit their own events here so a test sees what a user would.
@MainActor
public enum Trace {
    /// A receiver of trace events: the event's name and its fields, in order.
    public typealias Sink = @MainActor (_ event: String, _ fields: [(String, TraceValue)]) -> Void
    /// Process-wide: the trace is the process's, one stream an end-to-end test or a recording reads
    /// whichever screen an event came from.
    private static var sinks: [Sink] = []

    /// Adds a receiver (the runtime's `--trace` file, a test's recorder).
    public static func addSink(_ sink: @escaping Sink) { sinks.append(sink) }
    /// Removes every receiver; emitting then costs nothing.
    public static func removeAllSinks() { sinks.removeAll() }
    /// Whether anyone receives events (skip building costly fields when not).
    public static var isEnabled: Bool { !sinks.isEmpty }

    /// Sends `event` with `fields` to every receiver.
    public static func emit(_ event: String, _ fields: KeyValuePairs<String, TraceValue> = [:]) {
        guard !sinks.isEmpty else { return }
        let list = fields.map { ($0.key, $0.value) }
        for sink in sinks { sink(event, list) }
    }

    /// Sends `event` with fields built at run time.
    public static func emit(_ event: String, fields: [(String, TraceValue)]) {
        for sink in sinks { sink(event, fields) }
    }
}
