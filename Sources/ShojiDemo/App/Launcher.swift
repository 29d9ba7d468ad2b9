import Foundation
import Shoji
import ShojiCairo
import ShojiX11

/// Sets up what every run needs (language, text, assets, trace) and hands over to the headless or the
/// X11 runner.
@MainActor
enum Launcher {
    static func run(_ options: Options) -> Never {
        let session = Session.resolve(options)
        Strings.language = session.language
        Typesetter.current = PangoTextSystem()
        let assets = AssetCatalog(directory: assetsDirectory(options))
        if options.headless {
            HeadlessRunner(options: options, session: session, assets: assets).run()
        } else {
            XRunner(options: options, session: session, assets: assets).run()
        }
    }

    /// The app on a screen whose clock runs at the session's time scale over `base`.
    static func makeApp(session: Session, base: Clock, scale: Double, assets: AssetCatalog) -> DemoApp {
        let clock = ScaledClock(base: base, factor: session.timeScale)
        let screen = Screen(size: session.size, scale: scale, clock: clock)
        let app = DemoApp(screen: screen, assets: assets)
        app.random = SeededRandom(seed: session.seed)
        app.slowMotion = SlowMotion(clock: clock, app: app, slowFactor: session.timeScale)
        return app
    }

    /// Installs the trace sink; a path that cannot be written is a usage error.
    static func startTrace(_ options: Options, clock: Clock) {
        guard let path = options.trace else { return }
        do {
            let writer = try TraceWriter(path: path) { clock.now }
            Trace.addSink { event, fields in writer.write(event, fields) }
        } catch {
            fail("\(error)", status: 2)
        }
    }

    /// `--assets`, then `$SHOJI_ASSETS`, then `./assets`, then the checkout the binary was built in.
    static func assetsDirectory(_ options: Options) -> String {
        if let dir = options.assets { return dir }
        if let dir = ProcessInfo.processInfo.environment["SHOJI_ASSETS"], !dir.isEmpty { return dir }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: "assets", isDirectory: &isDir), isDir.boolValue { return "assets" }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let checkout = exe.deletingLastPathComponent().appendingPathComponent("../../../assets").standardized.path
        return checkout
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("shoji-demo: \(message)\n".utf8))
        exit(status)
    }
}
