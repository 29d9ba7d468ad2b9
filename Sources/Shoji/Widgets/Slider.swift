/// A horizontal slider, as `UISlider`: drag the thumb (or click the track to jump there), arrow keys step.
/// `valueChanged` fires continuously while dragging so that what it controls changes live.
@MainActor
open class Slider: Control {
    /// The value at the left end.
    public var minimumValue: Double = 0 { didSet { value = clamp(value); setNeedsDisplay() } }
    /// The value at the right end.
    public var maximumValue: Double = 1 { didSet { value = clamp(value); setNeedsDisplay() } }
    /// The current value, between the minimum and maximum.
    public private(set) var value: Double = 0
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

    /// Sets the value from code (no `valueChanged`).
    public func setValue(_ v: Double) {
        let c = clamp(v)
        guard c != value else { return }
        value = c
        setNeedsDisplay()
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

    private func userSet(_ v: Double) {
        let c = clamp(v)
        guard c != value else { return }
        value = c
        setNeedsDisplay()
        Trace.emit("slider.changed", ["id": TraceValue(identifier), "value": .number(value)])
        valueChanged?(self)
    }

    private func value(at x: Double) -> Double {
        let t = trackRect
        let f = t.width > 0 ? min(max((x - t.minX) / t.width, 0), 1) : 0
        return minimumValue + f * (maximumValue - minimumValue)
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: max(size.width, 160), height: 30) }

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

    open override func keyDown(_ event: KeyEvent) -> Bool {
        let s = step > 0 ? step : (maximumValue - minimumValue) / 20
        switch event.key {
        case .left, .down: userSet(value - s); return true
        case .right, .up: userSet(value + s); return true
        default: return super.keyDown(event)
        }
    }

    open override func draw(in canvas: Canvas) {
        let t = trackRect
        canvas.fill(Path(roundedRect: t, cornerRadius: 2), color: Color(white: 0.82))
        let x = t.minX + t.width * fraction
        canvas.fill(Path(roundedRect: Rect(x: t.minX, y: t.minY, width: x - t.minX, height: t.height), cornerRadius: 2),
                    color: isEnabled ? minimumTrackColor : Color(white: 0.7))
        let d = Slider.thumbDiameter
        let thumb = Rect(x: x - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        canvas.fill(Path(ellipseIn: thumb.offsetBy(dx: 0, dy: 1.5)), color: Color(white: 0, alpha: 0.18))
        canvas.fill(Path(ellipseIn: thumb), color: isHighlighted ? Color(white: 0.94) : .white)
        canvas.stroke(Path(ellipseIn: thumb.insetBy(dx: 0.5, dy: 0.5)), color: Color(white: 0, alpha: 0.12), lineWidth: 1)
    }
}
