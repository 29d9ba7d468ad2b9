import FoundationEssentials
import Glibc
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
        StartupTrace.mark("session")
        let text = PangoTextSystem()
        Typesetter.current = text
        StartupTrace.mark("text system")
        checkFonts(text)
        StartupTrace.mark("fonts checked")
        let assets = AssetCatalog(directory: assetsDirectory(options))
        StartupTrace.mark("assets")
        if options.headless {
            HeadlessRunner(options: options, session: session, assets: assets).run()
        } else {
            // Held for the life of the process: its callbacks hold it weakly, and without this an optimised
            // build may release it as soon as `run()` no longer touches it (a release-build warning said so).
            let runner = XRunner(options: options, session: session, assets: assets)
            Launcher.runner = runner
            runner.run()
        }
    }

    private static var runner: XRunner?

    /// The app on a screen whose clock runs at the session's time scale over `base`.
    static func makeApp(session: Session, base: Clock, scale: Double, assets: AssetCatalog) -> DemoApp {
        let clock = ScaledClock(base: base, factor: session.timeScale)
        let screen = Screen(size: session.size, scale: scale, clock: clock)
        let app = DemoApp(screen: screen, assets: assets)
        app.random = SeededRandom(seed: session.seed)
        app.slowMotion = SlowMotion(clock: clock, app: app, slowFactor: session.timeScale)
        // The network is part of the recorded environment: a replay sees the recorded status, not this machine's.
        app.startsNetworkMonitor = session.replay == nil
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
        var isDir = false
        if FileManager.default.fileExists(atPath: "assets", isDirectory: &isDir), isDir { return "assets" }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let checkout = exe.deletingLastPathComponent().appendingPathComponent("../../../assets").standardized.path
        return checkout
    }

    /// Broken or missing fonts are not fatal — text falls back to boxes — but say so once.
    static func checkFonts(_ text: PangoTextSystem) {
        // Pango always lists fontconfig's generic aliases, even with no font behind them.
        let generic: Set<String> = ["sans", "sans-serif", "serif", "monospace", "system-ui", "cursive", "fantasy", "emoji", "math"]
        let families = text.familyNames().filter { !generic.contains($0.lowercased()) }
        if families.isEmpty {
            warn("fontconfig found no fonts; text will be drawn as boxes (install fonts-dejavu-core)")
        } else if !families.contains(where: { $0.uppercased().contains("CJK") || $0.contains("Noto Sans JP") }) {
            warn("no Japanese font found; Japanese text will be drawn as boxes (install fonts-noto-cjk)")
        }
    }

    static func warn(_ message: String) {
        Console.error("shoji-demo: warning: \(message)\n")
    }

    static func fail(_ message: String, status: Int32) -> Never {
        Console.error("shoji-demo: \(message)\n")
        exit(status)
    }
}
