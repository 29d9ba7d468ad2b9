import FoundationEssentials

/// Any JSON value, decoded with FoundationEssentials' JSONDecoder (JSONSerialization is in the full
/// Foundation, which the demo does without). `plain` gives the value as `[String: Any]`, `[Any]`,
/// `String`, `Double`, `Bool` or `NSNull`-free `nil`.
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// The object a line holds, or nil when it is not a JSON object.
    static func object(parsing line: String) -> [String: Any]? {
        guard let v = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)), case .object = v else { return nil }
        return v.plain as? [String: Any]
    }

    var plain: Any? {
        switch self {
        case .null: return nil
        case .bool(let b): return b
        case .number(let d): return d
        case .string(let s): return s
        case .array(let a): return a.map { $0.plain as Any }
        case .object(let o): return o.compactMapValues { $0.plain }
        }
    }
}
