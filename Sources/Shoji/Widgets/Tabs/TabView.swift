/// Pages under a row of tabs, as AppKit's `NSTabView` and Qt's `QTabWidget`: one page shows at a time, the
/// tab bar over it picks which.
///
/// ```swift
/// let tabs = TabView(items: [TabViewItem(title: "Notes", view: notes),
///                            TabViewItem(viewController: editor)])
/// tabs.delegate = self          // may refuse to close a tab with unsaved changes
/// ```
///
/// The user picks a tab with a click, moves it by dragging it along the bar (past the desktop's drag
/// threshold), closes it with its × button, a middle click or its context menu (Close, Close Others, Close
/// Tabs to the Right), and switches with Ctrl+Tab / Ctrl+Shift+Tab or Ctrl+Page Down / Ctrl+Page Up from
/// anywhere inside (``Command/selectNextTab``, registered in the screen's shortcuts when the tab view
/// arrives there, so a text view inside does not take Ctrl+Page Down). The bar takes the focus with Tab;
/// Left and Right, Home and End then pick tabs. When the tabs do not fit, the bar scrolls to keep the
/// selected one in view and a ▾ button at its end lists every tab in a menu, as GTK's and Qt's do.
///
/// For assistive technology the bar is a `page tab list` whose children are `page tab`s, the selected one
/// with the selected state. Traces `tab.selected`, `tab.moved` and `tab.closed`.
@MainActor
open class TabView: View {
    /// The pages, in the order of their tabs.
    public private(set) var items: [TabViewItem] = []
    /// The index of the page shown, nil when there is none. Set from code it tells the delegate too.
    public var selectedIndex: Int? {
        get { selected }
        set { select(newValue, by: "program") }
    }
    private var selected: Int?
    /// The page shown.
    public var selectedItem: TabViewItem? { selected.flatMap { items.indices.contains($0) ? items[$0] : nil } }
    /// Told of closing, selecting and moving; asked before a tab closes.
    public weak var delegate: TabViewDelegate?
    /// Called after another tab is selected, for an owner that needs no delegate (a status line).
    public var selectionChanged: (@MainActor (TabView) -> Void)?
    /// The row of tabs at the top.
    public let tabBar: TabBar
    /// The titles of the tabs' context menu, for an app to translate.
    public var menuTitles = MenuTitles()

    /// The context menu's words.
    public struct MenuTitles: Sendable {
        /// "Close".
        public var close = "Close"
        /// "Close Others".
        public var closeOthers = "Close Others"
        /// "Close Tabs to the Right".
        public var closeToTheRight = "Close Tabs to the Right"
        /// English titles.
        public init() {}
    }

    /// A tab view showing `items`, the first selected.
    public init(items: [TabViewItem] = [], frame: Rect = .zero) {
        tabBar = TabBar()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tabBar.tabView = self
        addSubview(tabBar)
        for item in items { addTab(item) }
    }

    // MARK: Pages

    /// Adds `item` as the last tab; the first tab added is selected.
    public func addTab(_ item: TabViewItem) { insertTab(item, at: items.count) }

    /// Inserts `item` at `index` (clamped); the first tab added is selected.
    public func insertTab(_ item: TabViewItem, at index: Int) {
        let i = min(max(0, index), items.count)
        item.tabView = self
        items.insert(item, at: i)
        if let s = selected, s >= i { selected = s + 1 }
        tabBar.reloadTabs()
        if selected == nil { select(i, by: "program") }
        setNeedsLayout()
    }

    /// Removes the tab at `index` without asking the delegate (as closing would); the next tab, else the
    /// one before, is selected if it was.
    public func removeTab(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items.remove(at: index)
        item.view.removeFromSuperview()
        item.tabView = nil
        let wasSelected = selected == index
        if let s = selected, s > index { selected = s - 1 }
        if wasSelected { selected = nil }
        tabBar.reloadTabs()
        if wasSelected {
            if items.isEmpty {
                tabBar.selectionDidChange()
                delegate?.tabView(self, didSelect: nil)
                selectionChanged?(self)
            } else {
                select(min(index, items.count - 1), by: "close")
            }
        }
        setNeedsLayout()
    }

    /// Closes the tab at `index` as its × button does: asks the delegate, removes it, traces `tab.closed`
    /// and tells the delegate. False when the delegate refused or the tab is not closable.
    @discardableResult
    public func closeTab(at index: Int) -> Bool {
        guard items.indices.contains(index) else { return false }
        let item = items[index]
        guard item.isClosable, delegate?.tabView(self, shouldClose: item) ?? true else {
            Trace.emit("tab.close.refused", ["id": TraceValue(identifier), "tab": .string(item.traceName)])
            return false
        }
        removeTab(at: index)
        Trace.emit("tab.closed", ["id": TraceValue(identifier), "tab": .string(item.traceName),
                                  "count": .number(Double(items.count))])
        delegate?.tabView(self, didClose: item)
        return true
    }

