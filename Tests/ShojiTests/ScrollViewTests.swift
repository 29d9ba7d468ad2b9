import Testing
@testable import Shoji

@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
    /// A 400×600 scroll view over 3000 points of content.
    func make() -> (Rig, ScrollView) {
        let rig = Rig()
        let sv = ScrollView(frame: Rect(0, 0, 400, 600))
        sv.contentSize = Size(400, 3000)
        sv.addSubview(View(frame: Rect(0, 0, 400, 3000)))
        rig.window.addSubview(sv)
        rig.layout()
        return (rig, sv)
    }

    @Test("A drag moves the content with the pointer, point for point, and a still release stays put")
    func dragFollowsPointer() {
        let (rig, sv) = make()
        var offsets: [Double] = []
        rig.drag(from: Point(200, 400), to: Point(200, 200), hold: 0.2) { _ in offsets.append(sv.contentOffset.y) }
        // The drag is recognized after 10 points; from then on the content moves as far as the pointer.
        #expect(offsets == (0..<20).map { Double($0) * 10 })
        #expect(sv.contentOffset == Point(0, 190))
        #expect(!sv.isDecelerating)
        rig.advance(1)
        #expect(sv.contentOffset == Point(0, 190))
    }

    @Test("A fling glides on, slowing every frame, and comes to rest inside the content")
    func decelerationComesToRest() {
        let (rig, sv) = make()
        rig.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.1, steps: 6)
        #expect(sv.isDecelerating)
        let released = sv.contentOffset.y
        var last = released, lastStep = Double.infinity
        for _ in 0..<30 {
            rig.advance(Rig.frame)
            let step = sv.contentOffset.y - last
            #expect(step >= 0 && step <= lastStep + 1) // forward, never speeding up (±1 for pixel rounding)
            last = sv.contentOffset.y; lastStep = step
        }
        let took = rig.settle()
        #expect(!sv.isDecelerating && !rig.screen.animator.isAnimating)
        #expect(took < 6)
        #expect(sv.contentOffset.y > released + 300)
        #expect(sv.contentOffset.y <= sv.maximumContentOffset.y)
        #expect(sv.contentOffset.y == sv.contentOffset.y.rounded()) // rests on a whole pixel
    }

    @Test("A fling into the end runs past it on the rubber band and comes back exactly to it")
    func flingBouncesAtTheEnd() {
        let (rig, sv) = make()
        sv.contentOffset = Point(0, 2300)
        rig.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.1, steps: 6)
        var furthest = 0.0
        for _ in 0..<180 {
            rig.advance(Rig.frame)
            furthest = max(furthest, sv.contentOffset.y)
        }
        #expect(furthest > 2400 + 5)
        rig.settle()
        #expect(sv.contentOffset.y == 2400)
    }

    @Test("Pulled past the top, the content rubber-bands, then springs back to the top on release")
    func rubberBandReturns() {
        let (rig, sv) = make()
        rig.drag(from: Point(200, 100), to: Point(200, 300), hold: 0.2, release: false)
        let shown = -RubberBand.offset(for: 190, dimension: 600)
        #expect(sv.contentOffset.y == shown.rounded())
        #expect(sv.overscroll.y < 0)
        rig.up(Point(200, 300))
        let took = rig.settle()
        #expect(sv.contentOffset == .zero)
        #expect(took < 0.8)
    }

    @Test("The wheel scrolls; a wheel gesture that starts at the top pulls past it and springs back")
    func wheel() {
        let (rig, sv) = make()
        for _ in 0..<3 { rig.wheel(at: Point(200, 300), dy: 40) }
        #expect(sv.contentOffset.y == 120)
        rig.advance(0.5)
        sv.contentOffset = .zero
        rig.wheel(at: Point(200, 300), dy: -40)
        #expect(sv.contentOffset.y < 0 && sv.isTracking)
        rig.advance(ScrollView.wheelGestureGap + 0.05)
        #expect(!sv.isTracking)
        rig.settle()
        #expect(sv.contentOffset == .zero)
    }

    @Test("A wheel gesture that runs into the top stops there instead of pulling past it")
    func wheelStopsAtTheEdge() {
        let (rig, sv) = make()
        sv.contentOffset = Point(0, 60)
        rig.advance(0.5)
        for _ in 0..<4 { rig.wheel(at: Point(200, 300), dy: -40); rig.advance(0.05) }
        #expect(sv.contentOffset == .zero)
        #expect(!sv.isTracking)
    }

    @Test("setContentOffset(animated:) glides there in 0.3 s; a drag interrupts it")
    func animatedOffset() {
        let (rig, sv) = make()
        var finished: [Bool] = []
        sv.setContentOffset(Point(0, 1000), animated: true) { finished.append($0) }
        rig.advance(0.15)
        #expect(sv.contentOffset.y > 100 && sv.contentOffset.y < 900)
        rig.advance(0.2)
        #expect(sv.contentOffset.y == 1000 && finished == [true])
        sv.setContentOffset(Point(0, 0), animated: true) { finished.append($0) }
        rig.advance(0.1)
        rig.down(Point(200, 300))
        #expect(finished == [true, false])
        let stopped = sv.contentOffset.y
        rig.advance(0.3)
        #expect(sv.contentOffset.y == stopped)
    }

    @Test("Pressing on gliding content stops it where it is")
    func touchStopsMomentum() {
        let (rig, sv) = make()
        rig.drag(from: Point(200, 500), to: Point(200, 300), duration: 0.1, steps: 6)
        rig.advance(0.2)
        rig.down(Point(200, 300))
        #expect(!sv.isDecelerating && sv.touchStoppedMotion)
        let y = sv.contentOffset.y
        rig.advance(0.5)
        #expect(sv.contentOffset.y == y)
    }

    @Test("Indicators show while the content moves and fade out half a second after it stops")
    func indicatorsFade() {
        let (rig, sv) = make()
        #expect(sv.scrollIndicatorAlpha == 0)
        rig.wheel(at: Point(200, 300), dy: 40)
        #expect(sv.scrollIndicatorAlpha == 1)
        let bar = try! #require(sv.verticalIndicatorRect)
        #expect(bar.maxX <= sv.bounds.maxX && bar.minX > sv.bounds.maxX - 8)
        #expect(abs(bar.height - 600 * 600 / 3000.0) < 1)
        rig.advance(0.45)
        #expect(sv.scrollIndicatorAlpha == 1)
        rig.advance(0.35)
        #expect(sv.scrollIndicatorAlpha == 0)
        #expect(!rig.screen.animator.isAnimating)
    }

    @Test("The screen is not settled while the indicators linger: they are still to fade, with nothing animating yet")
    func lingeringIndicatorsKeepTheScreenUnsettled() {
        let (rig, sv) = make()
        _ = rig.screen.takeDamage()
        #expect(rig.screen.isSettled)
        rig.wheel(at: Point(200, 300), dy: 40)
        rig.advance(0.2)
        _ = rig.screen.takeDamage() // the frame is drawn
        #expect(!rig.screen.animator.isAnimating && sv.scrollIndicatorAlpha == 1)
        #expect(!rig.screen.isSettled, "a frame now would be called settled, and the bars fade after it")
        rig.advance(0.35) // the fade runs
        #expect(rig.screen.animator.isAnimating && !rig.screen.isSettled)
        rig.advance(0.3)
        _ = rig.screen.takeDamage()
        #expect(sv.scrollIndicatorAlpha == 0 && rig.screen.isSettled)
        // A scroll view taken off the screen while its bars linger no longer holds the screen.
        rig.wheel(at: Point(200, 300), dy: 40)
        _ = rig.screen.takeDamage()
        #expect(!rig.screen.isSettled)
        sv.removeFromSuperview()
        _ = rig.screen.takeDamage()
        #expect(rig.screen.isSettled)
    }

    @Test("Page keys and End scroll when the scroll view has the keyboard")
    func keys() {
        let (rig, sv) = make()
        #expect(rig.window.makeFirstResponder(sv))
        rig.key(.pageDown)
        rig.settle()
        #expect(sv.contentOffset.y == 560)
        rig.key(.end)
        rig.settle()
        #expect(sv.contentOffset.y == 2400)
        rig.key(.home)
        rig.settle()
        #expect(sv.contentOffset.y == 0)
    }
}

