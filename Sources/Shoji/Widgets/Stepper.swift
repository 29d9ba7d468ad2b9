/// A number in a text field with up and down arrows beside it, as GTK's spin button and Qt's spin box (a
/// `UIStepper` joined to its field): `value` between `minimumValue` and `maximumValue`, moved by
/// `stepValue`, written through `format` ("12 px", "1,5").
///
/// The user may:
/// - type a number: it is read (`NumberFormat.value(from:)`), clamped and rounded only when committed,
///   by Return or by leaving the field, never a keystroke at a time; text that says no number goes back to
///   the value; Escape drops what was typed;
/// - press Up and Down (a step), Page Up and Page Down (`pageStep`); a typed number commits first, so a
///   step goes from what the user sees; holding Up or Down (the X server's auto-repeat sends repeated
///   presses) climbs as a held arrow does: every `climbTicks` repeats the step grows by `climbRate`, up to
///   `pageStep` (GTK 2's spin button counted key presses so);
/// - click an arrow (a step), or hold it: after `repeatDelay` the value steps every `repeatInterval`, and
///   every `climbTicks` steps the step grows by `climbRate` up to `pageStep` (GTK's spin button);
/// - turn the wheel over the field while it has the keyboard focus (never without: a page that scrolls
///   under the pointer must not change values, qBittorrent #866): a step a wheel click.
///
/// A change the user makes calls `valueChanged` and traces `stepper.changed` (`id`, `value`). To
/// assistive technology it is a spin button with its value, range and step, and its text.
@MainActor
open class Stepper: TextField {
    /// The number (always within the limits). Set from code it calls no `valueChanged`.
    public var value: Double {
        get { current }
        set { setValue(newValue, byUser: false) }
    }
    /// The lowest value.
    public var minimumValue: Double { didSet { reclamp() } }
    /// The highest value.
    public var maximumValue: Double { didSet { reclamp() } }
    /// What an arrow, Up or Down and a wheel click move the value by.
    public var stepValue: Double
    /// What Page Up and Page Down move it by, and the most a held arrow's step grows to.
    public var pageStep: Double
    /// How the number is written and read back.
    public var format: NumberFormat { didSet { showValue() } }
    /// Called after the user changes the value (not when `value` is set from code).
    public var valueChanged: (@MainActor (Stepper) -> Void)?

    /// Seconds an arrow is held before it repeats (GTK: 0.5).
    public var repeatDelay = 0.5
    /// Seconds between repeats while held (GTK: 0.05).
    public var repeatInterval = 0.05
    /// Repeats after which a held arrow's step grows (GTK: 5).
    public var climbTicks = 5
    /// What the step grows by every `climbTicks` repeats (0: it never grows); `stepValue` unless set.
    public var climbRate: Double?

    private var current: Double
    private let arrows = StepperArrows()
    private var repeatTimer: ClockTimer?
    private var held: (direction: Double, step: Double, ticks: Int)?
    /// Up or Down held down: its key, the step it climbed to, repeats since the last climb, when it last stepped.
    private var keyHeld: (key: Key, step: Double, ticks: Int, at: Double)?
    /// Seconds after which a repeated press no longer continues a hold (a repeat always follows its
    /// press sooner: X's default delay is 0.66 s); past it, the step starts over from `stepValue`.
    public var keyRepeatTimeout = 1.0
    private var wheelAccumulated = 0.0
    /// Points of wheel travel that make one click (the X host's, for a wheel's notch).
    public static let pointsPerWheelClick = 40.0

    /// A stepper from `minimum` to `maximum` by `step`, showing `value` through `format`.
    public init(value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1, pageStep: Double? = nil,
                format: NumberFormat = NumberFormat(), frame: Rect = .zero) {
        minimumValue = min(minimum, maximum)
        maximumValue = max(minimum, maximum)
        stepValue = step
        self.pageStep = pageStep ?? step * 10
        self.format = format
        current = Stepper.clamp(value, minimumValue, maximumValue)
        super.init(frame: frame)
        textInsets.right = 8 + StepperArrows.width
        arrows.stepper = self
        addSubview(arrows)
        showValue()
    }

