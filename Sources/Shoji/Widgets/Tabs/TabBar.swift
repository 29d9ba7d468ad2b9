/// The row of tabs over a ``TabView``'s page: one ``TabButton`` per page, laid out left to right each as
/// wide as its title needs (between ``minimumTabWidth`` and ``maximumTabWidth``). Tabs that do not fit
/// scroll so that the selected one shows, and a ▾ button at the end lists them all in a menu.
///
/// It takes the keyboard focus with Tab: Left and Right select the neighbouring tab, Home and End the
/// first and last. For assistive technology it is a `page tab list`.
@MainActor
open class TabBar: View {
    /// The bar's height.
    public static let height = 34.0
    /// The narrowest a tab gets.
    public static let minimumTabWidth = 72.0
    /// The widest a tab gets; a longer title is cut short.
    public static let maximumTabWidth = 200.0
    /// Space between a tab's edge and its title, and around its close button.
    public static let padding = 12.0
    /// The side of a tab's close button.
    public static let closeButtonSize = 16.0
    /// The width of the ▾ button shown when the tabs do not fit.
    public static let overflowButtonWidth = 30.0

    /// The tab view the bar selects pages of.
    public internal(set) weak var tabView: TabView?
    /// The tabs, in order.
    public private(set) var tabs: [TabButton] = []
    /// The ▾ button listing every tab, shown only while the tabs do not fit.
    public let overflowButton: Button
    /// Clips the tabs to the room left of the ▾ button.
    private let strip = View()
    /// How far the tabs are scrolled left, in points (0 while they all fit).
    public private(set) var scrollOffset = 0.0
    /// The tab being dragged along the bar, and where the pointer holds it.
    private var drag: (tab: TabButton, grab: Double, from: Int)?

    /// An empty bar; a ``TabView`` makes its own.
    public init() {
        overflowButton = Button("▾")
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        strip.clipsToBounds = true
        addSubview(strip)
        overflowButton.identifier = "tabs.more"
        overflowButton.accessibilityLabel = "All tabs"
        overflowButton.primaryAction = { [weak self] _ in self?.showOverflowMenu() }
        addSubview(overflowButton)
    }

    /// Makes one tab per page, keeping the tabs of pages still there (a tab being dragged keeps its press).
    func reloadTabs() {
        let items = tabView?.items ?? []
        var old = tabs
        tabs = items.map { item in
            if let i = old.firstIndex(where: { $0.item === item }) { return old.remove(at: i) }
            let t = TabButton(item: item)
            t.bar = self
            strip.addSubview(t)
            return t
        }
        for t in old { t.removeFromSuperview() }
        for t in tabs { t.titleDidChange() }
        selectionDidChange()
    }

