/// A row of buttons made from actions, as Qt's `QToolBar` and AppKit's `NSToolbar`: each button shows its
/// action's title and performs it, and is enabled exactly when its action can be performed now (validated
/// after each key press, click and touch the screen handles, and by ``validateItems()``), so a toolbar
/// button and the menu item of the same action disable together. Flexible spaces share the room left.
///
/// ```swift
/// let toolbar = Toolbar(items: [.action(Action(command: .cut)), .action(Action(command: .copy)),
///                               .flexibleSpace, .action(share)])
/// ```
///
/// For assistive technology it is a `tool bar` whose children are its buttons.
@MainActor
open class Toolbar: View {
    /// One place on the bar.
    public enum Item {
        /// A button performing the action.
        case action(Action)
        /// Space that grows with the bar; several share the room left equally.
        case flexibleSpace
        /// A gap of fixed width.
        case space(Double)
    }

    /// The items, left to right.
    public var items: [Item] { didSet { reloadItems() } }
    /// The buttons, one for each action item, in order.
    public private(set) var buttons: [Button] = []
    /// The bar's height.
    public static let height = 44.0
    /// Space at each end and between items.
    public static let spacing = 8.0

    private var actions: [Action] = []

    /// A bar showing `items`.
    public init(items: [Item] = [], frame: Rect = .zero) {
        self.items = items
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        reloadItems()
    }

    private func reloadItems() {
        buttons.forEach { $0.removeFromSuperview() }
        actions = items.compactMap { if case .action(let a) = $0 { return a } else { return nil } }
        buttons = actions.map { action in
            let b = Button(action.displayTitle) { [weak self] _ in
                guard let screen = self?.window?.screen else { return }
                screen.perform(action)
                self?.validateItems()
            }
            b.identifier = "toolbar.\(action.identifier)"
            return b
        }
        buttons.forEach(addSubview)
        validateItems()
        setNeedsLayout()
    }

    /// Brings every button up to date with its action: title, and enabled only when the action can be
    /// performed from the key window's responder chain now.
    public func validateItems() {
        guard let screen = window?.screen else { return }
        for (b, a) in zip(buttons, actions) {
            let enabled = screen.canPerform(a)
            if b.isEnabled != enabled { b.isEnabled = enabled }
            if b.title != a.displayTitle { b.title = a.displayTitle }
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        window?.screen?.shortcuts.addValidationObserver(self)
        validateItems()
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let fixed = layoutWidths(available: 0).reduce(0, +)
        return Size(width: fixed + Toolbar.spacing * Double(items.count + 1), height: Toolbar.height)
    }

    /// Each item's width: buttons their own, fixed spaces theirs, flexible ones an equal share of `available`
    /// less the rest.
    private func layoutWidths(available: Double) -> [Double] {
        var buttonIndex = 0
        var widths = items.map { item -> Double? in
            switch item {
            case .action:
                defer { buttonIndex += 1 }
                return buttons[buttonIndex].sizeThatFits(.zero).width
            case .space(let w): return w
            case .flexibleSpace: return nil
            }
        }
        let flexible = widths.filter { $0 == nil }.count
        let used = widths.compactMap { $0 }.reduce(0, +) + Toolbar.spacing * Double(items.count + 1)
        let share = flexible > 0 ? max(0, available - used) / Double(flexible) : 0
        for i in widths.indices where widths[i] == nil { widths[i] = share }
        return widths.map { $0 ?? 0 }
    }

    open override func layoutSubviews() {
        var x = Toolbar.spacing
        var buttonIndex = 0
        for (item, width) in zip(items, layoutWidths(available: bounds.width)) {
            if case .action = item {
                let b = buttons[buttonIndex]
                let h = min(bounds.height - 8, b.sizeThatFits(.zero).height)
                b.frame = Rect(x: x, y: ((bounds.height - h) / 2).rounded(), width: width, height: h)
                buttonIndex += 1
            }
            x += width + Toolbar.spacing
        }
    }

    open override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: .separator)
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .toolBar }
        set { super.accessibilityRole = newValue }
    }
}
