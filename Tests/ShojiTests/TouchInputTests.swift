import Testing
@testable import Shoji

/// Fingers on a touchscreen: each touch is its own press through the same gesture recognizers and
/// touch handlers as the pointer's, so several work at once.
@MainActor
@Suite("Touch input")
struct TouchInputTests {
    let rig = Rig()

    func touch(_ phase: TouchEvent.Phase, _ id: UInt32, _ p: Point) {
        rig.screen.send(.touch(TouchEvent(phase, id: id, at: p)))
        rig.layout()
    }

    func makePad() -> (NumberPad, PadRecorder) {
        let pad = NumberPad(frame: Rect(40, 300, 320, 54))
        let recorder = PadRecorder()
        pad.addObserver(recorder)
        rig.window.addSubview(pad)
        rig.layout()
        return (pad, recorder)
    }

    func center(_ pad: NumberPad, _ digit: Int) -> Point {
        let key = pad.keyView(for: digit)
        return key.convertToScreen(key.bounds.center)
    }

    @Test("Two fingers on two keys show two balloons at once; each lift types its own key")
    func twoBalloons() {
        let (pad, recorder) = makePad()
        touch(.began, 1, center(pad, 2))
        touch(.began, 2, center(pad, 7))
        #expect(pad.balloonIndices == [pad.layout.index(of: 2), pad.layout.index(of: 7)])
        #expect(pad.balloonViews.filter { !$0.isHidden }.count == 2)
        let boxes = pad.balloonViews.filter { !$0.isHidden }.map(\.screenBoundingBox)
        #expect(boxes.count == 2 && !boxes[0].intersects(boxes[1]))
        // The second finger slides to 8; the first stays on 2.
        touch(.moved, 2, center(pad, 8))
        #expect(pad.balloonIndices == [pad.layout.index(of: 2), pad.layout.index(of: 8)])
        touch(.ended, 1, center(pad, 2))
        #expect(recorder.typed == [2])
        #expect(pad.balloonIndices == [pad.layout.index(of: 8)])
        touch(.ended, 2, center(pad, 8))
        #expect(recorder.typed == [2, 8])
        #expect(pad.balloonIndices.isEmpty && pad.balloonViews.allSatisfy(\.isHidden))
    }

    @Test("A cancelled touch types nothing and takes its balloon away; the pointer presses a key beside a finger")
    func cancelAndPointerBeside() {
        let (pad, recorder) = makePad()
        touch(.began, 5, center(pad, 3))
        rig.down(center(pad, 9))
        #expect(pad.balloonIndices.count == 2)
        touch(.cancelled, 5, center(pad, 3))
        rig.up(center(pad, 9))
        #expect(recorder.typed == [9])
        #expect(pad.balloonIndices.isEmpty)
    }

    @Test("Two fingers press two buttons at once; a finger neither hovers nor changes the cursor")
    func twoButtons() {
        var taps: [String] = []
        let a = Button("A", frame: Rect(10, 10, 80, 40)) { _ in taps.append("A") }
        let b = Button("B", frame: Rect(200, 10, 80, 40)) { _ in taps.append("B") }
        rig.window.addSubview(a)
        rig.window.addSubview(b)
        touch(.began, 1, Point(50, 30))
        touch(.began, 2, Point(240, 30))
        #expect(a.isHighlighted && b.isHighlighted)
        #expect(!a.isHovered && rig.screen.currentCursor == .default && rig.screen.pointerLocation == nil)
        touch(.ended, 2, Point(240, 30))
        touch(.ended, 1, Point(50, 30))
        #expect(taps == ["B", "A"])
    }

    @Test("A finger pulls the list past the threshold and lifting refreshes it, as the pointer's drag does")
    func fingerPullRefreshes() {
        let rows = TextRows((0..<30).map { "r\($0)" })
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        let control = RefreshControl()
        list.refreshControl = control
        var refreshes = 0
        control.onRefresh = { _ in refreshes += 1 }
        rig.window.addSubview(list)
        rig.layout()
        touch(.began, 3, Point(200, 100))
        for i in 1...20 {
            rig.advance(0.02)
            touch(.moved, 3, Point(200, 100 + Double(i) * 10))
        }
        rig.advance(0.2)
        #expect(control.state == .armed)
        touch(.ended, 3, Point(200, 300))
        #expect(control.state == .refreshing && refreshes == 1)
    }

    @Test("A second finger on a list being dragged does not take the drag: the first finger keeps scrolling it")
    func secondFingerDoesNotStealPan() {
        let rows = TextRows((0..<60).map { "r\($0)" })
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        rig.window.addSubview(list)
        rig.layout()
        touch(.began, 1, Point(200, 400))
        for i in 1...10 { rig.advance(0.02); touch(.moved, 1, Point(200, 400 - Double(i) * 10)) }
        // Recognized after 10 points, the drag then follows the finger point for point: 90 of the 100.
        #expect(list.contentOffset.y == 90)
        touch(.began, 2, Point(300, 500))
        for i in 1...5 { rig.advance(0.02); touch(.moved, 2, Point(300, 500 + Double(i) * 20)) }
        #expect(list.contentOffset.y == 90)         // the second finger moved nothing
        touch(.moved, 1, Point(200, 250))
        #expect(list.contentOffset.y == 140)        // the first still drives it
        touch(.ended, 2, Point(300, 600))
        touch(.ended, 1, Point(200, 250))
        #expect(!list.isDragging)
    }
}
