import CX11
import Dispatch
import FoundationEssentials
import Shoji
import ShojiAccessibility
import ShojiRuntime

/// One connection to the X server, shared by every window of the program: the display, its visual, the
/// one `EventPump` that reads its events, the connection's read source, the cursors, and the table that
/// routes each event to the window it is for (a top-level `X11Host`, a popup's, or a hook's).
///
/// Per connection here; per window in `X11Host` (the X window, its back buffer, screen, frames, damage,
/// window-manager protocols, XInput 2 selection, input context). An event whose window is none of the
/// hosts' (a hidden selection owner), and one a host has no use for (XDND's client messages to a top-level,
/// a SelectionNotify), goes to the hooks in `eventHooks`, in order, until one takes it.
@MainActor
final class X11Connection {
    let display: OpaquePointer
    let root: UInt
    let screenNumber: Int32
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let cursors: Cursors
    /// XInput 2's major opcode once a window selected it (its generic events carry it).
    var xinputOpcode: Int32?
    /// The hosts by X window id: every event is routed by its window.
    private var hosts: [UInt: X11Host] = [:]
    /// Events for windows that are no host's (a selection owner window, XDND): each hook returns true when it
    /// took the event. The clipboard's hidden owner window plugs in here.
    var eventHooks: [(inout XEvent) -> Bool] = []
    /// Copy, paste, drag and drop (Selections/, Dnd/): one hidden owner window for the whole connection,
    /// so closing a window never drops the clipboard; made after the first window's first frame.
    var transfer: TransferHost?
    /// The desktop's settings (Settings/): XSETTINGS and the resources, read as the first window is made.
    var desktopSettings: DesktopSettingsWatcher?
    /// The settings portal on the session bus, read and followed asynchronously; started after the first
    /// window's first frame (`startSettingsPortal()`).
    var settingsPortal: SettingsPortal?
    /// Whether `startSettingsPortal()` ran (a connection reads the portal once).
    var settingsPortalStarted = false
    /// The input method (opened by the first top-level after its first frame); each top-level has its own
    /// context on it.
    var inputMethod: InputMethod?
    /// The server time of the last input event (a popup's grab is taken with it, as GTK does).
    private(set) var lastEventTime: UInt = 0
    /// A popup was shown in `host`'s window, or closed (the accessibility bridge shows its screen meanwhile).
    var onPopupShown: ((PopupWindow, X11Host) -> Void)?
    var onPopupClosed: ((PopupWindow) -> Void)?
    /// The XInput 2 pointer a menu grabbed (nil: none, or grabbed the core way).
    var grabbedPointerDevice: Int32?
    /// The popups now open, oldest first; while any grabs, a press outside them all closes them.
    let popups = PopupStack()
    /// XRandR's monitors, root pixels, until it reports a change (nil: not read since).
    private var monitors: [Rect]?
    /// XRandR's first event number, once it was asked for the monitors (nil: not yet, or no XRandR).
    private var randrEventBase: Int32?
    private var readSource: DispatchSourceRead?
    /// The connection is read in `MainQueueLoop`'s `poll`.
    private var isWatched = false
    private(set) var isClosed = false
    var wakeUps = 0
    /// The keyboard's groups as keysyms (KeymapSnapshot.swift): read ahead, between turns, after a window's
    /// first frame, by `prepareKeymap()`; after a mapping change (`setxkbmap`, a tool binding a spare
    /// keycode), at the next key. Traced as `host.keymap` with `ahead` false when a key had to wait for it.
    var keymap: KeymapSnapshot { readKeymap(ahead: false) }
    private var keymapCache: KeymapSnapshot?
    private var keymapPreparationQueued = false

    private func readKeymap(ahead: Bool) -> KeymapSnapshot {
        if let k = keymapCache { return k }
        let k = KeymapSnapshot.read(from: display)
        keymapCache = k
        Trace.emit("host.keymap", ["ahead": .bool(ahead)])
        return k
    }

