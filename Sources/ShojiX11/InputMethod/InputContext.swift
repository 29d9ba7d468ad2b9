import CX11
import Glibc

/// One top-level window's context on the connection's ``InputMethod``: its own XIC (made when the window
/// is on screen, destroyed with it), its own focus, spot and preedit log, so that a field in any window
/// composes as one in the first does. The input method's callbacks for this context record into this
/// context's log, so a composition always goes to the window it was typed in.
///
/// On the spot when the input method offers it (the preedit callbacks are recorded into a log the host
/// reads after each event: ``takePreeditEvents()``), else over the spot (the input method draws the
/// composition itself at the spot), else root (in a window of its own).
@MainActor
final class InputContext {
    private let display: OpaquePointer
    /// The window the context is for (its client window and focus window).
    let window: UInt
    private var ic: XIC?
    /// Where the preedit callbacks record (the context points at it, so it lives as long as this does).
    private let log = UnsafeMutablePointer<shoji_preedit_log>.allocate(capacity: 1)
    private var spot = SpotLocation(x: 0, y: 0)
    /// The context's style (nil: no context).
    private(set) var style: InputMethod.Style?
    /// Events the input method wants to see on the window (besides keys), to add to its event mask.
    private(set) var eventMask = 0

    init(display: OpaquePointer, window: UInt) {
        self.display = display
        self.window = window
        log.initialize(to: shoji_preedit_log())
    }

    isolated deinit {
        shoji_preedit_log_clear(log)
        free(log.pointee.events)
        log.deallocate()
    }

    var isActive: Bool { ic != nil }

    /// Makes the XIC on `im` in the input method's `chosen` style, falling back to the input method's own
    /// window (root) when the better style fails (no fontset for over-the-spot, say).
    func create(on im: XIM, style chosen: Int, fontSet: XFontSet?) {
        var chosen = chosen
        var context = chosen == 0 ? nil : shoji_create_ic(im, window, chosen, log, fontSet, Int16(clamping: spot.x),
                                                          Int16(clamping: spot.y))
        let root = Int(XIMPreeditNothing | XIMStatusNothing)
        if context == nil, chosen != root, chosen != 0 {
            chosen = root
            context = shoji_create_ic(im, window, root, log, nil, 0, 0)
        }
        guard let context else { return }
        ic = context
        style = chosen & Int(XIMPreeditCallbacks) != 0 ? .onTheSpot : chosen & Int(XIMPreeditPosition) != 0 ? .overTheSpot : .root
        eventMask = shoji_ic_filter_events(context)
    }

    /// The input method's server went away, and the context with it: forgotten without a call to Xlib
    /// (XDestroyIC now would freeze the connection: winit's callbacks.rs).
    func forget() {
        ic = nil; style = nil
        shoji_preedit_log_clear(log)
    }

    /// Destroys the XIC (the window closes, or the input method is reopened).
    func destroy() {
        if let ic { XDestroyIC(ic) }
        forget()
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
}
