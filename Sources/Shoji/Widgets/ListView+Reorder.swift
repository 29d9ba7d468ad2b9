
/// One drag of a row by its handle: the row follows the pointer, the rows it passes glide out of its
/// way, the list scrolls when the pointer nears an edge, and on release the row settles into the gap
/// and the data source moves it (`Array.move(from:to:)` in the model).
@MainActor
final class ReorderSession {
    let from: Int
    var to: Int
    let cell: ListCell
    let height: Double
    /// Where the pointer holds the row, from its top.
    let grabOffset: Double
    weak var gesture: PanGestureRecognizer?
    /// The shift each passed row shows now, easing towards where it must be.
    var shifts: [Int: Double] = [:]
    var ticker: Animation?
    var drop: Animation?
    var lastTick: Double

    init(from: Int, cell: ListCell, height: Double, grabOffset: Double, gesture: PanGestureRecognizer, now: Double) {
        self.from = from; to = from; self.cell = cell; self.height = height
        self.grabOffset = grabOffset; self.gesture = gesture; lastTick = now
    }

    /// How far `row` must move to open the gap at `to`.
    func targetShift(ofRow row: Int) -> Double {
        if from < to && row > from && row <= to { return -height }
        if to < from && row >= to && row < from { return height }
        return 0
    }

    func displayedShift(ofRow row: Int) -> Double { shifts[row] ?? targetShift(ofRow: row) }
}

extension ListView {
    /// Points from an edge where dragging a row starts scrolling, and the top speed there.
    static let autoscrollZone = 48.0
    static let autoscrollSpeed = 900.0
    static let reorderEasing = 0.06
    static let dropDuration = 0.2

    /// The index a dragged row would land at now.
    public var reorderDestination: Int? { reorder?.to }

    func reorderPanChanged(_ pan: PanGestureRecognizer, cell: ListCell) {
        switch pan.state {
        case .began: beginReorder(cell, pan)
        case .changed: followPointer()
        case .ended: endReorder(commit: true)
        case .cancelled: endReorder(commit: false)
        default: break
        }
    }

    private func beginReorder(_ cell: ListCell, _ pan: PanGestureRecognizer) {
        guard reorder == nil, cell.row >= 0, canMove(cell.row), let screen else { return }
        finishInsertion()
        stopMotion()
        let s = ReorderSession(from: cell.row, cell: cell, height: metrics.height(ofRow: cell.row),
                               grabOffset: pan.location(in: self).y - cell.frame.minY, gesture: pan, now: screen.clock.now)
        reorder = s
        cell.isHighlighted = false
        cell.isLifted = true
        bringSubviewToFront(cell)
        s.ticker = screen.animator.addFrameHandler { [weak self] now in self?.reorderTick(now) ?? false }
        followPointer()
    }

    /// Puts the dragged row under the pointer and works out where it would land.
    private func followPointer() {
        guard let s = reorder, s.drop == nil, let pan = s.gesture else { return }
        let top = min(max(pan.location(in: self).y - s.grabOffset, 0), max(0, metrics.totalHeight - s.height))
        s.cell.frame = Rect(x: 0, y: top, width: bounds.width, height: s.height)
        s.to = min(max(metrics.row(at: top + s.height / 2) ?? s.from, 0), numberOfRows - 1)
        setNeedsLayout()
    }

    private func reorderTick(_ now: Double) -> Bool {
        guard let s = reorder else { return false }
        let dt = min(0.1, max(0, now - s.lastTick))
        s.lastTick = now
        if s.drop == nil, let pan = s.gesture {
            // Near an edge the list scrolls, faster the closer the pointer is.
            let y = pan.location(in: self).y - contentOffset.y, zone = ListView.autoscrollZone
            var speed = 0.0
            if y < zone { speed = -ListView.autoscrollSpeed * min(1, (zone - y) / zone) }
            else if y > bounds.height - zone { speed = ListView.autoscrollSpeed * min(1, (y - bounds.height + zone) / zone) }
            if speed != 0 {
                let lo = minimumContentOffset.y, hi = maximumContentOffset.y
                let next = min(max(contentOffset.y + speed * dt, lo), hi)
                if next != contentOffset.y { moveContent(to: Point(contentOffset.x, next)); followPointer() }
            }
        }
        let k = 1 - exp(-dt / ListView.reorderEasing)
        for row in visibleCells.keys where row != s.from {
            let target = s.targetShift(ofRow: row)
            let current = s.shifts[row] ?? target
            let next = current + (target - current) * k
            s.shifts[row] = abs(target - next) < 0.5 ? target : next
        }
        setNeedsLayout()
        return true
    }

    /// Settles the row into its gap (or back where it was), then moves it in the data source.
    private func endReorder(commit: Bool) {
        guard let s = reorder, s.drop == nil else { return }
        if !commit { s.to = s.from }
        let finalY = s.to <= s.from ? metrics.offset(ofRow: s.to)
            : metrics.offset(ofRow: s.to) + metrics.height(ofRow: s.to) - s.height
        let startY = s.cell.frame.minY
        guard let animator = screen?.animator else { return commitReorder() }
        s.drop = animator.animate(duration: ListView.dropDuration, curve: .easeOut, update: { [weak s] t in
            guard let s else { return }
            s.cell.frame.origin.y = lerp(startY, finalY, t)
        }, completion: { [weak self] _ in self?.commitReorder() })
    }

    private func commitReorder() {
        guard let s = reorder else { return }
        s.ticker?.cancel()
        reorder = nil
        s.cell.isLifted = false
        defer { setNeedsLayout() }
        guard s.from != s.to, let ds = dataSource else { return }
        do {
            try ds.listView(self, moveRowAt: s.from, to: s.to)
        } catch {
            return reloadData()
        }
        let (from, to) = (s.from, s.to)
        func newIndex(_ i: Int) -> Int {
            if i == from { return to }
            if from < to && i > from && i <= to { return i - 1 }
            if to < from && i >= to && i < from { return i + 1 }
            return i
        }
        metrics.moveRow(from: from, to: to)
        remapCells(newIndex)
        selectedRow = selectedRow.map(newIndex)
        Trace.emit("list.move", ["id": TraceValue(identifier), "from": TraceValue(from), "to": TraceValue(to)])
    }

    /// Drops a drag at once without moving anything (the rows are about to change under it).
    func cancelReorder() {
        guard let s = reorder else { return }
        reorder = nil // first: the drop's completion must find nothing to commit
        s.drop?.cancel()
        s.ticker?.cancel()
        s.cell.isLifted = false
        setNeedsLayout()
    }
}