    private static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v.isFinite ? min(max(v, lo), hi) : lo }

    private func reclamp() {
        if minimumValue > maximumValue { maximumValue = minimumValue }
        current = Stepper.clamp(current, minimumValue, maximumValue)
        showValue()
    }

    /// Rounded to what the format shows, so the value is what the user reads.
    private func rounded(_ v: Double) -> Double {
        var scale = 1.0
        for _ in 0..<format.fractionDigits { scale *= 10 }
        let r = (v * scale).rounded() / scale
        return r.isFinite ? r : v
    }

    private func setValue(_ v: Double, byUser: Bool) {
        let new = Stepper.clamp(rounded(v), minimumValue, maximumValue)
        let changed = new != current
        current = new
        showValue()
        guard changed else { return }
        arrows.setNeedsDisplay()
        postAccessibility(.valueChanged(self))
        guard byUser else { return }
        Trace.emit("stepper.changed", ["id": TraceValue(identifier), "value": .number(current)])
        valueChanged?(self)
    }

    private func showValue() {
        let s = format.string(from: current)
        if text != s { text = s }
    }

    /// Reads what was typed and makes it the value (clamped, rounded); text that says no number goes back
    /// to the value. Called by Return, by leaving the field and before any step.
    public func commitEditing() {
        guard text != format.string(from: current) else { return }
        if let v = format.value(from: text) { setValue(v, byUser: true) }
        showValue()
    }

    /// Moves the value by `amount`, from what was typed if anything was (the user's doing: it tells).
    func step(by amount: Double) {
        guard isEnabled else { return }
        commitEditing()
        setValue(current + amount, byUser: true)
    }

    // MARK: Keys

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .up: step(by: keyStep(for: event))
        case .down: step(by: -keyStep(for: event))
        case .pageUp: step(by: pageStep)
        case .pageDown: step(by: -pageStep)
        case .enter:
            commitEditing()
            return super.keyDown(event) // a form's default button still hears Return
        case .escape where text != format.string(from: current):
            showValue()
        default: return super.keyDown(event)
        }
        return true
    }

    /// The step a press of Up or Down makes: `stepValue` for a new press; for X's repeated presses of a held
    /// key, the same climb as a held arrow's (`climbTicks`, `climbRate`, up to `pageStep`).
    private func keyStep(for event: KeyEvent) -> Double {
        let now = window?.screen?.inputClock.now ?? 0
        guard event.isRepeat, var h = keyHeld, h.key == event.key, now - h.at <= keyRepeatTimeout else {
            keyHeld = (event.key, stepValue, 0, now)
            return stepValue
        }
        h.ticks += 1
        h.at = now
        let climb = climbRate ?? stepValue
        if h.ticks > climbTicks, climb > 0, h.step < pageStep {
            h.ticks = 1
            h.step = min(pageStep, h.step + climb)
        }
        keyHeld = h
        return h.step
    }

    open override func didResignFirstResponder() {
        commitEditing()
        stopRepeating()
        keyHeld = nil
        super.didResignFirstResponder()
    }

    // MARK: Wheel

    /// A step a wheel click (a smooth wheel's fractions add up), up for away from the user; only while the
    /// field has the keyboard, else the wheel goes on to what scrolls.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isEnabled, isFocused, event.delta.y != 0 else { return super.scrollWheel(event) }
        // A change of direction starts a new count.
        if (wheelAccumulated < 0) != (event.delta.y < 0) { wheelAccumulated = 0 }
        wheelAccumulated += event.delta.y
        let clicks = (wheelAccumulated / Stepper.pointsPerWheelClick).rounded(.towardZero)
        guard clicks != 0 else { return true }
        wheelAccumulated -= clicks * Stepper.pointsPerWheelClick
        step(by: -clicks * stepValue)
        return true
    }

    // MARK: Press and hold

    /// An arrow went down: a step now, then repeats while it is held.
    func arrowPressed(up: Bool) {
        guard isEnabled else { return }
        stopRepeating()
        let direction = up ? 1.0 : -1.0
        step(by: direction * stepValue)
        held = (direction, stepValue, 0)
        guard let clock = window?.screen?.inputClock else { return }
        repeatTimer = clock.schedule(after: repeatDelay) { [weak self] in self?.startRepeating() }
    }

    private func startRepeating() {
        guard let clock = window?.screen?.inputClock else { return }
        repeatTimer = clock.scheduleRepeating(every: repeatInterval) { [weak self] in self?.repeatTick() }
        repeatTick()
    }

    private func repeatTick() {
        guard var h = held else { return stopRepeating() }
        let before = current
        step(by: h.direction * h.step)
        // At a limit there is nothing left to repeat: no more wake-ups until the next press.
        if current == before { return stopRepeating() }
        h.ticks += 1
        let climb = climbRate ?? stepValue
        if h.ticks >= climbTicks, climb > 0, h.step < pageStep {
            h.ticks = 0
            h.step = min(pageStep, h.step + climb)
        }
        held = h
    }

    /// The arrow was let go (or the press cancelled): no more steps.
    func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
        held = nil
    }

    /// Whether a held arrow is repeating or waiting to.
    public var isRepeating: Bool { repeatTimer != nil }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .spinButton }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityNumericValue: AccessibilityValueRange? {
        AccessibilityValueRange(current: current, minimum: minimumValue, maximum: maximumValue, step: stepValue)
    }
    open override func accessibilitySetNumericValue(_ value: Double) -> Bool {
        guard isEnabled else { return false }
        setValue(value, byUser: true)
        return true
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrows.frame = Rect(x: bounds.width - StepperArrows.width - 1, y: 1, width: StepperArrows.width, height: max(0, bounds.height - 2))
    }

    /// Wide enough for the longest of the limits as the format writes them, and the arrows.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let s = super.sizeThatFits(size)
        let widest = [minimumValue, maximumValue].map { layoutText(format.string(from: $0), style: textStyle).size.width }.max() ?? 0
        let natural = (widest + textInsets.left + textInsets.right + 12).rounded(.up)
        return Size(width: size.width > 0 ? size.width : max(80, natural), height: max(32, s.height))
    }

    fileprivate var canStepUp: Bool { isEnabled && current < maximumValue }
    fileprivate var canStepDown: Bool { isEnabled && current > minimumValue }
}

