import FoundationEssentials
import Glibc
import Shoji
import ShojiAccessibility
import ShojiCairo
import ShojiFiles

/// The running program, as UIKit's `UIApplication`: one screen, its main window, text, assets and the
/// run loop — a window of its platform (``ApplicationPlatform``: X11's, from `ShojiX11`) on the real clock,
/// or, headless, memory on a manual clock.
///
/// Programs start it with `@main` on an ``ApplicationDelegate`` (or ``main(delegate:arguments:platform:)``; `ShojiX11` adds `main(delegate:)` on X11), then
/// reach it through the delegate's callbacks or ``shared``.
@MainActor
public final class Application {
    /// The application that is running (the last one made, in a test process that makes several).
    /// Weak: whoever runs it owns it (the X run loop for the life of the process, a
    /// ``HeadlessApplication`` for a test), so a test's application goes away with the test.
    public private(set) static weak var shared: Application?

    /// The object the runtime calls back; the application keeps it for its whole life.
    public let delegate: any ApplicationDelegate
    /// The window's title, size and identity, as the delegate gave them.
    public let configuration: ApplicationConfiguration
    /// The standard flags this run was started with.
    public let options: LaunchOptions
    /// The main window's screen: all the windows of the program's main window, drawn into its platform
    /// window (or into memory).
    public let screen: Screen
    /// The window that fills the screen; put the UI in its `rootView`.
    public let mainWindow: Window
    /// Headless, the popups open in memory (on a platform each is a window of its own).
    let headlessPopups: HeadlessPopupPresenter
    /// Images from the assets folder, with a drawn placeholder for a missing file.
    public let assets: AssetCatalog
    /// The top-level windows opened besides the main one (``openWindow(title:size:kind:name:)``), oldest
    /// first; a window leaves the list when it closes.
    public internal(set) var topLevelWindows: [TopLevelWindow] = []
    /// The platform's window showing the screen (under X11 an `X11Host`), or `nil` when headless.
    public package(set) var host: (any PlatformWindow)?
    /// Serves the screen to screen readers over AT-SPI: made when the window is mapped, nil again when no
    /// accessibility bus answers (`isRunning` says whether it is serving).
    public internal(set) var accessibility: AccessibilityBridge?
    /// True when there is no X server: frames are rendered into memory on a manual clock.
    public let isHeadless: Bool
    /// The headless run's clock, which the runtime moves forward frame by frame; `nil` under X.
    public let manualClock: ManualClock?

    /// The time every animation and timer reads (scaled by `--time-scale`).
    public var clock: Clock { screen.clock }

    /// The window's title; changing it retitles the platform's window.
    public var title: String {
        didSet { host?.setTitle(title) }
    }

    /// Makes the screen, the main window, text and assets; the caller then attaches a host (or not)
    /// and calls `launch()`.
    package init(delegate: any ApplicationDelegate, options: LaunchOptions, baseClock: Clock, scale: Double) {
        self.delegate = delegate
        configuration = delegate.configuration
        self.options = options
        title = configuration.title
        manualClock = baseClock as? ManualClock
        isHeadless = manualClock != nil
        // Pango's, unless the program installed a text system of its own.
        if Typesetter.current is EstimatingTextSystem { Typesetter.current = PangoTextSystem() }
        assets = AssetCatalog(directory: Application.assetsDirectory(options: options, configuration: configuration))
        assets.warn = { Application.warn($0) }
        if let dir = options.assetsDirectory {   // named on purpose, so a wrong one is worth a line now
            var info = stat()
            if stat(dir, &info) != 0 {
                Application.warn("cannot read the assets folder \(dir): \(FileError.words(for: errno)); pictures are drawn as placeholders")
            } else if info.st_mode & S_IFMT != S_IFDIR {
                Application.warn("the assets folder \(dir) is not a folder; pictures are drawn as placeholders")
            }
        }
        let clock = ScaledClock(base: baseClock, factor: options.timeScale)
        // On a platform the pasteboards are the process's, which its selections back; headless, the app's own, so
        // that two headless apps in one process (a test run's suites) never share a clipboard.
        let popups = HeadlessPopupPresenter()
        headlessPopups = popups
        let host: ScreenHost
        if isHeadless {
            // Every screen of the app (its windows', its popups') shares the host, and so the popups' presenter.
            let memory = InMemoryScreenHost()
            memory.popupPresenter = popups
            host = memory
        } else {
            host = ProcessScreenHost.shared
        }
        screen = Screen(size: options.size ?? configuration.size, scale: scale, clock: clock, host: host)
        screen.appearancePreference = options.appearance ?? .system
        mainWindow = Window(screen: screen, name: "main")
        mainWindow.backgroundColor = configuration.backgroundColor
        mainWindow.makeKeyAndVisible()
        Application.shared = self
    }

    /// Hands the application to its delegate to build the UI.
    package func launch() {
        delegate.applicationDidFinishLaunching(self)
    }

    /// The first frame is up: trace `app.ready` with where every identified view is, tell the delegate.
    package func becomeReady() {
        screen.layoutIfNeeded()
        if Trace.isEnabled {
            let s = screen.scale
            Trace.emit("app.ready", fields: [
                ("size", .array([.number(screen.size.width * s), .number(screen.size.height * s)])),
                ("views", screen.identifiedViewFrames()),
            ] + delegate.readyTraceFields)
        }
        delegate.applicationDidBecomeReady(self)
    }

    /// Ends the program normally: the delegate hears `applicationWillTerminate`, then the process exits.
    public func terminate(status: ExitStatus = .success) -> Never {
        delegate.applicationWillTerminate(self)
        host?.handOverClipboard(timeout: 2)
        exit(status.rawValue)
    }

    // MARK: Messages

    /// Prints "program: message" on standard error and exits with `status`.
    public static func fail(_ message: String, status: ExitStatus) -> Never {
        Console.error("\(Console.programName): \(message)\n")
        exit(status.rawValue)
    }

    /// Prints "program: warning: message" on standard error; the program goes on.
    public static func warn(_ message: String) {
        Console.error("\(Console.programName): warning: \(message)\n")
    }

    // MARK: Set-up

    /// `--assets`, then `$SHOJI_ASSETS`, then `./assets`, then the configuration's folder.
    static func assetsDirectory(options: LaunchOptions, configuration: ApplicationConfiguration) -> String {
        if let dir = options.assetsDirectory { return dir }
        if let dir = ProcessEnvironment.value("SHOJI_ASSETS"), !dir.isEmpty { return dir }
        var info = stat()
        if stat("assets", &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return "assets" }
        return configuration.assetsDirectory ?? "assets"
    }

    /// Broken or missing fonts are not fatal (text falls back to boxes), but say so once.
    static func checkFonts() {
        guard let text = Typesetter.current as? PangoTextSystem else { return }
        // Asked of the fonts a Latin letter and a kana need, not of a list of every family: listing them all
        // made an object for each installed font (a third of a megabyte here) to look at two names.
        if !text.covers("A") {
            warn("fontconfig found no fonts; text will be drawn as boxes (install fonts-dejavu-core)")
        } else if !text.covers("あ") {
            warn("no Japanese font found; Japanese text will be drawn as boxes (install fonts-noto-cjk)")
        }
    }
}
