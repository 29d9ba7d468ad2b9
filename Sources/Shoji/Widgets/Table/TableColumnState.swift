/// What a table remembers of its columns when the app asks (`TableView.columnState`), as AppKit's
/// autosaved table columns and Qt's `QHeaderView::saveState`: each column's width and whether it is
/// hidden, in the order shown. A value the app stores (it is `Codable`) and gives back with
/// `TableView.restoreColumnState(_:)`; columns are matched by identifier, so a state saved by an older
/// version of the app, with columns since added or removed, still restores what it can.
public struct TableColumnState: Codable, Hashable, Sendable {
    /// One column's width and visibility.
    public struct Column: Codable, Hashable, Sendable {
        /// The column's `TableColumn.identifier`.
        public var identifier: String
        /// Its width in points.
        public var width: Double
        /// Whether the user hid it.
        public var isHidden: Bool

        /// A column's remembered width and visibility.
        public init(identifier: String, width: Double, isHidden: Bool = false) {
            self.identifier = identifier
            self.width = width
            self.isHidden = isHidden
        }
    }

    /// The columns, in the order the table shows them.
    public var columns: [Column]

    /// A state of `columns`, in order.
    public init(columns: [Column]) { self.columns = columns }
}
