import Shoji
import ShojiCairo

/// A program's UI with no X server, for its own tests: the delegate builds it on a manual clock, and the
/// test sends events, moves time and looks at the pixels.
///
/// ```swift
/// let app = HeadlessApplication(delegate: HelloApp())
/// app.tap(at: Point(160, 120))
/// try app.writePNG(to: "hello.png")
/// ```
@MainActor
public final class HeadlessApplication {
    /// The application, as the delegate sees it.
    public let application: Application
    /// The clock the test moves forward.
    public let clock: ManualClock

    /// The delegate's UI, launched and laid out; `options` may set a size, scale or assets folder.
    public init(delegate: some ApplicationDelegate, options: LaunchOptions = LaunchOptions()) {
        var options = options
        options.headless = true
        clock = ManualClock()
        application = Application(delegate: delegate, options: options, baseClock: clock, scale: options.scale ?? 1)
        application.launch()
        application.becomeReady()
    }

    /// The main window's screen.
    public var screen: Screen { application.screen }

    /// Every screen showing something, back to front: the main window's, each window opened with
    /// `Application.openWindow` (the front one last), each open popup's.
    public var screens: [Screen] { application.screens }

    /// The menus and tool tips open now, oldest first; each has its own `PopupWindow.screen`, in whose
    /// points a test taps it, and `PopupWindow.frame` says where it is over its parent.
    public var popups: [PopupWindow] { application.headlessPopups.open }

    /// The screen keys go to: the front top-level window's, else the main window's (an open popup takes
    /// the keys of the screen it belongs to itself, as under X).
    public var keyScreen: Screen { application.topLevelWindows.last?.screen ?? screen }

    /// Lets animations finish on every screen (at most `timeout` seconds of app time, a frame at a time),
    /// laying every one out.
    public func settle(timeout: Double = 10) { application.whenSettled(timeout: timeout) {} }

    /// Lets `seconds` of app time pass, a frame at a time, laying out every screen after each.
    public func advance(by seconds: Double) { application.after(seconds) {} }

    /// Moves time on by whole frames, laying out every screen after each.
    public func step(frames: Int = 1) { application.step(frames: frames) }

    /// Sends an input event to the main window's screen as the X host would, then lays out every screen.
    public func send(_ event: Event) { send(event, to: screen) }

    /// Sends an input event to `screen` (another window's, a popup's), then lays out every screen.
    public func send(_ event: Event, to screen: Screen) {
        screen.send(event)
        application.layoutScreens()
    }

    /// A primary-button click at `point` (in the main window's points), then lets what it started settle.
    public func tap(at point: Point) {
        send(.pointer(PointerEvent(.down, at: point)))
        send(.pointer(PointerEvent(.up, at: point)))
        settle()
    }

    /// A click in the middle of the visible view whose `identifier` is `id`, in whichever window or popup
    /// shows it (the front one first), then lets what it started settle. False, and nothing is clicked,
    /// when no visible view has that identifier, when it has no size, or when something else would take
    /// the click there (a view in front of it, or one that lets clicks through); false too when it is a
    /// disabled control, which the click reaches and which does nothing.
    @discardableResult
    public func tap(identifier id: String) -> Bool {
        settle()
        for screen in screens.reversed() {
            guard let view = screen.view(withIdentifier: id) else { continue }
            let box = view.screenBoundingBox
            guard box.width > 0, box.height > 0 else { return false }
            let point = Point(box.midX, box.midY)
            guard let hit = screen.hitTest(point)?.view, hit === view || hit.isDescendant(of: view) else { return false }
            send(.pointer(PointerEvent(.down, at: point)), to: screen)
            send(.pointer(PointerEvent(.up, at: point)), to: screen)
            settle()
            let control = (hit as? Control) ?? (view as? Control)
            return control?.isEnabled ?? true
        }
        return false
    }

    /// Types `text` into the key window, one key press a character as a keyboard types it
    /// (`KeyEvent.typing(_:)`): the same path a real key takes, so a field's filters, its delegate, undo
    /// and `valueChanged` all see it; "\n" is Return and "\t" Tab. Then lets what it started settle.
    public func type(_ text: String) {
        for character in text {
            send(.key(.typing(character)), to: keyScreen)
        }
        settle()
    }

    /// The main window as it looks now (after the pending layout).
    public func image() -> Image { image(of: screen) }

    /// `screen` (a window's, a popup's; see ``screens`` and ``popups``) as it looks now.
    public func image(of screen: Screen) -> Image {
        application.renderImageSurface(of: screen).makeImage(scale: screen.scale)
    }

    /// Writes the main window as a PNG.
    /// - Throws: `OutputError` naming the path and the reason.
    public func writePNG(to path: String) throws(OutputError) {
        try application.writeScreenshot(to: path)
    }

    /// Writes `screen` (another window's, a popup's) as a PNG, at its own size.
    /// - Throws: `OutputError` naming the path and the reason.
    public func writePNG(of screen: Screen, to path: String) throws(OutputError) {
        try application.renderImageSurface(of: screen).writePNG(to: path)
        Trace.emit("screenshot.written", ["path": .string(path)])
    }
}
