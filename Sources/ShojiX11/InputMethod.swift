import CX11
import Glibc

/// Key text in UTF-8 through an X input method: the one `XMODIFIERS` names (ibus, fcitx…), else Xlib's
/// built-in one, which still does compose sequences from the locale's Compose file. Without either, the
/// host falls back to keysyms (`X11Keys.text(forKeysym:)`). An input method server that goes away is let
/// go (its context with it) and taken up again when it comes back.
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
    private var hasFocus = false
    /// Set by Xlib's callbacks (see shim.h): 1 the server went away, 2 one can be opened again.
    private let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var waiting = false
    /// Events the input method wants to see on the window (besides keys), to add to its event mask.
    private(set) var eventMask = 0

    init(display: OpaquePointer, window: UInt) {
        self.display = display
        self.window = window
        flag.pointee = 0
        InputMethod.useUTF8Locale()
        guard XSupportsLocale() != 0 else { return }
        open()
    }

    isolated deinit { flag.deallocate() }

    var isActive: Bool { ic != nil }

    private func open() {
        XSetLocaleModifiers("")
        var method = XOpenIM(display, nil, nil, nil)
        if method == nil {
            // The server XMODIFIERS names is not there (yet): Xlib's own for now, for compose sequences,
            // and the named one once it appears.
            XSetLocaleModifiers("@im=none")
            method = XOpenIM(display, nil, nil, nil)
            XSetLocaleModifiers("")
            wait(true)
        }
        guard let method else { return }
        guard shoji_im_supports_root_style(method) != 0, let context = shoji_create_ic(method, window) else {
            XCloseIM(method)
            return
        }
        flag.pointee = 0
        shoji_watch_im(method, flag)
        im = method
        ic = context
        eventMask = shoji_ic_filter_events(context)
        if hasFocus { XSetICFocus(context) }
    }

    private func wait(_ on: Bool) {
        guard waiting != on else { return }
        waiting = on
        shoji_wait_for_im(display, flag, on ? 1 : 0)
    }

    /// After each event: the input method went away, or one came (back).
    func checkServer() {
        switch flag.pointee {
        case 1:
            // Its contexts went with it: forget them without destroying (keysyms meanwhile).
            flag.pointee = 0
            ic = nil; im = nil
            wait(true)
        case 2:
            flag.pointee = 0
            wait(false)
            if let ic { XDestroyIC(ic) }
            if let im { XCloseIM(im) }
            ic = nil; im = nil
            open()
        default:
            break
        }
    }

    func focusIn() { hasFocus = true; if let ic { XSetICFocus(ic) } }
    func focusOut() { hasFocus = false; if let ic { XUnsetICFocus(ic) } }

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
        ic = nil; im = nil
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
