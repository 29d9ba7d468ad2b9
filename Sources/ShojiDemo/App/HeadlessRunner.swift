import Foundation
import Shoji
import ShojiCairo

/// Runs the demo with no X server: a manual clock, frames rendered into memory. Time jumps ahead a
/// frame at a time until the scene settles, so a screenshot shows the finished state, deterministically.
@MainActor
struct HeadlessRunner {
    let options: Options
    let assets: AssetCatalog

    func run() -> Never {
        let clock = ManualClock()
        Launcher.startTrace(options, clock: clock)
        let (w, h) = options.windowSize
        let screen = Screen(size: Size(width: Double(w), height: Double(h)), clock: clock)
        let app = DemoApp(screen: screen, assets: assets)
        app.show(sceneNamed: options.scene ?? SceneCatalog.names[0])
        app.ready()
        if let dir = options.tour {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
            catch { Launcher.fail("cannot create \(dir): \(error.localizedDescription)", status: 2) }
            for name in SceneCatalog.names {
                app.show(sceneNamed: name)
                write(screen, clock: clock, to: (dir as NSString).appendingPathComponent("\(name).png"))
            }
        }
        if let path = options.screenshot {
            write(screen, clock: clock, to: path)
        }
        exit(0)
    }

    /// Lets animations finish (at most 10 s of app time), then renders the whole screen to a PNG.
    func write(_ screen: Screen, clock: ManualClock, to path: String) {
        HeadlessRunner.settle(screen, clock: clock)
        let surface = CairoSurface(width: Int(screen.size.width * screen.scale), height: Int(screen.size.height * screen.scale))
        let canvas = CairoCanvas(surface: surface, scale: screen.scale)
        _ = screen.takeDamage()
        screen.render(in: canvas, damage: [screen.bounds])
        do { try surface.writePNG(to: path) } catch { Launcher.fail("cannot write \(path): \(error)", status: 2) }
        Trace.emit("screenshot.written", ["path": .string(path)])
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
