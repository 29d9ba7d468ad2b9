import Shoji

/// What a Shoji program tells the runtime, as UIKit's `UIApplicationDelegate`: mark it `@main` and the
/// runtime opens the window, runs the loop and calls it back. The `main()` that `@main` needs comes with the
/// platform: import `ShojiX11` beside this module.
///
/// ```swift
/// import Shoji
/// import ShojiRuntime
/// import ShojiX11
///
/// @main
/// final class HelloApp: ApplicationDelegate {
///     let configuration = ApplicationConfiguration(title: "Hello")
///     func applicationDidFinishLaunching(_ application: Application) {
///         application.mainWindow.rootView = Label("Hello")
///     }
/// }
/// ```
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The runtime makes the delegate with this when the program starts (`@main`).
    init()
    /// The window's title, size and identity.
    var configuration: ApplicationConfiguration { get }
    /// The screen, the main window, text and assets exist: build the UI here. Nothing is on screen yet.
    func applicationDidFinishLaunching(_ application: Application)
    /// The first frame is on screen (under X: the window is mapped and drawn; headless: laid out).
    func applicationDidBecomeReady(_ application: Application)
    /// The program is about to exit normally (the window was closed, or `terminate()` was called).
    func applicationWillTerminate(_ application: Application)
    /// Fields the runtime adds to the `app.ready` trace line, after its own `size` and `views`.
    var readyTraceFields: [(String, TraceValue)] { get }
}

extension ApplicationDelegate {
    public func applicationDidBecomeReady(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
    public var readyTraceFields: [(String, TraceValue)] { [] }
}
