import CX11
import Dispatch
import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles
import ShojiCairo
import ShojiRuntime

/// Shows a `Screen` in one X11 window: a top-level window (normal or a dialog), or a popup's
/// override-redirect window. Each has its own back buffer, frames, damage, window-manager protocols and
/// XInput 2 selection; the connection (`X11Connection`: the display, the one event pump, cursors) is shared
/// by all the windows of a program, and routes each X event to the window it is for.
@MainActor
public final class X11Host {
    /// Why the host could not start.
    public enum HostError: Error, CustomStringConvertible {
        /// The X display could not be opened (its name).
        case noDisplay(String)
        /// The X server's default visual has a depth Shoji cannot draw into (neither 24 nor 32).
        case unsupportedVisual(Int32)
        public var description: String {
            switch self {
            case .noDisplay(let name): return "cannot open X display \"\(name)\""
            case .unsupportedVisual(let d): return "the X server's default visual has depth \(d); Shoji needs 24 or 32"
            }
        }
    }

    /// The screen shown in the window.
    public let screen: Shoji.Screen
    /// The connection this window shares with the program's other windows.
    let connection: X11Connection
    var display: OpaquePointer { connection.display }
    let window: UInt
    /// What the window is: a top-level, a dialog, or a popup.
    let kind: X11WindowKind
    let gc: GC
    var visual: UnsafeMutablePointer<Visual> { connection.visual }
    var depth: Int32 { connection.depth }
    var root: UInt { connection.root }
    var wm: WindowManagerProtocols!
    var xinput: XInput2?
    /// A popup's grab is taken with the server time of the event that opened it.
    var grabTime: UInt = 0
    /// The window was destroyed (`close()`).
    public private(set) var isClosed = false
    /// Shows this window's popups (`PopupWindow`) as windows of their own.
    var popupPresenter: X11PopupPresenter?
    /// The window's own context on the connection's input method (top-levels only; popups never take keys).
    var inputContext: InputContext?
    /// Text input's state: X11Host+InputMethod.swift.
    var textInput = TextInputSession()
    var textInputUpdatePending = false
    weak var compositionClient: TextInputClient?
    var afterFirstFrameRequested = false
    var hasFocus = false
    private var cursors: Cursors { connection.cursors }
    /// Made with the window, so that its pages are made while the first screen is laid out (PageMaking).
    var backBuffer: BackBuffer?
    var frameScheduled = false
    /// Whether the last `frame.presented` traced said the screen was at rest (see `frame()`).
    var tracedSettled = false
    var exposed = Shoji.Region()
    var pixelSize: (width: Int, height: Int)
    /// The smallest size the user may make the window, in points (`setMinimumSize`), kept for a new scale.
    var minimumSize: Size?
    /// Where the window is on the root (`windowOriginOnRoot()`), until it is moved, resized or reparented.
    var originOnRoot: Point?
    /// Whether the host may use the MIT-SHM extension for its back buffer (false forces plain `XPutImage`).
    public let allowSharedMemory: Bool

    /// The window was closed by the user (WM_DELETE_WINDOW).
    public var onClose: (() -> Void)?
    /// Sees every input event before the screen does, and every resize (recording uses it).
    public var onInput: ((Event) -> Void)?
    /// The window was resized, with its new size in points (after the screen was resized).
    public var onResize: ((Size) -> Void)?
    /// The window was mapped: the first frame can be seen.
    public var onMapped: (() -> Void)?
    /// Whether the window is mapped (on screen).
    public internal(set) var isMapped = false
    /// After each presented frame, with the damage in points.
    public var onFramePresented: ((Shoji.Region) -> Void)?
    var counters = FrameStatistics()
    /// What the frames have cost so far: frames presented, pixels sent, the largest frame, pixel copies,
    /// X wake-ups, the last frame's time (a frame meter or a benchmark reads it).
    public var statistics: FrameStatistics {
        var s = counters
        s.connectionWakeUps = connection.wakeUps
        s.pixelsSent = backBuffer?.pixelsSent ?? 0
        s.usesSharedMemory = backBuffer?.usesSharedMemory ?? false
        s.backBufferBytes = backBuffer?.bytes ?? 0
        return s
    }
    /// Each presented frame since the last call, oldest first (at most the latest 1,000), and the largest
    /// frame counted again from here: a benchmark's p50 / p99 frame times, or which frames of a key press
    /// are large.
    public func takeFrameRecords() -> [FrameRecord] {
        defer {
            frameRecords.removeAll(keepingCapacity: true)
            counters.largestFramePixels = 0
        }
        return frameRecords
    }
    var frameRecords: [FrameRecord] = []

    /// Pointer, wheel and touch input come through XInput 2.2 (false: the server has none; core events).
    public var usesXInput2: Bool { xinput != nil }
    /// Key text comes through an X input method's context (false: from keysyms).
    public var usesInputMethod: Bool { inputContext?.isActive ?? false }

