/// A numeric value and its range, for sliders and progress (AT-SPI's Value interface). `step` is what one
/// increment moves; 0 when the value is continuous.
public struct AccessibilityValueRange: Sendable, Equatable {
    /// The value now.
    public var current: Double
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// What one increment moves; 0 when the value is continuous.
    public var step: Double

    /// A value and its range.
    public init(current: Double, minimum: Double = 0, maximum: Double = 1, step: Double = 0) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
