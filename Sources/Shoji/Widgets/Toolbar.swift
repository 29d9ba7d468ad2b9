/// A row of buttons made from actions, as Qt's `QToolBar` and AppKit's `NSToolbar`: each button shows its
/// action's title and performs it, and is enabled exactly when its action can be performed now (validated
/// after each key press, click and touch the screen handles, and by ``validateItems()``), so a toolbar
/// button and the menu item of the same action disable together. Flexible spaces share the room left; an
/// item may hold any view (a search field) at its frame's width.
///
/// When the bar is too narrow for its items, the trailing ones that do not fit are hidden and a » button
/// at the end lists their actions in a menu (validated as it opens, so a disabled action is greyed there
/// too), as Qt's and GTK's toolbars overflow; a view item that does not fit is hidden (a menu cannot hold it).
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
        /// Any view (a search field, a zoom slider), as wide as its frame when it was given one (so a
        /// field keeps the width it was made with), else as its `sizeThatFits(.zero)` says.
        case view(View)
    }

    /// The items, left to right.
    public var items: [Item] { didSet { reloadItems() } }
    /// The buttons, one for each action item, in order.
    public private(set) var buttons: [Button] = []
    /// The » button that lists the actions that do not fit (hidden while everything fits).
    public let overflowButton = Button("»")
    /// The actions of the items hidden for want of room, in order: what the » button's menu lists.
    public private(set) var overflowActions: [Action] = []
    /// The bar's height.
    public static let height = 44.0
    /// Space at each end and between items.
    public static let spacing = 8.0

    private var actions: [Action] = []
    /// The items last loaded, so that their views can be taken out when the items change.
    private var oldItems: [Item] = []

    /// A bar showing `items`.
    public init(items: [Item] = [], frame: Rect = .zero) {
        self.items = items
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        overflowButton.identifier = "toolbar.overflow"
        overflowButton.accessibilityLabel = "More"
        overflowButton.showsMenuAsPrimaryAction = true
        overflowButton.isHidden = true
        addSubview(overflowButton)
        reloadItems()
    }

    private func reloadItems() {
        buttons.forEach { $0.removeFromSuperview() }
        for case .view(let v) in oldItems where v.superview === self { v.removeFromSuperview() }
        oldItems = items
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
        for case .view(let v) in items { addSubview(v) }
        bringSubviewToFront(overflowButton)
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
            case .view(let v):
                return v.frame.width > 0 ? v.frame.width : v.sizeThatFits(.zero).width
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
        let widths = layoutWidths(available: bounds.width)
        let shown = fittingCount(widths)
        var x = Toolbar.spacing
        var buttonIndex = 0
        var overflow: [Action] = []
        for (i, (item, width)) in zip(items, widths).enumerated() {
            let fits = i < shown
            switch item {
            case .action(let action):
                let b = buttons[buttonIndex]
                buttonIndex += 1
                b.isHidden = !fits
                if !fits { overflow.append(action); continue }
                let h = min(bounds.height - 8, b.sizeThatFits(.zero).height)
                b.frame = Rect(x: x, y: ((bounds.height - h) / 2).rounded(), width: width, height: h)
            case .view(let v):
                v.isHidden = !fits
                if !fits { continue }
                let h = min(bounds.height - 8, v.frame.height > 0 ? v.frame.height : v.sizeThatFits(.zero).height)
                v.frame = Rect(x: x, y: ((bounds.height - h) / 2).rounded(), width: width, height: h)
            case .flexibleSpace, .space:
                break
            }
            if fits { x += width + Toolbar.spacing }
        }
        setOverflow(overflow)
        if !overflow.isEmpty {
            let size = overflowButton.sizeThatFits(.zero)
            let h = min(bounds.height - 8, size.height)
            overflowButton.frame = Rect(x: bounds.width - Toolbar.spacing - size.width, y: ((bounds.height - h) / 2).rounded(),
                                        width: size.width, height: h)
        }
    }

    /// How many leading items fit: all when their widths do, else as many as fit beside the » button
    /// (spaces at the cut are dropped with what follows them).
    private func fittingCount(_ widths: [Double]) -> Int {
        let all = widths.reduce(Toolbar.spacing) { $0 + $1 + Toolbar.spacing }
        guard all > bounds.width + 0.5, !items.isEmpty else { return items.count }
        let room = bounds.width - overflowButton.sizeThatFits(.zero).width - Toolbar.spacing
        var x = Toolbar.spacing, count = 0
        for w in widths {
            guard x + w + Toolbar.spacing <= room + 0.5 else { break }
            x += w + Toolbar.spacing
            count += 1
        }
        return count
    }

    /// Shows the » button with a menu of `overflow`'s actions, or hides it when nothing overflows.
    private func setOverflow(_ overflow: [Action]) {
        let changed = overflow.map(\.identifier) != overflowActions.map(\.identifier)
        overflowActions = overflow
        overflowButton.isHidden = overflow.isEmpty
        guard changed else { return }
        overflowButton.menu = overflow.isEmpty ? nil : Menu(items: overflow.map { MenuItem(action: $0) })
        Trace.emit("toolbar.overflow", ["id": TraceValue(identifier), "count": .number(Double(overflow.count))])
    }

    open override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: .separator)
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .toolBar }
        set { super.accessibilityRole = newValue }
    }
}
