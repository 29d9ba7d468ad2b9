/// A column of mutually exclusive options, each a round button with a title, as GTK's grouped check
/// buttons and AppKit's radio buttons: exactly one is chosen.
///
/// The group is one tab stop, as GTK and the WAI-ARIA radio group are: Tab comes to the chosen option and
/// leaves the group with the next Tab. Up and Left choose the previous enabled option, Down and Right the
/// next, wrapping at the ends as GTK does; Home and End the first and last. A click on an option (its
/// circle or its title) chooses it. Disabled options are greyed out and skipped. A choice the user makes
/// calls `valueChanged` and traces `radio.changed` (`id`, `index`).
///
/// To assistive technology each option is a radio button, checkable and checked when chosen, whose
/// "press" chooses it; the group is a panel, and while it has the keyboard the chosen option has the
/// accessible focus, which moves with the choice.
@MainActor
open class RadioGroup: Control {
    /// The options' titles, top to bottom.
    public private(set) var titles: [String]
    /// The chosen option's index. Set from code it calls no `valueChanged`; an index out of range changes
    /// nothing.
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }
    /// Called after the user chooses another option (not when `selectedIndex` is set from code).
    public var valueChanged: (@MainActor (RadioGroup) -> Void)?
    /// Points between one option's row and the next.
    public var rowHeight = 28.0 { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    private var selected: Int
    private var options: [RadioOption] = []
    private var pressed: Int?
    private var pressedInside = false
    static let circle = 18.0

    /// A group of options titled `titles`, option `selectedIndex` chosen.
    public init(_ titles: [String], selectedIndex: Int = 0, frame: Rect = .zero) {
        self.titles = titles
        selected = min(max(0, selectedIndex), max(0, titles.count - 1))
        super.init(frame: frame)
        for (i, t) in titles.enumerated() {
            let o = RadioOption(group: self, index: i, title: t)
            options.append(o)
            addSubview(o)
        }
    }

    /// Whether option `index` can be chosen (a disabled option is greyed out and skipped by the arrows).
    public func setEnabled(_ enabled: Bool, forOptionAt index: Int) {
        guard options.indices.contains(index), options[index].isOptionEnabled != enabled else { return }
        options[index].isOptionEnabled = enabled
        options[index].accessibilityStateChanged(.enabled, enabled)
        options[index].setNeedsDisplay()
    }

    /// Whether option `index` can be chosen.
    public func isEnabled(optionAt index: Int) -> Bool { options.indices.contains(index) && options[index].isOptionEnabled }

    private func select(_ i: Int) {
        guard titles.indices.contains(i), i != selected else { return }
        let old = selected
        selected = i
        options[old].setNeedsDisplay()
        options[i].setNeedsDisplay()
        options[old].accessibilityStateChanged(.checked, false)
        options[i].accessibilityStateChanged(.checked, true)
        // The accessible focus is on the chosen option: it moves with the choice.
        if isFocused, window?.isKeyWindow == true { window?.screen?.accessibilityFocusMoved(from: options[old]) }
        setNeedsDisplay()
    }

    /// The user chose option `i`: select it, trace and tell.
    func userSelect(_ i: Int) {
        guard isEnabled, isEnabled(optionAt: i), i != selected else { return }
        select(i)
        Trace.emit("radio.changed", ["id": TraceValue(identifier), "index": .number(Double(i))])
        valueChanged?(self)
    }

    // MARK: Keyboard

    /// The keys choose; Space and Return choose nothing new (the focused option is the chosen one).
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return super.keyDown(event) }
        let enabled = titles.indices.filter { isEnabled(optionAt: $0) }
        guard !enabled.isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .down, .right:
            let next = enabled.first { $0 > selected } ?? enabled[0]
            userSelect(next)
        case .up, .left:
            let previous = enabled.last { $0 < selected } ?? enabled[enabled.count - 1]
            userSelect(previous)
        case .home: userSelect(enabled[0])
        case .end: userSelect(enabled[enabled.count - 1])
        case .space, .enter: userSelect(selected)
        default: return super.keyDown(event)
        }
        return true
    }

    /// Nothing to fire: choosing is the options' business.
    open override func sendAction() {}

    // MARK: Pointer

    private func option(at touch: Touch) -> Int? {
        let p = touch.location(in: self)
        return options.firstIndex { $0.frame.contains(p) }
    }

    /// The option pressed is the one a release may choose: released on another, it chooses none (as GTK's and
    /// AppKit's buttons); it looks pressed while the pointer is over it.
    open override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        pressed = option(at: touch)
        pressedInside = pressed != nil
        pressed.map { options[$0].setNeedsDisplay() }
    }

    open override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        let inside = pressed != nil && option(at: touch) == pressed
        guard inside != pressedInside else { return }
        pressedInside = inside
        pressed.map { options[$0].setNeedsDisplay() }
    }

    open override func touchesEnded(_ touch: Touch) {
        let target = pressed.flatMap { $0 == option(at: touch) ? $0 : nil }
        pressed.map { options[$0].setNeedsDisplay() }
        pressed = nil
        super.touchesEnded(touch)
        if let target { userSelect(target) }
    }

    open override func touchesCancelled(_ touch: Touch) {
        pressed.map { options[$0].setNeedsDisplay() }
        pressed = nil
        super.touchesCancelled(touch)
    }

    fileprivate func isPressed(_ i: Int) -> Bool { pressed == i && pressedInside }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .panel }
        set { super.accessibilityRole = newValue }
    }
    /// The chosen option has the accessible focus while the group has the keyboard (a screen reader says
    /// "Dark, radio button, checked", not "panel").
    open override var accessibilityFocusElement: View { options.indices.contains(selected) ? options[selected] : self }

    /// The options have their own "click"; the group has none.
    open override var accessibilityPrimaryActionName: String? { nil }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        for (i, o) in options.enumerated() {
            o.frame = Rect(x: 0, y: Double(i) * rowHeight, width: bounds.width, height: rowHeight)
        }
    }

    /// The widest title and a row per option.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { setNeedsLayout(); invalidateIntrinsicContentSize() }

    open override func sizeThatFits(_ size: Size) -> Size {
        let widest = options.map { $0.label.sizeThatFits(.zero).width }.max() ?? 0
        return Size(width: (RadioGroup.circle + 8 + widest + 4).rounded(.up), height: rowHeight * Double(titles.count))
    }

    /// The ring goes round the chosen option's circle: that is where the arrows act.
    open override func drawFocusRing(in canvas: Canvas) {
        guard options.indices.contains(selected) else { return }
        let r = options[selected].circleRect.offsetBy(dx: options[selected].frame.minX, dy: options[selected].frame.minY)
        canvas.stroke(Path(ellipseIn: r.insetBy(dx: -1.75, dy: -1.75)), color: .focusRing, lineWidth: 2.5)
    }

    open override func stateChanged() {
        super.stateChanged()
        options.forEach { $0.setNeedsDisplay(); $0.updateLabel() }
    }
}

