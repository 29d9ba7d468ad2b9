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

    /// The screen the UI is on.
    public var screen: Screen { application.screen }

    /// Lets animations finish (at most `timeout` seconds of app time, a frame at a time).
    public func settle(timeout: Double = 10) { application.whenSettled(timeout: timeout) {} }

    /// Lets `seconds` of app time pass, a frame at a time.
    public func advance(by seconds: Double) { application.after(seconds) {} }

    /// Sends an input event as the X host would.
    public func send(_ event: Event) {
        screen.send(event)
        screen.layoutIfNeeded()
    }

    /// A primary-button click at `point` (in points), then lets what it started settle.
    public func tap(at point: Point) {
        send(.pointer(PointerEvent(.down, at: point)))
        send(.pointer(PointerEvent(.up, at: point)))
        settle()
    }

    /// A click in the middle of the visible view whose `identifier` is `id`, in the main window or another
    /// top-level window (`Application.openWindow`); false when there is none.
    @discardableResult
    public func tap(identifier id: String) -> Bool {
        for screen in [screen] + application.topLevelWindows.map(\.screen) {
            guard let view = screen.view(withIdentifier: id) else { continue }
            let box = view.screenBoundingBox
            let point = Point(box.midX, box.midY)
            screen.send(.pointer(PointerEvent(.down, at: point)))
            screen.send(.pointer(PointerEvent(.up, at: point)))
            screen.layoutIfNeeded()
            settle()
            return true
        }
        return false
    }

    /// The whole window as it looks now (after the pending layout).
    public func image() -> Image {
        application.renderImageSurface().makeImage(scale: screen.scale)
    }

    /// Writes the whole window as a PNG.
    /// - Throws: `OutputError` naming the path and the reason.
    public func writePNG(to path: String) throws(OutputError) {
        try application.writeScreenshot(to: path)
    }
}

/// Finding views by identifier, for tests and the runtime.
extension Screen {
    /// The first visible view, front window first, whose `identifier` is `id`.
    public func view(withIdentifier id: String) -> View? {
        func find(_ v: View) -> View? {
            guard !v.isHidden else { return nil }
            if v.identifier == id { return v }
            for sub in v.subviews.reversed() { if let hit = find(sub) { return hit } }
            return nil
        }
        for w in windows.reversed() where !w.isHidden { if let hit = find(w) { return hit } }
        return nil
    }
}
