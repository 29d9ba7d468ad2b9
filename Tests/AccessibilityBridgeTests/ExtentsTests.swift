import Shoji
import Testing
@testable import ShojiAccessibility

/// A screen reader asks where a view is in 32-bit pixels: a view of any frame an app gives (1e300, NaN,
/// infinity) answers within Int32, never a trap.
@MainActor
@Suite("Accessibility extents")
struct ExtentsTests {
    @Test("Extents of hostile frames saturate to Int32, in every coordinate type",
          arguments: [1e300, -1e300, Double.nan, .infinity, -.infinity, 3e9])
    func hostile(_ v: Double) {
        let screen = Screen(size: Size(200, 100), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let parent = View(frame: Rect(v, 10, v, 20))
        let child = View(frame: Rect(-v, v, 30, v))
        parent.addSubview(child)
        window.addSubview(parent)
        let bridge = AccessibilityBridge(screen: screen, applicationName: "t", windowOrigin: { Point(2e9, -v) }, scale: { 2 })
        // Beyond Int32 at scale 2 in every case: the far end saturates to it, NaN is 0.
        let far: Int32 = v.isNaN ? 0 : v > 0 ? .max : .min
        #expect(bridge.extents(of: parent, in: .window).x == far)
        if v > 0 { #expect(bridge.extents(of: parent, in: .screen).x == .max, "the window's origin added to the maximum stays there") }
        // The child sits at -v inside a parent at v: at 0 for any finite v (and NaN, the sum of two infinities, is 0 too);
        // below the parent by v, saturated.
        let inChild = bridge.extents(of: child, in: .window)
        #expect(inChild.x == 0)
        // (An infinite origin meets ∞ − ∞ on its way to the screen: not a number, so 0.)
        #expect(inChild.y == (v.isFinite ? far : 0))
        // Every coordinate type answers for every view without trapping (a trap would end the test process).
        for view in [parent, child, window] {
            for type in [ATSPI.CoordType.screen, .window, .parent] { _ = bridge.extents(of: view, in: type) }
        }
        let ordinary = View(frame: Rect(10, 10, 30, 20))
        window.addSubview(ordinary)
        let r = bridge.extents(of: ordinary, in: .window)
        #expect(r.x == 20 && r.y == 20 && r.width == 60 && r.height == 40)
    }
}
