import CX11
import Glibc
import Shoji

/// What a window manager asks of a well-behaved window (ICCCM and EWMH): who owns it (`_NET_WM_PID`,
/// `WM_CLIENT_MACHINE`), what it is (`_NET_WM_WINDOW_TYPE_NORMAL`, `_DIALOG`, a popup's `_POPUP_MENU`…), its icon (`_NET_WM_ICON`), whether it
/// is alive (`_NET_WM_PING`, answered at once) and when a resize has been drawn (`_NET_WM_SYNC_REQUEST`:
/// the counter is set only once the frame for that size is presented, so the manager never shows a
/// stale or half-drawn frame at the new size).
@MainActor
final class WindowManagerProtocols {
    private let display: OpaquePointer
    private let window: UInt
    private let root: UInt
    let wmProtocols: Atom
    let deleteWindow: Atom
    private let ping: Atom
    private let syncRequest: Atom
    private var counter: XSyncCounter = 0
    /// The value the manager asked for, until the configure it belongs to arrives…
    private var requested: XSyncValue?
    /// …and then until the frame for that configure is presented.
    private var awaitingFrame: XSyncValue?

    /// Every atom used here, interned in one round trip (one each would cost a round trip apiece before
    /// the first frame).
    private let atoms: [String: Atom]

