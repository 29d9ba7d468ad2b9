import Foundation
import Shoji
import ShojiCairo

extension Benchmark {
    /// Issue 39's point 4, in process: a full-window `TableView` of 4 columns at 1,000 and 1,000,000 rows
    /// (24 px rows), drawn into a Cairo back buffer as the X host does. The first frame (the table made,
    /// laid out and drawn), one 50 px wheel step (pixels moved, the strip drawn), a sort (the data source
    /// says the order changed, excluding the app's sort: reload to the frame drawn) and select-all to its
    /// frame. The references are Shoji's own `ListView` doing the nearest work in the same run at 1,000
    /// rows; the scaling rows say the cost does not grow with the row count.
    public static let tables = Benchmark(
        name: "table",
        summary: "a 4-column table of 1,000 and 1,000,000 rows: first frame, a wheel step, a sort and select-all to the frame"
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        var results: [BenchResult] = []
        let listRef = ListScrolling(rows: 1_000, size: size)
        let listFirst = ctx.timing.median(Measurement { _ = ListScrolling(rows: 1_000, size: size) }).milliseconds
        var scroll: [Double] = [], sort: [Double] = []
        for rows in ctx.config.tableRows {
            let first = ctx.timing.median(Measurement { _ = TableScrolling(rows: rows, size: size) }).milliseconds
            results.append(BenchResult("table.firstFrame.\(rows)", first, "ms",
                                       reference: Reference("Shoji ListView, 1,000 rows", listFirst),
                                       target: .atMost(16, source: .ours), note: "\(rows) rows × 4 columns: made, laid out and drawn"))
            let bench = TableScrolling(rows: rows, size: size)
            let t = ctx.timing.compare([bench.step(), listRef.step(movingPixels: true), bench.sortFrame(), bench.selectAllFrame()]).map(\.milliseconds)
            scroll.append(t[0]); sort.append(t[2])
            results.append(BenchResult("table.scroll.\(rows)", t[0], "ms", reference: Reference("Shoji ListView step, 1,000 rows", t[1]),
                                       target: .atMost(1, source: .ours), note: "\(rows) rows: one 50 px wheel step, pixels moved, strip drawn"))
            results.append(BenchResult("table.sort.\(rows)", t[2], "ms", reference: nil,
                                       target: .atMost(8, source: .ours), note: "\(rows) rows: the order reversed (the app's sort excluded), reloaded and drawn"))
            results.append(BenchResult("table.selectAll.\(rows)", t[3], "ms", reference: nil,
                                       target: .atMost(8, source: .ours), note: "\(rows) rows: Ctrl+A and its frame"))
        }
        if scroll.count == 2 {
            let n = ctx.config.tableRows
            results.append(BenchResult("table.scrollScaling", scroll[1] / scroll[0], "×", reference: nil,
                                       target: .atMost(1.2), note: "wheel step with \(n[1]) rows ÷ with \(n[0])"))
            results.append(BenchResult("table.sortScaling", sort[1] / sort[0], "×", reference: nil,
                                       target: .atMost(1.2), note: "sort to frame with \(n[1]) rows ÷ with \(n[0])"))
        }
        return results
    }
}

/// A window filled by a `TableView` of `rows` rows and 4 columns of text made from the row number, with
/// a back buffer it is drawn into.
@MainActor
final class TableScrolling {
    let screen: Screen
    let table = TableView()
    let surface: CairoSurface
    let canvas: CairoCanvas
    private let rows: Rows

    init(rows count: Int, size: Size) {
        screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "table")
        rows = Rows(count: count)
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 300),
                         TableColumn(identifier: "size", title: "Size", width: 120, alignment: .trailing),
                         TableColumn(identifier: "kind", title: "Kind", width: 160),
                         TableColumn(identifier: "date", title: "Modified", width: 200)]
        table.dataSource = rows
        window.rootView = table
        window.makeKeyAndVisible()
        window.makeFirstResponder(table)
        surface = CairoSurface(width: Int(size.width), height: Int(size.height))
        canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        surface.flush()
    }

    private func frame() {
        screen.update(into: canvas) { copy in
            self.surface.copyPixels(in: copy.rect, dx: Int(copy.delta.x), dy: Int(copy.delta.y))
        }
        surface.flush()
    }

    /// One wheel step down (back to the top, untimed, at the end).
    func step() -> Measurement {
        Measurement(prepare: { [self] in
            if table.contentOffset.y + 50 > table.maximumContentOffset.y {
                // New text for the next pass: a small table must not be faster for finding its rows'
                // text already laid out in Pango's cache, which a million rows never do.
                rows.generation += 1
                table.contentOffset = table.minimumContentOffset
                table.reloadData()
                frame()
            }
        }, body: { [self] in
            _ = table.scrollWheel(WheelEvent(at: Point(100, 100), delta: Point(0, 50)))
            frame()
        })
    }

    /// The order reversed by the "app" (one flag), then reload and frame.
    func sortFrame() -> Measurement {
        Measurement(body: { [self] in
            rows.descending.toggle()
            rows.generation += 1 // new text each time, as after a real sort: nothing comes from a cache
            table.reloadData()
            frame()
        })
    }

    /// Ctrl+A (then a click-less clear, untimed) and the frame.
    func selectAllFrame() -> Measurement {
        Measurement(prepare: { [self] in
            table.selectRowIndexes(IndexRangeSet())
            frame()
        }, body: { [self] in
            _ = table.keyDown(KeyEvent(.character("a"), modifiers: .control))
            frame()
        })
    }

    final class Rows: TableViewDataSource {
        let count: Int
        var descending = false
        var generation = 0
        init(count: Int) { self.count = count }
        func numberOfRows(in tableView: TableView) -> Int { count }
        func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
            // The same number of digits at any row count, so a million rows lay out no longer text.
            let r = (descending ? count - 1 - row : row) + 10_000_000 + generation % 80 * 100_000_000
            switch column.identifier {
            case "name": return "file-\(r).txt"
            case "size": return "\(r % 9973) KB"
            case "kind": return "Text \(generation % 1000)"
            default: return "2024-05-\(r % 28 + 1) 12:00"
            }
        }
    }
}
