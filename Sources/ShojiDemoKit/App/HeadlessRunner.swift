import FoundationEssentials
import Glibc
import Shoji
import ShojiCairo

/// Runs the demo with no X server: a manual clock, frames rendered into memory. Time jumps ahead a
/// frame at a time until the scene settles, so a screenshot shows the finished state, deterministically.
@MainActor
struct HeadlessRunner {
    let options: Options
    let session: Session
    let assets: AssetCatalog

    func run() -> Never {
        let clock = ManualClock()
        Launcher.startTrace(options, clock: clock)
        let app = Launcher.makeApp(session: session, base: clock, scale: session.scale ?? 1, assets: assets)
        let screen = app.screen
        app.show(sceneNamed: session.scene)
        app.ready()
        if let events = session.replay {
            replay(events, on: screen, clock: clock, network: app.networkMonitor)
        }
        if let dir = options.tour {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
            catch { Launcher.fail("cannot create \(dir): \(error)", status: 2) }
            for name in options.tourSceneNames {
                app.show(sceneNamed: name)
                HeadlessRunner.settle(screen, clock: clock)
                let undo = app.current?.prepareForTour()
                if let wait = app.current?.tourWait, wait > 0 { step(screen, clock: clock, for: wait) }
                write(screen, clock: clock, to: dir + "/\(name).png")
                if let undo { undo(); step(screen, clock: clock, for: 1.5) }
            }
        }
        if let path = options.screenshot {
            write(screen, clock: clock, to: path)
        }
        exit(0)
    }

    /// Feeds recorded input at its recorded times; time in between passes frame by frame, as it did.
    func replay(_ events: [RecordedEvent], on screen: Screen, clock: ManualClock, network: NetworkMonitor) {
        for e in events {
            while clock.now + 1.0 / 60.0 < e.time {
                clock.advance(by: 1.0 / 60.0)
                screen.layoutIfNeeded()
            }
            if e.time > clock.now { clock.advance(by: e.time - clock.now) }
            screen.layoutIfNeeded()
            switch e.kind {
            case .input(let event): screen.send(event)
            case .network(let status): network.apply(status)
            case .resize(let size): screen.resize(to: size)
            case .end: break
            }
        }
        Trace.emit("replay.finished", ["events": .number(Double(events.count))])
    }

    /// Lets animations finish (at most 10 s of app time), then renders the whole screen to a PNG.
    func write(_ screen: Screen, clock: ManualClock, to path: String) {
        HeadlessRunner.settle(screen, clock: clock)
        let surface = CairoSurface(width: Int((screen.size.width * screen.scale).rounded()),
                                   height: Int((screen.size.height * screen.scale).rounded()))
        let canvas = CairoCanvas(surface: surface, scale: screen.scale)
        _ = screen.takeDamage()
        screen.render(in: canvas, damage: [screen.bounds])
        do { try surface.writePNG(to: path) } catch { Launcher.fail("cannot write \(path): \(error)", status: 2) }
        Trace.emit("screenshot.written", ["path": .string(path)])
    }

    /// Lets `seconds` of app time pass, frame by frame.
    func step(_ screen: Screen, clock: ManualClock, for seconds: Double) {
        let end = clock.now + seconds
        while clock.now + 1.0 / 60.0 <= end {
            clock.advance(by: 1.0 / 60.0)
            screen.layoutIfNeeded()
        }
    }

    static func settle(_ screen: Screen, clock: ManualClock, limit: Double = 10) {
        let start = clock.now
        screen.layoutIfNeeded()
        while screen.animator.isAnimating && clock.now - start < limit {
            clock.advance(by: 1.0 / 60.0)
            screen.layoutIfNeeded()
        }
    }
}
