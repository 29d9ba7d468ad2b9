import Testing
@testable import Shoji

@MainActor
@Suite("Refresh control")
struct RefreshControlTests {
    /// A 30-row list (50 pt rows) with a refresh control that counts its refreshes.
    @MainActor
    final class Fixture {
        let rig = Rig()
        let rows = TextRows((0..<30).map { "r\($0)" })
        let list = ListView(frame: Rect(0, 0, 400, 600))
        let control = RefreshControl()
        var refreshes = 0

        init() {
            list.rowHeight = .fixed(50)
            list.dataSource = rows
            list.refreshControl = control
            rig.window.addSubview(list)
            control.onRefresh = { [unowned self] _ in self.refreshes += 1 }
            rig.layout()
            rig.startTracing()
        }

        isolated deinit { rig.stopTracing() }

        var states: [String] { rig.values("refresh.state", "state").map { if case .string(let s) = $0 { s } else { "?" } } }

        /// Pulls down by `distance` pointer points from y 100, and holds still.
        func pull(_ distance: Double, release: Bool = true) {
            rig.drag(from: Point(200, 100), to: Point(200, 100 + distance), hold: 0.2, release: release)
        }
    }

    @Test("Released under the threshold, the list springs back and nothing refreshes")
    func underThreshold() {
        let f = Fixture()
        f.pull(30, release: false)
        #expect(f.control.state.name == "pulling")
        #expect(f.control.title == "Pull down to refresh…")
        f.rig.up(Point(200, 130))
        f.rig.settle()
        #expect(f.list.contentOffset == .zero)
        #expect(f.states == ["pulling", "hidden"])
        #expect(f.refreshes == 0 && f.list.contentInset.top == 0)
    }

    @Test("Released past the threshold: pinned while refreshing, then slides away — every state in order")
    func fullRefresh() {
        let f = Fixture()
        f.pull(200, release: false)
        #expect(f.control.state == .armed && f.control.title == "Release to refresh")
        #expect(f.control.frame.minY == f.list.contentOffset.y) // the header fills all that is pulled down
        f.rig.up(Point(200, 300))
        #expect(f.control.state == .refreshing && f.refreshes == 1)
        #expect(f.list.contentInset.top == RefreshControl.headerHeight)
        f.rig.settle()
        #expect(f.list.contentOffset.y == -RefreshControl.headerHeight) // pinned in view
        #expect(f.control.isSpinnerAnimating && f.control.title == "Updating…")
        f.rig.advance(2)
        #expect(f.control.state == .refreshing && f.list.contentOffset.y == -60)
        f.control.endRefreshing()
        #expect(f.control.state == .finishing(.success) && !f.control.isSpinnerAnimating)
        f.rig.settle()
        #expect(f.control.state == .hidden)
        #expect(f.list.contentOffset == .zero && f.list.contentInset.top == 0)
        #expect(f.states == ["pulling", "armed", "refreshing", "finishing", "hidden"])
        #expect(f.rig.values("refresh.completed", "rows") == [30])
        #expect(!f.rig.screen.animator.isAnimating) // the spinner stopped asking for frames
    }

