/// One column of a `TableView`, as `NSTableColumn`: an identifier the data source is asked with, a title
/// for the header, a width kept between `minWidth` and `maxWidth`, how its cells' text is aligned, and
/// whether the user may resize it. A hidden column takes no room and its cells are never asked for.
@MainActor
public final class TableColumn {
    /// What the data source and the sort descriptors call the column.
    public let identifier: String
    /// The header's text.
    public var title: String { didSet { changed() } }
    /// The width, always within `minWidth...maxWidth`.
    public var width: Double {
        didSet {
            // Setting the property inside its own didSet does not call didSet again.
            width = clampedWidth(width)
            if width != oldValue { changed() }
        }
    }
    /// The narrowest the user can make it.
    public var minWidth: Double { didSet { width = clampedWidth(width) } }
    /// The widest the user can make it.
    public var maxWidth: Double { didSet { width = clampedWidth(width) } }
    /// How the cells' text (and the title) sit in the column.
    public var alignment: TextAlignment { didSet { changed() } }
    /// Whether dragging the header's right edge changes the width (and a double click there fits it).
    public var isResizable = true
    /// A hidden column takes no room and is never asked for.
    public var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// Whether a click on the header sorts by this column.
    public var isSortable = true

    /// The table showing the column.
    weak var tableView: TableView?

    /// A column; `width` is clamped to `minWidth...maxWidth`.
    public init(identifier: String, title: String, width: Double = 120, minWidth: Double = 24,
                maxWidth: Double = 10_000, alignment: TextAlignment = .leading) {
        self.identifier = identifier
        self.title = title
        self.minWidth = minWidth
        self.maxWidth = max(minWidth, maxWidth)
        self.alignment = alignment
        self.width = min(max(width, minWidth), max(minWidth, maxWidth))
    }

    /// `w` kept within the limits.
    public func clampedWidth(_ w: Double) -> Double { min(max(w.isFinite ? w : minWidth, minWidth), max(minWidth, maxWidth)) }

    private func changed() { tableView?.columnsChanged() }
}

/// A column to sort by and its direction, as `NSSortDescriptor` in a table's `sortDescriptors`.
public struct TableSortDescriptor: Hashable, Sendable {
    /// The column's identifier.
    public var columnIdentifier: String
    /// Smallest first.
    public var ascending: Bool

    /// A descriptor for the column `columnIdentifier`.
    public init(columnIdentifier: String, ascending: Bool = true) {
        self.columnIdentifier = columnIdentifier
        self.ascending = ascending
    }

    /// The same column the other way round.
    public var reversed: TableSortDescriptor { TableSortDescriptor(columnIdentifier: columnIdentifier, ascending: !ascending) }
}