/// One option of a `RadioGroup`: its circle and title, and, to assistive technology, a radio button.
@MainActor
private final class RadioOption: View {
    unowned let group: RadioGroup
    let index: Int
    let label: Label
    var isOptionEnabled = true { didSet { updateLabel() } }

    init(group: RadioGroup, index: Int, title: String) {
        self.group = group
        self.index = index
        label = Label(title)
        label.marksMnemonic = true
        super.init(frame: .zero)
        isUserInteractionEnabled = false // the group takes the presses, so that a drag across options works
        addSubview(label)
        updateLabel()
    }

    func updateLabel() { label.textColor = group.isEnabled && isOptionEnabled ? .label : .tertiaryLabel }

    var isChosen: Bool { group.selectedIndex == index }
    var circleRect: Rect {
        let c = RadioGroup.circle
        return Rect(x: 0.5, y: (bounds.height - c) / 2 + 0.5, width: c - 1, height: c - 1)
    }

    override func layoutSubviews() {
        label.frame = Rect(x: RadioGroup.circle + 8, y: 0, width: max(0, bounds.width - RadioGroup.circle - 8), height: bounds.height)
    }

    override func draw(in canvas: Canvas) {
        let enabled = group.isEnabled && isOptionEnabled
        let r = circleRect
        let outline = Path(ellipseIn: r)
        if isChosen {
            let fill: Color = !enabled ? .tertiaryLabel : group.isPressed(index) ? Color.tint.mixed(with: .black, amount: 0.2) : .tint
            canvas.fill(outline, color: fill)
            canvas.fill(Path(ellipseIn: r.insetBy(dx: r.width * 0.3, dy: r.height * 0.3)), color: .labelOnTint)
        } else {
            canvas.fill(outline, color: group.isPressed(index) ? .systemFill : .controlBackground)
            canvas.stroke(outline, color: enabled ? .opaqueSeparator : .separator, lineWidth: 1)
        }
    }

    // MARK: Accessibility

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .radioButton }
        set { super.accessibilityRole = newValue }
    }
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? label.displayText }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityKeyBinding: String? {
        KeyboardShortcut.accessibilityKeyBinding(mnemonic: Mnemonic(label.text).key, shortcut: nil)
    }

    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(.checkable)
        if isChosen { s.insert(.checked) }
        if !(group.isEnabled && isOptionEnabled) { s.remove(.enabled) }
        return s
    }

    override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let self, self.group.isEnabled, self.isOptionEnabled, self.group.isAccessibilityReachable else { return false }
                self.group.userSelect(self.index)
                return true
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }
}

extension RadioGroup: MnemonicProviding {
    /// Each enabled option's marked letter chooses it and focuses the group.
    var mnemonicTargets: [MnemonicTarget] {
        guard isEnabled else { return [] }
        return options.compactMap { option in
            guard option.isOptionEnabled, let key = Mnemonic(option.label.text).key else { return nil }
            let index = option.index
            let focus: @MainActor () -> Void = { [weak self] in self.map { $0.focusForMnemonic($0) } }
            return MnemonicTarget(key: key, view: self, activate: { [weak self] in
                focus()
                self?.userSelect(index)
            }, focus: focus)
        }
    }
}