/// The up and down arrows at a stepper's trailing end: the top half steps up, the bottom half down; each
/// greys out at its limit.
@MainActor
private final class StepperArrows: View {
    static let width = 22.0
    weak var stepper: Stepper?
    private var pressedUp: Bool?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    override func cursor(at point: Point) -> Cursor? { .pointer }

    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, let stepper else { return }
        let up = touch.location(in: self).y < bounds.height / 2
        pressedUp = up
        setNeedsDisplay()
        stepper.arrowPressed(up: up)
    }

    override func touchesEnded(_ touch: Touch) { release() }
    override func touchesCancelled(_ touch: Touch) { release() }

    private func release() {
        pressedUp = nil
        setNeedsDisplay()
        stepper?.stopRepeating()
    }

    override func draw(in canvas: Canvas) {
        guard let stepper else { return }
        let half = bounds.height / 2
        canvas.fill(Rect(x: 0, y: 4, width: 1, height: bounds.height - 8), color: .separator)
        if let up = pressedUp {
            canvas.fill(Rect(x: 1, y: up ? 0 : half, width: bounds.width - 1, height: half), color: .systemFill)
        }
        let cx = bounds.width / 2 + 0.5
        for (up, enabled) in [(true, stepper.canStepUp), (false, stepper.canStepDown)] {
            let cy = up ? half / 2 + 1.5 : half + half / 2 - 1.5
            let d = up ? -2.5 : 2.5
            var p = Path()
            p.move(to: Point(cx - 4, cy - d)); p.line(to: Point(cx, cy + d)); p.line(to: Point(cx + 4, cy - d))
            canvas.stroke(p, color: enabled ? .secondaryLabel : .tertiaryLabel, lineWidth: 1.5)
        }
    }
}
