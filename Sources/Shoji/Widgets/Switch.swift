/// An on/off toggle, as `UISwitch`, with an optional label to its right. The knob slides in 0.15 s.
@MainActor
open class Switch: Control {
    /// Whether the switch is on. Set from code it moves the knob at once and calls no `valueChanged`
    /// (as `UISwitch`'s); ``setOn(_:animated:)`` slides it.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on: Bool
    /// The text to the right of the switch.
    public let label: Label
    /// The track's colour when on.
    public var onTint = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158),
                              lightIncreasedContrast: Color(hex: 0x248A3D), darkIncreasedContrast: Color(hex: 0x30DB5B))
    /// A switch's or a slider's knob: white, a little dimmer in the dark.
    static let knobColor = Color(light: .white, dark: Color(white: 0.9))
    /// Called after the user flips the switch (not for `setOn` from code).
    public var valueChanged: (@MainActor (Switch) -> Void)?
    private var knobPosition: Double
    private var animation: Animation?

    /// The track's size, in points.
    public static let trackSize = Size(width: 44, height: 26)

    /// A switch with `title` beside it.
    public init(_ title: String = "", isOn: Bool = false, frame: Rect = .zero) {
        on = isOn
        knobPosition = isOn ? 1 : 0
        label = Label(title)
        super.init(frame: frame)
        addSubview(label)
    }

    open override func layoutSubviews() {
        label.frame = Rect(x: Switch.trackSize.width + 10, y: 0, width: max(0, bounds.width - Switch.trackSize.width - 10),
                           height: bounds.height)
    }

    /// The title's size plus the control's own parts; a new title changes it.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { setNeedsLayout(); invalidateIntrinsicContentSize() }

    open override func sizeThatFits(_ size: Size) -> Size {
        let t = label.text.isEmpty ? Size.zero : label.sizeThatFits(.zero)
        return Size(width: Switch.trackSize.width + (t.width > 0 ? 10 + t.width : 0), height: max(Switch.trackSize.height, t.height))
    }

    /// Turns the switch on or off from code (no `valueChanged`), sliding the knob when `animated`.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        accessibilityStateChanged(.checked, on)
        animation?.cancel()
        let from = knobPosition, to: Double = on ? 1 : 0
        if animated, let animator = window?.screen?.animator {
            animation = animator.animate(duration: 0.15, curve: .easeOut, update: { [weak self] t in
                self?.knobPosition = lerp(from, to, t); self?.setNeedsDisplay()
            })
        } else {
            knobPosition = to
            setNeedsDisplay()
        }
    }

    open override func sendAction() {
        guard isEnabled else { return }
        setOn(!isOn, animated: true)
        Trace.emit("switch.changed", ["id": TraceValue(identifier), "on": .bool(isOn)])
        valueChanged?(self)
        super.sendAction()
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .switchControl }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? (label.text.isEmpty ? nil : label.text) }
        set { super.accessibilityLabel = newValue }
    }
    open override var accessibilityStates: AccessibilityStates {
        super.accessibilityStates.union(isOn ? [.checkable, .checked] : .checkable)
    }

    private var trackRect: Rect {
        let ts = Switch.trackSize
        return Rect(x: 0, y: (bounds.height - ts.height) / 2, width: ts.width, height: ts.height)
    }

    /// The ring goes round the track, not the label.
    open override func drawFocusRing(in canvas: Canvas) {
        let track = trackRect.insetBy(dx: 1.25, dy: 1.25)
        canvas.stroke(Path(roundedRect: track, cornerRadius: track.height / 2), color: Control.focusRingColor, lineWidth: 2.5)
    }

    open override func draw(in canvas: Canvas) {
        let ts = Switch.trackSize
        let track = trackRect
        let off = isHovered ? Color.opaqueSeparator : Color.systemFill
        var on = onTint
        if !isEnabled { on = on.withAlpha(0.4) }
        canvas.fill(Path(roundedRect: track, cornerRadius: ts.height / 2), color: lerp(off, on, knobPosition))
        let d = ts.height - 4
        let knob = Rect(x: track.minX + 2 + (ts.width - d - 4) * knobPosition, y: track.minY + 2, width: d, height: d)
        canvas.fill(Path(ellipseIn: knob.offsetBy(dx: 0, dy: 1)), color: Color.shadow.withAlpha(0.15))
        canvas.fill(Path(ellipseIn: knob), color: isHighlighted ? Switch.knobColor.mixed(with: .gray, amount: 0.1) : Switch.knobColor)
    }
}
