import Shoji

/// A slider with its name on the left and its value on the right: a row whose name and value keep fixed
/// widths (96 and 64) and whose slider, having no width of its own, takes the rest.
@MainActor
final class SliderRow: StackView {
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
        super.init([], axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill)
        insets = .zero
        name.minimumSize.width = 96
        name.maximumSize.width = 96
        valueLabel.minimumSize.width = 64
        valueLabel.maximumSize.width = 64
        valueLabel.alignment = .trailing
        valueLabel.textColor = .secondaryLabel
        for v in [name, slider, valueLabel] { addSubview(v) }
        setCustomSpacing(8, after: slider)
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
}