    /// Reads the keymap on a turn of its own, unless it is read already.
    ///
    /// Why: read at the first key, the XKB round trip and the snapshot's tables were most of that key's work
    /// (1.5 M of its 2.5 M instructions in a release build, against 0.45 M for a later key): the first key
    /// a user typed was the slowest (issue 41 point 2).
    ///
    /// It waits while Xlib holds events not yet handled: the read is a round trip, during which Xlib's XKB
    /// code notes mapping changes already on the wire, and a key press queued before them would then be
    /// looked up with the later mapping (xdotool binds a spare keycode to a dead key, presses it and unbinds
    /// it: a loaded demo typed "e" for dead acute, e). After a few tries it leaves the read to the first key.
    func prepareKeymap(tries: Int = 50) {
        guard keymapCache == nil, !keymapPreparationQueued, !isClosed, tries > 0 else { return }
        keymapPreparationQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.keymapPreparationQueued = false
                guard !self.isClosed else { return }
                if XEventsQueued(self.display, QueuedAlready) > 0 {
                    self.prepareKeymap(tries: tries - 1)
                } else {
                    _ = self.readKeymap(ahead: true)
                }
            }
        }
    }
    /// The keys held down, by keycode, to tell auto-repeat from a new press.
    private var heldKeys: Set<UInt32> = []
    /// Whether the last key press was the keyboard's auto-repeat of a held key.
    private(set) var lastKeyPressIsRepeat = false

    /// The keyboard mapping changed: the snapshot is read again at the next key, after that key's text is
    /// looked up. Not ahead: a tool that binds a spare keycode for one press (xdotool) unbinds it at once,
    /// and a round trip between the two notes the unbinding before the press is looked up.
    func keyboardMappingChanged() {
        keymapCache = nil
    }

    /// Opens the display (`nil`: `$DISPLAY`).
    init(displayName: String?) throws(X11Host.HostError) {
        XErrors.install()
        guard let d = X11Host.takeKeptDisplay(named: displayName) ?? XOpenDisplay(displayName) else {
            throw .noDisplay(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        let scr = XDefaultScreen(d)
        let depth = XDefaultDepth(d, scr)
        guard depth == 24 || depth == 32 else { XCloseDisplay(d); throw .unsupportedVisual(depth) }
        display = d
        screenNumber = scr
        self.depth = depth
        visual = XDefaultVisual(d, scr)
        root = XRootWindow(d, scr)
        cursors = Cursors(display: d)
        // Auto-repeat without the release X otherwise sends before each repeated press, so that a held
        // key is told from a new press (an action that must not repeat).
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(d, 1, &supported)
    }

    // MARK: Windows

    func register(_ host: X11Host) { hosts[host.window] = host }

    /// Forgets a closed window; the connection closes after its last one.
    func unregister(_ host: X11Host) {
        hosts[host.window] = nil
        popups.remove(host)
        if hosts.isEmpty { close() }
    }

    /// The top-level hosts and popups open, in no particular order.
    var allHosts: [X11Host] { Array(hosts.values) }

    // MARK: Events

    /// The one pump of the connection (see `EventPump`).
    private(set) lazy var pump = EventPump(hasPendingEvent: { [unowned self] in XPending(display) > 0 },
                                           handleNextEvent: { [unowned self] in handleNextEvent() },
                                           schedule: { job in DispatchQueue.main.async { MainActor.assumeIsolated(job) } })

    /// Starts reading the connection on the main thread (once, by the first window that starts): in the
    /// main loop's own `poll` when it serves the main thread (`MainQueueLoop`), so that an event costs no
    /// wake-up of another thread; otherwise (a program that serves the main queue its own way) through a
    /// read source on the main queue. Only the main loop looks at Xlib's queue before it waits: a program
    /// of the other kind calls `X11Host.drain()` after what talks to the server.
    func startReading() {
        guard readSource == nil, !isWatched, !isClosed else { return }
        let fd = XConnectionNumber(display)
        isWatched = MainQueueLoop.watch(fd, prepare: { [weak self] in self?.prepareToWait() ?? false }) { [weak self] in
            self?.readable()
        }
        if isWatched { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.wakeUps += 1
                self?.pump.pass()
            }
        }
        source.activate()
        readSource = source
    }

    /// Has `sources` read the connection (tests turn a loop of their own; the program's is `MainQueueLoop`).
    func watch(on sources: LoopSources) {
        sources.watch(XConnectionNumber(display), prepare: { [weak self] in self?.prepareToWait() ?? false }) { [weak self] in
            self?.readable()
        }
    }

    /// The descriptor turned readable, or Xlib's queue holds events: one pass.
    private func readable() {
        wakeUps += 1
        pump.pass()
    }

    /// Before the main loop waits: true when Xlib's queue already holds events (read during a round trip:
    /// the descriptor will not wake the loop for them); otherwise the requests still buffered are sent, so
    /// that the server has them while the program sleeps. Neither reads the socket.
    func prepareToWait() -> Bool {
        guard !isClosed else { return false }
        if XEventsQueued(display, QueuedAlready) > 0 { return true }
        XFlush(display)
        return false
    }

    private func handleNextEvent() {
        var event = XEvent()
        XNextEvent(display, &event)
        // The input method sees every event first and keeps those it uses (a compose sequence's keys, the
        // keys of a composition): Xlib's filter finds the context of the event's window itself.
        if let method = inputMethod, method.filtersEvents, XFilterEvent(&event, 0) != 0 {
            inputMethodDidHandleEvent()
            return
        }
        route(&event)
        inputMethodDidHandleEvent()
    }

    /// After each event: the input method's server state, then each window's preedit callbacks (each
    /// context records its own) and text input changes.
    private func inputMethodDidHandleEvent() {
        guard !isClosed, let method = inputMethod else { return }
        let changed = method.checkServer()
        let made = method.makePendingContexts()
        for host in hosts.values where host.inputContext != nil && !host.isClosed {
            host.inputMethodDidHandleEvent(serverChanged: changed || made.contains(host.window))
        }
        method.eventPassEnded()
    }

    private func route(_ event: inout XEvent) {
        if let op = xinputOpcode, event.type == GenericEvent, event.xcookie.extension == op {
            guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return }
            defer { XFreeEventData(display, &event.xcookie) }
            let evtype = event.xcookie.evtype
            guard let window = XInput2.eventWindow(evtype: evtype, data: data) else {
                for host in hosts.values { host.handleXInput2(evtype: evtype, data: data) } // a device changed
                return
            }
            lastEventTime = XInput2.eventTime(data: data)
            guard let host = hosts[window] else { return }
            if evtype == XI_ButtonPress || evtype == XI_TouchBegin || evtype == XI_ButtonRelease || evtype == XI_TouchEnd {
                let p = XInput2.eventPoint(data: data)
                let press = evtype == XI_ButtonPress || evtype == XI_TouchBegin
                if popups.swallowsPointer(press: press, on: host, at: p) { return }
            }
            host.handleXInput2(evtype: evtype, data: data)
            return
        }
        if monitorsChanged(by: &event) { return }
        let window = event.xany.window
        switch event.type {
        case ButtonPress, ButtonRelease:
            lastEventTime = event.xbutton.time
            if let host = hosts[window] {
                let p = (Double(event.xbutton.x), Double(event.xbutton.y))
                if popups.swallowsPointer(press: event.type == ButtonPress, on: host, at: p) { return }
            } else if popups.swallowsPointer(press: event.type == ButtonPress, on: nil, at: (0, 0)) {
                return
            }
        case KeyPress, KeyRelease:
            lastEventTime = event.xkey.time
            if event.type == KeyPress {
                popups.keyPressed()
                lastKeyPressIsRepeat = !heldKeys.insert(UInt32(event.xkey.keycode)).inserted
            } else {
                heldKeys.remove(UInt32(event.xkey.keycode))
            }
            // Keys go to the open menu, wherever the focus is (its keyboard grab reports them to our focus).
            if let top = popups.keyboardTarget, let host = hosts[window], host !== top {
                // A combo box's list: the field's window reads the key through its input method (the grab
                // reports it there; Xlib's filter above already gave the method its share).
                if popups.keyboardTargetKeepsParentTextInput, host.inputContext != nil, event.type == KeyPress {
                    host.handleKey(&event, forDropDown: top)
                    return
                }
                event.xkey.window = top.window
                top.handle(&event)
                return
            }
        case MotionNotify:
            lastEventTime = event.xmotion.time
        default:
            break
        }
        if let host = hosts[window] {
            host.handle(&event)
            return
        }
        offerToHooks(&event)
    }

    /// Gives an event no window handled to the hooks, in order, until one takes it.
    func offerToHooks(_ event: inout XEvent) {
        for hook in eventHooks where hook(&event) { return }
    }

    /// Closes the connection (after its last window).
    func close() {
        guard !isClosed else { return }
        // The program may go on without windows, or end with its last window's close: either way the
        // clipboard must go to a clipboard manager first, while there is a connection to give it over.
        // The one place that reads events outside the pump (the pump stops below), and a bounded one: it
        // serves the manager's requests itself for 2 s at most, as the program ends.
        transfer?.handOverClipboard(timeout: 2)
        isClosed = true
        pump.stop()
        readSource?.cancel()
        if isWatched { MainQueueLoop.unwatch(XConnectionNumber(display)) }
        transfer?.close()
        transfer = nil
        inputMethod?.close()
        inputMethod = nil
        settingsPortal?.close()
        settingsPortal = nil
        cursors.freeAll()
        XCloseDisplay(display)
    }

    // MARK: Monitors

    /// The monitor (XRandR's CRTC) that holds `point` (root pixels), or the root window's whole size when
    /// XRandR has no answer: where a popup must stay. The monitors are asked for once (a round trip a menu
    /// would otherwise pay before its first frame) and again after XRandR reports a change.
    func monitor(containing point: Point) -> Rect {
        let rects = monitors ?? readMonitors()
        let whole = Rect(x: 0, y: 0, width: Double(XDisplayWidth(display, screenNumber)),
                         height: Double(XDisplayHeight(display, screenNumber)))
        return rects.first { $0.contains(point) } ?? rects.first ?? whole
    }

    private func readMonitors() -> [Rect] {
        if randrEventBase == nil {
            var base: Int32 = 0, error: Int32 = 0
            if XRRQueryExtension(display, &base, &error) != 0 {
                randrEventBase = base
                XRRSelectInput(display, root, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
            }
        }
        var rects: [Rect] = []
        var count: Int32 = 0
        if let list = XRRGetMonitors(display, root, 1, &count) {
            for i in 0..<Int(count) {
                let m = list[i]
                rects.append(Rect(x: Double(m.x), y: Double(m.y), width: Double(m.width), height: Double(m.height)))
            }
            XRRFreeMonitors(list)
        }
        // Kept only while XRandR will say when they change.
        if randrEventBase != nil { monitors = rects }
        return rects
    }

    /// An XRandR notice on the root (the screen, a CRTC or an output changed): the monitors are read again
    /// when next needed. True when `event` was one.
    private func monitorsChanged(by event: inout XEvent) -> Bool {
        guard let base = randrEventBase, event.type == base + RRScreenChangeNotify || event.type == base + RRNotify else { return false }
        if event.type == base + RRScreenChangeNotify { XRRUpdateConfiguration(&event) } // Xlib's screen size
        monitors = nil
        return true
    }
}
