/// Where a menu's rows go and how big the menu is, from its items and a text system: what
/// `MenuView` draws, the size `MenuPlacement` places, and the rows `MenuTracker` hit-tests. Items are
/// `rowHeight` tall, separators `separatorHeight`, inside `padding` above and below; the width fits the
/// longest title, the longest shortcut (right-aligned, `shortcutGap` after the titles) and the submenu
/// arrow, at least `minimumWidth`.
@MainActor
public struct MenuLayout {
    /// Space above the first row and below the last.
    public static let padding = 5.0
    /// An item's row height.
    public static let rowHeight = 28.0
    /// A separator's row height.
    public static let separatorHeight = 9.0
    /// The column on the left for check marks and images, margin included.
    public static let leadingColumn = 30.0
    /// Space right of the shortcut or the arrow.
    public static let trailingMargin = 14.0
    /// Space between the titles and the shortcuts.
    public static let shortcutGap = 28.0
    /// The column of submenu arrows.
    public static let arrowColumn = 18.0
    /// The narrowest a menu is.
    public static let minimumWidth = 160.0
    /// The items' titles.
    public static let titleStyle = TextStyle.body.with(size: 14)
    /// The shortcuts' text.
    public static let shortcutStyle = TextStyle.body.with(size: 13)

    /// Each item's row, in the menu's coordinates.
    public let rows: [Rect]
    /// The whole menu.
    public let size: Size
    /// Where the shortcuts' column ends (their right edge), in the menu's coordinates.
    public let shortcutTrailingEdge: Double

    /// The layout of `menu` measured with `textSystem` (by default the process default,
    /// ``Typesetter/current``; a menu on a screen passes its screen's host's).
    public init(menu: Menu, textSystem: TextSystem = Typesetter.current) {
        let m = MenuLayout.self
        var titles = 0.0, shortcuts = 0.0, hasSubmenu = false
        for item in menu.items where !item.isSeparator {
            titles = max(titles, textSystem.layout(item.title, style: m.titleStyle, width: nil).size.width)
            if let s = item.shortcut { shortcuts = max(shortcuts, textSystem.layout(s, style: m.shortcutStyle, width: nil).size.width) }
            if item.submenu != nil { hasSubmenu = true }
        }
        let arrow = hasSubmenu ? m.arrowColumn : 0
        let width = max(m.minimumWidth, menu.minimumWidth.rounded(.up), (m.leadingColumn + titles + (shortcuts > 0 ? m.shortcutGap + shortcuts : 0)
                                          + arrow + m.trailingMargin).rounded(.up))
        var y = m.padding
        rows = menu.items.map { item in
            let h = item.isSeparator ? m.separatorHeight : m.rowHeight
            defer { y += h }
            return Rect(x: 0, y: y, width: width, height: h)
        }
        size = Size(width: width, height: y + m.padding)
        shortcutTrailingEdge = width - m.trailingMargin - arrow
    }
}