@MainActor
@Suite("Scroll view: a drag that begins on a control")
struct ScrollViewControlDragTests {
    /// A 400×600 scroll view over 3000 points of content, with a text field at the top.
    func make() -> (Rig, ScrollView, TextField) {
        let rig = Rig()
        let sv = ScrollView(frame: Rect(0, 0, 400, 600))
        sv.contentSize = Size(400, 3000)
        sv.addSubview(View(frame: Rect(0, 0, 400, 3000)))
        let field = TextField(frame: Rect(20, 380, 300, 40))
        sv.addSubview(field)
        rig.window.addSubview(sv)
        rig.layout()
        return (rig, sv, field)
    }

    @Test("A mouse drag up from a text field stays with the field: the page does not scroll")
    func mouseDragOnControlStays() {
        let (rig, sv, _) = make()
        rig.drag(from: Point(200, 400), to: Point(200, 200), hold: 0.2)
        #expect(sv.contentOffset == .zero)
    }

    @Test("The same mouse drag from beside the field scrolls the page")
    func mouseDragBesideScrolls() {
        let (rig, sv, _) = make()
        rig.drag(from: Point(360, 400), to: Point(360, 200), hold: 0.2)
        #expect(sv.contentOffset == Point(0, 190))
    }

    @Test("A finger's drag from the field scrolls the page, as on a touchscreen")
    func fingerDragOnControlScrolls() {
        let (rig, sv, _) = make()
        rig.screen.send(.touch(TouchEvent(.began, id: 1, at: Point(200, 400))))
        for step in 1...20 {
            rig.advance(0.01)
            rig.screen.send(.touch(TouchEvent(.moved, id: 1, at: Point(200, 400 - Double(step) * 10))))
        }
        rig.screen.send(.touch(TouchEvent(.ended, id: 1, at: Point(200, 200))))
        #expect(sv.contentOffset.y >= 190)
    }
}
