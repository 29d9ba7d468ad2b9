/// What a view of rows and columns tells assistive technology (AT-SPI's `Table`, `TableCell` and
/// `Selection`): `TableView` and `OutlineView` answer it. Rows count every row of the data, not only those
/// on screen, so a screen reader can say "row 5 of 1,000,000"; a cell is named by its row and its column
/// among the shown ones, left to right, and nothing is kept per cell (the bridge names cells by number).
@MainActor
public protocol AccessibleTable: AnyObject {
    /// Every row of the data.
    var accessibilityRowCount: Int { get }
    /// The shown columns.
    var accessibilityColumnCount: Int { get }
    /// The text of the cell at `row` in shown column `column` (empty outside the table).
    func accessibilityCellText(row: Int, column: Int) -> String
    /// The title of shown column `column`.
    func accessibilityColumnTitle(_ column: Int) -> String
    /// The selected rows.
    var accessibilitySelectedRows: IndexRangeSet { get }
    /// Selects (adds to the selection, where several rows may be selected) or deselects `row`, as the
    /// user could: false when the table cannot (no selection, out of reach, no such row).
    func accessibilitySetRow(_ row: Int, selected: Bool) -> Bool
    /// Selects every row (false where several cannot be selected) or none.
    func accessibilitySelectAllRows(_ selected: Bool) -> Bool
    /// The element standing for `row` while it is on screen (its row view), else nil.
    func accessibilityRowElement(_ row: Int) -> View?
    /// The row an element of `accessibilityRowElement` stands for.
    func accessibilityRow(of element: View) -> Int?
    /// The cell's box in screen points, or nil while its row is off screen.
    func accessibilityCellFrame(row: Int, column: Int) -> Rect?
    /// The cell's own states: selectable and selected with its row, and in an outline's tree column
    /// expandable and expanded; the bridge adds visible and showing while it is on screen.
    func accessibilityCellStates(row: Int, column: Int) -> AccessibilityStates
    /// The outline level of `row` (1 at the top, as ARIA counts), or nil in a flat table.
    func accessibilityLevel(ofRow row: Int) -> Int?
}
