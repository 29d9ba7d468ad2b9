import CX11
import Glibc
import ShojiFiles

/// Key text in UTF-8 through an X input method: the one `XMODIFIERS` names (ibus, fcitx…), else Xlib's
/// built-in one, which still does compose sequences from the locale's Compose file. Without either, the
/// hosts fall back to keysyms (`X11Keys.text(forKeysym:)`). An input method server that goes away is let
/// go (its contexts with it) and taken up again when it comes back.
///
/// One per connection (`X11Connection.inputMethod`), opened by the first top-level window after its first
/// frame; each top-level window has its own ``InputContext`` on it, made by ``makeContext(for:)``, which
/// this remakes when the server comes back.
///
/// Xlib converts key text through the C library's locale. A program whose `LC_CTYPE` is still "C" (Swift
/// programs never call `setlocale`) would get Latin-1 at best, so this sets `LC_CTYPE` from the
/// environment, and to C.UTF-8 when that is not UTF-8 — only the character type category, as GTK does for
/// all of them.
@MainActor
final class InputMethod {
    private let display: OpaquePointer
    /// A hidden window of its own that asks a server whether it answers (see `shoji_im_probe_send`): a
    /// top-level may close while the connection goes on.
    private let probeWindow: UInt
    private var im: XIM?
    private var fontSet: XFontSet?
    /// The style the contexts are made in (0: none the input method offers).
    private var chosenStyle = 0
    /// The windows' contexts (weak: each host owns its own).
    private var contexts: [Weak] = []
    private struct Weak { weak var context: InputContext? }

    /// How the composition is shown.
    enum Style: String {
        /// The client draws it, from the preedit callbacks.
        case onTheSpot
        /// The input method draws it at the spot.
        case overTheSpot
        /// The input method draws it in a window of its own.
        case root
    }
    /// Set by Xlib's callbacks (see shim.h): 1 the server went away, 2 one can be opened again.
    private let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var waiting = false
    /// Whether the server XMODIFIERS names answers, asked without waiting (see `InputMethodProbe`).
    private var probe = InputMethodProbe()
    /// It answered: opened in place of Xlib's own after the current event.
    private var serverAnswered = false
    /// Whether the open input method is the server's XMODIFIERS names, not Xlib's own: only a server's
    /// calls can wait for it.
    private var isServer = false
    /// Whether a call that waits for the server may be made now (see `InputMethodGate`).
    private var gate = InputMethodGate()
    /// The clock's time (seconds), which the probe's timeout is measured on.
    private let now: @MainActor () -> Double

    init(display: OpaquePointer, root: UInt, now: @escaping @MainActor () -> Double) {
        self.display = display
        self.now = now
        var attrs = XSetWindowAttributes()
        probeWindow = XCreateWindow(display, root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, &attrs)
        flag.pointee = 0
        InputMethod.useUTF8Locale()
        guard XSupportsLocale() != 0 else { return }
        open(askingFirst: true)
    }

    isolated deinit {
        flag.deallocate()
    }

    /// Whether the server XMODIFIERS names was asked and has not answered yet (Xlib's own serves meanwhile).
    var isAskingServer: Bool { probe.isAsking }

    /// Whether an input method is open (its contexts can be made).
    var isOpen: Bool { im != nil }

    /// Whether Xlib's input method code must see every event: while one is open, and while waiting for a
    /// server to come (back), which Xlib hears of through a property change on the root window that only
    /// `XFilterEvent` passes to it.
    var filtersEvents: Bool { im != nil || waiting }

    /// A context for `window`, made now when an input method is open and may be waited for, else when one
    /// opens or its server answers.
    ///
    /// `XCreateIC` waits for a server's reply like the focus calls do: a window opened while the server
    /// is stopped would hold the program inside it. So with a server's input method the context is made
    /// only in the pass that reads the server's answer to a question (`InputMethodGate`); until then the
    /// window takes keys as keysyms, and `makePendingContexts()` makes it.
    func makeContext(for window: UInt) -> InputContext {
        let context = InputContext(display: display, window: window)
        contexts.removeAll { $0.context == nil }
        contexts.append(Weak(context: context))
        if let im {
            if mayWaitForServer() {
                context.create(on: im, style: chosenStyle, fontSet: fontSet)
            } else {
                pending.append(Weak(context: context))
            }
        }
        return context
    }

    /// Contexts whose making waits for the server's answer (see `makeContext(for:)`).
    private var pending: [Weak] = []

    /// After each event: makes the contexts kept for the server's answer, once it may be waited for.
    /// Returns the windows whose contexts were made (they start with no focus and no spot).
    func makePendingContexts() -> Set<UInt> {
        pending.removeAll { $0.context == nil || $0.context?.isActive == true }
        guard !pending.isEmpty, let im, mayWaitForServer() else { return [] }
        var made = Set<UInt>()
        for p in pending {
            guard let context = p.context else { continue }
            context.create(on: im, style: chosenStyle, fontSet: fontSet)
            made.insert(context.window)
        }
        pending.removeAll()
        return made
    }

    /// Destroys `context` (its window closes).
    func removeContext(_ context: InputContext) {
        // XDestroyIC waits for the server's reply: one that has not answered the last question may be
        // stopped, so its context is forgotten instead (the server drops it with the window).
        if gate.isAsking { context.forget() } else { context.destroy() }
        contexts.removeAll { $0.context == nil || $0.context === context }
    }