    init(display: OpaquePointer, window: UInt, root: UInt, type: String = "_NET_WM_WINDOW_TYPE_NORMAL") {
        self.display = display; self.window = window; self.root = root
        atoms = WindowManagerProtocols.intern(display, ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING",
            "_NET_WM_SYNC_REQUEST", "_NET_WM_SYNC_REQUEST_COUNTER", "_NET_WM_PID", "_NET_WM_WINDOW_TYPE",
            type, "_NET_WM_ICON", "_NET_WM_NAME", "UTF8_STRING"])
        wmProtocols = atoms["WM_PROTOCOLS"] ?? 0
        deleteWindow = atoms["WM_DELETE_WINDOW"] ?? 0
        ping = atoms["_NET_WM_PING"] ?? 0
        syncRequest = atoms["_NET_WM_SYNC_REQUEST"] ?? 0
        var protocols = [deleteWindow, ping]
        if makeSyncCounter() { protocols.append(syncRequest) }
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
        setCardinals("_NET_WM_PID", [Int(getpid())])
        setAtoms("_NET_WM_WINDOW_TYPE", [type])
        setClientMachine()
    }

    private static func intern(_ display: OpaquePointer, _ names: [String]) -> [String: Atom] {
        var cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var out = [Atom](repeating: 0, count: names.count)
        _ = XInternAtoms(display, &cNames, Int32(names.count), 0, &out)
        return Dictionary(uniqueKeysWithValues: zip(names, out))
    }

    private func atom(_ name: String) -> Atom { atoms[name] ?? XInternAtom(display, name, 0) }

    // MARK: Properties

    private func setCardinals(_ name: String, _ values: [Int]) {
        // Format 32 properties are C longs in Xlib, whatever their size on the wire.
        XChangeProperty(display, window, atom(name), XA_CARDINAL, 32, PropModeReplace,
                        values.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, Int32(values.count))
    }

    private func setAtoms(_ name: String, _ values: [String]) {
        let values = values.map(atom)
        XChangeProperty(display, window, atom(name), XA_ATOM, 32, PropModeReplace,
                        values.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, Int32(values.count))
    }

    /// `_NET_WM_NAME`, the title in UTF-8 (`WM_NAME`, in Latin-1, is Xlib's `XStoreName`).
    func setName(_ title: String) {
        let bytes = Array(title.utf8)
        XChangeProperty(display, window, atom("_NET_WM_NAME"), atom("UTF8_STRING"), 8, PropModeReplace, bytes,
                        Int32(bytes.count))
    }

    private func setClientMachine() {
        var host = [CChar](repeating: 0, count: 256)
        guard gethostname(&host, host.count - 1) == 0 else { return }
        let bytes = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        XChangeProperty(display, window, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// `_NET_WM_ICON` from `image` (premultiplied ARGB): the image and a half-size copy, each as width,
    /// height and straight-alpha ARGB pixels, so the manager picks a size instead of scaling a large one.
    func setIcon(_ image: Image?) {
        let name = atom("_NET_WM_ICON")
        guard let image else { XDeleteProperty(display, window, name); return }
        let data = WindowManagerProtocols.iconData(image)
        XChangeProperty(display, window, name, XA_CARDINAL, 32, PropModeReplace,
                        data.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, Int32(data.count))
    }

    static func iconData(_ image: Image) -> [Int] {
        iconData(pixels: image.pixels, width: image.pixelWidth, height: image.pixelHeight)
    }

    /// Nonisolated, and plain loops over the pixels: as main-actor code, each closure call per pixel paid
    /// an executor check, and the 64×64 icon cost a tenth of the demo's main-thread work before its first
    /// frame (callgrind: 6.9 M instructions; now well under 0.1 M).
    nonisolated static func iconData(pixels px: [UInt32], width w: Int, height h: Int) -> [Int] {
        let halves = w >= 32 && h >= 32
        let hw = w / 2, hh = h / 2
        var out: [Int] = []
        out.reserveCapacity(2 + w * h + (halves ? 2 + hw * hh : 0))
        out.append(w); out.append(h)
        for p in px { out.append(Int(unpremultiplied(p))) }
        guard halves else { return out }
        out.append(hw); out.append(hh)
        // Each pixel the average of four (premultiplied, so averaging is right).
        for y in 0..<hh {
            let top = 2 * y * w, bottom = top + w
            for x in 0..<hw {
                let a = px[top + 2 * x], b = px[top + 2 * x + 1], c = px[bottom + 2 * x], d = px[bottom + 2 * x + 1]
                var v: UInt32 = 0
                for shift: UInt32 in stride(from: 0, through: 24, by: 8) {
                    let sum = ((a >> shift) & 0xFF) + ((b >> shift) & 0xFF) + ((c >> shift) & 0xFF) + ((d >> shift) & 0xFF)
                    v |= (sum / 4) << shift
                }
                out.append(Int(unpremultiplied(v)))
            }
        }
        return out
    }

    private nonisolated static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a > 0 && a < 255 else { return a == 0 ? 0 : p }
        func c(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift) & 0xFF) * 255 / a) << shift }
        return a << 24 | c(16) | c(8) | c(0)
    }

    // MARK: Sync

    private func makeSyncCounter() -> Bool {
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
              XSyncInitialize(display, &major, &minor) != 0 else { return false }
        var zero = XSyncValue()
        XSyncIntsToValue(&zero, 0, 0)
        counter = XSyncCreateCounter(display, zero)
        guard counter != 0 else { return false }
        setCardinals("_NET_WM_SYNC_REQUEST_COUNTER", [Int(counter)])
        return true
    }

    /// A configure arrived: the sync value asked for before it now waits for its frame.
    func configured() {
        if let v = requested { awaitingFrame = v; requested = nil }
    }

    /// Whether a frame is owed to the manager (the host draws one even when nothing changed).
    var isAwaitingFrame: Bool { awaitingFrame != nil }

    /// The frame for the last configure is on the server: tell the manager.
    func framePresented() {
        guard let v = awaitingFrame else { return }
        awaitingFrame = nil
        XSyncSetCounter(display, counter, v)
        XFlush(display)
    }

    // MARK: Messages

    enum Message { case close, handled, other }

    /// A `WM_PROTOCOLS` client message: a ping goes straight back to the root window; a sync request is
    /// kept for the configure that follows; a delete asks to close.
    func handle(_ event: XClientMessageEvent) -> Message {
        guard event.message_type == wmProtocols else { return .other }
        let kind = Atom(event.data.l.0)
        if kind == deleteWindow { return .close }
        if kind == ping {
            var reply = XEvent()
            reply.xclient = event
            reply.xclient.window = root
            XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
            XFlush(display)
            return .handled
        }
        if kind == syncRequest, counter != 0 {
            var v = XSyncValue()
            XSyncIntsToValue(&v, UInt32(truncatingIfNeeded: event.data.l.2), Int32(truncatingIfNeeded: event.data.l.3))
            requested = v
            return .handled
        }
        return .other
    }

    func destroy() {
        if counter != 0 { XSyncDestroyCounter(display, counter); counter = 0 }
    }
}
