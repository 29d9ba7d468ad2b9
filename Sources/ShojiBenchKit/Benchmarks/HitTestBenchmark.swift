import Shoji

extension Benchmark {
    /// A window whose root is a `LayeredView` of 8 layers holding 10,000 views in all (each layer 50
    /// panels of 24 buttons-sized views, scattered so that points fall through layers): the time of one
    /// `Screen.hitTest` at random points, and at a point that falls through every layer. The reference
    /// is the plainest answer to the same question: a front-to-back scan of the 10,000 frames in one
    /// flat array (same answers, checked).
    public static let hitTesting = Benchmark(
        name: "hittest",
        summary: "10,000 views in 8 layers: one hit test, random points and a miss through every layer"
    ) { ctx in
        let tree = HitTestTree(views: ctx.config.hitTestViews, size: Size(Double(ctx.config.width), Double(ctx.config.height)))
        var random = SplitMix(seed: 7)
        let points = (0..<1000).map { _ in
            Point(Double(random.next() % UInt64(ctx.config.width)), Double(random.next() % UInt64(ctx.config.height)))
        }
        for p in points where tree.screen.hitTest(p)?.view !== tree.flatHit(p) {
            let a = tree.screen.hitTest(p)?.view.screenBoundingBox, b = tree.flatHit(p)?.screenBoundingBox
            throw BenchFailure("hit test and flat scan disagree at \(p): \(String(describing: a)) vs \(String(describing: b))")
        }
        let miss = tree.missPoint
        var sink = 0
        let times = ctx.timing.compare([
            Measurement { for p in points { sink &+= tree.screen.hitTest(p) == nil ? 0 : 1 } },
            Measurement { for p in points { sink &+= tree.flatHit(p) == nil ? 0 : 1 } },
            Measurement { sink &+= tree.screen.hitTest(miss) == nil ? 0 : 1 },
            Measurement { sink &+= tree.flatHit(miss) == nil ? 0 : 1 },
        ])
        precondition(sink != 42, "keeps the results alive")
        let n = Double(points.count)
        return [
            BenchResult("hittest.random", times[0].microseconds / n, "µs",
                        reference: Reference("flat scan of all frames", times[1].microseconds / n),
                        target: .atMost(20), note: "\(tree.viewCount) views, 8 layers; mean of 1000 random points"),
            BenchResult("hittest.fallThrough", times[2].microseconds, "µs",
                        reference: Reference("flat scan of all frames", times[3].microseconds),
                        target: .atMost(20), note: "a point no view takes: every layer is searched"),
        ]
    }
}

/// The tree the hit-test benchmark searches, and the same views as one flat front-to-back list.
@MainActor
final class HitTestTree {
    struct Tier: RawRepresentable, Hashable { var rawValue: Int }

    let screen: Screen
    let root = LayeredView<Tier>()
    private(set) var viewCount = 0
    /// Screen frames, front to back, with their views.
    private var flat: [(frame: Rect, view: View)] = []
    let missPoint: Point

    init(views total: Int, size: Size) {
        screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "bench")
        window.rootView = root
        window.hitPolicy = .passThroughSelf // a point no view takes hits nothing, as in the flat scan
        window.makeKeyAndVisible()
        root.frame = window.bounds
        root.hitPolicy = .passThroughSelf
        var random = SplitMix(seed: 3)
        let perLayer = total / 8
        let panelsPerLayer = max(1, perLayer / 25)
        let leavesPerPanel = max(0, perLayer / panelsPerLayer - 1)
        let columns = 6, rows = max(1, (leavesPerPanel + columns - 1) / columns)
        // Panels are laid out away from the bottom-right corner, which stays empty in every layer.
        // Whole points, so that the tree and the flat list agree on every edge.
        let panelSize = Size((size.width / 10).rounded(.down), (size.height / 6).rounded(.down))
        var layers: [[(Rect, View)]] = []
        for layer in 0..<8 {
            var entries: [(Rect, View)] = []
            for _ in 0..<panelsPerLayer {
                let x = Double(random.next() % UInt64(max(1, size.width * 0.8 - panelSize.width)))
                let y = Double(random.next() % UInt64(max(1, size.height * 0.8 - panelSize.height)))
                let panel = View(frame: Rect(origin: Point(x, y), size: panelSize))
                root.addSubview(panel, layer: Tier(rawValue: layer))
                var leaves: [(Rect, View)] = []
                let cell = Size((panelSize.width / Double(columns)).rounded(.down), (panelSize.height / Double(rows)).rounded(.down))
                for i in 0..<leavesPerPanel {
                    let f = Rect(x: Double(i % columns) * cell.width + 2, y: Double(i / columns) * cell.height + 2,
                                 width: cell.width - 4, height: cell.height - 4)
                    let leaf = View(frame: f)
                    panel.addSubview(leaf)
                    leaves.append((f.offsetBy(dx: x, dy: y), leaf))
                }
                // Front to back: the panel's leaves (last on top), then the panel itself.
                entries.append(contentsOf: [(panel.frame, panel)] + leaves)
                viewCount += 1 + leavesPerPanel
            }
            layers.append(entries)
        }
        for entries in layers.reversed() { flat.append(contentsOf: entries.reversed().map { ($0.0, $0.1) }) }
        missPoint = Point(size.width - 2, size.height - 2)
        screen.layoutIfNeeded()
    }

    /// The first view in front-to-back order whose frame holds the point.
    func flatHit(_ p: Point) -> View? {
        for e in flat where e.frame.contains(p) { return e.view }
        return nil
    }
}

/// A small seeded generator, so every run searches the same points.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
