import Foundation
import Shoji
import ShojiCairo

extension Benchmark {
    /// Benchmark 5: one 50 px scroll step of a full-window `ListView` (44 px rows, a label and a hairline
    /// each) in a release build, the way the X host does it: the moved pixels are blitted in the back buffer and
    /// only the uncovered strip is drawn. Beside it the C reference doing the same with raw Cairo, and
    /// both again redrawing every visible row. The cost must not depend on the row count.
    public static let lists = Benchmark(
        name: "list",
        summary: "a 50 px scroll step of a 1,000- and a 100,000-row list: pixels moved and the new strip drawn"
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        var results: [BenchResult] = []
        var copyTimes: [Double] = [], referenceCopyTimes: [Double] = []
        let steps = ctx.config.isSmoke ? "10" : "300"
        for rows in ctx.config.listRows {
            let bench = ListScrolling(rows: rows, size: size)
            let (t, c) = try ctx.bestOf(reference: ["list", String(rows), steps]) {
                ctx.timing.compare([bench.step(movingPixels: true), bench.step(movingPixels: false)]).map(\.milliseconds)
            }
            copyTimes.append(t[0])
            referenceCopyTimes.append(c?["copy-ms"] ?? .nan)
            results.append(BenchResult("list.scroll.\(rows)", t[0], "ms",
                                       reference: c?["copy-ms"].map { Reference("C, blit + strip", $0) },
                                       target: .atMost(1), note: "\(rows) rows: one 50 px step, pixels moved, strip drawn"))
            results.append(BenchResult("list.fullRedraw.\(rows)", t[1], "ms",
                                       reference: c?["full-ms"].map { Reference("C, every row redrawn", $0) },
                                       target: .ratioAtMost(1.15, source: .ours), note: "the same step with every visible row drawn again"))
        }
        if copyTimes.count == 2 {
            let ratio = copyTimes[1] / copyTimes[0]
            let reference = referenceCopyTimes[1] / referenceCopyTimes[0]
            results.append(BenchResult("list.rowCountScaling", ratio, "×",
                                       reference: reference.isFinite ? Reference("C, the same ratio", reference) : nil,
                                       target: .atMost(1.2, source: .ours),
                                       note: "step time with \(ctx.config.listRows[1]) rows ÷ with \(ctx.config.listRows[0])"))
        }
        return results
    }
}

/// A window filled by a `ListView` of `rows` fixed 44 px rows ("Row n" in a `ListCell`), and a back buffer,
/// stepping the list 50 px at a time.
@MainActor
final class ListScrolling {
    let screen: Screen
    let list = ListView()
    let surface: CairoSurface
    let canvas: CairoCanvas
    private let rows: Rows

    init(rows count: Int, size: Size) {
        screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "list")
        rows = Rows(count: count)
        list.rowHeight = .fixed(44)
        list.dataSource = rows
        window.rootView = list
        window.makeKeyAndVisible()
        surface = CairoSurface(width: Int(size.width), height: Int(size.height))
        canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
    }

    /// One step down (back to the top, untimed, at the end); with `movingPixels` the copy is applied to
    /// the back buffer as X11Host does, else the whole list is drawn again.
    func step(movingPixels: Bool) -> Measurement {
        Measurement(prepare: { [self] in
            if list.contentOffset.y + 50 > list.maximumContentOffset.y {
                list.contentOffset = .zero
                screen.setNeedsDisplay()
                screen.update(into: canvas)
            }
        }, body: { [self] in
            list.contentOffset = Point(0, list.contentOffset.y + 50)
            if movingPixels {
                screen.update(into: canvas) { copy in
                    self.surface.copyPixels(in: copy.rect, dx: Int(copy.delta.x), dy: Int(copy.delta.y))
                }
            } else {
                screen.update(into: canvas)
            }
            surface.flush()
        })
    }

    /// "Row n" for each row.
    final class Rows: ListViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func numberOfRows(in listView: ListView) -> Int { count }
        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
            cell.textLabel.text = "Row \(row)"
            return cell
        }
    }
}
