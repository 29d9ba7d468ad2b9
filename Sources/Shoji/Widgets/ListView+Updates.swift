/// New rows opening: each grows from nothing to its full height while it fades in, pushing the rows
/// below down smoothly — the rows' heights themselves animate, so the list's layout stays O(rows on
/// screen) throughout.
@MainActor
final class InsertionAnimation {
    var rows: [Int]
    let targets: [Double]
    var animation: Animation?

    init(rows: [Int], targets: [Double]) { self.rows = rows; self.targets = targets }

    func targetHeight(ofRow row: Int) -> Double? {
        guard let i = rows.firstIndex(of: row) else { return nil }
        return targets[i]
    }
}

extension ListView {
    /// Seconds new rows take to open.
    public static let insertionDuration = 0.3
    /// More rows than this at once appear without animation.
    static let maximumAnimatedInsertions = 50

    /// Tells the list that the data source now has rows at `rows` (their indices afterwards). Animated,
    /// they open one the height of their content over 0.3 s. What is on screen stays put unless the list
    /// is at its top, where the new rows show.
    public func insertRows(at rows: [Int], animated: Bool = true) {
        guard !rows.isEmpty else { return }
        finishUpdates()
        let inserted = Array(Set(rows)).sorted()
        let newCount = dataSource?.numberOfRows(in: self) ?? 0
        guard newCount == numberOfRows + inserted.count, inserted.first! >= 0, inserted.last! < newCount else {
            return reloadData() // the model and the call disagree: trust the model
        }
        func newIndex(_ old: Int) -> Int {
            var i = old
            for r in inserted where r <= i { i += 1 }
            return i
        }
        let animate = animated && screen != nil && inserted.count <= ListView.maximumAnimatedInsertions
        keepingVisibleRowsStill(remapping: newIndex) {
            remapCells(newIndex)
            selectedRow = selectedRow.map(newIndex)
            numberOfRows = newCount
            metrics.insertRows(at: inserted, height: animate ? 0 : nil)
        }
        // Ask for more again only once the new rows have their height: while they open, the footer
        // still shows, and would ask at once.
        if animate { animateOpening(inserted) } else { endReported = false }
        updateContentSize()
        setNeedsLayout()
    }

    /// Tells the list that the rows at `rows` (indices before) are gone from the data source.
    public func deleteRows(at rows: [Int]) {
        guard !rows.isEmpty else { return }
        finishUpdates()
        let removed = Set(rows)
        let newCount = dataSource?.numberOfRows(in: self) ?? 0
        guard newCount == numberOfRows - removed.count, removed.allSatisfy({ $0 >= 0 && $0 < numberOfRows }) else {
            return reloadData()
        }
        let sorted = removed.sorted()
        func newIndex(_ old: Int) -> Int { old - sorted.prefix { $0 < old }.count }
        for r in sorted { if let cell = visibleCells.removeValue(forKey: r) { enqueue(cell) } }
        keepingVisibleRowsStill(remapping: newIndex) {
            remapCells(newIndex)
            if let s = selectedRow { selectedRow = removed.contains(s) ? nil : newIndex(s) }
            numberOfRows = newCount
            metrics.removeRows(at: sorted)
        }
        endReported = false
        updateContentSize()
        setNeedsLayout()
    }

    /// Ends any insertion animation (rows at full height) and reorder drag at once, before the rows change.
    func finishUpdates() {
        finishInsertion()
        cancelReorder()
    }

    func finishInsertion() {
        insertion?.animation?.cancel()
        insertion = nil
    }

    /// Re-keys the cells on screen after rows were added or removed before them.
    func remapCells(_ newIndex: (Int) -> Int) {
        var remapped: [Int: ListCell] = [:]
        for (row, cell) in visibleCells {
            let n = newIndex(row)
            cell.row = n
            if let id = identifier { cell.identifier = "\(id).row.\(n)" }
            remapped[n] = cell
        }
        visibleCells = remapped
    }

    /// As `keepingVisibleRowsStill`, for a change that renumbers rows: the anchor row is followed to its
    /// new index.
    private func keepingVisibleRowsStill(remapping newIndex: (Int) -> Int, _ body: () -> Void) {
        let top = contentOffset.y, bottom = top + bounds.height
        let anchor = top > minimumContentOffset.y + 0.5 ? visibleCells.keys.filter { r in
            metrics.offset(ofRow: r) < bottom && metrics.offset(ofRow: r) + metrics.height(ofRow: r) > top
        }.min() : nil
        guard let anchor else { return body() }
        let before = metrics.offset(ofRow: anchor)
        body()
        let drift = metrics.offset(ofRow: newIndex(anchor)) - before
        if drift != 0 { shiftContentOffset(by: Point(0, drift)) }
    }

    private func animateOpening(_ rows: [Int]) {
        guard let animator = screen?.animator else { return }
        var targets: [Double] = []
        for r in rows {
            var h = estimatedRowHeight
            if case .automatic = rowHeight {
                if let given = listDelegate?.listView(self, heightForRowAt: r) { h = given }
                else if let cell = visibleCells[r] ?? makeCell(r) { h = cell.sizeThatFits(Size(width: bounds.width, height: 0)).height }
            }
            targets.append(RowMetrics.whole(h))
            visibleCells[r]?.alpha = 0
        }
        let anim = InsertionAnimation(rows: rows, targets: targets)
        insertion = anim
        anim.animation = animator.animate(duration: ListView.insertionDuration, curve: .easeInOut, update: { [weak self, weak anim] t in
            guard let self, let anim else { return }
            self.keepingVisibleRowsStill {
                for (i, r) in anim.rows.enumerated() where r < self.metrics.count {
                    self.metrics.setHeight((anim.targets[i] * t).rounded(), forRow: r)
                }
            }
            for r in anim.rows { self.visibleCells[r]?.alpha = t }
            self.updateContentSize()
            self.setNeedsLayout()
        }, completion: { [weak self, weak anim] _ in
            guard let self, let anim else { return }
            self.keepingVisibleRowsStill {
                for (i, r) in anim.rows.enumerated() where r < self.metrics.count {
                    self.metrics.setHeight(anim.targets[i], forRow: r)
                }
            }
            for r in anim.rows { self.visibleCells[r]?.alpha = 1 }
            if self.insertion === anim { self.insertion = nil }
            self.endReported = false
            self.updateContentSize()
            self.setNeedsLayout()
        })
    }
}
