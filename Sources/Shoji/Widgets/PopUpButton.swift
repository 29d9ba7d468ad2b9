/// A button that holds one choice from a list, as AppKit's `NSPopUpButton` and GTK's combo box: it shows
/// the chosen item's title, and a press opens a menu of every item with the chosen one over the button
/// (checked and highlighted), so the pointer is already on it; a drag onto another item and a release
/// there chooses it.
///
/// Keys while focused, the menu closed: Up and Down choose the previous or next enabled item (no
/// wrapping, as GTK's combo), Home and End the first and last; typed letters choose the next item whose
/// title starts with them (letters less than `typeAheadTimeout` apart join); Space, Return and Alt+Down
/// open the menu. A choice the user makes calls `valueChanged` and traces `popup.changed` (`id`, `index`).
///
/// To assistive technology it is a combo box whose value is the chosen title; its "press" opens the menu.
@MainActor
open class PopUpButton: Control {
    /// The items' titles, top to bottom. Setting them keeps the chosen index when it is still in range.
    public var itemTitles: [String] {
        didSet {
            if !itemTitles.indices.contains(selected) { selected = itemTitles.isEmpty ? -1 : 0 }
            updateTitle()
        }
    }
    /// Indices of items shown greyed out, which neither the menu nor the keys choose.
    public var disabledItemIndices: Set<Int> = []
    /// The chosen item's index (-1 when there are no items), as `NSPopUpButton.indexOfSelectedItem`. Set from
    /// code it calls no `valueChanged`; an index out of range changes nothing.
    public var indexOfSelectedItem: Int {
        get { selected }
        set {
            guard itemTitles.indices.contains(newValue), newValue != selected else { return }
            selected = newValue
            updateTitle()
        }
    }
    /// The chosen item's title, or nil when there are no items.
    public var titleOfSelectedItem: String? { itemTitles.indices.contains(selected) ? itemTitles[selected] : nil }
    /// Called after the user chooses another item (not when `indexOfSelectedItem` is set from code).
    public var valueChanged: (@MainActor (PopUpButton) -> Void)?
    /// Seconds between typed letters after which type-ahead starts over.
    public var typeAheadTimeout = 1.0

    /// The label showing the chosen title.
    public let titleLabel = Label("", style: .body)
    private var selected: Int
    private var typed = ""
    private var lastTypedAt = -Double.infinity
    /// Room left of the title (the menu's titles line up with it) and the arrows' column on the right.
    static let titleInset = 10.0, arrowColumn = 26.0

    /// A pop-up button offering `items`, with `selectedIndex` chosen.
    public init(items: [String], selectedIndex: Int = 0, frame: Rect = .zero) {
        itemTitles = items
        selected = items.isEmpty ? -1 : min(max(0, selectedIndex), items.count - 1)
        super.init(frame: frame)
        cornerRadius = 6
        titleLabel.textColor = .label
        addSubview(titleLabel)
        updateTitle()
    }

    private func updateTitle() {
        let old = titleLabel.text
        titleLabel.text = titleOfSelectedItem ?? ""
        if old != titleLabel.text {
            postAccessibility(.valueChanged(self))
            postAccessibility(.nameChanged(self))
        }
        setNeedsDisplay()
    }

    /// The user chose item `i`: select it, trace and tell.
    func userSelect(_ i: Int) {
        guard isEnabled, itemTitles.indices.contains(i), !disabledItemIndices.contains(i), i != selected else { return }
        indexOfSelectedItem = i
        Trace.emit("popup.changed", ["id": TraceValue(identifier), "index": .number(Double(i))])
        valueChanged?(self)
    }

    /// The menu the button opens: every item, the chosen one checked, at least as wide as the button.
    public func makeMenu() -> Menu {
        let items = itemTitles.enumerated().map { i, title in
            let item = MenuItem(title, identifier: identifier.map { "\($0).item\(i)" }) { [weak self] _ in self?.userSelect(i) }
            item.isEnabled = !disabledItemIndices.contains(i)
            item.isChecked = i == selected
            return item
        }
        let menu = Menu(title: identifier ?? "popup", items: items)
        menu.minimumWidth = bounds.width + MenuLayout.leadingColumn - PopUpButton.titleInset
        return menu
    }

    /// Opens the menu over the button with the chosen item over its title.
    public func showMenu(byPress: Bool = false) {
        guard isEnabled, !itemTitles.isEmpty, let screen = window?.screen else { return }
        Trace.emit("button.tap", ["id": TraceValue(identifier)])
        screen.menuController.popUp(makeMenu(), positioning: selected >= 0 ? selected : nil, over: screenBoundingBox,
                                    titleShift: MenuLayout.leadingColumn - PopUpButton.titleInset, byPress: byPress)
    }

