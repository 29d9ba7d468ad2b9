/// One page of a ``TabView``, as AppKit's `NSTabViewItem`: a title on the tab bar and the view shown
/// below it while the tab is selected, made from a view or from a view controller.
@MainActor
public final class TabViewItem {
    /// The text on the tab (and in the overflow menu); a change shows at once.
    public var title: String { didSet { if title != oldValue { tabView?.itemTitleDidChange(self) } } }
    /// The page shown while the tab is selected.
    public let view: View
    /// The controller whose view this page is, when it was made from one.
    public let viewController: ViewController?
    /// Whether the tab shows a close button and offers Close in its context menu.
    public var isClosable: Bool { didSet { tabView?.tabBar.setNeedsLayout() } }
    /// The name tests and the trace use (defaults to the title).
    public var identifier: String?
    /// The tab view showing the item.
    public internal(set) weak var tabView: TabView?

    /// A page showing `view` under a tab titled `title`.
    public init(title: String, view: View, isClosable: Bool = true, identifier: String? = nil) {
        self.title = title
        self.view = view
        viewController = nil
        self.isClosable = isClosable
        self.identifier = identifier
    }

    /// A page showing `viewController`'s view under its title (`title`, when given, wins).
    public init(viewController: ViewController, title: String? = nil, isClosable: Bool = true) {
        self.title = title ?? viewController.title ?? ""
        view = viewController.view
        self.viewController = viewController
        self.isClosable = isClosable
        identifier = viewController.identifier
    }

    /// The identifier the trace gives the tab.
    var traceName: String { identifier ?? title }
}

/// What a ``TabView`` asks and tells its owner, as `NSTabViewDelegate`; every method has a default.
@MainActor
public protocol TabViewDelegate: AnyObject {
    /// Whether the user may close `item` (its × button, its context menu, ``TabView/closeTab(at:)``):
    /// answer false to keep it (a document with unsaved changes asks first). The default says yes.
    func tabView(_ tabView: TabView, shouldClose item: TabViewItem) -> Bool
    /// `item` was closed and its view taken out.
    func tabView(_ tabView: TabView, didClose item: TabViewItem)
    /// Another tab was selected (by the user or from code).
    func tabView(_ tabView: TabView, didSelect item: TabViewItem?)
    /// The user dragged a tab from `from` to `to`.
    func tabView(_ tabView: TabView, didMoveTabFrom from: Int, to: Int)
}

extension TabViewDelegate {
    /// Yes: any tab closes.
    public func tabView(_ tabView: TabView, shouldClose item: TabViewItem) -> Bool { true }
    /// Nothing.
    public func tabView(_ tabView: TabView, didClose item: TabViewItem) {}
    /// Nothing.
    public func tabView(_ tabView: TabView, didSelect item: TabViewItem?) {}
    /// Nothing.
    public func tabView(_ tabView: TabView, didMoveTabFrom from: Int, to: Int) {}
}

extension Command {
    /// Selects the tab after the selected one (wrapping), in the tab view around the focus: Ctrl+Tab and
    /// Ctrl+Page Down, as GTK's notebook and Qt's tab widgets.
    public static let selectNextTab = Command("selectNextTab")
    /// Selects the tab before the selected one (wrapping): Ctrl+Shift+Tab and Ctrl+Page Up.
    public static let selectPreviousTab = Command("selectPreviousTab")
}
