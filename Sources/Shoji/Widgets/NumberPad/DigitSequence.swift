/// Digits typed in quick succession, joined into one string: the seed's "sequential string". A digit
/// typed less than `interval` seconds after the previous one continues the sequence ("1", then "14");
/// a later one starts a new sequence. Times come from a `Clock`, so tests are exact.
public struct DigitSequence: Hashable, Sendable {
    /// Digits typed less than this many seconds apart join the same sequence.
    public var interval: Double
    /// The current sequence; empty before the first digit and after `end()`.
    public private(set) var text = ""
    /// When the last digit was typed.
    public private(set) var lastTime: Double?

    /// An empty sequence with the seed's 0.75 s interval by default.
    public init(interval: Double = 0.75) { self.interval = interval }

    /// Whether a digit typed at `time` would continue the current sequence.
    public func continues(at time: Double) -> Bool {
        guard let lastTime, !text.isEmpty else { return false }
        return time - lastTime < interval
    }

    /// When the current sequence ends if nothing more is typed.
    public var deadline: Double? { lastTime.map { $0 + interval } }

    /// Adds a digit typed at `time`; returns the sequence it belongs to.
    @discardableResult
    public mutating func append(_ digit: Int, at time: Double) -> String {
        if !continues(at: time) { text = "" }
        text += String(digit)
        lastTime = time
        return text
    }

    /// Closes the sequence: the next digit starts a new one.
    public mutating func end() {
        text = ""
        lastTime = nil
    }
}
