/// One tab on a ``TabBar``: its page's title and, when the page is closable, a × button. A press selects
/// the tab; a press that moves past the desktop's drag threshold drags it along the bar instead; a
/// middle click or the × closes it; the secondary button opens its context menu.
///
/// For assistive technology it is a `page tab`, selected when its page shows; its "press" selects it.
@MainActor
public final class TabButton: View {
    /// The page whose tab this is.
    public let item: TabViewItem
    /// Whether its page is the one shown.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    weak var bar: TabBar?
    private var isHovered = false { didSet { if isHovered != oldValue { setNeedsDisplay() } } }
    private var press: Press?
    private var title: TextLayout?

    /// Where a press on the tab is in its life.
    private enum Press {
        /// Down on the tab: it selects it; moving past the drag threshold starts a drag.
        case pending(start: Point)
        /// Down on the × button: releasing there closes the tab.
        case close(inside: Bool)
        /// The tab follows the pointer along the bar.
        case dragging
        /// A middle press: releasing on the tab closes it.
        case middle
    }

    init(item: TabViewItem) {
        self.item = item
        super.init(frame: .zero)
        contextMenuInteraction = ContextMenuInteraction { [weak self] _ in self?.contextMenu() }
    }

    func titleDidChange() {
        title = nil
        identifier = "tab.\(item.traceName)"
        setNeedsDisplay()
    }

    private var titleStyle: TextStyle {
        var s = TextStyle.body.with(size: 13, weight: isSelected ? .medium : .regular)
        s.wrapping = .truncate
        s.maxLines = 1
        return s
    }

    /// The title's natural width (medium, as it shows when selected, so selecting changes no width).
    var titleWidth: Double {
        var s = titleStyle
        s.weight = .medium
        return layoutText(item.title, style: s, width: nil).size.width
    }

    /// The × button, in the tab's coordinates (empty when the page cannot close).
    public var closeButtonFrame: Rect {
        guard item.isClosable else { return .zero }
        let s = TabBar.closeButtonSize
        return Rect(x: bounds.width - TabBar.padding + 4 - s, y: ((bounds.height - s) / 2).rounded(), width: s, height: s)
    }

    private var titleFrame: Rect {
        let right = item.isClosable ? closeButtonFrame.minX - 4 : bounds.width - TabBar.padding
        return Rect(x: TabBar.padding, y: 0, width: max(0, right - TabBar.padding), height: bounds.height)
    }

    private var index: Int? { bar?.tabs.firstIndex { $0 === self } }

    // MARK: Pointer

    public override func pointerEntered() { isHovered = true }
    public override func pointerExited() { isHovered = false }

    public override func touchesBegan(_ touch: Touch) {
        let p = touch.location(in: self)
        switch touch.button {
        case .primary:
            if item.isClosable, closeButtonFrame.insetBy(dx: -2, dy: -2).contains(p) {
                press = .close(inside: true)
            } else {
                press = .pending(start: touch.location(in: bar))
                if let i = index { item.tabView?.select(i, by: "click") }
                // As GTK's notebook: a click on a tab focuses the bar, unless the focus is in the tab view
                // already, so that Ctrl+Tab and the arrows work next.
                if let bar, let tabView = item.tabView, let window,
                   !((window.firstResponder as? View)?.isDescendant(of: tabView) ?? false) {
                    _ = window.makeFirstResponder(bar)
                }
            }
        case .middle: press = .middle
        case .secondary: super.touchesBegan(touch)
        }
        setNeedsDisplay()
    }

    public override func touchesMoved(_ touch: Touch) {
        guard let bar, let press else { return }
        let x = touch.location(in: bar).x
        switch press {
        case .pending(let start):
            let threshold = window?.screen?.desktopSettings.dragThreshold ?? DesktopSettings().dragThreshold
            guard touch.location(in: bar).distance(to: start) >= threshold, bar.tabs.count > 1 else { return }
            self.press = .dragging
            bar.beginDrag(self, at: start.x)
            bar.continueDrag(at: x)
        case .dragging: bar.continueDrag(at: x)
        case .close:
            self.press = .close(inside: closeButtonFrame.insetBy(dx: -2, dy: -2).contains(touch.location(in: self)))
            setNeedsDisplay()
        case .middle: break
        }
    }