    /// The window's icon (`_NET_WM_ICON`), e.g. a PNG from the app's assets; nil: none.
    public var icon: Image? { didSet { wm.setIcon(icon) } }

    /// Opens the display (`nil`: `$DISPLAY`) and creates the window, unmapped until `start()`. The screen must
    /// live in `ProcessScreenHost.shared` (`Screen(size:scale:clock:host:)`), the host whose
    /// pasteboards the X selections back and which passes each screen's calls (a frame wanted, the cursor, the
    /// input method's spot) to the window showing it.
    public convenience init(displayName: String?, screen: Shoji.Screen, title: String, className: String = "Shoji",
                            icon: Image? = nil, allowSharedMemory: Bool = true) throws {
        let connection = try X11Connection(displayName: displayName)
        self.init(connection: connection, screen: screen, title: title, className: className, kind: .normal,
                  allowSharedMemory: allowSharedMemory)
        self.icon = icon
    }

    /// Another window on the same connection as `host` (a second top-level, a dialog), unmapped until
    /// `start()`.
    public convenience init(sharingConnectionOf host: X11Host, screen: Shoji.Screen, title: String, dialog: Bool) {
        self.init(connection: host.connection, screen: screen, title: title, className: host.className,
                  kind: dialog ? .dialog(transientFor: host.window) : .normal, allowSharedMemory: host.allowSharedMemory)
    }

    /// A window of `kind` on `connection`, at `origin` (root pixels; popups are placed, top-levels are
    /// placed by the window manager).
    init(connection: X11Connection, screen: Shoji.Screen, title: String, className: String, kind: X11WindowKind,
         origin: (x: Int32, y: Int32) = (0, 0), allowSharedMemory: Bool) {
        self.connection = connection
        self.kind = kind
        self.className = className
        self.screen = screen
        self.allowSharedMemory = allowSharedMemory
        let d = connection.display
        // The desktop's settings before the first frame (the scale before the window's size in pixels).
        let desktop = connection.startWatchingDesktopSettings().settings
        if !kind.isPopup, X11Host.followsDesktopScale, Limits.windowPixels(for: screen.size, scale: desktop.scale) != nil {
            screen.scale = desktop.scale
        }
        screen.desktopSettings = desktop
        pixelSize = (Int((screen.size.width * screen.scale).rounded()), Int((screen.size.height * screen.scale).rounded()))
        var attrs = XSetWindowAttributes()
        attrs.background_pixel = 0
        attrs.bit_gravity = Int32(NorthWestGravity)
        attrs.event_mask = X11Host.coreEventMask | X11Host.corePointerMask
        var mask = UInt(CWBackPixel | CWBitGravity | CWEventMask)
        if kind.isPopup {
            // Placed by us, above everything, never managed: a menu or a tooltip (GTK does the same).
            attrs.override_redirect = 1
            attrs.save_under = 1
            mask |= UInt(CWOverrideRedirect | CWSaveUnder)
        }
        window = XCreateWindow(d, connection.root, origin.x, origin.y, UInt32(pixelSize.width), UInt32(pixelSize.height),
                               0, connection.depth, UInt32(InputOutput), connection.visual, mask, &attrs)
        var gcValues = XGCValues()
        gcValues.graphics_exposures = 0 // no GraphicsExpose storms from XCopyArea; Expose still arrives
        gc = XCreateGC(d, window, UInt(GCGraphicsExposures), &gcValues)
        // The protocols first: they intern every atom the window needs in one round trip, the title's too.
        wm = WindowManagerProtocols(display: d, window: window, root: connection.root, type: kind.windowType)
        if case .dialog(let parent) = kind { XSetTransientForHint(d, window, parent) }
        setTitle(title)
        setClassHint(className)
        xinput = XInput2(display: d, window: window, scale: screen.scale, opcode: connection.xinputOpcode)
        if let xinput { connection.xinputOpcode = xinput.opcode }
        // XI2 takes the pointer; the core pointer events would only come again for clients without it.
        XSelectInput(d, window, eventMask)
        if !kind.isPopup {
            var hints = XSizeHints()
            hints.flags = PMinSize
            hints.min_width = 320; hints.min_height = 240
            XSetWMNormalHints(d, window, &hints)
        }
        connection.register(self)
        backBuffer = makeBackBuffer()
        if !kind.isPopup {
            let presenter = X11PopupPresenter(parent: self)
            popupPresenter = presenter
        }
    }

    /// `WM_CLASS`'s class part, which the program's other windows share.
    let className: String

    var eventMask: Int {
        X11Host.coreEventMask | (xinput == nil ? X11Host.corePointerMask : 0) | (inputContext?.eventMask ?? 0)
    }

