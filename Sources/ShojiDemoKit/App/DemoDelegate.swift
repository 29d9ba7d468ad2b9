import Dispatch
import FoundationEssentials
import Glibc
import Shoji
import ShojiRuntime
import ShojiSystem
import ShojiX11
import ShojiFiles

/// The demo as a client of the runtime: it builds `DemoApp` in the main window, and adds what only the
/// demo does on top — tours, record and replay, and the benchmarks' hooks.
@MainActor
final class DemoDelegate: ApplicationDelegate {
    /// The demo's flags (nil when a benchmark or test builds the demo in memory).
    let options: Options?
    let session: Session
    private(set) var app: DemoApp!
    private(set) weak var application: Application?
    /// False while a recording is replayed, and for benchmarks: the network status then comes from the
    /// recording (or not at all).
    var startsNetworkMonitor = true
    var recorder: Recorder?
    var signalSources: [DispatchSourceSignal] = []
    /// The benchmarks' last stats line, written as the run ends.
    var statsAtExit: (@MainActor () -> Void)?
    /// "About Shoji", a window of its own.
    private(set) var aboutWindow: AboutWindow?
    /// "Preferences", a window of its own.
    private(set) var preferencesWindow: PreferencesWindow?

    init(options: Options?, session: Session) {
        self.options = options
        self.session = session
    }

    convenience init() {
        self.init(options: nil, session: Session(size: Size(1024, 720), scale: nil, scene: SceneCatalog.names[0],
                                                 language: .en, timeScale: 1, seed: 1))
    }

    /// The smallest window in which everything can be reached: the sidebar (200) and the title bar's
    /// accessories (the Notice button and the network item, ~200) side by side with room for the title,
    /// and the title bar (48) over room for the tallest notice (~190 at this width; it is centred on the
    /// window). Every scene and the sidebar scroll, so nothing else needs more (checked under Xvfb by
    /// SmallWindowEndToEndTests).
    nonisolated static let minimumSize = Size(480, 300)

    /// The text styles of the first screen (the basics scene in the shell), in the order its first frame
    /// lays them out: their fonts are found on a background thread while the window is made. A test
    /// (DemoTests' "first screen's text styles") keeps the list equal to what the first frame uses.
    nonisolated static let firstScreenTextStyles: [TextStyle] = [
        .body.with(size: 14), // the menu bar's titles (MenuBar.titleStyle), drawn first, at the top
        // Then body: the basics scene's pop-up button and stepper measure their text as they are made.
        .body, .title, .body.with(size: 18), .body.with(weight: .medium), .headline,
        .caption.with(weight: .bold),
    ]

    var configuration: ApplicationConfiguration {
        var c = ApplicationConfiguration(title: "Shoji", size: session.size, minimumSize: DemoDelegate.minimumSize, className: "Shoji",
                                 iconName: "icon.png", backgroundColor: .systemBackground, assetsDirectory: DemoDelegate.checkoutAssets())
        c.preparedTextStyles = DemoDelegate.firstScreenTextStyles
        return c
    }

    func applicationDidFinishLaunching(_ application: Application) {
        self.application = application
        let app = DemoApp(screen: application.screen, mainWindow: application.mainWindow, assets: application.assets)
        self.app = app
        app.random = SeededRandom(seed: session.seed)
        if let clock = application.clock as? ScaledClock {
            app.slowMotion = SlowMotion(clock: clock, app: app, slowFactor: session.timeScale)
        }
        // The network is part of the recorded environment: a replay sees the recorded status, not this machine's.
        app.startsNetworkMonitor = startsNetworkMonitor && session.replay == nil
        app.onTitleChange = { [weak application] title in application?.title = title }
        let about = AboutWindow(application: application)
        aboutWindow = about
        app.openAbout = { about.open() }
        if application.host != nil { app.quit = { [weak application] in application?.terminate() } }
        // Kept in the state store only in real sessions, as the refresh history.
        let prefs = PreferencesWindow(application: application,
                                      store: application.host != nil ? StateStore(appName: "shoji") : nil)
        preferencesWindow = prefs
        app.openPreferences = { prefs.open() }
        app.chooseSaveLocation = { [weak application] options in
            guard let application else { return nil }
            return await FileDialog(options: options).present(in: application)
        }
        if let host = application.host as? X11Host {
            // "Last updated" persists only in real sessions; headless runs and tests start the same each time.
            app.refreshHistory = RefreshHistory(store: StateStore(appName: "shoji"))
            // Recorded times are real times: a replay schedules them on the real clock, whatever the time scale.
            let realClock = (application.clock as? ScaledClock)?.base ?? application.clock
            if let path = options?.record { startRecording(path, host: host, clock: realClock) }
            if let path = ProcessEnvironment.value("SHOJI_STATS") { reportStats(to: path, host: host) }
            reportMemoryOnSignal(application)
        }
        app.show(sceneNamed: session.scene)
        app.refreshTitle()
    }

    var readyTraceFields: [(String, TraceValue)] {
        [("scene", TraceValue(app.currentName)), ("lang", .string(Strings.language.rawValue))]
    }

    func applicationDidBecomeReady(_ application: Application) {
        if application.host != nil, ProcessEnvironment.value("SHOJI_REPORT_FIRST_FRAME") != nil {
            reportFirstFrame()
        }
        app.ready()
        if ProcessEnvironment.value("SHOJI_SHOW_LOADING") != nil {
            // For the idle benchmark: the loading screen's spinner running, and nothing else.
            app.loadingOverlay.show()
        }
        guard let options else { return }
        if let events = session.replay {
            replay(events, then: { [self] in finish(screenshot: options.screenshot) })
        } else if let dir = options.tour {
            tour(dir: dir, scenes: options.tourSceneNames)
        } else if let path = options.screenshot {
            application.writeScreenshotWhenSettled(to: path) { application.terminate() }
        }
    }

    func applicationWillTerminate(_ application: Application) {
        recorder?.finish()
        statsAtExit?()
    }

    /// After a replay: the screenshot if one was asked for, then exit.
    private func finish(screenshot path: String?) {
        guard let application else { return }
        guard let path else { application.terminate() }
        application.writeScreenshotWhenSettled(to: path) { application.terminate() }
    }

    /// The checkout the binary was built in (`.build/debug/shoji-demo` → `assets`), the last place the
    /// runtime looks after `--assets`, `$SHOJI_ASSETS` and `./assets`.
    static func checkoutAssets() -> String {
        // The C library, not URL: start-up would otherwise run (and map) Foundation's URL parser for it.
        let exe = resolved("/proc/self/exe") ?? CommandLine.arguments[0]
        let folder = exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let assets = folder + "/../../../assets"
        return resolved(assets) ?? assets
    }

    /// `path` with its links and ".." resolved; nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