    @Test("The arrow turns 180° in 0.15 s each way while the drag goes on moving the content every step")
    func arrowTurnsWithoutStallingTheDrag() {
        let f = Fixture()
        var samples: [(y: Double, angle: Double, armed: Bool)] = []
        f.rig.drag(from: Point(200, 100), to: Point(200, 300), duration: 0.8, steps: 40, release: false) { _ in
            samples.append((f.list.contentOffset.y, f.control.arrowAngle, f.control.state == .armed))
        }
        for (a, b) in zip(samples, samples.dropFirst()) where b.y > -90 && a.y < -12 { #expect(b.y < a.y) }
        let crossed = try! #require(samples.firstIndex { $0.armed })
        #expect(samples[crossed].angle < .pi)
        #expect(samples[crossed...].contains { $0.angle > 0.2 && $0.angle < .pi - 0.2 }) // turning mid-drag
        #expect(samples[crossed + 8].angle == .pi) // 8 steps = 0.16 s later
        #expect(samples[crossed - 1].angle == 0)
        // Back under the threshold: it turns back, as quickly.
        for i in 1...10 { f.rig.advance(0.02); f.rig.move(Point(200, 300 - Double(i) * 15)) }
        #expect(f.control.state.name == "pulling")
        f.rig.advance(0.16)
        #expect(f.control.arrowAngle == 0)
        f.rig.up(Point(200, 150))
        f.rig.settle()
        #expect(f.refreshes == 0)
    }

    @Test("A second beginRefreshing changes nothing: one inset, one refresh, one end")
    func repeatedBegin() {
        let f = Fixture()
        f.list.contentOffset = Point(0, 500)
        #expect(f.control.beginRefreshing())
        #expect(!f.control.beginRefreshing())
        #expect(f.list.contentInset.top == 60)
        f.rig.settle()
        #expect(f.list.contentOffset.y == -60) // scrolled the header into view
        #expect(!f.control.beginRefreshing())
        #expect(f.list.contentInset.top == 60)
        f.control.endRefreshing()
        f.control.endRefreshing()
        f.rig.settle()
        #expect(f.list.contentInset.top == 0 && f.list.contentOffset == .zero)
        #expect(f.states == ["refreshing", "finishing", "hidden"])
        #expect(f.refreshes == 0) // begun from code: the caller starts the work itself
    }

    @Test("A failed refresh says so while pinned, then offers a retry that can succeed")
    func failureAndRetry() {
        let f = Fixture()
        f.pull(200)
        f.rig.settle()
        f.control.endRefreshing(.failure)
        #expect(f.control.title == "Couldn't update — pull to retry")
        f.rig.advance(1.4)
        #expect(f.control.state == .finishing(.failure) && f.list.contentOffset.y == -60)
        f.rig.advance(0.2)
        f.rig.settle()
        #expect(f.control.state == .hidden && f.list.contentInset.top == 0 && f.list.contentOffset == .zero)
        f.pull(30, release: false)
        #expect(f.control.title == "Couldn't update — pull to retry")
        f.rig.up(Point(200, 130))
        f.rig.settle()
        f.pull(200, release: false)
        #expect(f.control.title == "Release to refresh")
        f.rig.up(Point(200, 300))
        #expect(f.refreshes == 2 && f.control.isRefreshing)
        f.control.endRefreshing()
        f.rig.settle()
        #expect(f.control.title == "Pull down to refresh…" && f.control.lastOutcome == .success)
        #expect(f.rig.values("refresh.failed", "rows").isEmpty && f.rig.events.filter { $0.name == "refresh.failed" }.count == 1)
        #expect(f.states == ["pulling", "armed", "refreshing", "finishing", "hidden", "pulling", "hidden",
                             "pulling", "armed", "refreshing", "finishing", "hidden"])
    }

    @Test("Pulling again while refreshing does not start a second refresh")
    func pullWhileRefreshing() {
        let f = Fixture()
        f.pull(200)
        f.rig.settle()
        f.pull(200)
        f.rig.settle()
        #expect(f.refreshes == 1 && f.list.contentInset.top == 60 && f.list.contentOffset.y == -60)
    }

    @Test("Spinning the wheel past the top arms the header, and the pause after it refreshes")
    func wheelRefreshes() {
        let f = Fixture()
        for _ in 0..<5 { f.rig.wheel(at: Point(200, 300), dy: -40); f.rig.advance(0.03) }
        #expect(f.control.state == .armed)
        f.rig.advance(ScrollView.wheelGestureGap)
        #expect(f.control.state == .refreshing && f.refreshes == 1)
        f.rig.settle()
        #expect(f.list.contentOffset.y == -60)
    }

    @Test("Two notches past the top only peek at the header")
    func shortWheelPull() {
        let f = Fixture()
        for _ in 0..<2 { f.rig.wheel(at: Point(200, 300), dy: -40) }
        #expect(f.control.state.name == "pulling")
        f.rig.advance(0.3)
        f.rig.settle()
        #expect(f.refreshes == 0 && f.control.state == .hidden && f.list.contentOffset == .zero)
    }
}
