import ArgumentParser
import Glibc
import Shoji
import ShojiCairo
import ShojiX11

/// The demo's command line, called by the `shoji-demo` executable.
public enum ShojiDemoEntry {
    @MainActor
    public static func main() -> Never {
        StartupTrace.mark("main")
        // A parent may have blocked signals (test runners do); SIGTERM and SIGINT must still end the demo.
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        pthread_sigmask(SIG_UNBLOCK, &allSignals, nil)

        // Exit status: 0 ok, 1 the X server went away, 2 bad arguments, 3 no X display.
        let options: Options
        do {
            options = try Options.parse()
            StartupTrace.mark("arguments parsed")
        } catch {
            if Options.exitCode(for: error) == .success {
                print(Options.fullMessage(for: error))
                exit(0)
            }
            Console.error("shoji-demo: \(Options.fullMessage(for: error))\n")
            exit(2)
        }
        if options.listScenes {
            SceneCatalog.names.forEach { print($0) }
            exit(0)
        }
        Launcher.run(options)
    }
}

/// The whole demo on a headless screen, for benchmarks and tools outside this module.
@MainActor
public final class HeadlessDemo {
    public let screen: Screen
    public let clock: ManualClock
    let app: DemoApp

    public static var sceneNames: [String] { SceneCatalog.names }

    public init(size: Size, scale: Double = 1, assetsDirectory: String) {
        if !(Typesetter.current is PangoTextSystem) { Typesetter.current = PangoTextSystem() }
        clock = ManualClock()
        let assets = AssetCatalog(directory: assetsDirectory)
        assets.warn = { _ in }
        let session = Session(size: size, scale: scale, scene: SceneCatalog.names[0], language: .en, timeScale: 1, seed: 1)
        app = Launcher.makeApp(session: session, base: clock, scale: scale, assets: assets)
        screen = app.screen
    }

    /// Shows a scene and lets its animations finish.
    public func show(_ scene: String) {
        app.show(sceneNamed: scene)
        HeadlessRunner.settle(screen, clock: clock)
        _ = screen.takeDamage()
    }
}
