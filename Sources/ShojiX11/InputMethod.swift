import CX11
import Foundation
import Glibc

/// Key text in UTF-8 through an X input method: the one `XMODIFIERS` names (ibus, fcitx…), else Xlib's
/// built-in one, which still does compose sequences from the locale's Compose file. Without either, the
/// host falls back to keysyms (`X11Keys.text(forKeysym:)`). An input method server that goes away is let
/// go (its context with it) and taken up again when it comes back.
///
/// The context is on-the-spot when the input method offers it (its preedit callbacks are recorded into a
/// log the host reads after each event: `takePreeditEvents()`), else over-the-spot (the input method
/// draws the composition itself at the spot), else root (in a window of its own).
///
/// Xlib converts key text through the C library's locale. A program whose `LC_CTYPE` is still "C" (Swift
/// programs never call `setlocale`) would get Latin-1 at best, so this sets `LC_CTYPE` from the
/// environment, and to C.UTF-8 when that is not UTF-8 — only the character type category, as GTK does for
/// all of them.
@MainActor
final class InputMethod {
    private let display: OpaquePointer
    private let window: UInt
    private var im: XIM?
    private var ic: XIC?
    private var fontSet: XFontSet?
    /// Where the preedit callbacks record (the context points at it, so it lives as long as this does).
    private let log = UnsafeMutablePointer<shoji_preedit_log>.allocate(capacity: 1)
    private var spot = SpotLocation(x: 0, y: 0)

    /// How the composition is shown.
    enum Style: String {
        /// The client draws it, from the preedit callbacks.
        case onTheSpot
        /// The input method draws it at the spot.
        case overTheSpot
        /// The input method draws it in a window of its own.
        case root
    }
    /// The context's style (nil: no context).
    private(set) var style: Style?
    /// Set by Xlib's callbacks (see shim.h): 1 the server went away, 2 one can be opened again.
    private let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var waiting = false
    /// Events the input method wants to see on the window (besides keys), to add to its event mask.
    private(set) var eventMask = 0

    init(display: OpaquePointer, window: UInt) {
        self.display = display
        self.window = window
        flag.pointee = 0
        log.initialize(to: shoji_preedit_log())
        InputMethod.useUTF8Locale()
        guard XSupportsLocale() != 0 else { return }
        open()
    }

    isolated deinit {
        flag.deallocate()
        shoji_preedit_log_clear(log)
        free(log.pointee.events)
        log.deallocate()
    }

    var isActive: Bool { ic != nil }

    /// Whether Xlib's input method code must see every event: while there is a context, and while waiting
    /// for a server to come (back), which Xlib hears of through a property change on the root window that
    /// only `XFilterEvent` passes to it.
    var filtersEvents: Bool { ic != nil || waiting }

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
        if let server = Self.namedServer, shoji_im_probe_send(display, window, server) == 0,
           shoji_im_probe_check(display, window, server, Self.serverAnswerTimeout) == 0 {
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
        var chosen = shoji_im_choose_style(method)
        if chosen & Int(XIMPreeditPosition) != 0, fontSet == nil { fontSet = shoji_create_fontset(display) }
        var context = chosen == 0 ? nil : shoji_create_ic(method, window, chosen, log, fontSet, Int16(clamping: spot.x),
                                                          Int16(clamping: spot.y))
        let root = Int(XIMPreeditNothing | XIMStatusNothing)
        if context == nil, chosen != root, chosen != 0 {
            // The better style failed (no fontset for over-the-spot, say): the input method's own window.
            chosen = root
            context = shoji_create_ic(method, window, root, log, nil, 0, 0)
        }
        guard let context else {
            XCloseIM(method)
            return
        }
        flag.pointee = 0
        shoji_watch_im(method, flag)
        im = method
        ic = context
        style = chosen & Int(XIMPreeditCallbacks) != 0 ? .onTheSpot : chosen & Int(XIMPreeditPosition) != 0 ? .overTheSpot : .root
        eventMask = shoji_ic_filter_events(context)
    }

    private func wait(_ on: Bool) {
        guard waiting != on else { return }
        waiting = on
        shoji_wait_for_im(display, flag, on ? 1 : 0)
    }

