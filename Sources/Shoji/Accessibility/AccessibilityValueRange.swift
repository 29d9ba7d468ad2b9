/// A numeric value and its range, for sliders and progress (AT-SPI's Value interface). `step` is what one
/// increment moves; 0 when the value is continuous.
public struct AccessibilityValueRange: Sendable, Equatable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double

    public init(current: Double, minimum: Double = 0, maximum: Double = 1, step: Double = 0) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
