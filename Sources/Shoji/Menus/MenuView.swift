/// Draws one open menu, as a host puts it in a popup window of its own: a white panel with a hairline
/// edge, a row per item (`MenuLayout`), check marks or images in the leading column, titles, shortcuts
/// right-aligned, submenu arrows, separators, disabled items greyed out and the highlighted item filled
/// with the tint.
///
/// For assistive technology it is a `menu` named by the menu's title, whose children are its items:
/// `menu item`, `check menu item` (checkable items, with `checked`) and `separator`, each `selectable`
/// when it can be highlighted, and `selected` while it is. A change of highlight posts the selection
/// change on the old and the new item.
@MainActor
open class MenuView: View {
    /// The menu drawn.
    public let menu: Menu
    /// Where the rows are (remade by `reloadItems()`).
    public private(set) var layout: MenuLayout
    /// The highlighted item's index (the tracker's `Panel.highlighted`).
    public var highlightedIndex: Int? {
        didSet {
            guard highlightedIndex != oldValue else { return }
            for i in [oldValue, highlightedIndex].compactMap({ $0 }) where rowViews.indices.contains(i) {
                rowViews[i].setNeedsDisplay()
                rowViews[i].accessibilityStateChanged(.selected, i == highlightedIndex)
            }
        }
    }
    private(set) var rowViews: [MenuItemView] = []

    /// A view of `menu` at its natural size.
    public init(menu: Menu) {
        self.menu = menu
        layout = MenuLayout(menu: menu)
        super.init(frame: Rect(size: layout.size))
        backgroundColor = .systemBackground
        cornerRadius = 6
        reloadItems()
    }

    /// Measures and lays out the items again (after the menu's items or their titles changed).
    public func reloadItems() {
        layout = MenuLayout(menu: menu, textSystem: effectiveTextSystem)
        rowViews.forEach { $0.removeFromSuperview() }
        rowViews = menu.items.indices.map { MenuItemView(menuView: self, index: $0) }
        for v in rowViews { v.identifier = v.item.identifier } // so that the trace names the rows
        rowViews.forEach(addSubview)
        frame.size = layout.size
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: Size) -> Size { layout.size }

    /// Measured again in the new window when its screen's host lays text out otherwise than the process
    /// default it was made with.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, MenuLayout(menu: menu, textSystem: effectiveTextSystem).size != layout.size else { return }
        reloadItems()
    }

    open override func layoutSubviews() {
        for (v, r) in zip(rowViews, layout.rows) { v.frame = r }
    }

    open override func drawOverSubviews(in canvas: Canvas) {
        canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
                      color: .opaqueSeparator, lineWidth: 1)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .menu }
        set { super.accessibilityRole = newValue }
    }
    /// The menu's title unless a label was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? menu.title }
        set { super.accessibilityLabel = newValue }
    }
}

/// One row of a `MenuView`: draws its item and stands for it to assistive technology.
@MainActor
final class MenuItemView: View {
    unowned let menuView: MenuView
    let index: Int
    var item: MenuItem { menuView.menu.items[index] }
    var isHighlighted: Bool { menuView.highlightedIndex == index }

    static let textColor = Color.label
    static let secondaryColor = Color.secondaryLabel
    static let disabledColor = Color.tertiaryLabel

    init(menuView: MenuView, index: Int) {
        self.menuView = menuView
        self.index = index
        super.init()
        isUserInteractionEnabled = false // the tracker hit-tests the rows, not the view tree
    }

    override func draw(in canvas: Canvas) {
        let item = item
        if item.isSeparator {
            canvas.fill(Rect(x: 10, y: (bounds.midY - 0.5).rounded(), width: bounds.width - 20, height: 1), color: .separator)
            return
        }
        let highlighted = isHighlighted && item.isSelectable
        if highlighted {
            canvas.fill(Path(roundedRect: bounds.insetBy(dx: 4, dy: 1), cornerRadius: 4), color: .tint)
        }
        let primary = highlighted ? .labelOnTint : (item.isEnabled ? MenuItemView.textColor : MenuItemView.disabledColor)
        let secondary = highlighted ? Color.labelOnTint.withAlpha(0.85) : (item.isEnabled ? MenuItemView.secondaryColor : MenuItemView.disabledColor)
        let column = Rect(x: 8, y: bounds.midY - 8, width: 16, height: 16)
        if item.isChecked, item.isRadio {
            canvas.fill(Path(ellipseIn: Rect(x: column.midX - 3.5, y: column.midY - 3.5, width: 7, height: 7)), color: primary)
        } else if item.isChecked {
            var check = Path()
            check.move(to: Point(x: column.minX + 2, y: column.midY + 0.5))
            check.line(to: Point(x: column.minX + 6.5, y: column.maxY - 3))
            check.line(to: Point(x: column.maxX - 1.5, y: column.minY + 3))
            canvas.stroke(check, color: primary, lineWidth: 2)
        } else if let image = item.image {
            canvas.draw(image, in: column)
        }
        let layout = menuView.layout
        let title = layoutText(item.title, style: MenuLayout.titleStyle)
        canvas.draw(title, in: Rect(x: MenuLayout.leadingColumn, y: 0, width: bounds.width, height: bounds.height), color: primary)
        if let shortcut = item.shortcut {
            let text = layoutText(shortcut, style: MenuLayout.shortcutStyle)
            canvas.draw(text, in: Rect(x: 0, y: 0, width: layout.shortcutTrailingEdge, height: bounds.height), color: secondary,
                        alignment: .trailing)
        }
        if item.submenu != nil {
            let x = bounds.width - MenuLayout.trailingMargin - 4, y = bounds.midY
            var arrow = Path()
            arrow.move(to: Point(x: x - 4, y: y - 5))
            arrow.line(to: Point(x: x + 1, y: y))
            arrow.line(to: Point(x: x - 4, y: y + 5))
            canvas.stroke(arrow, color: secondary, lineWidth: 1.5)
        }
    }

    // MARK: Accessibility

    override var accessibilityRole: AccessibilityRole {
        get {
            if let role = accessibilityStorage?.role { return role }
            if item.isSeparator { return .separator }
            return item.isRadio ? .radioMenuItem : item.isCheckable ? .checkMenuItem : .menuItem
        }
        set { super.accessibilityRole = newValue }
    }
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? (item.isSeparator ? nil : item.title) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        if !item.isEnabled && !item.isSeparator { s.remove(.enabled) }
        if item.isSelectable { s.insert(.selectable) }
        if isHighlighted && item.isSelectable { s.insert(.selected) }
        if item.isCheckable { s.insert(.checkable) }
        if item.isChecked { s.insert(.checked) }
        return s
    }
    /// The shortcut of the item's action (items have no mnemonics of their own yet: type-ahead finds them).
    override var accessibilityKeyBinding: String? {
        KeyboardShortcut.accessibilityKeyBinding(mnemonic: nil, shortcut: item.boundAction?.shortcuts.first)
    }
    /// The shortcut, for a screen reader to say after the name.
    override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? item.shortcut }
        set { super.accessibilityValue = newValue }
    }
}
