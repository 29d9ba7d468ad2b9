import Glibc
import Shoji
import ShojiCairo
import ShojiRuntime
import ShojiX11

/// The demo's command line, called by the `shoji-demo` executable: the demo's own flags on top of the
/// runtime's, then the runtime runs `DemoDelegate` like any other program.
public enum ShojiDemoEntry {
    @MainActor
    public static func main() -> Never {
        StartupTrace.mark("main")
        // Exit status: 0 ok, 1 the X server went away, 2 bad arguments, 3 no X display, 4 an output failed.
        let options: Options
        do {
            options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
            StartupTrace.mark("arguments parsed")
        } catch {
            switch error {
            case .helpRequested:
                print(Options.help)
                exit(ExitStatus.success.rawValue)
            case .invalid(let line):
                Application.fail("\(line) (shoji-demo --help lists the flags)", status: .usage)
            }
        }
        if options.listScenes {
            SceneCatalog.names.forEach { print($0) }
            exit(ExitStatus.success.rawValue)
        }
        let session = Session.resolve(options)
        Strings.language = session.language
        Application.run(delegate: DemoDelegate(options: options, session: session), options: session.launchOptions(options))
    }
}

/// The whole demo on a headless screen, for benchmarks and tools outside this module.
@MainActor
public final class HeadlessDemo {
    public let screen: Screen
    public let clock: ManualClock
    let runtime: HeadlessApplication
    let app: DemoApp

    public static var sceneNames: [String] { SceneCatalog.names }

    public init(size: Size, scale: Double = 1, assetsDirectory: String) {
        let session = Session(size: size, scale: scale, scene: SceneCatalog.names[0], language: .en, timeScale: 1, seed: 1)
        var options = LaunchOptions()
        options.size = size
        options.scale = scale
        options.assetsDirectory = assetsDirectory
        let delegate = DemoDelegate(options: nil, session: session)
        delegate.startsNetworkMonitor = false
        runtime = HeadlessApplication(delegate: delegate, options: options)
        runtime.application.assets.warn = { _ in }
        app = delegate.app
        clock = runtime.clock
        screen = runtime.screen
    }

    /// Shows a scene and lets its animations finish.
    public func show(_ scene: String) {
        app.show(sceneNamed: scene)
        runtime.settle()
        _ = screen.takeDamage()
    }
}
