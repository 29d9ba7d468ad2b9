/// How the panes share the split view's length: sizes fitted to the room, frames along the axis.
extension SplitView {
    /// Brings the panes' sizes to the room there is. Panes without a size share what the others leave; a
    /// change of size goes to ``resizingPaneIndex`` (else the last pane) first, and a shrink is then taken
    /// from the others, from the last to the first, none going under its minimum, as Qt's splitter gives
    /// a window's change to the pane that stretches.
    func fitSizes() {
        let room = paneRoom
        guard !items.isEmpty, room > 0 else { return }
        let unsized = items.indices.filter { items[$0].size == nil && !items[$0].isCollapsed }
        if !unsized.isEmpty {
            let known = items.reduce(0) { $0 + ($1.size ?? 0) }
            let share = max(0, room - known) / Double(unsized.count)
            for i in unsized { items[i].size = max(share.rounded(), items[i].minimumSize) }
        }
        for i in items.indices where items[i].size == nil { items[i].size = 0 }
        var delta = room - items.reduce(0) { $0 + ($1.size ?? 0) }
        guard abs(delta) > 1e-9 else { return }
        let first = resizingPaneIndex.flatMap { items.indices.contains($0) ? $0 : nil } ?? items.count - 1
        let order = [first] + items.indices.reversed().filter { $0 != first }
        if delta > 0 {
            // The room goes to the first pane in that order that shows.
            let i = order.first { !items[$0].isCollapsed } ?? first
            items[i].size = (items[i].size ?? 0) + delta
            if items[i].isCollapsed { items[i].isCollapsed = false }
            return
        }
        for i in order where delta < 0 {
            let take = min(-delta, max(0, (items[i].size ?? 0) - floor(i)))
            items[i].size = (items[i].size ?? 0) - take
            delta += take
        }
    }

    /// The lowest and highest positions divider `index` can be dragged to.
    public func positionRange(ofDividerAt index: Int) -> ClosedRange<Double> {
        guard dividers.indices.contains(index) else { return 0...0 }
        let position = positionOfDivider(at: index)
        let start = position - (items[index].size ?? 0)
        let pair = (items[index].size ?? 0) + (items[index + 1].size ?? 0)
        let lo = start + items[index].minimumSize, hi = start + pair - items[index + 1].minimumSize
        return hi >= lo ? lo...hi : position...position
    }

    /// Frames the panes and dividers along the axis, the sizes fitted first.
    func layoutPanes() {
        fitSizes()
        var x = 0.0
        let t = SplitView.dividerThickness
        for (i, pane) in items.enumerated() {
            let size = pane.size ?? 0
            pane.view.frame = span(x, size)
            pane.view.isHidden = pane.isCollapsed
            x += size
            if dividers.indices.contains(i) {
                dividers[i].frame = span(x, t)
                x += t
            }
        }
    }

    /// A rect `length` long from `start` along the axis, across the whole view.
    private func span(_ start: Double, _ length: Double) -> Rect {
        axis == .horizontal ? Rect(x: start, y: 0, width: length, height: bounds.height)
                            : Rect(x: 0, y: start, width: bounds.width, height: length)
    }
}
