import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// Random input against the whole demo on a headless screen, checking the toolkit's invariants after
/// every event. `make test` runs thousands of short sequences; `make soak` many more
/// (`SHOJI_FUZZ_SEQUENCES`). Each sequence is seeded, and a failure names its seed.
@MainActor
@Suite("Headless fuzzing of every scene")
struct HeadlessFuzzTests {
    static var sequences: Int { Int(ProcessInfo.processInfo.environment["SHOJI_FUZZ_SEQUENCES"] ?? "") ?? 1500 }

    @Test("Random clicks, drags, wheels, keys, resizes and scene switches keep every invariant")
    func fuzz() throws {
        Typesetter.current = PangoTextSystem()
        let baseSeed = UInt64(ProcessInfo.processInfo.environment["SHOJI_FUZZ_SEED"] ?? "") ?? 20261121
        for i in 0..<Self.sequences {
            let seed = baseSeed &+ UInt64(i)
            try runSequence(seed: seed, events: 24)
        }
    }

    func runSequence(seed: UInt64, events: Int) throws {
        var rng = SeededRandom(seed: seed)
        let clock = ManualClock()
        let scaled = ScaledClock(base: clock)
        let screen = Screen(size: Size(1024, 720), clock: scaled)
        let app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        app.random = SeededRandom(seed: seed)
        let names = SceneCatalog.names
        app.show(sceneNamed: names[Int(rng.next() % UInt64(names.count))])
        var held = false
        var fingers: Set<UInt32> = []
        for step in 0..<events {
            screen.layoutIfNeeded()
            let point = randomPoint(&rng, screen: screen, app: app)
            switch rng.next() % 14 {
            case 0, 1, 2:
                screen.send(.pointer(PointerEvent(.down, at: point)))
                screen.send(.pointer(PointerEvent(.up, at: point)))
                held = false
            case 3:
                screen.send(.pointer(PointerEvent(.down, at: point)))
                held = true
            case 4:
                screen.send(.pointer(PointerEvent(.moved, at: point, button: held ? .primary : nil)))
            case 5:
                screen.send(.pointer(PointerEvent(.up, at: point)))
                held = false
            case 6:
                let d = Double(Int(rng.next() % 9) - 4) * 40
                screen.send(.wheel(WheelEvent(at: point, delta: rng.next() % 4 == 0 ? Point(d, 0) : Point(0, d))))
            case 7:
                let keys: [KeyEvent] = [KeyEvent(.escape), KeyEvent(.tab), KeyEvent(.function(5)), KeyEvent(.enter),
                                        KeyEvent(.space, text: " "), KeyEvent(.character("r"), text: "r", modifiers: .control),
                                        KeyEvent(.character("4"), text: "4"), KeyEvent(.character("7"), text: "7", isKeypad: true),
                                        KeyEvent(.function(12)), KeyEvent(.down), KeyEvent(.up)]
                screen.send(.key(keys[Int(rng.next() % UInt64(keys.count))]))
            case 8:
                app.show(sceneNamed: names[Int(rng.next() % UInt64(names.count))])
            case 9:
                screen.resize(to: Size(Double(400 + rng.next() % 900), Double(300 + rng.next() % 600)))
            case 10:
                // Up to three fingers beside the pointer, each its own press.
                let id = UInt32(1 + rng.next() % 3)
                let phase: TouchEvent.Phase = fingers.contains(id) ? [.moved, .moved, .ended, .cancelled][Int(rng.next() % 4)] : .began
                screen.send(.touch(TouchEvent(phase, id: id, at: point)))
                if phase == .began { fingers.insert(id) } else if phase == .ended || phase == .cancelled { fingers.remove(id) }
            case 11:
                // A touchpad's small precise steps.
                screen.send(.wheel(WheelEvent(at: point, delta: Point(0, Double(Int(rng.next() % 31) - 15) / 2), hasPreciseDeltas: true)))
            default:
                clock.advance(by: Double(rng.next() % 600) / 1000)
            }
            try checkInvariants(screen, app: app, seed: seed, step: step)
        }
        // Every press and finger lifted: nothing may still be following one.
        screen.send(.pointer(PointerEvent(.up, at: .zero)))
        for id in fingers { screen.send(.touch(TouchEvent(.ended, id: id, at: .zero))) }
        if !screen.dispatcher.activeTouches.isEmpty {
            throw Violation(description: "seed \(seed): \(screen.dispatcher.activeTouches.count) presses left after every release")
        }
        clock.advance(by: 5)
        try checkInvariants(screen, app: app, seed: seed, step: events)
        if seed % 50 == 0 {
            // Now and then draw the whole screen for real, so drawing code meets the fuzzed state too.
            let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
            screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        }
        for w in screen.windows { screen.detach(w) }
    }

