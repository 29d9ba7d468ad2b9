import Shoji

/// A slider with its name on the left and its value on the right.
@MainActor
final class SliderRow: View {
    let slider: Slider
    let apply: (inout InnerShadow, Double) -> Void
    private let name: Label
    private let valueLabel = Label("", style: .body.with(size: 14))
    private let format: String

    init(_ key: String, range: ClosedRange<Double>, step: Double, value: Double, format: String,
         apply: @escaping (inout InnerShadow, Double) -> Void) {
        slider = Slider(value: value, minimum: range.lowerBound, maximum: range.upperBound)
        slider.step = step
        slider.identifier = "shadows.slider.\(key)"
        name = Label(tr("shadows.\(key)"), style: .body.with(size: 14))
        self.format = format
        self.apply = apply
        super.init()
        valueLabel.alignment = .trailing
        valueLabel.textColor = Color(white: 0.35)
        for v in [name, slider, valueLabel] { addSubview(v) }
        // To a screen reader the row is its slider, named and valued as the labels beside it show.
        slider.accessibilityLabel = name.text
        name.accessibilityElementsHidden = true
        valueLabel.accessibilityElementsHidden = true
        showValue()
    }

    func showValue() {
        valueLabel.text = formatted(format, slider.value)
        slider.accessibilityValue = valueLabel.text
    }

    override func layoutSubviews() {
        let b = bounds, nameWidth = 96.0, valueWidth = 64.0
        name.frame = Rect(x: 0, y: 0, width: nameWidth, height: b.height)
        slider.frame = Rect(x: nameWidth, y: 0, width: max(0, b.width - nameWidth - valueWidth - 8), height: b.height)
        valueLabel.frame = Rect(x: b.width - valueWidth, y: 0, width: valueWidth, height: b.height)
    }
}
