/// What a text field or view accepts: which characters, and how many. Typed and pasted text is filtered
/// before it reaches the text: characters not allowed are dropped, and text past the maximum length is
/// cut, so a PIN field takes "12a34" as "1234".
public struct TextInputFilter: Sendable {
    /// Which scalars may be entered; nil: all.
    public var allowedCharacters: (@Sendable (Unicode.Scalar) -> Bool)?
    /// The most characters (grapheme clusters, as a user counts them) the text may hold; nil: no limit.
    public var maximumLength: Int?
    /// Whether the input method stays off (digits need no composition).
    public var turnsOffInputMethod: Bool

    /// A filter allowing `allowedCharacters` (nil: all), at most `maximumLength` characters (nil: any).
    public init(allowedCharacters: (@Sendable (Unicode.Scalar) -> Bool)? = nil, maximumLength: Int? = nil,
                turnsOffInputMethod: Bool = false) {
        self.allowedCharacters = allowedCharacters
        self.maximumLength = maximumLength
        self.turnsOffInputMethod = turnsOffInputMethod
    }

    /// ASCII digits only, at most `maximumLength`; the input method stays off.
    public static func digits(maximumLength: Int? = nil) -> TextInputFilter {
        TextInputFilter(allowedCharacters: { $0.value >= 0x30 && $0.value <= 0x39 }, maximumLength: maximumLength,
                        turnsOffInputMethod: true)
    }

    /// Any characters, at most `n` of them.
    public static func maximumLength(_ n: Int) -> TextInputFilter { TextInputFilter(maximumLength: n) }

    /// `replacement` as it may go into `text` in place of the scalars in `range`: disallowed scalars
    /// dropped, then cut to what the maximum length leaves room for. nil: nothing of it may go in (and it
    /// was not empty).
    public func filter(_ replacement: String, replacing range: Range<Int>, in text: TextStorage) -> String? {
        var scalars = Array(replacement.unicodeScalars)
        if let allowedCharacters { scalars = scalars.filter(allowedCharacters) }
        var result = String(String.UnicodeScalarView(scalars))
        if let maximumLength {
            let kept = text.string(in: 0..<range.lowerBound) + text.string(in: range.upperBound..<text.count)
            let room = max(0, maximumLength - kept.count)
            if result.count > room { result = String(result.prefix(room)) }
        }
        return result.isEmpty && !replacement.isEmpty ? nil : result
    }
}
