import Foundation
import Shoji
import ShojiCairo

extension Benchmark {
    /// Benchmark 5: one 50 px scroll step of a full-window list (44 px rows, a label and a hairline each)
    /// in a release build, the way the X host does it: the moved pixels are blitted in the back buffer and
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
            let c = try ctx.reference(["list", String(rows), steps])
            let bench = ListScrolling(rows: rows, size: size)
            let t = ctx.timing.compare([bench.step(movingPixels: true), bench.step(movingPixels: false)])
            copyTimes.append(t[0].milliseconds)
            referenceCopyTimes.append(c?["copy-ms"] ?? .nan)
            results.append(BenchResult("list.scroll.\(rows)", t[0].milliseconds, "ms",
                                       reference: c?["copy-ms"].map { Reference("C, blit + strip", $0) },
                                       target: .atMost(1), note: "\(rows) rows: one 50 px step, pixels moved, strip drawn"))
            results.append(BenchResult("list.fullRedraw.\(rows)", t[1].milliseconds, "ms",
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

/// A window filled by a list of `rows` rows and a back buffer, stepping the list 50 px at a time.
@MainActor
final class ListScrolling {
    let screen: Screen
    let list: BenchRowList
    let surface: CairoSurface
    let canvas: CairoCanvas

    init(rows: Int, size: Size) {
        screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "list")
        list = BenchRowList(rowCount: rows)
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
            if list.contentOffset + 50 > list.maximumContentOffset {
                list.contentOffset = 0
                screen.setNeedsDisplay()
                screen.update(into: canvas)
            }
        }, body: { [self] in
            list.contentOffset += 50
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
}

/// A stand-in for issue 6's `ListView` until it lands on main: fixed 44 px rows, cells only for the rows
/// on screen and reused as rows scroll off, and scrolling by `scrollBounds(to:)` (moving pixels).
@MainActor
final class BenchRowList: View {
    static let rowHeight = 44.0
    let rowCount: Int
    private var cells: [Int: RowCell] = [:]
    private var spare: [RowCell] = []

    init(rowCount: Int) {
        self.rowCount = rowCount
        super.init()
        backgroundColor = .white
        clipsToBounds = true
    }

    var contentOffset: Double {
        get { bounds.origin.y }
        set {
            scrollBounds(to: Point(0, newValue))
            setNeedsLayout()
        }
    }

    var maximumContentOffset: Double { max(0, Double(rowCount) * BenchRowList.rowHeight - bounds.height) }

    override func layoutSubviews() {
        let h = BenchRowList.rowHeight
        let first = max(0, Int(bounds.minY / h)), last = min(rowCount - 1, Int((bounds.maxY - 1) / h))
        for (row, cell) in cells where row < first || row > last {
            cells[row] = nil
            cell.isHidden = true
            spare.append(cell)
        }
        guard first <= last else { return }
        for row in first...last where cells[row] == nil {
            let cell = spare.popLast() ?? { let c = RowCell(); addSubview(c); return c }()
            cell.label.text = "Row \(row)"
            cell.frame = Rect(x: 0, y: Double(row) * h, width: bounds.width, height: h)
            cell.isHidden = false
            cells[row] = cell
        }
    }
}

/// One row: white, its title, a hairline at the bottom.
@MainActor
final class RowCell: View {
    let label = Label("", style: .body.with(size: 12))
    private let separator = View()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        label.textColor = Color(white: 0.1)
        separator.backgroundColor = Color(white: 0.85)
        addSubview(label)
        addSubview(separator)
    }

    override func layoutSubviews() {
        label.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height - 1)
        separator.frame = Rect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1)
    }
}
