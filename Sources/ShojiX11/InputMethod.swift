import CX11
import Glibc

/// Key text in UTF-8 through an X input method: the one `XMODIFIERS` names (ibus, fcitx…), else Xlib's
/// built-in one, which still does compose sequences from the locale's Compose file. Without either, the
/// host falls back to keysyms (`X11Keys.text(forKeysym:)`).
///
/// Xlib converts key text through the C library's locale. A program whose `LC_CTYPE` is still "C" (Swift
/// programs never call `setlocale`) would get Latin-1 at best, so this sets `LC_CTYPE` from the
/// environment, and to C.UTF-8 when that is not UTF-8 — only the character type category, as GTK does for
/// all of them.
@MainActor
final class InputMethod {
    private var im: XIM?
    private(set) var ic: XIC?
    /// Events the input method wants to see on the window (besides keys), to add to its event mask.
    private(set) var eventMask = 0

    init(display: OpaquePointer, window: UInt) {
        InputMethod.useUTF8Locale()
        guard XSupportsLocale() != 0 else { return }
        XSetLocaleModifiers("")
        var method = XOpenIM(display, nil, nil, nil)
        if method == nil {
            // The IM server named by XMODIFIERS is not there: Xlib's own, for compose sequences.
            XSetLocaleModifiers("@im=none")
            method = XOpenIM(display, nil, nil, nil)
        }
        guard let method else { return }
        guard shoji_im_supports_root_style(method) != 0, let context = shoji_create_ic(method, window) else {
            XCloseIM(method)
            return
        }
        im = method
        ic = context
        eventMask = shoji_ic_filter_events(context)
    }

    var isActive: Bool { ic != nil }

    func focusIn() { if let ic { XSetICFocus(ic) } }
    func focusOut() { if let ic { XUnsetICFocus(ic) } }

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