    /// The XIM server XMODIFIERS names ("@im=fcitx" → "@server=fcitx"); nil: none (Xlib's own).
    static var namedServer: String? {
        guard let m = ProcessEnvironment.value("XMODIFIERS"), let r = m.firstRange(of: "@im=") else { return nil }
        let name = m[r.upperBound...].prefix { $0 != "@" && $0 != " " }
        return name.isEmpty || name == "none" ? nil : "@server=" + name
    }

    /// Opens the input method: the server XMODIFIERS names, else Xlib's own. `askingFirst`: the server
    /// has not answered yet (start-up, or Xlib saw one appear, which may still be loading), so it is asked,
    /// and Xlib's own serves until its answer comes through the pump; `XOpenIM` is never trusted to a server
    /// that has not answered, since it would wait for it for ever.
    private func open(askingFirst: Bool) {
        if askingFirst, let server = Self.namedServer, shoji_im_probe_send(display, probeWindow, server) == 0 {
            probe.asked(now: now())
            // Not XRegisterIMInstantiateCallback meanwhile: it tries to open the named server first, and
            // blocks in it as XOpenIM would (measured: until the stopped server went on).
            finishOpening(openBuiltIn(), isServer: false)
            return
        }
        XSetLocaleModifiers("")
        if let method = XOpenIM(display, nil, nil, nil) {
            finishOpening(method, isServer: Self.namedServer != nil)
        } else {
            // The server XMODIFIERS names is not there (yet): Xlib's own for now, for compose sequences,
            // and the named one once it appears.
            finishOpening(openBuiltIn(), isServer: false)
            wait(true)
        }
    }

    /// Xlib's own input method (compose sequences from the locale's Compose file), whatever XMODIFIERS says.
    private func openBuiltIn() -> XIM? {
        XSetLocaleModifiers("@im=none")
        let method = XOpenIM(display, nil, nil, nil)
        XSetLocaleModifiers("")
        return method
    }

    private func finishOpening(_ method: XIM?, isServer: Bool) {
        guard let method else { return }
        self.isServer = isServer
        gate = InputMethodGate()
        chosenStyle = shoji_im_choose_style(method)
        if chosenStyle & Int(XIMPreeditPosition) != 0, fontSet == nil { fontSet = shoji_create_fontset(display) }
        flag.pointee = 0
        shoji_watch_im(method, flag)
        im = method
        pending.removeAll() // made here with the others: the server just answered, or it is Xlib's own
        for c in contexts { c.context?.create(on: method, style: chosenStyle, fontSet: fontSet) }
    }

    /// Closes the open input method and opens one again (its contexts are made anew).
    private func reopen(askingFirst: Bool) {
        wait(false)
        for c in contexts { c.context?.destroy() }
        if let im { XCloseIM(im) }
        im = nil
        open(askingFirst: askingFirst)
    }

    /// The server's answer to the probe, read by the pump like any event (the connection offers it here):
    /// true when `event` was one. It is opened after the current event (`checkServer`).
    func handleProbeReply(_ event: inout XEvent) -> Bool {
        guard shoji_im_probe_is_reply(display, &event, probeWindow) != 0 else { return false }
        if probe.answered(now: now()) == .openServer { serverAnswered = true }
        _ = gate.answered()
        return true
    }

    /// Whether a call that waits for the server (focus, spot, reset) may be made now. Always with Xlib's
    /// own input method; with a server's, only in the pass that reads its answer to a question this sends
    /// (see `InputMethodGate`): false means keep the call and ask again after each event.
    func mayWaitForServer() -> Bool {
        guard isServer, im != nil, let server = Self.namedServer else { return true }
        switch gate.want(now: now()) {
        case .call: return true
        case .keep: return false
        case .keepAndAsk:
            // Nobody owns its selection: it is gone, and Xlib's destroy callback follows; asked again later.
            _ = shoji_im_probe_send(display, probeWindow, server)
            return false
        }
    }

    /// The event pass is over: calls wanted after it ask the server again.
    func eventPassEnded() { gate.passEnded() }

    private func wait(_ on: Bool) {
        guard waiting != on else { return }
        waiting = on
        shoji_wait_for_im(display, flag, on ? 1 : 0)
    }

    /// After each event: the input method went away, or one came (back), or the server asked at start
    /// answered. True when the contexts are new (or gone): they have no focus and the spots they were made
    /// with.
    func checkServer() -> Bool {
        if probe.eventHandled(now: now()) == .ask, let server = Self.namedServer,
           shoji_im_probe_send(display, probeWindow, server) != 0 {
            // Gone meanwhile (nobody owns its selection): the usual wait for one to come.
            probe.serverGone()
            wait(true)
        }
        if serverAnswered {
            serverAnswered = false
            reopen(askingFirst: false)
            return true
        }
        switch flag.pointee {
        case 1:
            // Its contexts went with it: forget them without destroying (keysyms meanwhile). Calling
            // XDestroyIC or XCloseIM now would freeze the connection (winit's callbacks.rs).
            flag.pointee = 0
            im = nil
            for c in contexts { c.context?.forget() }
            wait(true)
            return true
        case 2:
            flag.pointee = 0
            reopen(askingFirst: true)
            return true
        default:
            return false
        }
    }

    /// Closes the input method (the connection closes); the windows destroyed their contexts before.
    func close() {
        wait(false)
        for c in contexts { c.context?.destroy() }
        contexts.removeAll()
        if let im { XCloseIM(im) }
        if let fontSet { XFreeFontSet(display, fontSet) }
        im = nil; fontSet = nil
        XDestroyWindow(display, probeWindow)
    }

    private static func useUTF8Locale() {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }

    private static var isUTF8: Bool {
        guard let cs = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: cs).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
