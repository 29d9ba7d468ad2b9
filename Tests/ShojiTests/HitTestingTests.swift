import Testing
@testable import Shoji

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    /// A window with a parent at (10, 10, 200, 200) and a child at (20, 20, 50, 50) inside it.
    func makeTree() -> (Screen, Window, View, View) {
        let screen = Screen(size: Size(400, 300), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let parent = View(frame: Rect(10, 10, 200, 200))
        let child = View(frame: Rect(20, 20, 50, 50))
        parent.addSubview(child)
        window.addSubview(parent)
        return (screen, window, parent, child)
    }

    @Test func deepestViewWins() {
        let (screen, _, parent, child) = makeTree()
        #expect(screen.hitTest(Point(40, 40))?.view === child)
        #expect(screen.hitTest(Point(150, 150))?.view === parent)
    }

    @Test func hiddenDisabledAndTransparentViewsAreSkipped() {
        let (screen, _, parent, child) = makeTree()
        child.isHidden = true
        #expect(screen.hitTest(Point(40, 40))?.view === parent)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(screen.hitTest(Point(40, 40))?.view === parent)
        child.isUserInteractionEnabled = true
        child.alpha = 0.01
        #expect(screen.hitTest(Point(40, 40))?.view === parent)
        child.alpha = 0.02
        #expect(screen.hitTest(Point(40, 40))?.view === child)
    }

    @Test("A view that drops its siblings while being hit tested does not pull them from under the search")
    func subviewsChangedDuringHitTest() {
        final class Dropper: View {
            override func hitTest(_ point: Point) -> View? {
                // Removes every sibling below it (the only references to them) before answering.
                for v in superview?.subviews ?? [] where v !== self { v.removeFromSuperview() }
                return nil
            }
        }
        let (screen, _, parent, child) = makeTree()
        child.removeFromSuperview()
        for i in 0..<20 { parent.addSubview(View(frame: Rect(Double(i), 0, 5, 5))) }
        parent.addSubview(Dropper(frame: Rect(0, 0, 200, 200)))
        // The search goes on through the siblings it started with (still alive), then reaches the parent.
        #expect(screen.hitTest(Point(150, 150))?.view === parent)
        #expect(parent.subviews.count == 1)
    }

    @Test func childOutsideItsParentIsNotHitAsInUIKit() {
        let (screen, window, parent, child) = makeTree()
        child.frame = Rect(190, 190, 50, 50) // sticks out past the parent's bottom-right corner
        #expect(screen.hitTest(Point(225, 225))?.view === window)
        #expect(screen.hitTest(Point(205, 205))?.view === child)
        _ = parent
    }

    @Test func pointInsideOverrideWidensTheTarget() {
        final class Wide: View {
            override func point(inside p: Point) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(p) }
        }
        let (screen, _, parent, _) = makeTree()
        let w = Wide(frame: Rect(100, 100, 20, 20))
        parent.addSubview(w)
        #expect(screen.hitTest(Point(105, 105))?.view === w) // 5 px left of its frame, in window coordinates
    }

    @Test func boundsOriginScrollsChildren() {
        let (screen, _, parent, child) = makeTree()
        parent.bounds.origin = Point(0, 15)
        #expect(screen.hitTest(Point(40, 20))?.view === child)   // child now at y 5…55 in the parent → 15…65 on screen
        #expect(screen.hitTest(Point(40, 70))?.view === parent)
    }

    @Test func transformedViewsAreHitWhereTheyAreDrawn() {
        let (screen, _, parent, child) = makeTree()
        child.transform = Transform(scaleX: 0.5, y: 0.5) // about its centre (45, 45 in the parent): covers 32.5…57.5
        #expect(screen.hitTest(Point(40, 40))?.view === parent) // parent coords (30, 30): outside the shrunk child
        #expect(screen.hitTest(Point(55, 55))?.view === child)  // parent coords (45, 45): its centre
    }

    @Test func policiesDecideWhoTakesTheHit() {
        let (screen, _, parent, child) = makeTree()
        parent.hitPolicy = .passThroughSelf
        #expect(screen.hitTest(Point(40, 40))?.view === child)
        #expect(screen.hitTest(Point(150, 150))?.view is Window)
        parent.hitPolicy = .passThroughAll
        #expect(screen.hitTest(Point(40, 40))?.view is Window)
        parent.hitPolicy = .absorb
        #expect(screen.hitTest(Point(40, 40))?.view === parent)
    }
}
