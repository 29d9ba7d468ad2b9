/// A list of commands shown on demand, as AppKit's `NSMenu` (UIKit's `UIMenu`): a context menu, a
/// pull-down from a button, or a submenu of another menu's item. A menu is a model: `MenuView` draws it,
/// `MenuTracker` follows the pointer and the keys through it, and the host puts each open menu in a
/// popup window of its own.
@MainActor
public final class Menu {
    /// Shown by a pull-down's button and spoken as the menu's name; may be empty for a context menu.
    public var title: String
    /// The items, top to bottom; separators included.
    public var items: [MenuItem]
    /// The narrowest the menu is drawn, as `NSMenu.minimumWidth` (a pop-up button's menu is at least as wide
    /// as the button).
    public var minimumWidth = 0.0
    /// Called each time just before the menu opens (a submenu too), to bring its items up to date (checked
    /// states, titles), as AppKit's `menuNeedsUpdate(_:)`.
    public var menuNeedsUpdate: (@MainActor (Menu) -> Void)?

    /// A menu titled `title` with `items`.
    public init(title: String = "", items: [MenuItem] = []) {
        self.title = title
        self.items = items
    }

    /// The indices of the items the keyboard and the pointer can highlight: enabled, and not separators.
    public var selectableIndices: [Int] { items.indices.filter { items[$0].isSelectable } }
}

/// One entry in a `Menu`, as `NSMenuItem`: a command with a title, an optional image, the text of its
/// keyboard shortcut, enabled or not, checked or not, or a separator, or the opener of a submenu.
@MainActor
public final class MenuItem {
    /// The text shown, and what type-ahead matches.
    public var title: String
    /// A small picture before the title (in the check mark's column when the item is not checked).
    public var image: Image?
    /// The shortcut as the user types it ("Ctrl+C"), shown right-aligned; the menu does not bind it.
    public var shortcut: String?
    /// A disabled item is greyed out, and neither the pointer nor the keys highlight or choose it.
    public var isEnabled = true
    /// Drawn with a check mark; spoken as a check menu item when `isCheckable`.
    public var isChecked = false { didSet { if isChecked { isCheckable = true } } }
    /// The item toggles something (a check menu item), checked or not.
    public var isCheckable = false
    /// The item is one choice of a group (a radio menu item): drawn with a dot when checked.
    public var isRadio = false
    /// The menu this item opens, beside it, on hover or with the right arrow key.
    public var submenu: Menu?
    /// The name tests and the trace use for this item.
    public var identifier: String?
    /// What choosing the item does; runs after every open menu has closed.
    public var action: (@MainActor (MenuItem) -> Void)?
    /// A line between groups of items.
    public let isSeparator: Bool
    /// The action this item shows (``init(action:)``): its title, shortcut and state are read from it each
    /// time the menu opens, and choosing the item performs it.
    public internal(set) var boundAction: Action?

    /// An item titled `title` that runs `action` when chosen.
    public init(_ title: String, image: Image? = nil, shortcut: String? = nil, identifier: String? = nil,
                action: (@MainActor (MenuItem) -> Void)? = nil) {
        self.title = title
        self.image = image
        self.shortcut = shortcut
        self.identifier = identifier
        self.action = action
        isSeparator = false
    }

    /// An item that opens `submenu`.
    public init(_ title: String, image: Image? = nil, identifier: String? = nil, submenu: Menu) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.submenu = submenu
        isSeparator = false
    }

    private init(separator: ()) {
        title = ""
        isSeparator = true
        isEnabled = false
    }

    /// A line between groups of items.
    public static func separator() -> MenuItem { MenuItem(separator: ()) }

    /// Whether the pointer and the keys can highlight it: enabled and not a separator.
    public var isSelectable: Bool { isEnabled && !isSeparator }
}
