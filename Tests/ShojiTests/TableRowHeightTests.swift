import Testing
@testable import Shoji

/// A million rows 20, 30, 40, 20, … points tall, as a delegate says.
@MainActor
final class SteppedRows: TableViewDataSource, TableViewDelegate {
    var asked = 0
    func numberOfRows(in tableView: TableView) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String { "row \(row)" }
    func tableView(_ tableView: TableView, heightOfRow row: Int) -> Double { asked += 1; return 20 + 10 * Double(row % 3) }
}

/// Rows whose first cell is a long run of letters every tenth row and a short word otherwise.
@MainActor
final class WrappingRows: TableViewDataSource {
    static let long = String(repeating: "a", count: 40)
    func numberOfRows(in tableView: TableView) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        column.identifier != "name" ? "1 kB" : row % 10 == 0 ? WrappingRows.long : "short"
    }
}

@MainActor
@Suite("Table rows of different heights")
struct TableRowHeightTests {
    let rig = Rig(size: Size(400, 600))
    let table = TableView(frame: Rect(0, 0, 400, 600))

    init() {
        // The last column fills the width; the first keeps its own.
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 200),
                         TableColumn(identifier: "size", title: "Size", width: 100)]
        rig.window.addSubview(table)
    }

    func stepped() -> SteppedRows {
        let rows = SteppedRows()
        table.rowSizing = .delegate
        table.estimatedRowHeight = 30
        table.tableDelegate = rows
        table.dataSource = rows
        rig.layout()
        return rows
    }

    @Test("Row frames and hit tests follow the delegate's heights; only the rows on screen are asked")
    func framesAndHitTests() {
        let rows = stepped()
        // 20 + 30 + 40 a period of three rows; a 574-point viewport under the 26-point header ends in row 19
        // (560 ..< 590).
        #expect(table.rectOfRow(0) == Rect(0, 0, 400, 20))
        #expect(table.rectOfRow(2) == Rect(0, 50, 400, 40))
        #expect(table.rectOfRow(5) == Rect(0, 140, 400, 40))
        #expect(table.rowView(atRow: 5)?.frame == Rect(0, 140, 400, 40))
        #expect(table.row(at: Point(10, 55)) == 2)
        #expect(table.row(at: Point(10, 89.9)) == 2)
        #expect(table.row(at: Point(10, 90)) == 3)
        #expect(table.visibleRows == Array(0...19))
        #expect(rows.asked == 20 && table.rowHeightsMeasured == 20, "a million rows, twenty asked")
        // Rows 0–17 measure what they were estimated at; row 18 is 10 points shorter.
        #expect(table.contentSize.height == 30_000_000 - 10)
    }

    @Test("Far down a million rows, the rows on screen are found by their estimated place and measured alone")
    func farDown() {
        let rows = stepped()
        table.contentOffset = Point(0, 15_000_000 - 26)
        rig.layout()
        // Row r past row 19 starts at 30 r − 10 until measured: row 500,000 spans 14,999,990 ..< 15,000,030.
        #expect(table.visibleRows.first == 500_000)
        #expect(table.rectOfRow(500_000) == Rect(0, 14_999_990, 400, 40))
        #expect(table.row(at: Point(10, 15_000_000)) == 500_000)
        #expect(rows.asked < 45, "one more screenful asked, not the rows between: \(rows.asked)")
    }

    @Test("PgDn moves a page of pixels over rows of mixed heights and shows the new row whole")
    func pageDown() {
        let rows = stepped()
        defer { withExtendedLifetime(rows) {} }
        _ = rig.window.makeFirstResponder(table)
        rig.key(.down)
        #expect(table.selection.cursor == 0)
        rig.key(.pageDown)
        // The page from row 0's top ends in row 19 (560 ..< 590): the cursor goes to the row before it, on screen.
        #expect(table.selection.cursor == 18)
        #expect(table.contentOffset.y == -26, "row 18 was already whole on screen")
        rig.key(.pageDown)
        // From row 18 (540): 540 + 574 = 1114 falls in estimated row 37, so row 36. Once measured, row 36
        // spans 1080 ..< 1100, and the viewport's bottom (600 below the offset) meets it.
        #expect(table.selection.cursor == 36)
        #expect(table.rectOfRow(36) == Rect(0, 1080, 400, 20))
        #expect(table.contentOffset.y == 500)
        rig.key(.pageUp)
        #expect(table.selection.cursor == 18, "a page up from row 36's bottom: 1100 − 574 = 526 is in row 17, and the row after it")
    }

    @Test("Automatic heights wrap the text at the column's width, and a resize re-wraps only the rows on screen")
    func automaticHeightsRewrap() throws {
        let line = Typesetter.layout("a", style: table.font).size.height
        let advance = Typesetter.layout("a", style: table.font).size.width
        try #require(40 * advance > 188 && 40 * advance <= 2 * 188, "40 letters take two lines in 188 points")
        let rows = WrappingRows()
        table.rowSizing = .automatic
        table.dataSource = rows
        rig.layout()
        // Heights from the text system in use (the estimating one alone, Pango's when other suites installed it):
        // the long text laid out wrapped in the column's 188 points of room takes two lines.
        let wrapped = Typesetter.layout(WrappingRows.long, style: table.font.with(wrapping: .wrap), width: 188)
        #expect(wrapped.lineCount == 2)
        let twoLines = (wrapped.size.height + 6).rounded(.up), oneLine = max(24, (line + 6).rounded(.up))
        #expect(table.rectOfRow(0).height == twoLines)
        #expect(table.rectOfRow(1).height == oneLine)
        #expect(table.rectOfRow(10).minY == twoLines + 9 * oneLine)
        // Scroll to row 1,000 and widen the column: row 1,000's text now fits one line.
        table.scrollRowToVisible(1_000)
        rig.layout()
        table.contentOffset = Point(0, table.rectOfRow(1_000).minY - 26)
        rig.layout()
        #expect(table.visibleRows.first == 1_000)
        let before = table.rowHeightsMeasured
        table.columns[0].width = 388 + 12
        rig.layout()
        #expect(table.rectOfRow(1_000).height == oneLine)
        #expect(table.visibleRows.first == 1_000, "the top row stays at the top through the re-wrap")
        let measured = table.rowHeightsMeasured - before
        #expect(measured <= table.visibleRows.count + 1, "only the rows on screen measured again: \(measured)")
    }

    @Test("Uniform rows stay the fast path: no height is asked, rows are a division")
    func uniformAsksNothing() {
        let rows = SteppedRows()
        table.dataSource = rows
        rig.layout()
        #expect(table.rowHeightsMeasured == 0 && rows.asked == 0)
        #expect(table.rectOfRow(10) == Rect(0, 240, 400, 24))
    }

    /// Top-level items 40 tall, their children 20, as a delegate says from the outline's levels.
    @MainActor
    final class LevelHeights: TableViewDelegate {
        func tableView(_ tableView: TableView, heightOfRow row: Int) -> Double {
            (tableView as? OutlineView)?.level(ofRow: row) == 0 ? 40 : 20
        }
    }

    @Test("An outline's rows take their heights the same way; expanding an item places the rows below anew")
    func outlineRows() {
        let tree = PathTree { $0.isEmpty ? 3 : $0.count == 1 ? 2 : 0 }
        let heights = LevelHeights()
        let outline = OutlineView(frame: Rect(0, 0, 400, 600))
        outline.columns = [TableColumn(identifier: "name", title: "Name", width: 300)]
        outline.rowSizing = .delegate
        outline.tableDelegate = heights
        outline.outlineDataSource = tree
        rig.window.addSubview(outline)
        rig.layout()
        #expect(outline.rectOfRow(2) == Rect(0, 80, 400, 40))
        outline.expandRow(0)
        rig.layout()
        // "0" 40, "0/0" and "0/1" 20 each, then "1" and "2" 40 each.
        #expect(outline.rectOfRow(1) == Rect(0, 40, 400, 20))
        #expect(outline.rectOfRow(3) == Rect(0, 80, 400, 40))
        #expect(outline.rectOfRow(4) == Rect(0, 120, 400, 40))
        #expect(outline.row(at: Point(10, 79)) == 2)
        #expect(outline.contentSize.height == 160)
    }
}
