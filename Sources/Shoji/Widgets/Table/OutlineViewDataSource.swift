/// Where an `OutlineView`'s items come from, as `NSOutlineViewDataSource`. Items are any `Hashable`
/// value that names one item for as long as it exists (a path, a database id): the outline keeps which
/// items are expanded by that identity through reloads. Children are asked for lazily: the number of an
/// item's children when it is expanded, and each child only when its row comes on screen.
@MainActor
public protocol OutlineViewDataSource: AnyObject {
    /// How many children `item` has (nil: the top level).
    func outlineView(_ outlineView: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int
    /// The child at `index` of `item` (nil: the top level).
    func outlineView(_ outlineView: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable
    /// Whether `item` can have children (it shows a disclosure triangle).
    func outlineView(_ outlineView: OutlineView, isItemExpandable item: AnyHashable) -> Bool
    /// The text of `item`'s cell in `column`.
    func outlineView(_ outlineView: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String
    /// Whether the user may edit `item`'s cell in `column` in place (F2, Return or a double click, as in
    /// a table); false unless answered.
    func outlineView(_ outlineView: OutlineView, canEdit column: TableColumn, item: AnyHashable) -> Bool
    /// The user committed `text` in `item`'s cell in `column`: store it; the outline asks for the cell
    /// again. An item whose identity changes with the text (a renamed path) needs `reloadData()`.
    func outlineView(_ outlineView: OutlineView, setText text: String, for column: TableColumn, item: AnyHashable)
}

public extension OutlineViewDataSource {
    func outlineView(_ outlineView: OutlineView, canEdit column: TableColumn, item: AnyHashable) -> Bool { false }
    func outlineView(_ outlineView: OutlineView, setText text: String, for column: TableColumn, item: AnyHashable) {}
}
