/// Scrolling while a drag is near the top or bottom edge of the rows, as GTK's tree view and Qt's item
/// views do, so that a drop can reach rows off screen: within a band a row tall (GTK's choice; Qt's
/// `autoScrollMargin` is 16 pixels) under the header or above the bottom edge the table scrolls, faster
/// the nearer the edge, frame by frame on the screen's animator (a `ManualClock` drives it exactly in
/// tests). It stops when the pointer leaves the band, the rows reach their end, or the drag ends. The
/// same for the table's own rows and for a drag from anywhere else.
extension TableView {
    /// Points per second the rows scroll with the pointer at the edge (or past it, over the header);
    /// 40 rows a second at the default height, the band's inner edge starting from nothing.
    static let autoscrollMaximumSpeed = 960.0

    /// How deep the band is where a drag scrolls: a row's height.
    var autoscrollBand: Double { rowHeight }

    /// How fast a drag at `y` (from the table's top edge, as seen) scrolls the rows, in points a second:
    /// negative up, 0 outside the bands.
    func autoscrollSpeed(atVisibleY y: Double) -> Double {
        let band = autoscrollBand
        let top = headerHeight + band - y, bottom = y - (bounds.height - band)
        if top > 0 { return -TableView.autoscrollMaximumSpeed * min(1, top / band) }
        if bottom > 0 { return TableView.autoscrollMaximumSpeed * min(1, bottom / band) }
        return 0
    }

    /// The drag is at `point` (content coordinates): starts, keeps or stops scrolling.
    func updateAutoscroll(pointer point: Point) {
        let visible = Point(point.x - contentOffset.x, point.y - contentOffset.y)
        let speed = autoscrollSpeed(atVisibleY: visible.y)
        guard speed != 0, let screen else { return stopAutoscroll() }
        if let a = autoscroll { a.pointer = visible; return }
        // Already at the end it would scroll towards: no frames for nothing (a drag resting in the band
        // of a table that fits, or at its last row, would start and stop at every move).
        let end = speed > 0 ? maximumContentOffset.y : minimumContentOffset.y
        guard speed > 0 ? contentOffset.y < end : contentOffset.y > end else { return }
        let a = TableAutoscroll(pointer: visible, offset: contentOffset.y, now: screen.clock.now)
        autoscroll = a
        a.animation = screen.animator.addFrameHandler { [weak self] now in self?.autoscrollTick(now) ?? false }
        traceAutoscroll(on: true)
    }

    /// The drag ended or left: no more scrolling.
    func stopAutoscroll() {
        guard let a = autoscroll else { return }
        autoscroll = nil
        a.animation?.cancel()
        traceAutoscroll(on: false)
    }

    /// Says that scrolling started or stopped, and where the rows are (what a test outside reads).
    private func traceAutoscroll(on: Bool) {
        Trace.emit("table.autoscroll", ["id": TraceValue(identifier), "on": .bool(on), "offset": TraceValue(contentOffset.y)])
    }

    /// One frame: the rows move by the speed times the time since the last frame (an exact offset is
    /// kept apart from the pixel-aligned one, so slow speeds still move), and the drop place under the
    /// still pointer follows the rows.
    private func autoscrollTick(_ now: Double) -> Bool {
        guard let a = autoscroll else { return false }
        let dt = min(0.1, max(0, now - a.lastTick))
        a.lastTick = now
        let speed = autoscrollSpeed(atVisibleY: a.pointer.y)
        let lo = minimumContentOffset.y, hi = maximumContentOffset.y
        if abs(a.offset - contentOffset.y) >= 1 { a.offset = contentOffset.y } // something else scrolled
        let next = min(max(a.offset + speed * dt, lo), hi)
        guard speed != 0, next != a.offset || dt == 0 else {
            autoscroll = nil
            traceAutoscroll(on: false)
            return false
        }
        a.offset = next
        moveContent(to: Point(contentOffset.x, next))
        showDropTarget(at: Point(a.pointer.x + contentOffset.x, a.pointer.y + contentOffset.y))
        return true
    }
}

/// A drag's scrolling near an edge, while it lasts.
@MainActor
final class TableAutoscroll {
    /// Where the pointer is, from the table's top-left as seen (it stays there while the rows move).
    var pointer: Point
    /// The offset the rows are scrolled to, unrounded.
    var offset: Double
    /// When the last frame ran.
    var lastTick: Double
    /// The frame handler on the screen's animator.
    var animation: Animation?

    init(pointer: Point, offset: Double, now: Double) {
        self.pointer = pointer
        self.offset = offset
        lastTick = now
    }
}
