import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemo

/// Nothing of a scene that is not shown may stay alive: its views, its scene object, its controllers and
/// observers. Closures on timers and animations that capture `self` strongly are the usual cause.
@MainActor
@Suite("No leaks across scene switches")
struct LeakTests {
    final class Weak { weak var object: AnyObject?; let name: String; init(_ o: AnyObject, _ n: String) { object = o; name = n } }

    func collect(_ v: View, into out: inout [Weak]) {
        out.append(Weak(v, v.identifier ?? "\(type(of: v))"))
        for s in v.subviews { collect(s, into: &out) }
    }

    @Test("1,000 scene switches leave nothing of the scenes not shown alive", arguments: SceneCatalog.names)
    func sceneSwitches(scene: String) {
        Typesetter.current = PangoTextSystem()
        let clock = ManualClock()
        let screen = Screen(size: Size(1024, 720), clock: ScaledClock(base: clock))
        let app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        var refs: [Weak] = []
        do {
            app.show(sceneNamed: scene)
            clock.advance(by: 0.5)
            // Press something in it, so that its touch and animation paths have run.
            screen.layoutIfNeeded()
            if let target = app.current?.view.subviews.last {
                let c = target.convertToScreen(target.bounds).center
                screen.send(.pointer(PointerEvent(.down, at: c)))
                screen.send(.pointer(PointerEvent(.up, at: c)))
            }
            clock.advance(by: 0.5)
            if let current = app.current {
                refs.append(Weak(current, "scene \(scene)"))
                collect(current.view, into: &refs)
            }
            let others = SceneCatalog.names.filter { $0 != scene }
            let other = others.isEmpty ? scene : others[0]
            for i in 0..<1000 {
                app.show(sceneNamed: others.isEmpty ? scene : others[i % others.count])
                if i % 100 == 0 { clock.advance(by: 0.3) }
            }
            app.show(sceneNamed: other)
        }
        clock.advance(by: 10)
        let alive = refs.filter { $0.object != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive after leaving \(scene): \(alive.prefix(10))")
    }
}