    public override func touchesEnded(_ touch: Touch) {
        let ended = press
        press = nil
        setNeedsDisplay()
        switch ended {
        case .dragging: bar?.endDrag()
        case .close(inside: true): if let i = index { item.tabView?.closeTab(at: i) }
        case .middle:
            if item.isClosable, bounds.contains(touch.location(in: self)), let i = index { item.tabView?.closeTab(at: i) }
        default: break
        }
    }

    public override func touchesCancelled(_ touch: Touch) {
        if case .dragging = press { bar?.endDrag() }
        press = nil
        setNeedsDisplay()
    }

    public override func cursor(at point: Point) -> Cursor? {
        if case .dragging = press { return .grabbing }
        return nil
    }

    // MARK: Context menu

    private func contextMenu() -> Menu? {
        guard let tabView = item.tabView, let i = index else { return nil }
        let titles = tabView.menuTitles
        let close = MenuItem(titles.close, identifier: "tab.close") { [weak tabView] _ in tabView?.closeTab(at: i) }
        close.isEnabled = item.isClosable
        let others = MenuItem(titles.closeOthers, identifier: "tab.closeOthers") { [weak tabView] _ in
            tabView?.closeOtherTabs(than: i)
        }
        others.isEnabled = tabView.items.indices.contains { $0 != i && tabView.items[$0].isClosable }
        let right = MenuItem(titles.closeToTheRight, identifier: "tab.closeRight") { [weak tabView] _ in
            tabView?.closeTabs(after: i)
        }
        right.isEnabled = tabView.items.indices.contains { $0 > i && tabView.items[$0].isClosable }
        return Menu(items: [close, others, right])
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let r = bounds
        if isSelected {
            canvas.fill(Rect(x: 0, y: 0, width: r.width, height: r.height), color: .systemBackground)
            canvas.fill(Rect(x: 0, y: 0, width: r.width, height: 2), color: .tint)
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: r.height), color: .separator)
            canvas.fill(Rect(x: r.width - 1, y: 0, width: 1, height: r.height), color: .separator)
        } else {
            if isHovered || press != nil { canvas.fill(r.insetBy(dx: 1, dy: 3), color: .secondarySystemFill) }
            canvas.fill(Rect(x: r.width - 1, y: 8, width: 1, height: r.height - 16), color: .separator)
            canvas.fill(Rect(x: 0, y: r.height - 1, width: r.width, height: 1), color: .separator)
        }
        let layout = layoutText(item.title, style: titleStyle, width: titleFrame.width)
        canvas.draw(layout, in: titleFrame, color: isSelected ? .label : .secondaryLabel, alignment: .leading,
                    verticallyCentered: true)
        if item.isClosable { drawCloseButton(in: canvas) }
        if isSelected, bar?.isFocused == true {
            canvas.stroke(Path(roundedRect: r.insetBy(dx: 3, dy: 5), cornerRadius: 4), color: .focusRing, lineWidth: 2)
        }
    }

    private func drawCloseButton(in canvas: Canvas) {
        let c = closeButtonFrame
        if case .close(inside: true) = press {
            canvas.fill(Path(ellipseIn: c), color: .systemFill)
        } else if isHovered {
            canvas.fill(Path(ellipseIn: c), color: .secondarySystemFill)
        }
        var x = Path()
        let i = c.insetBy(dx: 5, dy: 5)
        x.move(to: Point(i.minX, i.minY)); x.line(to: Point(i.maxX, i.maxY))
        x.move(to: Point(i.maxX, i.minY)); x.line(to: Point(i.minX, i.maxY))
        canvas.stroke(x, color: isSelected || isHovered ? .label : .secondaryLabel, lineWidth: 1.3)
    }

    // MARK: Accessibility

    public override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .pageTab }
        set { super.accessibilityRole = newValue }
    }
    public override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    public override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? item.title }
        set { super.accessibilityLabel = newValue }
    }
    public override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(.selectable)
        if isSelected { s.insert(.selected) }
        return s
    }
    public override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let self, let i = self.index, self.isAccessibilityReachable else { return false }
                self.item.tabView?.select(i, by: "accessibility")
                return true
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }
}
