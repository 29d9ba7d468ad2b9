import Dispatch
import Glibc
import Shoji
import ShojiCairo

extension Application {
    /// Runs a program on `platform`: reads the standard flags (see ``LaunchOptions``) from `arguments`, then
    /// ``run(delegate:options:platform:)``. A bad flag prints one line and exits with ``ExitStatus/usage``.
    /// (`ShojiX11` gives `@main` delegates and `Application.main(delegate:)` its X11 platform.)
    public static func main(delegate: some ApplicationDelegate, arguments: [String] = CommandLine.arguments,
                            platform: (any ApplicationPlatform)?) -> Never {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments.dropFirst())
        } catch .helpRequested {
            Console.output("usage: \(Console.programName) [flags]\n\(LaunchOptions.usage)\n")
            exit(ExitStatus.success.rawValue)
        } catch {
            fail("\(error)", status: .usage)
        }
        run(delegate: delegate, options: options, platform: platform)
    }

    /// Runs a program with options it read itself: on `platform`, a window and the run loop until the
    /// window closes; headless (`options.headless`), the UI built on a manual clock, a screenshot written
    /// when asked, then exit. With no platform only a headless run is possible: any other exits with
    /// ``ExitStatus/noDisplay`` after one line.
    ///
    /// A platform that cannot open its window ends the run with the ``PlatformError``'s line and status
    /// (under X11: a missing display ``ExitStatus/noDisplay``, a lost server ``ExitStatus/serverGone``).
    public static func run(delegate: some ApplicationDelegate, options: LaunchOptions,
                           platform: (any ApplicationPlatform)?) -> Never {
        // A parent may have blocked signals (test runners do); SIGTERM and SIGINT must still end the program.
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        pthread_sigmask(SIG_UNBLOCK, &allSignals, nil)
        // A program may fill the options in itself: the same limits as the flags', checked before any use.
        if let problem = launchProblem(options, size: options.size ?? delegate.configuration.size, scale: options.scale ?? 1) {
            fail(problem, status: .usage)
        }
        // First, so that the first screen's fonts are found on a thread of their own while the display is
        // opened and the window made (see PangoTextSystem.init(preparing:)).
        if Typesetter.current is EstimatingTextSystem {
            Typesetter.current = PangoTextSystem(preparing: delegate.configuration.preparedTextStyles)
        }
        if options.headless { runHeadless(delegate: delegate, options: options) }
        guard let platform else {
            fail("this program has no window system to run on; only --headless runs", status: .noDisplay)
        }
        run(delegate: delegate, options: options, on: platform)
    }

    private static func runHeadless(delegate: some ApplicationDelegate, options: LaunchOptions) -> Never {
        let clock = ManualClock()
        startTrace(options, clock: clock)
        let app = Application(delegate: delegate, options: options, baseClock: clock, scale: options.scale ?? 1)
        checkFonts()
        app.launch()
        app.becomeReady()
        if let path = options.screenshotPath { app.writeScreenshotWhenSettled(to: path) { app.terminate() } }
        app.terminate()
    }

    private static func run(delegate: some ApplicationDelegate, options: LaunchOptions,
                            on platform: some ApplicationPlatform) -> Never {
        StartupTrace.mark("run")
        let clock = DispatchClock()
        startTrace(options, clock: clock)
        // The platform's connections are read in the loop's own poll (see MainQueueLoop).
        MainQueueLoop.prepare()
        let scale = options.scale ?? platform.desktopScale(options: options) ?? 1
        StartupTrace.mark("scale read")
        // The desktop's scale is only known now: the window must still fit at it.
        if let problem = launchProblem(options, size: options.size ?? delegate.configuration.size, scale: scale) {
            fail(problem + (options.scale == nil ? " (the scale is the desktop's, Xft.dpi / 96; --scale sets another)" : ""),
                 status: .usage)
        }
        // Until the first frame is shown, text in a style is Pango's whole layout rather than paying the
        // style's word-shaping set-up first (see PangoTextSystem.defersWordShapingSetUp).
        let pango = Typesetter.current as? PangoTextSystem
        pango?.defersWordShapingSetUp = true
        let app = Application(delegate: delegate, options: options, baseClock: clock, scale: scale)
        StartupTrace.mark("application made")
        let host: any PlatformWindow
        do {
            host = try platform.openMainWindow(for: app)
        } catch {
            fail(error.message, status: error.status)
        }
        app.host = host
        host.setMinimumSize(app.configuration.minimumSize)
        if let name = app.configuration.iconName {
            // No icon rather than a placeholder one: a missing file is worth a warning, not a grey square.
            let path = app.assets.path(for: name)
            do {
                let icon = try PNG.load(path)
                let side = Limits.iconPixelSide
                if icon.pixelWidth <= side && icon.pixelHeight <= side {
                    host.icon = icon
                } else {
                    app.assets.warn("window icon \(path): \(icon.pixelWidth) × \(icon.pixelHeight) is larger than the \(side) × \(side) "
                                    + "pixels a window icon may have; no icon")
                }
            } catch {
                app.assets.warn("window icon \(error.description)")
            }
        }
        host.onClose = { app.mainWindowClosed() }
        host.onResize = { size in
            // After the new layout: where everything is now, for tests that click after a resize.
            guard Trace.isEnabled else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    // A size that a later one has replaced meanwhile (a storm of resizes) is not laid out and
                    // traced: where things were at a size the window no longer has helps no test, and laying
                    // out each of 300 sizes is what kept a loaded demo drawing a storm for 40 s.
                    guard app.screen.size == size else { return }
                    app.screen.layoutIfNeeded()
                    Trace.emit("window.resized", fields: [("size", .array([.number(size.width), .number(size.height)])),
                                                          ("views", app.screen.identifiedViewFrames())])
                }
            }
        }
        StartupTrace.mark("window created")
        app.launch()
        StartupTrace.mark("launched")
        host.onMapped = {
            host.frame()
            app.startAccessibility(host: host)
            app.becomeReady()
            StartupTrace.finish()
            // After the first frame: listing every font family took 4–12 ms of start-up, and the first
            // frame has either drawn its text or its boxes by now.
            DispatchQueue.main.async { MainActor.assumeIsolated { checkFonts() } }
            // The styles the first frame used, set up for typing and later text a turn at a time.
            DispatchQueue.main.async { MainActor.assumeIsolated { pango?.endDeferringWordShapingSetUp() } }
            if let path = options.screenshotPath { app.writeScreenshotWhenSettled(to: path) { app.terminate() } }
        }
        terminateOnSignals(app)
        host.start()
        MainQueueLoop.run()
    }

    /// SIGTERM and SIGINT end the run the orderly way, as closing the window does: the delegate's
    /// `applicationWillTerminate` (a recording gets its end mark), then `exit`, whose clean-up removes
    /// the program's private temporary folders. Left at their default, they would kill it where it stands.
    private static func terminateOnSignals(_ app: Application) {
        for sig in [SIGTERM, SIGINT] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { () -> Void in app.terminate() } }
            source.activate()
            signalSources.append(source)
        }
    }

    private static var signalSources: [DispatchSourceSignal] = []

    /// What is wrong with `options` (the window's `size` at `scale`, the time scale), as one line, or nil.
    static func launchProblem(_ options: LaunchOptions, size: Size, scale: Double) -> String? {
        if let s = options.scale, !Limits.scale.contains(s) {
            return "the scale \(s) is not from \(Limits.scale.lowerBound) to \(Limits.scale.upperBound)"
        }
        if !Limits.timeScale.contains(options.timeScale) {
            return "the time scale \(options.timeScale) is not from \(Limits.timeScale.lowerBound) to \(Limits.timeScale.upperBound)"
        }
        return Limits.windowSizeProblem(size, scale: scale).map { "--size: " + $0 }
    }

    /// Installs the `--trace` sink. A trace that cannot be opened or written ends the run: it was the point.
    private static func startTrace(_ options: LaunchOptions, clock: Clock) {
        guard let path = options.tracePath else { return }
        do {
            let writer = try TraceFile(path: path) { clock.now }
            Trace.addSink { event, fields in writer.write(event, fields) }
        } catch {
            fail(error.description, status: .outputFailed)
        }
    }
}
