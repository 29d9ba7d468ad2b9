import CX11
import Foundation
import Glibc

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

    init(display: OpaquePointer, root: UInt) {
        self.display = display
        var attrs = XSetWindowAttributes()
        probeWindow = XCreateWindow(display, root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, &attrs)
        flag.pointee = 0
        InputMethod.useUTF8Locale()
        guard XSupportsLocale() != 0 else { return }
        open()
    }

    isolated deinit {
        flag.deallocate()
    }

    /// Whether an input method is open (its contexts can be made).
    var isOpen: Bool { im != nil }

    /// Whether Xlib's input method code must see every event: while one is open, and while waiting for a
    /// server to come (back), which Xlib hears of through a property change on the root window that only
    /// `XFilterEvent` passes to it.
    var filtersEvents: Bool { im != nil || waiting }

    /// A context for `window`, made now when an input method is open, else when one opens.
    func makeContext(for window: UInt) -> InputContext {
        let context = InputContext(display: display, window: window)
        contexts.removeAll { $0.context == nil }
        contexts.append(Weak(context: context))
        if let im { context.create(on: im, style: chosenStyle, fontSet: fontSet) }
        return context
    }

    /// Destroys `context` (its window closes).
    func removeContext(_ context: InputContext) {
        context.destroy()
        contexts.removeAll { $0.context == nil || $0.context === context }
    }

    /// How long the server XMODIFIERS names may take to answer before it is passed over at start (the
    /// program waits that long at most, where XOpenIM alone would wait for ever).
    static let serverAnswerTimeout: Int32 = 2000
    /// The server that did not answer in time: asked again after later events (without waiting), and
    /// opened once it answers.
    private var silentServer: String?
    private var probeSent = DispatchTime.now()

    /// The XIM server XMODIFIERS names ("@im=fcitx" → "@server=fcitx"); nil: none (Xlib's own).
    static var namedServer: String? {
        guard let m = ProcessInfo.processInfo.environment["XMODIFIERS"], let r = m.range(of: "@im=") else { return nil }
        let name = m[r.upperBound...].prefix { $0 != "@" && $0 != " " }
        return name.isEmpty || name == "none" ? nil : "@server=" + name
    }

    private func open() {
        silentServer = nil
        if let server = Self.namedServer, shoji_im_probe_send(display, probeWindow, server) == 0,
           shoji_im_probe_check(display, probeWindow, server, Self.serverAnswerTimeout) == 0 {
            // Stopped, hung or still starting: XOpenIM would block until it answers. Xlib's own for now.
            silentServer = server
            probeSent = DispatchTime.now()
        }
        XSetLocaleModifiers("")
        var method = silentServer == nil ? XOpenIM(display, nil, nil, nil) : nil
        if method == nil {
            // The server XMODIFIERS names is not there (yet): Xlib's own for now, for compose sequences,
            // and the named one once it appears.
            XSetLocaleModifiers("@im=none")
            method = XOpenIM(display, nil, nil, nil)
            XSetLocaleModifiers("")
            // Not for a silent server: XRegisterIMInstantiateCallback tries to open the named one first,
            // and blocks in it as XOpenIM would (measured: until the stopped server went on). Asked again
            // in checkServer instead.
            if silentServer == nil { wait(true) }
        }
        guard let method else { return }
        chosenStyle = shoji_im_choose_style(method)
        if chosenStyle & Int(XIMPreeditPosition) != 0, fontSet == nil { fontSet = shoji_create_fontset(display) }
        flag.pointee = 0
        shoji_watch_im(method, flag)
        im = method
        for c in contexts { c.context?.create(on: method, style: chosenStyle, fontSet: fontSet) }
    }

    private func wait(_ on: Bool) {
        guard waiting != on else { return }
        waiting = on
        shoji_wait_for_im(display, flag, on ? 1 : 0)
    }

    /// After each event: the input method went away, or one came (back). True when the contexts are new
    /// (or gone): they have no focus and the spots they were made with.
    func checkServer() -> Bool {
        if let server = silentServer {
            // Asked again every 2 s while events come, waiting 50 ms at most (a late answer to an earlier
            // question is read by the event loop, which ignores it): once it answers, it is opened as a
            // server that comes is. Gone meanwhile (nobody owns its selection): the usual wait for one.
            if DispatchTime.now().uptimeNanoseconds - probeSent.uptimeNanoseconds > 2_000_000_000 {
                probeSent = DispatchTime.now()
                switch shoji_im_probe_send(display, probeWindow, server) {
                case 0: if shoji_im_probe_check(display, probeWindow, server, 50) == 1 { silentServer = nil; flag.pointee = 2 }
                default: silentServer = nil; wait(true)
                }
            }
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
            wait(false)
            for c in contexts { c.context?.destroy() }
            if let im { XCloseIM(im) }
            im = nil
            open()
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
