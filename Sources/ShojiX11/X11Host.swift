import CX11
import Dispatch
import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles
import ShojiCairo

/// Shows a `Screen` in an X11 window: one top-level window, one back buffer, the connection's fd on a
/// main-queue dispatch source, X events translated into Shoji events, and frames presented by damage.
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
    let display: OpaquePointer
    let window: UInt
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let root: UInt
    private var wm: WindowManagerProtocols!
    private var xinput: XInput2?
    var inputMethod: InputMethod?
    /// Text input's state: X11Host+InputMethod.swift.
    var textInput = TextInputSession()
    var textInputUpdatePending = false
    weak var compositionClient: TextInputClient?
    /// Copy, paste, drag and drop (Selections/, Dnd/): made after the first frame, sees every event first.
    private(set) var transfer: TransferHost?
    private var afterFirstFrameRequested = false
    var hasFocus = false
    private var cursors: Cursors!
    /// Made with the window, so that its pages are made while the first screen is laid out (PageMaking).
    private var backBuffer: BackBuffer?
    private var readSource: DispatchSourceRead?
    private var frameScheduled = false
    private var exposed = Shoji.Region()
    private var pixelSize: (width: Int, height: Int)
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
    public private(set) var isMapped = false
    /// After each presented frame, with the damage in points.
    public var onFramePresented: ((Shoji.Region) -> Void)?
    private var counters = FrameStatistics()
    /// What the frames have cost so far: frames presented, pixels sent, the largest frame, pixel copies,
    /// X wake-ups, the last frame's time (a frame meter or a benchmark reads it).
    public var statistics: FrameStatistics {
        var s = counters
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
    private var frameRecords: [FrameRecord] = []

    /// Pointer, wheel and touch input come through XInput 2.2 (false: the server has none; core events).
    public var usesXInput2: Bool { xinput != nil }
    /// Key text comes through an X input method's context (false: from keysyms).
    public var usesInputMethod: Bool { inputMethod?.isActive ?? false }

    /// The window's icon (`_NET_WM_ICON`), e.g. a PNG from the app's assets; nil: none.
    public var icon: Image? { didSet { wm.setIcon(icon); setNeedsDrain() } }

    /// Opens the display (`nil`: `$DISPLAY`) and creates the window, unmapped until `start()`.
    public init(displayName: String?, screen: Shoji.Screen, title: String, className: String = "Shoji",
                icon: Image? = nil, allowSharedMemory: Bool = true) throws {
        XErrors.install()
        guard let d = X11Host.takeKeptDisplay(named: displayName) ?? XOpenDisplay(displayName) else {
            throw HostError.noDisplay(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        display = d
        self.screen = screen
        self.allowSharedMemory = allowSharedMemory
        let scr = XDefaultScreen(d)
        depth = XDefaultDepth(d, scr)
        guard depth == 24 || depth == 32 else { XCloseDisplay(d); throw HostError.unsupportedVisual(depth) }
        visual = XDefaultVisual(d, scr)
        pixelSize = (Int((screen.size.width * screen.scale).rounded()), Int((screen.size.height * screen.scale).rounded()))
        root = XRootWindow(d, scr)
        var attrs = XSetWindowAttributes()
        attrs.background_pixel = 0
        attrs.bit_gravity = Int32(NorthWestGravity)
        attrs.event_mask = X11Host.coreEventMask | X11Host.corePointerMask
        window = XCreateWindow(d, root, 0, 0, UInt32(pixelSize.width), UInt32(pixelSize.height), 0, depth,
                               UInt32(InputOutput), visual, UInt(CWBackPixel | CWBitGravity | CWEventMask), &attrs)
        var gcValues = XGCValues()
        gcValues.graphics_exposures = 0 // no GraphicsExpose storms from XCopyArea; Expose still arrives
        gc = XCreateGC(d, window, UInt(GCGraphicsExposures), &gcValues)
        // The protocols first: they intern every atom the window needs in one round trip, the title's too.
        wm = WindowManagerProtocols(display: d, window: window, root: root)
        setTitle(title)
        setClassHint(className)
        self.icon = icon
        wm.setIcon(icon)
        cursors = Cursors(display: d)
        xinput = XInput2(display: d, window: window, scale: screen.scale)
        // XI2 takes the pointer; the core pointer events would only come again for clients without it.
        XSelectInput(d, window, eventMask)
        var hints = XSizeHints()
        hints.flags = PMinSize
        hints.min_width = 320; hints.min_height = 240
        XSetWMNormalHints(d, window, &hints)
        backBuffer = makeBackBuffer()
    }

    var eventMask: Int {
        X11Host.coreEventMask | (xinput == nil ? X11Host.corePointerMask : 0) | (inputMethod?.eventMask ?? 0)
    }

    private static let coreEventMask = Int(ExposureMask | KeyPressMask | KeyReleaseMask | StructureNotifyMask
        | FocusChangeMask)
    private static let corePointerMask = Int(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask
        | EnterWindowMask)

    /// Sets the window's title (`_NET_WM_NAME` and `WM_NAME`).
    public func setTitle(_ title: String) {
        XStoreName(display, window, title)
        wm.setName(title)
        setNeedsDrain()
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
        screen.onNeedsUpdate = { [weak self] in self?.scheduleFrame() }
        screen.onCursorChange = { [weak self] c in self?.showCursor(c) }
        screen.onTextInputChange = { [weak self] in self?.textInputDidChange() }
        let source = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.counters.connectionWakeUps += 1
                self?.pump.pass()
            }
        }
        source.activate()
        readSource = source
        XFlush(display)
        pump.pass()
    }

    // MARK: Frames

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.frame() } }
    }

    /// Lays out, renders the damage into the back buffer and presents it (plus anything exposed).
    public func frame() {
        frameScheduled = false
        let started = DispatchTime.now().uptimeNanoseconds
        defer { counters.lastFrameSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        let buffer = ensureBackBuffer()
        let s = screen.scale
        let damage = screen.update(into: buffer.canvas) { [self] copy in
            // Move the pixels in the back buffer and on the server alike; only the uncovered strip is drawn and sent.
            let r = Rect(x: copy.rect.minX * s, y: copy.rect.minY * s, width: copy.rect.width * s, height: copy.rect.height * s)
            let dx = Int((copy.delta.x * s).rounded()), dy = Int((copy.delta.y * s).rounded())
            buffer.surface.copyPixels(in: r, dx: dx, dy: dy)
            let sx = Int32(r.minX) + Int32(max(0, -dx)), sy = Int32(r.minY) + Int32(max(0, -dy))
            let w = UInt32(max(0, Int(r.width) - abs(dx))), h = UInt32(max(0, Int(r.height) - abs(dy)))
            if w > 0 && h > 0 { XCopyArea(display, window, window, gc, sx, sy, w, h, sx + Int32(dx), sy + Int32(dy)) }
            counters.pixelCopies += 1
        }
        var pixels = exposed
        exposed.removeAll()
        for r in damage.rects { pixels.add(Rect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s)) }
        if !pixels.isEmpty {
            StartupTrace.mark("frame rendered")
            let sentBefore = buffer.pixelsSent
            let shared = buffer.present(pixels.rects, to: window, gc: gc)
            counters.largestFramePixels = max(counters.largestFramePixels, buffer.pixelsSent - sentBefore)
            if shared { XSync(display, 0) } else { XFlush(display) }
            counters.framesPresented += 1
            StartupTrace.mark("frame presented")
            if frameRecords.count == 1_000 { frameRecords.removeFirst() }
            frameRecords.append(FrameRecord(seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9,
                                            pixels: buffer.pixelsSent - sentBefore))
            if !afterFirstFrameRequested {
                // The devices' scroll axes after the first frame, not before it: a smooth scroll meanwhile
                // waits for them.
                afterFirstFrameRequested = true
                DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.afterFirstFrame() } }
            }
        }
        // A window manager waiting for this size to be drawn (_NET_WM_SYNC_REQUEST) hears that it is.
        wm.framePresented()
        // The frame's own pass (a frame drawn from inside a handler leaves it to the pass that is running).
        pump.pass()
        if !damage.isEmpty { onFramePresented?(damage) }
    }

    /// What input needs and the first frame does not: the devices' scroll axes, the input method.
    private func afterFirstFrame() {
        xinput?.queryScrollAxes()
        Trace.emit("host.input", ["xinput2": .bool(usesXInput2)])
        openInputMethod()
        transfer = TransferHost(display: display, topLevel: window, root: root, screen: screen,
                                setNeedsDrain: { [weak self] in self?.setNeedsDrain() })
        setNeedsDrain()
    }

    // MARK: Cursor

    /// Shows `cursor` over the window: only the X cursor changes, nothing is drawn.
    private func showCursor(_ cursor: Shoji.Cursor) {
        let c = cursors.xCursor(for: cursor)
        XDefineCursor(display, window, c.id)
        XFlush(display)
        setNeedsDrain() // a cursor made on first use loads it from the theme, with round trips
        Trace.emit("cursor", ["name": .string(cursor.name), "themed": .bool(c.themed)])
    }

    /// Waits until the server has done everything sent so far (benchmarks time presenting to the end).
    public func sync() {
        XSync(display, 0)
        setNeedsDrain()
    }

    /// The back buffer at the window's size, drawn in full the first time it is asked for.
    private func ensureBackBuffer() -> BackBuffer {
        if let b = backBuffer, b.width != pixelSize.width || b.height != pixelSize.height {
            b.destroy()
            backBuffer = nil
        }
        let b = backBuffer ?? makeBackBuffer()
        backBuffer = b
        guard b.isBlank else { return b }
        b.isBlank = false
        StartupTrace.mark("back buffer")
        screen.setNeedsDisplay()
        _ = screen.takeDamage()
        screen.render(in: b.canvas, damage: [screen.bounds])
        exposed.add(Rect(x: 0, y: 0, width: Double(b.width), height: Double(b.height)))
        return b
    }

    private func makeBackBuffer() -> BackBuffer {
        defer { setNeedsDrain() } // attaching its shared memory waits for the server (XSync)
        return BackBuffer(display: display, visual: visual, depth: depth, width: pixelSize.width, height: pixelSize.height,
                          scale: screen.scale, allowSharedMemory: allowSharedMemory)
    }

    /// The back buffer's pixels as they are on screen.
    public func snapshot() -> Image {
        ensureBackBuffer().surface.makeImage(scale: screen.scale)
    }

    /// Writes the window's current back buffer as a PNG: exactly what the user sees.
    public func writeScreenshot(to path: String) throws(FileError) {
        try ensureBackBuffer().surface.writePNG(to: path)
    }

    // MARK: Events

    /// Reads and handles the events waiting (see `EventPump`): one pass when the connection is readable,
    /// one after each frame, and one soon after anything asked for it with `setNeedsDrain()`.
    private lazy var pump = EventPump(hasPendingEvent: { [unowned self] in XPending(display) > 0 },
                                      handleNextEvent: { [unowned self] in handleNextEvent() },
                                      schedule: { job in DispatchQueue.main.async { MainActor.assumeIsolated(job) } })

    /// Handles the events Xlib has, read or queued, now (256 at most; the rest in a pass scheduled on the
    /// main queue); called from inside an event's handler it does nothing, because the pass that runs that
    /// handler handles them next. For code outside the run loop (a benchmark waiting for the window to
    /// map); code that talks to the server calls `setNeedsDrain()`.
    public func drain() { pump.pass() }

    /// Asks for the events Xlib has read or will read to be handled after the current one (soon, on the
    /// main queue, when no event is being handled). Everything that talks to the server calls it: Xlib
    /// reads events into its own queue during round trips, and the connection will not wake the program
    /// for those; the pass also sends the requests still buffered. It never handles an event itself, so a
    /// handler that calls it (setting the title, a cursor) never runs the next event's handler inside its own.
    public func setNeedsDrain() { pump.setNeedsDrain() }

    private func handleNextEvent() {
        var event = XEvent()
        XNextEvent(display, &event)
        // The input method sees every event first and keeps those it uses (a compose sequence's keys).
        if inputMethod?.filtersEvents == true, XFilterEvent(&event, 0) != 0 { inputMethodDidHandleEvent(); return }
        // Selection and XDND events (on the transfer window, or XDND messages to this one) go there.
        if transfer?.handle(&event) == true { return }
        handle(&event)
        inputMethodDidHandleEvent()
    }

    private func handle(_ event: inout XEvent) {
        if let xinput {
            xinput.scale = screen.scale
            if let events = xinput.handle(&event) {
                for e in events { send(e) }
                return
            }
        }
        switch event.type {
        case Expose:
            let e = event.xexpose
            exposed.add(Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
            scheduleFrame()
        case MapNotify:
            if !isMapped {
                StartupTrace.mark("mapped")
                isMapped = true
                onMapped?()
            }
        case ConfigureNotify:
            let e = event.xconfigure
            wm.configured()
            if wm.isAwaitingFrame { scheduleFrame() }
            let (w, h) = X11Host.drawableSize(width: Int(e.width), height: Int(e.height))
            if w != pixelSize.width || h != pixelSize.height, w > 0, h > 0 {
                pixelSize = (w, h)
                let size = Size(width: Double(w) / screen.scale, height: Double(h) / screen.scale)
                onResize?(size)
                screen.resize(to: size)
                scheduleFrame()
            }
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            if let ev = X11Host.coreButtonEvent(button: e.button, pressed: event.type == ButtonPress,
                                                at: point(e.x, e.y), state: e.state) { send(ev) }
        case MotionNotify:
            let e = event.xmotion
            send(X11Host.coreMotionEvent(at: point(e.x, e.y), state: e.state))
        case LeaveNotify:
            send(.pointerExited)
        case KeyPress:
            if let k = X11Keys.translate(&event.xkey, inputMethod: inputMethod), keyPressMayReachScreen(k) { send(.key(k)) }
        case FocusIn:
            hasFocus = true
            textInputFocusChanged()
        case FocusOut:
            hasFocus = false
            textInputFocusChanged()
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case ClientMessage:
            if wm.handle(event.xclient) == .close { onClose?() }
        default:
            break
        }
    }

    /// False while a recording is replayed: live input would make the replay differ.
    public var acceptsInput = true

    private func send(_ event: Event) {
        guard acceptsInput else { return }
        transfer?.dragInput(event) // a drag out of the window follows the pointer (Dnd/)
        onInput?(event)
        screen.send(event)
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / screen.scale, y: Double(y) / screen.scale)
    }

    /// Resizes the window (tests and the resize storm use it too).
    public func resize(width: Int, height: Int) {
        // X sizes are 16-bit and at least 1; the back buffer holds no more than `Limits.windowPixelSide` a side.
        let side = { (v: Int) in UInt32(min(max(1, v), Limits.windowPixelSide)) }
        XResizeWindow(display, window, side(width), side(height))
        XFlush(display)
        setNeedsDrain()
    }

    /// At exit: a clipboard manager, if one runs, takes over what this program copied, so it can still be
    /// pasted; waits for it at most `timeout` seconds (serving its requests meanwhile).
    public func handOverClipboard(timeout: Double = 2) {
        transfer?.handOverClipboard(timeout: timeout)
    }

    /// Closes the window and the connection to the X server.
    public func close() {
        pump.stop()
        readSource?.cancel()
        transfer?.close()
        inputMethod?.close()
        cursors.freeAll()
        wm.destroy()
        backBuffer?.destroy()
        backBuffer = nil
        XFreeGC(display, gc)
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }
}