    static let coreEventMask = Int(ExposureMask | KeyPressMask | KeyReleaseMask | StructureNotifyMask
        | FocusChangeMask)
    static let corePointerMask = Int(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask
        | EnterWindowMask)

    /// Sets the window's title (`_NET_WM_NAME` and `WM_NAME`).
    public func setTitle(_ title: String) {
        guard !isClosed else { return }
        XStoreName(display, window, title)
        wm.setName(title)
    }

    private func setClassHint(_ name: String) {
        guard let hint = XAllocClassHint() else { return }
        let lower = strdup(name.lowercased()), upper = strdup(name)
        hint.pointee.res_name = lower
        hint.pointee.res_class = upper
        XSetClassHint(display, window, hint)
        XFree(hint); free(lower); free(upper)
    }

    /// Maps the window, presents the first frame and starts feeding X events into the screen.
    public func start() {
        // The first frame is drawn before the window is mapped and sent right behind the map request (the
        // server handles them in order), so the window never shows blank. Under a window manager that
        // maps it later the picture is lost, and the Expose that follows the map presents it again.
        _ = ensureBackBuffer()
        StartupTrace.mark("map requested")
        XMapWindow(display, window)
        frame()
        // The screen's calls to its host come here (X11Host+ScreenPresenter.swift): every screen of an X11
        // program lives in the process host. One with a host of its own would never be redrawn when it
        // changed, and its clipboard would be no other program's: a mistake to stop at, not to run with.
        guard let process = screen.host as? ProcessScreenHost else {
            preconditionFailure("X11Host shows a screen of ProcessScreenHost.shared; this one has a host of its own")
        }
        process.setPresenter(self, for: screen)
        connection.startReading()
        XFlush(display)
        pump.pass()
    }

    // MARK: Cursor

    /// Shows `cursor` over the window: only the X cursor changes, nothing is drawn.
    func showCursor(_ cursor: Shoji.Cursor) {
        guard !isClosed else { return }
        let c = cursors.xCursor(for: cursor)
        XDefineCursor(display, window, c.id)
        XFlush(display)
        Trace.emit("cursor", ["name": .string(cursor.name), "themed": .bool(c.themed)])
    }

    // MARK: Events

    /// The connection's one pump (see `EventPump`): a pass when the connection is readable, and one before
    /// the main loop waits whenever Xlib's queue already holds events (`LoopSources`).
    var pump: EventPump { connection.pump }

    /// Handles the events Xlib has, read or queued, now (256 at most; the rest in a pass scheduled on the
    /// main queue); called from inside an event's handler it does nothing, because the pass that runs that
    /// handler handles them next. Only for code that runs outside the main loop (a benchmark waiting for the
    /// window to map): under `Application.main` the loop looks at Xlib's queue before every wait itself.
    public func drain() { pump.pass() }

    /// False while a recording is replayed: live input would make the replay differ.
    public var acceptsInput = true

    /// Resizes the window (tests and the resize storm use it too).
    public func resize(width: Int, height: Int) {
        // X sizes are 16-bit and at least 1; the back buffer holds no more than `Limits.windowPixelSide` a side.
        let side = { (v: Int) in UInt32(min(max(1, v), Limits.windowPixelSide)) }
        XResizeWindow(display, window, side(width), side(height))
        XFlush(display)
    }

    /// At exit: a clipboard manager, if one runs, takes over what this program copied, so it can still be
    /// pasted; waits for it at most `timeout` seconds (serving its requests meanwhile). Closing the
    /// program's last window does the same.
    public func handOverClipboard(timeout: Double = 2) {
        connection.transfer?.handOverClipboard(timeout: timeout)
    }

    /// Makes the window a drop target of the connection's copy-and-paste and drag-and-drop host, which
    /// the first top-level to get here makes. Every top-level is XdndAware; popups never are.
    func startTransfer() {
        guard !kind.isPopup, !isClosed else { return }
        let transfer = connection.transfer ?? {
            // It outlives the window that made it (closing the first window keeps the clipboard).
            let t = TransferHost(display: display, root: connection.root)
            connection.transfer = t
            connection.eventHooks.append { [weak t] event in t?.handle(&event) ?? false }
            return t
        }()
        transfer.addTopLevel(window, screen: screen)
    }

    /// Closes the window (its popups first); the connection closes with the program's last window.
    public func close() {
        guard !isClosed else { return }
        popupPresenter?.dismissAll(reason: .parentDeactivated)
        isClosed = true
        connection.transfer?.removeTopLevel(window)
        if let inputContext { connection.inputMethod?.removeContext(inputContext) }
        inputContext = nil
        wm.destroy()
        backBuffer?.destroy()
        backBuffer = nil
        XFreeGC(display, gc)
        XDestroyWindow(display, window)
        XFlush(display)
        connection.unregister(self)
    }
}
