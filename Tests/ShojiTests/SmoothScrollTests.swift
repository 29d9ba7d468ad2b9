import Testing
@testable import Shoji

/// Pixel-precise wheel events (a touchpad, through XInput 2): small deltas add up exactly, and a two-finger
/// scroll past the top pulls the refresh control as a finger drag does. XInput 2 says nothing when the
/// fingers stop, so the pull is released after `ScrollView.wheelGestureGap` (0.2 s) without scroll events.
@MainActor
@Suite("Smooth scrolling")
struct SmoothScrollTests {
    let rig = Rig()
    let list = ListView(frame: Rect(0, 0, 400, 600))
    let control = RefreshControl()
    let rows = TextRows((0..<40).map { "r\($0)" })

    init() {
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        list.refreshControl = control
        rig.window.addSubview(list)
        rig.layout()
    }

    func scroll(_ dy: Double, dx: Double = 0) {
        rig.screen.send(.wheel(WheelEvent(at: Point(200, 300), delta: Point(dx, dy), hasPreciseDeltas: true)))
        rig.layout()
    }

    @Test("Deltas smaller than a pixel add up instead of rounding away")
    func subPixelDeltasAddUp() {
        for _ in 0..<10 { scroll(0.4); rig.advance(1.0 / 60) }
        #expect(list.contentOffset.y == 4)
        for _ in 0..<5 { scroll(-0.3); rig.advance(1.0 / 60) }
        #expect(list.contentOffset.y == 3) // 4 − 1.5 = 2.5, shown on the nearest pixel
    }

    @Test("A two-finger scroll past the top arms the refresh; 0.2 s without scroll events releases it and it refreshes")
    func touchpadPullRefreshes() {
        var refreshes = 0
        control.onRefresh = { _ in refreshes += 1 }
        // 40 events of 6 points over 0.67 s: 240 points of finger travel, rubber-banded.
        for _ in 0..<40 { scroll(-6); rig.advance(1.0 / 60) }
        #expect(list.isTracking && control.state == .armed)
        #expect(list.contentOffset.y < -control.threshold)
        rig.advance(0.17)           // 0.1833 s since the last event: the fingers may still be on the pad
        #expect(control.state == .armed && refreshes == 0)
        rig.advance(0.02)           // 0.2033 s: the scroll has stopped
        #expect(control.state == .refreshing && refreshes == 1)
        rig.settle()
        #expect(list.contentOffset.y == -RefreshControl.headerHeight)
    }

    @Test("Under the threshold, the stopped scroll springs back without refreshing")
    func touchpadShortPull() {
        var refreshes = 0
        control.onRefresh = { _ in refreshes += 1 }
        for _ in 0..<5 { scroll(-6); rig.advance(1.0 / 60) }
        #expect(control.state.name == "pulling")
        rig.advance(0.25)
        rig.settle()
        #expect(refreshes == 0 && list.contentOffset.y == 0 && control.state == .hidden)
    }

    @Test("Sideways deltas scroll a view that scrolls sideways")
    func horizontal() {
        let wide = ScrollView(frame: Rect(0, 0, 200, 100))
        wide.contentSize = Size(1000, 100)
        wide.backgroundColor = .white
        rig.window.addSubview(wide)
        rig.layout()
        rig.screen.send(.wheel(WheelEvent(at: Point(50, 50), delta: Point(12.5, 0), hasPreciseDeltas: true)))
        rig.screen.send(.wheel(WheelEvent(at: Point(50, 50), delta: Point(12.5, 0), hasPreciseDeltas: true)))
        #expect(wide.contentOffset == Point(25, 0))
    }
}