    /// After each event: the input method went away, or one came (back). True when the context is new (or
    /// gone): it has no focus and the spot it was made with.
    func checkServer() -> Bool {
        if let server = silentServer {
            // Asked again every 2 s while events come, waiting 50 ms at most (a late answer to an earlier
            // question is read by the event loop, which ignores it): once it answers, it is opened as a
            // server that comes is. Gone meanwhile (nobody owns its selection): the usual wait for one.
            if DispatchTime.now().uptimeNanoseconds - probeSent.uptimeNanoseconds > 2_000_000_000 {
                probeSent = DispatchTime.now()
                switch shoji_im_probe_send(display, window, server) {
                case 0: if shoji_im_probe_check(display, window, server, 50) == 1 { silentServer = nil; flag.pointee = 2 }
                default: silentServer = nil; wait(true)
                }
            }
        }
        switch flag.pointee {
        case 1:
            // Its contexts went with it: forget them without destroying (keysyms meanwhile). Calling
            // XDestroyIC or XCloseIM now would freeze the connection (winit's callbacks.rs).
            flag.pointee = 0
            ic = nil; im = nil; style = nil
            shoji_preedit_log_clear(log)
            wait(true)
            return true
        case 2:
            flag.pointee = 0
            wait(false)
            if let ic { XDestroyIC(ic) }
            if let im { XCloseIM(im) }
            ic = nil; im = nil; style = nil
            shoji_preedit_log_clear(log)
            open()
            return true
        default:
            return false
        }
    }

    /// Gives the context the focus (the input method composes for this window) or takes it away.
    func setFocus(_ on: Bool) {
        guard let ic else { return }
        if on { XSetICFocus(ic) } else { XUnsetICFocus(ic) }
    }

    /// Moves the spot the input method opens its windows at (window pixels). Root contexts have none.
    func setSpot(_ s: SpotLocation) {
        spot = s
        guard let ic, style != .root else { return }
        shoji_ic_set_spot(ic, Int16(clamping: s.x), Int16(clamping: s.y))
    }

    /// Resets the context, keeping whether the input method is switched on: what it commits of the
    /// composition (nil: it cleared it).
    func reset() -> String? {
        guard let ic, let p = shoji_ic_reset(ic) else { return nil }
        defer { XFree(p) }
        return String(cString: p)
    }

    /// The preedit callbacks recorded since the last call, decoded.
    func takePreeditEvents() -> [PreeditEvent] {
        let l = log.pointee
        guard l.count > 0, let events = l.events else { return [] }
        var out: [PreeditEvent] = []
        out.reserveCapacity(Int(l.count))
        for e in UnsafeBufferPointer(start: events, count: Int(l.count)) {
            switch e.kind {
            case 1: out.append(.start)
            case 2:
                let text = e.text.map { String(cString: $0) }
                let feedback = e.feedback.map { f in
                    (0..<Int(e.feedback_count)).map { PreeditFeedback(rawValue: f[$0]) }
                } ?? []
                out.append(.draw(caret: Int(e.caret), changeFirst: Int(e.chg_first), changeLength: Int(e.chg_length),
                                 text: text, feedback: feedback))
            case 3:
                // XIMIsInvisible = 0.
                out.append(.caret(CaretMove(direction: e.direction, position: e.position), visible: e.style != 0))
            case 4: out.append(.done)
            default: break
            }
        }
        shoji_preedit_log_clear(log)
        return out
    }

    /// The text and keysym of a key press through the input context: nil without one.
    func lookup(_ e: inout XKeyEvent) -> (text: String, keysym: KeySym?)? {
        guard let ic else { return nil }
        var size = 64
        while true {
            var buf = [CChar](repeating: 0, count: size)
            var keysym: KeySym = 0
            var status: Int32 = 0
            let n = Xutf8LookupString(ic, &e, &buf, Int32(size), &keysym, &status)
            if status == XBufferOverflow { size = Int(n) + 1; continue }
            let hasChars = status == XLookupChars || status == XLookupBoth
            let hasKeysym = status == XLookupKeySym || status == XLookupBoth
            let text = hasChars && n > 0 ? String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            return (text, hasKeysym ? keysym : nil)
        }
    }

    func close() {
        wait(false)
        if let ic { XDestroyIC(ic) }
        if let im { XCloseIM(im) }
        if let fontSet { XFreeFontSet(display, fontSet) }
        ic = nil; im = nil; fontSet = nil; style = nil
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
