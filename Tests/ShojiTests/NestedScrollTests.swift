import Testing
@testable import Shoji

/// A scrolling list inside a scrolling page (the refresh scene in a short window): the two never fight.
@MainActor
@Suite("Nested scroll views")
struct NestedScrollTests {
    /// A 400×300 page over 900 points, holding at y 200 a 400×200 list over 1000 points.
    func make() -> (Rig, outer: ScrollView, inner: ScrollView) {
        let rig = Rig()
        let outer = ScrollView(frame: Rect(0, 0, 400, 300))
        outer.contentSize = Size(400, 900)
        let inner = ScrollView(frame: Rect(0, 200, 400, 200))
        inner.contentSize = Size(400, 1000)
        inner.addSubview(View(frame: Rect(0, 0, 400, 1000)))
        outer.addSubview(inner)
        rig.window.addSubview(outer)
        rig.layout()
        return (rig, outer, inner)
    }

    /// One wheel gesture: notches 0.05 s apart, then the gesture's end.
    func spin(_ rig: Rig, at p: Point, dy: Double, notches: Int) {
        for _ in 0..<notches { rig.wheel(at: p, dy: dy); rig.advance(0.05) }
        rig.advance(1)
    }

    @Test("The wheel over the list scrolls the list while it can, then the page; the list never jumps")
    func wheelDownInnerFirst() {
        let (rig, outer, inner) = make()
        spin(rig, at: Point(200, 250), dy: 100, notches: 8)      // the list's 800 points of room
        #expect(inner.contentOffset.y == 800)
        #expect(outer.contentOffset.y == 0)
        spin(rig, at: Point(200, 250), dy: 100, notches: 2)       // the list is at its end: the page moves
        #expect(inner.contentOffset.y == 800)
        #expect(outer.contentOffset.y == 200)
    }

    @Test("At the list's top with the page scrolled, the wheel up scrolls the page back before it pulls the list")
    func wheelUpOuterBeforePull() {
        let (rig, outer, inner) = make()
        outer.contentOffset = Point(0, 150)
        rig.layout()
        // The list is now at y 50…250 in the window.
        spin(rig, at: Point(200, 100), dy: -50, notches: 4)
        #expect(outer.contentOffset.y == 0)
        #expect(inner.contentOffset.y == 0, "no pull while the page could still move")
        #expect(!inner.isTracking)
        // A new gesture with the page at its top: now the list is pulled past its edge (to refresh).
        rig.wheel(at: Point(200, 250), dy: -40)
        #expect(inner.contentOffset.y < 0 && inner.isTracking)
        #expect(outer.contentOffset.y == 0)
    }

    @Test("A drag that starts on the list moves the list, not the page; one on the page moves the page")
    func dragBelongsToWhereItStarts() {
        let (rig, outer, inner) = make()
        rig.drag(from: Point(200, 290), to: Point(200, 210))
        rig.advance(3)
        #expect(inner.contentOffset.y > 0 && outer.contentOffset.y == 0)
        rig.drag(from: Point(200, 150), to: Point(200, 50))
        rig.advance(3)
        #expect(outer.contentOffset.y > 0)
    }
}