    // MARK: Input

    open override func sendAction() {
        guard isEnabled else { return }
        showMenu(byPress: false)
        super.sendAction()
    }

    open override func touchesBegan(_ touch: Touch) {
        // Opened on the press, not the release, so that a drag onto an item and a release there chooses it.
        guard isEnabled, touch.button == .primary else { return }
        super.touchesBegan(touch) // pressed-looking while the button is held
        showMenu(byPress: true)
    }

    open override func touchesMoved(_ touch: Touch) {}
    /// The press ends in the menu, which chooses; the button only stops looking pressed.
    open override func touchesEnded(_ touch: Touch) { super.touchesCancelled(touch) }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        if event.key == .down, event.modifiers == .alt { showMenu(); return true }
        guard event.modifiers.subtracting(.shift).isEmpty else { return super.keyDown(event) }
        let enabled = itemTitles.indices.filter { !disabledItemIndices.contains($0) }
        switch event.key {
        case .up: if let i = enabled.last(where: { $0 < selected }) { userSelect(i) }; return true
        case .down: if let i = enabled.first(where: { $0 > selected }) { userSelect(i) }; return true
        case .home: if let i = enabled.first { userSelect(i) }; return true
        case .end: if let i = enabled.last { userSelect(i) }; return true
        case .space where typed.isEmpty || isTypeAheadOver, .enter:
            showMenu(); return true
        default:
            guard !event.text.isEmpty, event.modifiers.subtracting(.shift).isEmpty else { return super.keyDown(event) }
            typeAhead(event.text, enabled: enabled)
            return true
        }
    }

    private var now: Double { window?.screen?.inputClock.now ?? 0 }
    private var isTypeAheadOver: Bool { now - lastTypedAt > typeAheadTimeout }

    /// The menu's type-ahead rule: letters join while typed quickly; a first letter moves on from the chosen
    /// item; the same letter again steps through the items starting with it.
    private func typeAhead(_ text: String, enabled: [Int]) {
        if isTypeAheadOver { typed = "" }
        lastTypedAt = now
        typed += text.lowercased()
        let count = itemTitles.count
        func find(_ prefix: String, from start: Int) -> Int? {
            (0..<count).lazy.map { (start + $0 + count) % count }.first { i in
                enabled.contains(i) && self.itemTitles[i].lowercased().hasPrefix(prefix)
            }
        }
        var match = find(typed, from: typed.count > 1 ? selected : selected + 1)
        if match == nil, let first = typed.first, typed.allSatisfy({ $0 == first }) {
            match = find(String(first), from: selected + 1)
        }
        if let match { userSelect(match) }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .comboBox }
        set { super.accessibilityRole = newValue }
    }
    /// The chosen title.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? titleOfSelectedItem }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        titleLabel.frame = Rect(x: PopUpButton.titleInset, y: 0,
                                width: max(0, bounds.width - PopUpButton.titleInset - PopUpButton.arrowColumn), height: bounds.height)
    }

    /// As wide as the widest item needs, so that no choice is cut.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let widest = itemTitles.map { layoutText($0, style: titleLabel.style).size.width }.max() ?? 0
        return Size(width: (widest + PopUpButton.titleInset + PopUpButton.arrowColumn + 4).rounded(.up), height: 32)
    }

    open override func stateChanged() {
        titleLabel.textColor = isEnabled ? .label : .tertiaryLabel
        setNeedsDisplay()
    }

    open override func draw(in canvas: Canvas) {
        let face = Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5)
        let fill: Color
        switch state {
        case .disabled: fill = .secondarySystemFill
        case .highlighted: fill = .systemFill
        case .hovered: fill = .secondarySystemFill
        case .normal: fill = .controlBackground
        }
        canvas.fill(face, color: fill)
        canvas.stroke(face, color: .opaqueSeparator, lineWidth: 1)
        // Two small chevrons, up and down: it opens over itself, not below (AppKit's pop-up sign).
        let cx = bounds.width - PopUpButton.arrowColumn / 2 - 2, cy = bounds.height / 2
        let color: Color = isEnabled ? .secondaryLabel : .tertiaryLabel
        var up = Path()
        up.move(to: Point(cx - 3.5, cy - 2)); up.line(to: Point(cx, cy - 5.5)); up.line(to: Point(cx + 3.5, cy - 2))
        var down = Path()
        down.move(to: Point(cx - 3.5, cy + 2)); down.line(to: Point(cx, cy + 5.5)); down.line(to: Point(cx + 3.5, cy + 2))
        canvas.stroke(up, color: color, lineWidth: 1.5)
        canvas.stroke(down, color: color, lineWidth: 1.5)
    }
}
