import Dispatch
import Shoji

/// One of the program's top-level windows besides the main one (preferences, an about box, a document),
/// as AppKit's `NSWindow`: its own screen and back buffer, title and size, closed alone by the user or by
/// ``close()``. Made by ``Application/openWindow(title:size:kind:name:)``; put the UI in ``rootView``.
///
/// Every window is opened beside the main one, on the same connection to the window system. A
/// ``Kind/dialog`` is transient for the main window (under X11 `WM_TRANSIENT_FOR`,
/// `_NET_WM_WINDOW_TYPE_DIALOG`): the window manager keeps it above it.
@MainActor
public final class TopLevelWindow {
    /// What the window is to the window manager.
    public enum Kind: Sendable, Equatable {
        /// An ordinary window (`_NET_WM_WINDOW_TYPE_NORMAL`).
        case normal
        /// A dialog of the main window (`_NET_WM_WINDOW_TYPE_DIALOG`, `WM_TRANSIENT_FOR` the main window).
        case dialog
    }

    /// What the window is.
    public let kind: Kind
    /// The name the trace gives the window (`window.opened`, `window.closed`).
    public let name: String
    /// The window's own screen.
    public let screen: Screen
    /// The Shoji window that fills the screen.
    public let window: Window
    /// The platform's window showing the screen (under X11 an `X11Host`); nil when headless.
    public package(set) var host: (any PlatformWindow)?
    /// Whether the window is open (false once closed, for good).
    public private(set) var isOpen = true
    /// Called once when the window closes, whoever closed it.
    public var onClose: (() -> Void)?
    weak var application: Application?

    /// The window's title; changing it retitles the platform's window.
    public var title: String { didSet { host?.setTitle(title) } }

    /// The view filling the window.
    public var rootView: View? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    init(kind: Kind, name: String, title: String, screen: Screen, backgroundColor: Color) {
        self.kind = kind
        self.name = name
        self.title = title
        self.screen = screen
        window = Window(screen: screen, name: "main")
        window.backgroundColor = backgroundColor
        window.makeKeyAndVisible()
    }

    /// Brings the window to the front and gives it the keyboard, as AppKit's `NSWindow` does: under X it
    /// asks the window manager (`_NET_ACTIVE_WINDOW`, EWMH's way; a window manager may decline, as when the
    /// user is typing elsewhere) and raises it; headless it becomes the front window, which a test's taps
    /// and typing reach first.
    public func makeKeyAndOrderFront() {
        guard isOpen else { return }
        if let host { host.activate() } else { application?.orderFront(self) }
        Trace.emit("window.activated", ["window": .string(name)])
    }

    /// Closes the window alone; the application ends after its last window when its configuration says so.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        application?.accessibility?.removeScreen(screen)
        host?.close()
        host = nil
        Trace.emit("window.closed", ["window": .string(name)])
        onClose?()
        application?.topLevelWindowDidClose(self)
    }

    /// The trace's `window.opened`: where the window's identified views are, in its own pixels.
    func traceOpened() {
        guard Trace.isEnabled else { return }
        let s = screen.scale
        Trace.emit("window.opened", fields: [
            ("window", .string(name)), ("kind", .string("\(kind)")),
            ("size", .array([.number(screen.size.width * s), .number(screen.size.height * s)])),
            ("views", screen.identifiedViewFrames()),
        ])
    }
}

extension Application {
    /// Opens another top-level window of `size` points titled `title` (a `.dialog` is transient for the
    /// main window); `name` is what the trace calls it. Headless, the window's screen is made in memory.
    public func openWindow(title: String, size: Size, kind: TopLevelWindow.Kind = .normal,
                           name: String? = nil) -> TopLevelWindow {
        let name = name ?? "window\(topLevelWindows.count + 1)"
        let screen = Screen(size: size, scale: self.screen.scale, clock: self.screen.clock, host: self.screen.host)
        screen.followAppearance(of: self.screen) // light or dark with the app, changing with it
        let w = TopLevelWindow(kind: kind, name: name, title: title, screen: screen,
                               backgroundColor: configuration.backgroundColor)
        w.application = self
        topLevelWindows.append(w)
        guard let main = host, !main.isClosed else {
            screen.layoutIfNeeded()
            w.traceOpened()
            return w
        }
        let host = main.openWindow(showing: screen, title: title, dialog: kind == .dialog)
        w.host = host
        // The runtime's default smallest size (320 × 240) must not make a small window larger than it asked.
        host.setMinimumSize(Size(min(size.width, 320), min(size.height, 240)))
        host.acceptsInput = main.acceptsInput
        host.onClose = { [weak w] in w?.close() }
        host.onMapped = { [weak self, weak w, weak host] in
            host?.frame()
            // Screen readers see the window as another child of the application, its frame where it is.
            if let w, let host { self?.accessibility?.addScreen(w.screen) { [weak host] in host?.windowOriginOnRoot() ?? .zero } }
            // After the layout the first frame made: the views are where they are drawn.
            DispatchQueue.main.async { MainActor.assumeIsolated { w?.traceOpened() } }
        }
        host.start()
        return w
    }

    /// Headless: `window` becomes the front one (the last of `topLevelWindows`).
    func orderFront(_ window: TopLevelWindow) {
        guard let i = topLevelWindows.firstIndex(where: { $0 === window }) else { return }
        topLevelWindows.append(topLevelWindows.remove(at: i))
    }

    /// A window closed: the application ends when it was the last one and the configuration says so.
    func topLevelWindowDidClose(_ window: TopLevelWindow) {
        topLevelWindows.removeAll { $0 === window }
        if topLevelWindows.isEmpty, host?.isClosed ?? false, configuration.quitsAfterLastWindowCloses { terminate() }
    }

    /// The user closed the main window: it closes alone while other windows are open; after the last one
    /// (and with `quitsAfterLastWindowCloses`) the application ends.
    func mainWindowClosed() {
        Trace.emit("window.closed", ["window": .string("main")])
        // Gone for screen readers too (the bridge keeps serving the other windows).
        mainWindow.isHidden = true
        if topLevelWindows.isEmpty {
            if configuration.quitsAfterLastWindowCloses {
                Trace.emit("app.closed")
                terminate()
            }
        }
        host?.close()
    }
}
