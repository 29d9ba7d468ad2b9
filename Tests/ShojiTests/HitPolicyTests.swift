import Testing
@testable import Shoji

/// Every `HitPolicy` on a cover lying over a button: who takes the click on the cover's empty area, on
/// its child, and on what lies below — with real pointer events, not only `hitTest`.
@MainActor
@Suite("Hit policies and touch-through")
struct HitPolicyTests {
    struct Fixture {
        let screen: Screen
        let window: Window
        let button: Button
        let cover: View
        let patch: View
    }

    /// A button at (20, 20, 60, 30) under a full-size cover that has a child `patch` at (100, 100, 50, 50).
    func makeFixture(_ policy: HitPolicy) -> Fixture {
        let screen = Screen(size: Size(200, 200), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let button = Button("OK", frame: Rect(20, 20, 60, 30))
        button.identifier = "button"
        window.addSubview(button)
        let cover = View(frame: Rect(0, 0, 200, 200))
        cover.identifier = "cover"
        cover.hitPolicy = policy
        let patch = View(frame: Rect(100, 100, 50, 50))
        patch.identifier = "patch"
        cover.addSubview(patch)
        window.addSubview(cover)
        return Fixture(screen: screen, window: window, button: button, cover: cover, patch: patch)
    }

    func click(_ screen: Screen, _ p: Point) {
        screen.send(.pointer(PointerEvent(.down, at: p)))
        screen.send(.pointer(PointerEvent(.up, at: p)))
    }

    /// Who takes a click on the button's spot, the patch, and empty space, under each policy.
    @Test("Who takes the hit", arguments: [
        (HitPolicy.normal, "cover", "patch", "cover"),
        (.passThroughSelf, "button", "patch", "main"),
        (.passThroughAll, "button", "main", "main"),
        (.absorb, "cover", "cover", "cover"),
    ])
    func whoTakesTheHit(policy: HitPolicy, onButton: String, onPatch: String, onEmpty: String) {
        let f = makeFixture(policy)
        func hit(_ p: Point) -> String? {
            guard let v = f.screen.hitTest(p)?.view else { return nil }
            return v is Window ? "main" : v.identifier ?? String(describing: type(of: v))
        }
        #expect(hit(Point(30, 30)) == onButton)
        #expect(hit(Point(120, 120)) == onPatch)
        #expect(hit(Point(180, 20)) == onEmpty)
    }

    @Test("A button under a pass-through cover is clicked; under a .normal one it goes dead")
    func clicksThrough() {
        let f = makeFixture(.passThroughSelf)
        var taps = 0
        f.button.primaryAction = { _ in taps += 1 }
        click(f.screen, Point(30, 30))
        #expect(taps == 1)
        f.cover.hitPolicy = .normal
        click(f.screen, Point(30, 30))
        #expect(taps == 1)
        f.cover.hitPolicy = .passThroughSelf
        click(f.screen, Point(30, 30))
        #expect(taps == 2)
    }

    @Test("Hover goes through a pass-through cover as clicks do")
    func hoverThrough() {
        let f = makeFixture(.passThroughSelf)
        f.screen.send(.pointer(PointerEvent(.moved, at: Point(30, 30), button: nil)))
        #expect(f.button.isHovered)
        f.screen.send(.pointer(PointerEvent(.moved, at: Point(180, 180), button: nil)))
        #expect(!f.button.isHovered)
    }

    @Test("A .passThroughAll subtree ignores input even where a child says .absorb")
    func passThroughAllWinsOverChildren() {
        let f = makeFixture(.passThroughAll)
        f.patch.hitPolicy = .absorb
        f.patch.frame = Rect(10, 10, 100, 100) // now over the button too
        #expect(f.screen.hitTest(Point(30, 30))?.view === f.button)
    }

    @Test("The hit path names the views that let the hit through, front to back, and not the hit's ancestors")
    func hitPathNamesPassThroughs() {
        let f = makeFixture(.passThroughSelf)
        let decoration = View(frame: Rect(0, 0, 100, 100))
        decoration.hitPolicy = .passThroughAll
        decoration.identifier = "decoration"
        f.window.addSubview(decoration)
        let path = f.screen.hitPath(at: Point(30, 30))
        #expect(path?.view === f.button)
        #expect(path?.passedThrough.map(\.identifier) == ["decoration", "cover"])
        #expect(path?.ancestors.first === f.button && path?.ancestors.last === f.window)
        // On the patch: the cover is its parent, so it handed the hit down rather than passing it through.
        let onPatch = f.screen.hitPath(at: Point(120, 120))
        #expect(onPatch?.view === f.patch)
        #expect(onPatch?.passedThrough.isEmpty == true)
        // Outside the decoration, only the cover let the click pass.
        #expect(f.screen.hitPath(at: Point(180, 20))?.passedThrough.map(\.identifier) == ["cover"])
    }

    @Test("pointer.down traces who got the hit and who let it through")
    func traceShowsThrough() {
        let f = makeFixture(.passThroughSelf)
        let trace = TraceRecorder()
        defer { trace.stop() }
        click(f.screen, Point(30, 30))
        let down = trace.last("pointer.down")
        #expect(down?.first { $0.0 == "hit" }?.1 == "button")
        #expect(down?.first { $0.0 == "through" }?.1 == ["cover"])
    }
}