    /// Mostly at identified views (where the interesting code is), sometimes anywhere.
    func randomPoint(_ rng: inout SeededRandom, screen: Screen, app: DemoApp) -> Point {
        if rng.next() % 3 != 0, case .array(let views) = app.visibleViews(), !views.isEmpty {
            if case .object(let fields) = views[Int(rng.next() % UInt64(views.count))],
               case .array(let f)? = fields.first(where: { $0.0 == "frame" })?.1,
               case .number(let x) = f[0], case .number(let y) = f[1], case .number(let w) = f[2], case .number(let h) = f[3] {
                return Point(x + Double(rng.next() % 1000) / 1000 * w, y + Double(rng.next() % 1000) / 1000 * h)
            }
        }
        return Point(Double(rng.next() % UInt64(screen.size.width)), Double(rng.next() % UInt64(screen.size.height)))
    }

    struct Violation: Error, CustomStringConvertible { let description: String }

    func checkInvariants(_ screen: Screen, app: DemoApp, seed: UInt64, step: Int) throws {
        func fail(_ s: String) -> Violation { Violation(description: "seed \(seed), step \(step): \(s)") }
        let visibleKeys = screen.windows.filter { $0.isKeyWindow }
        guard visibleKeys.count == 1, let key = screen.keyWindow, !key.isHidden else {
            throw fail("expected exactly one visible key window, have \(screen.keyWindow?.name ?? "none")")
        }
        for w in screen.windows { try checkTree(w, fail: fail) }
        try DemoInvariants.check(screen: screen, app: app).map { throw fail($0) }
    }

    func checkTree(_ v: View, fail: (String) -> Violation) throws {
        guard v.frame.isFinite, v.bounds.isFinite, v.alpha.isFinite, !v.transform.a.isNaN, !v.transform.tx.isNaN else {
            throw fail("view \(v.identifier ?? "\(type(of: v))") has a non-finite frame \(v.frame) or bounds \(v.bounds)")
        }
        for s in v.subviews {
            guard s.superview === v else { throw fail("\(type(of: s)) is in \(type(of: v)).subviews but its superview differs") }
            try checkTree(s, fail: fail)
        }
    }
}

/// Scene-specific invariants; each scene issue adds its own check here.
@MainActor
enum DemoInvariants {
    /// A description of the first broken invariant, or nil.
    static func check(screen: Screen, app: DemoApp) -> String? {
        if let broken = containerIsSettled(app.sceneContainer, name: "shell") { return broken }
        if let scene = app.current as? TransitionsScene, let broken = containerIsSettled(scene.seedContainer, name: "seed") {
            return broken
        }
        screen.layoutIfNeeded()
        for w in screen.windows where !w.isHidden {
            if let problem = listProblem(in: w) { return problem }
        }
        return nil
    }

    /// Containers (issue 8): idle, exactly the selected child's view is in place, whole and untransformed;
    /// mid-transition, nothing but the two children and the shade.
    static func containerIsSettled(_ c: ContainerController, name: String) -> String? {
        guard c.isViewLoaded else { return nil }
        let subs = c.view.subviews
        if c.isTransitioning { return subs.count <= 3 ? nil : "\(name) container holds \(subs.count) views mid-transition" }
        guard let child = c.selectedChild else { return subs.isEmpty ? nil : "\(name) container shows views but no child" }
        guard subs.count == 1, subs[0] === child.view else { return "\(name) container holds \(subs.count) views when idle" }
        let v = child.view
        guard v.transform.isIdentity, v.alpha == 1, !v.isHidden, v.frame == c.frameForChild(in: c.view.bounds) else {
            return "\(name) container's child is left transformed, faded, hidden or misplaced after a transition"
        }
        return nil
    }

    /// Lists (refresh, fonts): only rows on screen have cells, each cell shows the row it is kept for,
    /// where the row's height puts it; and a refresh control adds its one inset while it needs it, never
    /// a second.
    static func listProblem(in view: View) -> String? {
        if let list = view as? ListView {
            let name = list.identifier ?? "list"
            let shown = list.subviews.compactMap { $0 as? ListCell }.filter { !$0.isHidden }
            if shown.count != list.visibleCells.count { return "\(name): \(shown.count) cells shown, \(list.visibleCells.count) kept" }
            let range = list.rowsInViewport()
            for (row, cell) in list.visibleCells {
                if cell.row != row || row >= list.numberOfRows { return "\(name): a cell kept for row \(row) shows row \(cell.row)" }
                guard list.reorder == nil else { continue }
                if range?.contains(row) != true { return "\(name): row \(row) has a cell but is not on screen" }
                if cell.frame.minY != list.metrics.offset(ofRow: row) { return "\(name): row \(row) drawn at \(cell.frame.minY)" }
            }
            if let rc = list.refreshControl {
                if list.contentInset.top != rc.appliedInset || ![0, RefreshControl.headerHeight].contains(rc.appliedInset) {
                    return "\(name): top inset \(list.contentInset.top) with the refresh control's \(rc.appliedInset)"
                }
                if (rc.state == .refreshing) != (rc.appliedInset > 0) && rc.state != .finishing(.failure) {
                    return "\(name): refresh control \(rc.state.name) with inset \(rc.appliedInset)"
                }
            }
        }
        for s in view.subviews { if let p = listProblem(in: s) { return p } }
        return nil
    }
}