    /// Closes every closable tab but the one at `index` (each asked of the delegate).
    public func closeOtherTabs(than index: Int) {
        guard items.indices.contains(index) else { return }
        let keep = items[index]
        for item in items.reversed() where item !== keep {
            if let i = items.firstIndex(where: { $0 === item }) { closeTab(at: i) }
        }
    }

    /// Closes every closable tab after the one at `index`.
    public func closeTabs(after index: Int) {
        guard items.indices.contains(index) else { return }
        for i in stride(from: items.count - 1, to: index, by: -1) { closeTab(at: i) }
    }

    /// Moves the tab at `from` to `to` (both clamped), keeping the same page selected.
    public func moveTab(from: Int, to: Int) {
        guard items.indices.contains(from) else { return }
        let to = min(max(0, to), items.count - 1)
        guard to != from else { return }
        let sel = selectedItem
        items.insert(items.remove(at: from), at: to)
        selected = sel.flatMap { s in items.firstIndex { $0 === s } }
        tabBar.reloadTabs()
    }

    /// Selects the next tab, after the last the first (Ctrl+Tab).
    public func selectNextTab() { step(1) }
    /// Selects the previous tab, before the first the last (Ctrl+Shift+Tab).
    public func selectPreviousTab() { step(-1) }

    private func step(_ d: Int) {
        guard !items.isEmpty else { return }
        select(((selected ?? 0) + d + items.count) % items.count, by: "key")
    }

    /// Shows page `index` (nil: none); `by` says who asked, for the trace.
    func select(_ index: Int?, by: String) {
        let index = index.flatMap { items.indices.contains($0) ? $0 : nil }
        guard index != selected || (index != nil && items[index!].view.superview !== self) else { return }
        let old = selectedItem
        // Keep the focus on the page if it was there: the new page's first control gets it.
        let hadFocus = (window?.firstResponder as? View).map { v in old.map { v.isDescendant(of: $0.view) } ?? false } ?? false
        old?.view.removeFromSuperview()
        selected = index
        if let item = selectedItem {
            insertSubview(item.view, at: 0)
            item.view.frame = contentFrame
            Trace.emit("tab.selected", ["id": TraceValue(identifier), "tab": .string(item.traceName),
                                        "index": .number(Double(index ?? 0)), "by": .string(by)])
        }
        if hadFocus { _ = window?.makeFirstResponder(tabBar) }
        tabBar.selectionDidChange()
        if old !== selectedItem, !(selectedItem == nil && old == nil) {
            delegate?.tabView(self, didSelect: selectedItem)
            selectionChanged?(self)
        }
        setNeedsLayout()
    }

    func itemTitleDidChange(_ item: TabViewItem) { tabBar.reloadTabs() }

    // MARK: Layout

    /// Where the selected page goes: under the bar.
    public var contentFrame: Rect {
        Rect(x: 0, y: TabBar.height, width: bounds.width, height: max(0, bounds.height - TabBar.height))
    }

    open override func layoutSubviews() {
        tabBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: TabBar.height)
        selectedItem?.view.frame = contentFrame
    }

    // MARK: Keys

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let shortcuts = window?.screen?.shortcuts else { return }
        // Once per screen; an app that registered its own (translated) actions keeps them.
        for action in TabView.standardActions()
        where !shortcuts.actions.contains(where: { $0.command == action.command }) {
            shortcuts.add(action)
        }
    }

    /// Next Tab (Ctrl+Tab, Ctrl+Page Down) and Previous Tab (Ctrl+Shift+Tab, Ctrl+Page Up): command
    /// actions for a View menu, performed by the tab view around the focus.
    public static func standardActions(nextTitle: String = "Next Tab", previousTitle: String = "Previous Tab") -> [Action] {
        [Action(command: .selectNextTab, title: nextTitle,
                shortcuts: [KeyboardShortcut(.tab, modifiers: .control), KeyboardShortcut(.pageDown, modifiers: .control)]),
         Action(command: .selectPreviousTab, title: previousTitle,
                shortcuts: [KeyboardShortcut(.tab, modifiers: [.control, .shift]), KeyboardShortcut(.pageUp, modifiers: .control)])]
    }

    open override func canPerformCommand(_ command: Command) -> Bool {
        (command == .selectNextTab || command == .selectPreviousTab) ? items.count > 1 : super.canPerformCommand(command)
    }

    open override func performCommand(_ command: Command) {
        switch command {
        case .selectNextTab: selectNextTab()
        case .selectPreviousTab: selectPreviousTab()
        default: super.performCommand(command)
        }
    }
}
