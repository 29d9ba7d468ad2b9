/// A horizontal slider, as `UISlider`: drag the thumb (or click the track to jump there), arrow keys step.
/// `valueChanged` fires continuously while dragging so that what it controls changes live.
@MainActor
open class Slider: Control {
    /// The value at the left end.
    public var minimumValue: Double = 0 { didSet { value = clamp(value); setNeedsDisplay() } }
    /// The value at the right end.
    public var maximumValue: Double = 1 { didSet { value = clamp(value); setNeedsDisplay() } }
    /// The current value, between the minimum and maximum. Set from code it moves the thumb at once and
    /// calls no `valueChanged` (as `UISlider`'s); ``setValue(_:animated:)`` slides it there.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue = 0.0
    /// Where the thumb is drawn (0…1) while ``setValue(_:animated:)`` slides it; nil: at `fraction`.
    private var slidingFraction: Double?
    private var slide: Animation?
    /// Step for the arrow keys; values snap to it when non-zero.
    public var step: Double = 0
    /// Called continuously while the user drags, and after a click or key changes the value.
    public var valueChanged: (@MainActor (Slider) -> Void)?
    /// The colour of the track left of the thumb.
    public var minimumTrackColor: Color = .tint { didSet { setNeedsDisplay() } }
    /// The thumb's diameter, in points.
    public static let thumbDiameter = 22.0
    private var isDragging = false

    /// A slider over `minimum`…`maximum` at `value`.
    public init(value: Double = 0, minimum: Double = 0, maximum: Double = 1, frame: Rect = .zero) {
        super.init(frame: frame)
        minimumValue = minimum; maximumValue = maximum
        self.value = clamp(value)
    }

    /// Sets the value from code (no `valueChanged`), sliding the thumb there in 0.2 s when `animated`.
    public func setValue(_ newValue: Double, animated: Bool) {
        let c = clamp(newValue)
        guard c != storedValue else { return }
        let from = thumbFraction
        storedValue = c
        stopSliding()
        if animated, let animator = window?.screen?.animator {
            let to = fraction
            slidingFraction = from
            slide = animator.animate(duration: 0.2, curve: .easeOut, update: { [weak self] t in
                self?.slidingFraction = lerp(from, to, t); self?.setNeedsDisplay()
            })
        }
        setNeedsDisplay()
        postAccessibility(.valueChanged(self))
    }

    private func stopSliding() {
        slide?.cancel()
        slide = nil
        slidingFraction = nil
    }

    private func clamp(_ v: Double) -> Double {
        var c = min(max(v, minimumValue), maximumValue)
        if step > 0 { c = minimumValue + ((c - minimumValue) / step).rounded() * step; c = min(c, maximumValue) }
        return c
    }

    private var trackRect: Rect {
        let r = Slider.thumbDiameter / 2
        return Rect(x: r, y: bounds.midY - 2, width: max(0, bounds.width - 2 * r), height: 4)
    }

    /// 0…1 along the track.
    public var fraction: Double {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }
    /// Where the thumb is now, 0…1: `fraction`, or on its way there.
    private var thumbFraction: Double { slidingFraction ?? fraction }

    private func userSet(_ v: Double) {
        let c = clamp(v)
        guard c != value else { return }
        stopSliding()
        storedValue = c
        setNeedsDisplay()
        Trace.emit("slider.changed", ["id": TraceValue(identifier), "value": .number(value)])
        valueChanged?(self)
        postAccessibility(.valueChanged(self)) // after the owner has shown the new value (its label)
    }

    private func value(at x: Double) -> Double {
        let t = trackRect
        let f = t.width > 0 ? min(max((x - t.minX) / t.width, 0), 1) : 0
        return minimumValue + f * (maximumValue - minimumValue)
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: max(size.width, 160), height: 30) }
    /// 30 points tall, and any width (as `UISlider`): a stack gives it the room across.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 30) }

    /// Grab over the thumb (it is dragged, not resized), the pointing hand over the track (a click there
    /// jumps the thumb).
    open override func cursor(at point: Point) -> Cursor? {
        guard isEnabled else { return .notAllowed }
        let t = trackRect, d = Slider.thumbDiameter
        let thumb = Point(t.minX + t.width * thumbFraction, bounds.midY)
        return point.distance(to: thumb) <= d / 2 + 2 ? .grab : .pointer
    }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled, touch.button == .primary else { return }
        super.touchesBegan(touch)
        isDragging = true
        userSet(value(at: touch.location(in: self).x))
    }

    open override func touchesMoved(_ touch: Touch) {
        guard isDragging else { return }
        userSet(value(at: touch.location(in: self).x))
    }

    open override func touchesEnded(_ touch: Touch) {
        isDragging = false
        super.touchesCancelled(touch) // end the highlight without a tap action
    }

    open override func touchesCancelled(_ touch: Touch) {
        isDragging = false
        super.touchesCancelled(touch)
    }

    /// What an arrow key moves: the step, or a twentieth of the range.
    public var keyboardStep: Double { step > 0 ? step : (maximumValue - minimumValue) / 20 }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left, .down: userSet(value - keyboardStep); return true
        case .right, .up: userSet(value + keyboardStep); return true
        default: return super.keyDown(event)
        }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .slider }
        set { super.accessibilityRole = newValue }
    }
    /// The position as a percentage of the range, as UIKit's slider says it.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? "\(Int(saturating: (fraction * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityStates: AccessibilityStates { super.accessibilityStates.union(.horizontal) }
    open override var accessibilityNumericValue: AccessibilityValueRange? {
        AccessibilityValueRange(current: value, minimum: minimumValue, maximum: maximumValue, step: step)
    }
    /// Moves the thumb as a drag to that value would (`valueChanged` fires); false when disabled.
    open override func accessibilitySetNumericValue(_ value: Double) -> Bool {
        guard isEnabled, value.isFinite, isAccessibilityReachable else { return false }
        userSet(value)
        return true
    }
    /// "increment" and "decrement" step as the arrow keys do.
    open override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.increment, localizedDescription: "increment") { [weak self] in
                self?.accessibilitySetNumericValue((self?.value ?? 0) + (self?.keyboardStep ?? 0)) ?? false
             },
             AccessibilityAction(name: AccessibilityAction.decrement, localizedDescription: "decrement") { [weak self] in
                self?.accessibilitySetNumericValue((self?.value ?? 0) - (self?.keyboardStep ?? 0)) ?? false
             }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }

    open override func draw(in canvas: Canvas) {
        let t = trackRect
        canvas.fill(Path(roundedRect: t, cornerRadius: 2), color: .systemFill)
        let x = t.minX + t.width * thumbFraction
        canvas.fill(Path(roundedRect: Rect(x: t.minX, y: t.minY, width: x - t.minX, height: t.height), cornerRadius: 2),
                    color: isEnabled ? minimumTrackColor : .tertiaryLabel)
        let d = Slider.thumbDiameter
        let thumb = Rect(x: x - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        canvas.fill(Path(ellipseIn: thumb.offsetBy(dx: 0, dy: 1.5)), color: Color.shadow.withAlpha(0.18))
        canvas.fill(Path(ellipseIn: thumb), color: isHighlighted ? Switch.knobColor.mixed(with: .gray, amount: 0.1) : Switch.knobColor)
        canvas.stroke(Path(ellipseIn: thumb.insetBy(dx: 0.5, dy: 0.5)), color: .opaqueSeparator, lineWidth: 1)
    }
}
