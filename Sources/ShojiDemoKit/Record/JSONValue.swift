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

    /// Why text is not JSON, in words (the decoder's, on one line).
    struct ParseError: Error, Equatable {
        let reason: String
    }

    /// The JSON value `text` holds. Never traps: numbers beyond a `Double` (1e400) and nesting deeper
    /// than the decoder follows are errors like any other malformed text.
    static func parse(_ text: String) -> Result<JSONValue, ParseError> {
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
        } catch {
            // The decoder's own words only when they say more than "not valid JSON" (a number out of range).
            var detail = ""
            if case DecodingError.dataCorrupted(let context) = error {
                detail = context.underlyingError.map { "\($0)" } ?? context.debugDescription
            }
            detail = String((detail.split(separator: "\n").first ?? "").prefix(120))
            let plain = detail.isEmpty || detail.lowercased().contains("not valid json")
            return .failure(ParseError(reason: plain ? "not valid JSON" : "not valid JSON (\(detail))"))
        }
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
