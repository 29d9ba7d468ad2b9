import Shoji

/// The popups open on a connection, oldest first, and the rules of a menu's grab: while a menu is open a
/// press anywhere but on an open popup closes every popup and reaches nothing (its release neither), keys go
/// to the newest menu, and any press or key closes a tooltip (which never grabs and is never in the way).
@MainActor
final class PopupStack {
    private struct Entry {
        let host: X11Host
        let popup: PopupWindow
    }
    private var entries: [Entry] = []
    /// The press that closed the popups was swallowed: so is its release.
    private var swallowsRelease = false

    var isEmpty: Bool { entries.isEmpty }
    /// Whether a menu (a popup that grabs) is open.
    var hasGrab: Bool { entries.contains { $0.popup.kind.grabsInput } }
    /// The newest menu: it gets the keys.
    var keyboardTarget: X11Host? { entries.last { $0.popup.kind.grabsInput }?.host }
    /// Whether the newest menu hangs under a field that keeps taking text (``PopupWindow/keepsParentTextInput``).
    var keyboardTargetKeepsParentTextInput: Bool {
        entries.last { $0.popup.kind.grabsInput }?.popup.keepsParentTextInput == true
    }

    func push(_ host: X11Host, _ popup: PopupWindow) { entries.append(Entry(host: host, popup: popup)) }

    func remove(_ host: X11Host) { entries.removeAll { $0.host === host } }

    func popup(for host: X11Host) -> PopupWindow? { entries.first { $0.host === host }?.popup }

    /// Whether a pointer press or release at `point` (window pixels) on `host`'s window (nil: no window of
    /// ours) is kept from the window: a press outside every open popup while a menu is open closes them all.
    func swallowsPointer(press: Bool, on host: X11Host?, at point: (Double, Double)) -> Bool {
        guard press else {
            defer { swallowsRelease = false }
            return swallowsRelease
        }
        dismissTooltips()
        guard hasGrab else { return false }
        if let host, entries.contains(where: { $0.host === host }) {
            let w = host.screen.size.width * host.screen.scale, h = host.screen.size.height * host.screen.scale
            if point.0 >= 0, point.1 >= 0, point.0 < w, point.1 < h { return false }
        }
        swallowsRelease = true
        dismissAll(reason: .outsidePress)
        return true
    }

    /// A key was pressed: tooltips go.
    func keyPressed() { dismissTooltips() }

    private func dismissTooltips() {
        for e in entries.reversed() where !e.popup.kind.grabsInput { e.popup.dismiss(reason: .closed) }
    }

    /// Closes every popup, newest first (those of `parent` only, when given).
    func dismissAll(reason: PopupWindow.DismissReason, parent: X11Host? = nil) {
        for e in entries.reversed() where parent == nil || e.popup.parent === parent?.screen {
            e.popup.dismiss(reason: reason)
        }
    }
}

/// Where a popup goes: below its anchor, left edges aligned; flipped above the anchor when it would pass
/// the monitor's bottom, and to the anchor's left when it would pass the right edge; then kept inside the
/// monitor. All in root pixels.
enum PopupPlacement {
    static func origin(size: Size, anchor: Rect, monitor: Rect) -> Point {
        var x = anchor.minX, y = anchor.maxY
        if x + size.width > monitor.maxX { x = anchor.maxX - size.width }
        if y + size.height > monitor.maxY { y = anchor.minY - size.height }
        x = min(max(x, monitor.minX), monitor.maxX - size.width)
        y = min(max(y, monitor.minY), monitor.maxY - size.height)
        return Point(x: x.rounded(), y: y.rounded())
    }
}
