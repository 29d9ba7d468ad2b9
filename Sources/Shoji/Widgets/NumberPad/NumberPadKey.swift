
/// One key of a `NumberPad`: a rounded, shaded key top with its digit. A real subview, so the trace
/// reports its frame (`<pad>.key.<digit>`) and a shake is just a transform. It takes the hit for its
/// cell and hands the touch up to the pad, which tracks the press across keys.
@MainActor
final class NumberPadKey: View {
    let digit: Int
    /// The drawn key top in this view's bounds (the cell minus the gaps).
    var keyTop: Rect = .zero { didSet { if keyTop != oldValue { setNeedsDisplay() } } }
    var keyCornerRadius: Double = 5 { didSet { if keyCornerRadius != oldValue { setNeedsDisplay() } } }
    var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay(); cursorDidChange(); accessibilityStateChanged(.enabled, isEnabled) } }
    }

    override func cursor(at point: Point) -> Cursor? { isEnabled ? .pointer : .notAllowed }
    /// 0…1: how pressed the key looks (a physical key's flash fades from 1).
    var pressAmount: Double = 0 { didSet { if pressAmount != oldValue { setNeedsDisplay() } } }
    var colors = NumberPad.Colors() { didSet { if colors != oldValue { setNeedsDisplay() } } }

    private var cachedLabel: TextLayout?
    private var flash: Animation?
    private var shake: Animation?

    init(digit: Int) {
        self.digit = digit
        super.init()
    }

    // MARK: Accessibility

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .button }
        set { super.accessibilityRole = newValue }
    }
    /// Named by its digit.
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? String(digit) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        if !isEnabled { s.remove(.enabled) }
        if pressAmount > 0 { s.insert(.pressed) }
        return s
    }
    override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let self, let pad = self.superview as? NumberPad, pad.isAccessibilityReachable else { return false }
                return pad.pressKeyForAccessibility(self.digit)
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }

    private var labelStyle: TextStyle {
        TextStyle(size: (min(keyTop.height * 0.5, keyTop.width * 0.85)).rounded(), weight: .medium)
    }

    private var label: TextLayout {
        let style = labelStyle
        if let l = cachedLabel, l.style == style { return l }
        let l = layoutText(String(digit), style: style)
        cachedLabel = l
        return l
    }

    override func draw(in canvas: Canvas) {
        guard !keyTop.isEmpty else { return }
        let face = isEnabled ? colors.key : colors.disabledKey
        let path = Path(roundedRect: keyTop, cornerRadius: keyCornerRadius)
        // The key's lower edge: a darker copy one point down, as a physical key's side.
        canvas.fill(Path(roundedRect: keyTop.offsetBy(dx: 0, dy: 1), cornerRadius: keyCornerRadius),
                    color: Color(white: 0, alpha: isEnabled ? 0.35 : 0.18))
        let pressed = face.mixed(with: colors.pressedTint, amount: 0.35 * pressAmount)
        canvas.fill(path, gradient: NumberPadKey.shading(pressed, in: keyTop))
        canvas.draw(label, in: keyTop, color: isEnabled ? colors.text : colors.disabledText, alignment: .center)
    }

    /// Lighter at the top, a touch darker at the bottom: the glossy key top of the seed's era.
    static func shading(_ color: Color, in rect: Rect) -> Gradient {
        Gradient(start: Point(rect.minX, rect.minY), end: Point(rect.minX, rect.maxY), stops: [
            (0, color.mixed(with: .white, amount: 0.45)),
            (0.45, color),
            (1, color.mixed(with: .black, amount: 0.06)),
        ])
    }

    // MARK: Feedback

    /// A physical key was typed: the key looks pressed, then fades back.
    func flash(using animator: Animator?) {
        flash?.cancel()
        guard let animator else { return }
        pressAmount = 1
        flash = animator.animate(duration: 0.25, curve: .easeIn, update: { [weak self] t in
            self?.pressAmount = 1 - t
        })
    }

    /// A disabled key was pressed: a short, damped side-to-side shake.
    func shake(using animator: Animator?) {
        shake?.cancel()
        guard let animator else { return }
        let amplitude = max(2, min(5, bounds.width * 0.1))
        shake = animator.animate(duration: 0.3, curve: .linear, update: { [weak self] t in
            let dx = t >= 1 ? 0 : amplitude * (1 - t) * sin(t * 3 * 2 * Double.pi)
            self?.transform = Transform(translationX: dx, y: 0)
        })
    }

    var isShaking: Bool { shake.map { !$0.isFinished } ?? false }

    func stopFeedback() {
        flash?.cancel(); shake?.cancel()
        pressAmount = 0
        transform = .identity
    }
}
