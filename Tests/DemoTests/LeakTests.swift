import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

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

@MainActor
@Suite("No leaks across modal cycles")
struct ModalLeakTests {
    @Test("1,000 global modal present/dismiss cycles leave no notice alive, and dropping the app frees its modals")
    func modalCycles() {
        Typesetter.current = PangoTextSystem()
        let clock = ManualClock()
        var refs: [LeakTests.Weak] = []
        do {
            let screen = Screen(size: Size(1024, 720), clock: ScaledClock(base: clock))
            let app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
            app.assets.warn = { _ in }
            app.show(sceneNamed: "basics")
            for i in 0..<1000 {
                if i % 2 == 0 { app.modals.announce() } else { app.modals.presentSample() }
                if let content = app.modals.notices.currentContent, i % 97 == 0 { refs.append(.init(content, "notice \(i)")) }
                clock.advance(by: 0.4)
                app.modals.notices.dismiss(animated: i % 3 != 0)
                clock.advance(by: 0.4)
            }
            clock.advance(by: 2)
            let alive = refs.filter { $0.object != nil }.map(\.name)
            #expect(alive.isEmpty, "dismissed notices still alive: \(alive)")
            refs.append(.init(app, "app"))
            refs.append(.init(app.modals.notices, "GlobalModal"))
            refs.append(.init(app.modals.notices.window, "modal window"))
            app.modals.announce()
            if let content = app.modals.notices.currentContent { refs.append(.init(content, "last notice")) }
            for w in screen.windows { screen.detach(w) }
        }
        clock.advance(by: 2)
        let alive = refs.filter { $0.object != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive after the app was dropped: \(alive)")
    }
}
