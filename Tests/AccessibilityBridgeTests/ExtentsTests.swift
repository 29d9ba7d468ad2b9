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
        // From its parent (the window, at the window's origin) the hostile view saturates the same way.
        #expect(bridge.extents(of: parent, in: .parent).x == far)
        // The child's accessible parent is the window too (a plain view is no element): the same saturated
        // place as in window coordinates, not wrapped round by the subtraction.
        let fromParent = bridge.extents(of: child, in: .parent)
        #expect(fromParent.x == inChild.x && fromParent.y == inChild.y, "\(fromParent) against \(inChild)")
        // Sizes saturate too: never negative, the hostile width at the bound.
        for view in [parent, child] {
            for type in [ATSPI.CoordType.screen, .window, .parent] {
                let r = bridge.extents(of: view, in: type)
                #expect(r.width >= 0 && r.height >= 0, "\(type) extents of a hostile frame: \(r)")
            }
        }
        // The window's own extents stay exact beside hostile subviews: 200 × 100 points at scale 2.
        for type in [ATSPI.CoordType.screen, .window, .parent] {
            let r = bridge.extents(of: window, in: type)
            #expect(r.width == 400 && r.height == 200, "\(type) extents of the window: \(r)")
        }
        let ordinary = View(frame: Rect(10, 10, 30, 20))
        window.addSubview(ordinary)
        let r = bridge.extents(of: ordinary, in: .window)
        #expect(r.x == 20 && r.y == 20 && r.width == 60 && r.height == 40)
    }
}
