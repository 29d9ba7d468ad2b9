/// How a number is written and read back in a field (a `Stepper`): a fixed count of fraction digits, the
/// locale's decimal separator, and a unit after the number ("12 px", "1,5 s").
///
/// Shoji reads no locale itself (the toolkit module has no C library): the app passes the separator its
/// locale uses (`Locale.current.decimalSeparator` in Foundation, `nl_langinfo(RADIXCHAR)` in C).
public struct NumberFormat: Sendable, Equatable {
    /// Digits after the separator (0: whole numbers).
    public var fractionDigits: Int
    /// The locale's decimal separator ("." in English, "," in most of Europe).
    public var decimalSeparator: String
    /// What follows the number, space included (" px", " %"); empty for none.
    public var suffix: String

    /// A format with `fractionDigits` digits after `decimalSeparator`, and `suffix` after the number.
    public init(fractionDigits: Int = 0, decimalSeparator: String = ".", suffix: String = "") {
        self.fractionDigits = min(max(0, fractionDigits), 9)
        self.decimalSeparator = decimalSeparator
        self.suffix = suffix
    }

    /// `value` written out: rounded to the fraction digits, with the separator and the suffix.
    public func string(from value: Double) -> String {
        guard value.isFinite else { return "—" + suffix }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" + suffix } // past Int64's exact range: plain notation
        let n = Int64(scaled)
        let whole = n / Int64(scale), fraction = n % Int64(scale)
        var s = (value < 0 && n != 0 ? "-" : "") + String(whole)
        if fractionDigits > 0 {
            let digits = String(fraction)
            s += decimalSeparator + String(repeating: "0", count: fractionDigits - digits.count) + digits
        }
        return s + suffix
    }

    /// The number `text` says, or nil when it says none: the suffix may be left out, spaces around are
    /// ignored, the locale's separator is the decimal point (a "." too when the locale's is another), and a
    /// typographic minus is a minus. The value is not clamped or rounded here.
    public func value(from text: String) -> Double? {
        var t = text.trimmingSpaces
        let unit = suffix.trimmingSpaces
        if !unit.isEmpty, t.hasSuffix(unit) { t = String(t.dropLast(unit.count)).trimmingSpaces }
        t = t.replacing("\u{2212}", with: "-")
        if decimalSeparator != "." { t = t.replacing(decimalSeparator, with: ".") }
        guard !t.isEmpty, t.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }),
              let v = Double(t), v.isFinite else { return nil }
        return v
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }.reversed().drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }.reversed())
    }

}
