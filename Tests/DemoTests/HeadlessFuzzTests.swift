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
        if let broken = DemoInvariants.all(screen: screen, app: app) {
            throw Violation(description: "seed \(seed), step \(step): \(broken)")
        }
    }
}
