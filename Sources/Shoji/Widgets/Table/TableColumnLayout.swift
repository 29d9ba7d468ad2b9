/// Where a table's columns sit: each shown column's x and width, left to right, hidden columns left out.
/// With `fillsLastColumn` the last shown column takes the room left over (up to its `maxWidth`), as
/// AppKit's `lastColumnOnlyAutoresizingStyle` does; it never narrows below its own width, so a table
/// wider than its view scrolls sideways instead.
public struct TableColumnLayout: Equatable, Sendable {
    /// One shown column's place.
    public struct Slot: Equatable, Sendable {
        /// The column's index in `TableView.columns`.
        public var index: Int
        /// Its left edge, in the table's content coordinates.
        public var x: Double
        /// The width it is drawn at.
        public var width: Double
        /// Its right edge.
        public var maxX: Double { x + width }
    }

    /// The shown columns, left to right.
    public private(set) var slots: [Slot] = []
    /// The sum of the shown widths.
    public var totalWidth: Double { slots.last?.maxX ?? 0 }

    /// The layout of columns given as (width, maxWidth, isHidden), in `availableWidth`.
    public init(widths: [(width: Double, maxWidth: Double, isHidden: Bool)], availableWidth: Double, fillsLastColumn: Bool) {
        var x = 0.0
        for (i, c) in widths.enumerated() where !c.isHidden {
            slots.append(Slot(index: i, x: x, width: c.width))
            x += c.width
        }
        if fillsLastColumn, var last = slots.popLast() {
            let cap = widths[last.index].maxWidth
            last.width = max(last.width, min(cap, availableWidth - last.x))
            slots.append(last)
        }
    }

    /// The slot of the column at `index` in `TableView.columns`, unless it is hidden.
    public func slot(ofColumn index: Int) -> Slot? { slots.first { $0.index == index } }

    /// The slot under `x`, if any.
    public func slot(at x: Double) -> Slot? { slots.first { x >= $0.x && x < $0.maxX } }
}