    /// The selected page changed: redraw, and scroll it into view.
    func selectionDidChange() {
        let selected = tabView?.selectedItem
        for t in tabs {
            let isSelected = t.item === selected
            if t.isSelected != isSelected {
                t.isSelected = isSelected
                t.accessibilityStateChanged(.selected, isSelected)
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout

    /// Each tab's width: its title's, its padding and close button, within the limits.
    public func tabWidths() -> [Double] {
        tabs.map { t in
            let close = t.item.isClosable ? TabBar.closeButtonSize + 6 : 0
            let w = t.titleWidth + 2 * TabBar.padding + close
            return min(max(w.rounded(.up), TabBar.minimumTabWidth), TabBar.maximumTabWidth)
        }
    }

    /// Whether the tabs take more room than the bar has (the ▾ button shows).
    public var isOverflowing: Bool { tabWidths().reduce(0, +) > bounds.width }

    /// Where each tab sits, unscrolled, in the bar's coordinates: side by side from the left edge.
    private func slots() -> [Rect] {
        var x = 0.0
        return tabWidths().map { w in
            defer { x += w }
            return Rect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        let slots = slots()
        let total = slots.last?.maxX ?? 0
        let overflowing = total > bounds.width
        let visible = overflowing ? max(0, bounds.width - TabBar.overflowButtonWidth) : bounds.width
        overflowButton.isHidden = !overflowing
        overflowButton.frame = Rect(x: visible, y: 2, width: TabBar.overflowButtonWidth, height: bounds.height - 4)
        strip.frame = Rect(x: 0, y: 0, width: visible, height: bounds.height)
        if !overflowing {
            scrollOffset = 0
        } else if drag == nil, let s = tabs.firstIndex(where: \.isSelected) {
            // Keep the selected tab whole in view, moving no further than that.
            if slots[s].minX < scrollOffset { scrollOffset = slots[s].minX }
            if slots[s].maxX > scrollOffset + visible { scrollOffset = slots[s].maxX - visible }
        }
        scrollOffset = min(max(0, scrollOffset), max(0, total - visible))
        for (t, slot) in zip(tabs, slots) where t !== drag?.tab {
            t.frame = slot.offsetBy(dx: -scrollOffset, dy: 0)
        }
    }

    /// The tab under `point` (the bar's coordinates), if any.
    public func tabIndex(at point: Point) -> Int? {
        guard strip.frame.contains(point) else { return nil }
        return tabs.firstIndex { $0.frame.contains(point) }
    }

    // MARK: The ▾ menu

    /// A menu of every tab, the selected one checked; choosing one selects it.
    public func overflowMenu() -> Menu {
        Menu(items: tabs.enumerated().map { i, t in
            let item = MenuItem(t.item.title, identifier: "tab.\(i)") { [weak self] _ in
                self?.tabView?.select(i, by: "menu")
            }
            item.isCheckable = true
            item.isChecked = t.isSelected
            return item
        })
    }

    private func showOverflowMenu() {
        guard let screen = window?.screen else { return }
        screen.menuController.popUpPullDown(overflowMenu(), from: overflowButton.convertToScreen(overflowButton.bounds))
    }

    // MARK: Dragging a tab

    /// The press on `tab` moved past the drag threshold: it follows the pointer from now on.
    func beginDrag(_ tab: TabButton, at x: Double) {
        guard let from = tabs.firstIndex(where: { $0 === tab }) else { return }
        drag = (tab, x - tab.frame.minX, from)
        strip.bringSubviewToFront(tab)
    }

    /// The dragged tab follows the pointer (kept within the row); it takes a neighbour's place once its
    /// middle passes the neighbour's.
    func continueDrag(at x: Double) {
        guard let drag, let tabView else { return }
        let slots = slots().map { $0.offsetBy(dx: -scrollOffset, dy: 0) }
        guard let last = slots.last, let first = slots.first else { return }
        let width = drag.tab.frame.width
        let minX = min(max(x - drag.grab, first.minX), last.maxX - width)
        drag.tab.frame.origin.x = minX
        guard let i = tabs.firstIndex(where: { $0 === drag.tab }) else { return }
        // Swap with a neighbour once the tab's middle is nearer its slot after the swap than before.
        let mid = minX + width / 2
        if i + 1 < tabs.count, mid > slots[i + 1].midX - width / 2 {
            tabView.moveTab(from: i, to: i + 1)
            return continueDrag(at: x)
        }
        if i > 0, mid < slots[i - 1].midX + width / 2 {
            tabView.moveTab(from: i, to: i - 1)
            return continueDrag(at: x)
        }
        setNeedsLayout()
    }

    /// The press ended: the tab drops into its slot; the delegate hears of the move.
    func endDrag() {
        guard let drag, let tabView else { return }
        self.drag = nil
        setNeedsLayout()
        guard let to = tabs.firstIndex(where: { $0 === drag.tab }), to != drag.from else { return }
        Trace.emit("tab.moved", ["id": TraceValue(tabView.identifier), "tab": .string(drag.tab.item.traceName),
                                 "from": .number(Double(drag.from)), "to": .number(Double(to))])
        tabView.delegate?.tabView(tabView, didMoveTabFrom: drag.from, to: to)
    }

    var isDragging: Bool { drag != nil }

    // MARK: Keys and focus

    open override var canBecomeFirstResponder: Bool { !tabs.isEmpty }
    /// Whether the bar has the keyboard focus (the selected tab shows a ring).
    public var isFocused: Bool { window?.firstResponder === self }
    open override func didBecomeFirstResponder() { setNeedsDisplay(); tabs.forEach { $0.setNeedsDisplay() } }
    open override func didResignFirstResponder() { setNeedsDisplay(); tabs.forEach { $0.setNeedsDisplay() } }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard let tabView, !tabs.isEmpty, event.modifiers.isEmpty else { return super.keyDown(event) }
        let s = tabView.selectedIndex ?? 0
        switch event.key {
        case .left: tabView.select(max(0, s - 1), by: "key")
        case .right: tabView.select(min(tabs.count - 1, s + 1), by: "key")
        case .home: tabView.select(0, by: "key")
        case .end: tabView.select(tabs.count - 1, by: "key")
        default:
            if ContextMenuInteraction.isMenuKey(event), let t = tabs.first(where: \.isSelected) {
                return t.contextMenuInteraction?.presentMenu(at: t.bounds.center) ?? false
            }
            return super.keyDown(event)
        }
        return true
    }

    open override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: .separator)
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .pageTabList }
        set { super.accessibilityRole = newValue }
    }
}
