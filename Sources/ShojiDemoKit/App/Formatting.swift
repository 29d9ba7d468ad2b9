/// printf's formats as the demo uses them (`%d`, `%.2f`, `%@`, `%%`), without Foundation's
/// `String(format:)`: `formatted("%.1f pt", 2.5)` is "2.5 pt". Numbers go into `%d` and `%f`
/// (either kind into either), anything into `%@` and `%s`; a slot with no argument stays empty.
func formatted(_ format: String, _ args: Any...) -> String {
    var out = "", i = format.startIndex, next = 0
    func argument() -> Any? {
        defer { next += 1 }
        return next < args.count ? args[next] : nil
    }
    while i < format.endIndex {
        let c = format[i]
        guard c == "%", format.index(after: i) < format.endIndex else { out.append(c); i = format.index(after: i); continue }
        // %[.precision]conversion
        var j = format.index(after: i)
        var precision: Int?
        if format[j] == "." {
            j = format.index(after: j)
            var digits = ""
            while j < format.endIndex, let d = format[j].wholeNumberValue { digits.append(String(d)); j = format.index(after: j) }
            precision = Int(digits) ?? 0
        }
        while j < format.endIndex, format[j] == "l" { j = format.index(after: j) }   // %ld
        guard j < format.endIndex else { out += format[i...]; break }
        switch format[j] {
        case "%": out.append("%")
        case "d", "i": if let v = argument() { out += String(Int(saturating: number(v).rounded(.towardZero))) }
        case "f": if let v = argument() { out += fixed(number(v), decimals: precision ?? 6) }
        case "@", "s": if let v = argument() { out += String(describing: v) }
        default: out += format[i...j]
        }
        i = format.index(after: j)
    }
    return out
}

private func number(_ v: Any) -> Double {
    switch v {
    case let d as Double: return d
    case let i as Int: return Double(i)
    case let f as Float: return Double(f)
    default: return Double(String(describing: v)) ?? .nan
    }
}

/// `v` with `decimals` digits after the point, rounded half away from zero.
func fixed(_ v: Double, decimals: Int) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(v) * scale).rounded()
    guard scaled < 1e18 else { return String(v) }
    var digits = String(UInt64(scaled))
    if decimals > 0 {
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return (v < 0 && scaled > 0 ? "-" : "") + digits
}
