import CX11
import Dispatch
import Shoji

/// Shows a top-level window's popups (`PopupWindow`) as override-redirect windows on its connection:
/// placed in root coordinates by `PopupPlacement` on the monitor XRandR reports, and, for a menu, with the
/// pointer and keyboard grabbed once the window is mapped (X11Host+Grab.swift).
@MainActor
final class X11PopupPresenter: PopupPresenter {
    private unowned let parent: X11Host
    private var hosts: [ObjectIdentifier: X11Host] = [:]
    /// The monitor found for the last popup shown, by its anchor's origin (parent points): a menu asks for
    /// it right after its window is up, and gets it without another round trip.
    private var lastMonitor: (point: Point, monitor: Rect)?

    init(parent: X11Host) { self.parent = parent }

    func present(_ popup: PopupWindow) -> Rect {
        let connection = parent.connection
        let s = parent.screen.scale
        let headless = Rect(x: popup.anchor.minX, y: popup.anchor.maxY, width: popup.screen.size.width, height: popup.screen.size.height)
        guard !connection.isClosed, !parent.isClosed else { return headless }
        let origin = parent.windowOriginOnRoot()
        let a = popup.anchor
        let anchor = Rect(x: origin.x + a.minX * s, y: origin.y + a.minY * s, width: a.width * s, height: a.height * s)
        let monitor = connection.monitor(containing: Point(x: anchor.minX, y: anchor.minY))
        let size = Size(width: (popup.screen.size.width * s).rounded(), height: (popup.screen.size.height * s).rounded())
        let o = PopupPlacement.origin(size: size, anchor: anchor, monitor: monitor)
        let host = X11Host(connection: connection, screen: popup.screen, title: "", className: parent.className,
                           kind: .popup(popup.kind), origin: (Int32(o.x), Int32(o.y)),
                           allowSharedMemory: parent.allowSharedMemory)
        // GTK marks its menus transient for their window too: compositors and tools read who owns them.
        XSetTransientForHint(parent.display, host.window, parent.window)
        host.grabTime = connection.lastEventTime
        hosts[ObjectIdentifier(popup)] = host
        connection.popups.push(host, popup)
        host.start()
        connection.onPopupShown?(popup, host)
        Trace.emit("popup.shown", fields: [
            ("kind", .string("\(popup.kind)")), ("window", .number(Double(host.window))),
            ("frame", .array([o.x, o.y, size.width, size.height].map { .number($0) })),
            ("anchor", .array([anchor.minX, anchor.minY, anchor.width, anchor.height].map { .number($0) })),
            ("monitor", .array([monitor.minX, monitor.minY, monitor.width, monitor.height].map { .number($0) })),
            ("views", popup.screen.identifiedViewFrames()),
        ])
        lastMonitor = (a.origin, Rect(x: (monitor.minX - origin.x) / s, y: (monitor.minY - origin.y) / s,
                                      width: monitor.width / s, height: monitor.height / s))
        return Rect(x: (o.x - origin.x) / s, y: (o.y - origin.y) / s, width: popup.screen.size.width, height: popup.screen.size.height)
    }

    /// The parent's scale changed: every open popup takes it, is placed again beside its anchor in the
    /// new pixels, and drawn again in the next frame (traced as `popup.placed`). Its frame in the parent's
    /// points is what placement gave when it opened: the same anchor at any scale.
    func placeAgain() {
        let connection = parent.connection
        guard !connection.isClosed, !parent.isClosed else { return }
        let s = parent.screen.scale
        let origin = parent.windowOriginOnRoot()
        lastMonitor = nil
        for host in hosts.values {
            guard !host.isClosed, let popup = connection.popups.popup(for: host),
                  let pixels = Limits.windowPixels(for: popup.screen.size, scale: s) else { continue }
            let a = popup.anchor
            let anchor = Rect(x: origin.x + a.minX * s, y: origin.y + a.minY * s, width: a.width * s, height: a.height * s)
            let monitor = connection.monitor(containing: Point(x: anchor.minX, y: anchor.minY))
            let size = Size(width: Double(pixels.width), height: Double(pixels.height))
            let o = PopupPlacement.origin(size: size, anchor: anchor, monitor: monitor)
            popup.screen.scale = s
            host.resizeBackBuffer(to: pixels)
            XMoveResizeWindow(parent.display, host.window, Int32(o.x), Int32(o.y), UInt32(pixels.width), UInt32(pixels.height))
            popup.screen.setNeedsDisplay()
            Trace.emit("popup.placed", fields: [
                ("kind", .string("\(popup.kind)")), ("window", .number(Double(host.window))), ("scale", .number(s)),
                ("frame", .array([o.x, o.y, size.width, size.height].map { .number($0) })),
                ("views", popup.screen.identifiedViewFrames()),
            ])
        }
    }

    func monitor(containing point: Point) -> Rect {
        let connection = parent.connection
        guard !connection.isClosed, !parent.isClosed else { return Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6) }
        if let last = lastMonitor, last.point == point { return last.monitor }
        let s = parent.screen.scale
        let origin = parent.windowOriginOnRoot()
        let m = connection.monitor(containing: Point(x: origin.x + point.x * s, y: origin.y + point.y * s))
        return Rect(x: (m.minX - origin.x) / s, y: (m.minY - origin.y) / s, width: m.width / s, height: m.height / s)
    }

    func dismiss(_ popup: PopupWindow) {
        guard let host = hosts.removeValue(forKey: ObjectIdentifier(popup)) else { return }
        let grabbed = host.kind.grabsInput
        host.close()
        parent.connection.onPopupClosed?(popup)
        if grabbed, !parent.connection.isClosed {
            if let menu = parent.connection.popups.keyboardTarget { menu.retakeGrab() } else { parent.releaseGrab() }
        }
        Trace.emit("popup.closed", ["kind": .string("\(popup.kind)")])
    }

    /// Closes this window's popups (it lost the keyboard, was unmapped or closed).
    func dismissAll(reason: PopupWindow.DismissReason) {
        parent.connection.popups.dismissAll(reason: reason, parent: parent)
    }
}
