/// A push button with a title, and normal, hovered, pressed and disabled looks. A tap traces
/// `button.tap` with the button's identifier.
@MainActor
open class Button: Control {
    /// The label that shows the title (change its style or colour through it).
    public let titleLabel: Label
    /// The text on the button; `&` marks its mnemonic ("&Save": Alt+S clicks it; `&&` for an ampersand).
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }
    /// The accent colour: the title when plain, the fill when `isFilled`.
    public var tintColor: Color = .tint { didSet { stateChanged() } }
    /// Filled (white text on tint) or plain (tint text on a light face).
    public var isFilled = false { didSet { stateChanged() } }
    /// A menu, as `UIButton.menu`: pulled down below the button by a press when `showsMenuAsPrimaryAction`,
    /// otherwise the button's context menu (right click, a finger's long press, the Menu key). See Button+Menu.swift.
    public var menu: Menu? { didSet { menuDidChange() } }
    /// The press shows `menu` instead of firing `primaryAction`, as `UIButton.showsMenuAsPrimaryAction`.
    public var showsMenuAsPrimaryAction = false

    /// A button showing `title` that calls `action` when a press is released inside it.
    public init(_ title: String, frame: Rect = .zero, action: (@MainActor (Control) -> Void)? = nil) {
        titleLabel = Label(title, style: .body.with(weight: .medium))
        titleLabel.marksMnemonic = true
        super.init(frame: frame)
        cornerRadius = 8
        titleLabel.alignment = .center
        addSubview(titleLabel)
        primaryAction = action
        stateChanged()
    }

    open override func layoutSubviews() {
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    /// The title's size plus the control's own parts; a new title changes it.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { setNeedsLayout(); invalidateIntrinsicContentSize() }

    open override func sizeThatFits(_ size: Size) -> Size {
        let t = titleLabel.sizeThatFits(Size(width: 0, height: 0))
        return Size(width: t.width + 32, height: max(36, t.height + 14))
    }

    /// The title of a button that is not filled: the tint, lightened in the dark, where the tint itself is
    /// too dark to read on a dark window.
    static func outlinedTitle(_ tint: Color) -> Color {
        Color { appearance in
            let t = tint.resolved(for: appearance)
            guard appearance.colorScheme == .dark else { return t }
            return t.mixed(with: .white, amount: appearance.contrast == .increased ? 0.6 : 0.4)
        }
    }

    open override func stateChanged() {
        let face: Color, text: Color
        switch (state, isFilled) {
        case (.disabled, _): face = .secondarySystemFill; text = .tertiaryLabel
        case (.highlighted, true): face = tintColor.mixed(with: .black, amount: 0.25); text = .label(on: face)
        case (.hovered, true): face = tintColor.mixed(with: .white, amount: 0.12); text = .label(on: face)
        case (.normal, true): face = tintColor; text = .label(on: face)
        case (.highlighted, false): face = tintColor.withAlpha(0.28); text = Button.outlinedTitle(tintColor).mixed(with: .label, amount: 0.3)
        case (.hovered, false): face = tintColor.withAlpha(0.16); text = Button.outlinedTitle(tintColor)
        case (.normal, false): face = tintColor.withAlpha(0.1); text = Button.outlinedTitle(tintColor)
        }
        backgroundColor = face
        titleLabel.textColor = text
        setNeedsDisplay()
    }

    open override func sendAction() {
        guard isEnabled else { return }
        if pullsDownMenu { return pullDownMenu(byPress: false) }
        Trace.emit("button.tap", ["id": TraceValue(identifier)])
        super.sendAction()
    }

    open override func touchesBegan(_ touch: Touch) {
        // Pulled down on the press, not the release, so that a drag onto an item and a release there chooses it.
        if pullsDownMenu, isEnabled, touch.button == .primary { return pullDownMenu(byPress: true) }
        super.touchesBegan(touch)
    }

    open override func touchesMoved(_ touch: Touch) {
        if !pullsDownMenu { super.touchesMoved(touch) }
    }

    open override func touchesEnded(_ touch: Touch) {
        if !pullsDownMenu { super.touchesEnded(touch) }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .button }
        set { super.accessibilityRole = newValue }
    }
    /// Alt and the title's marked letter.
    open override var accessibilityKeyBinding: String? {
        KeyboardShortcut.accessibilityKeyBinding(mnemonic: Mnemonic(title).key, shortcut: nil)
    }
    /// The title (without its mnemonic mark) unless a label was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? titleLabel.displayText }
        set { super.accessibilityLabel = newValue }
    }

}
