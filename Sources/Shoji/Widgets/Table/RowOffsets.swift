/// Where each row of a table with rows of different heights is, without a number per row: every row is
/// `estimate` tall until it is measured, and only measured rows are stored (sorted), each with the sum
/// of how much the measured rows before it differ from the estimate. A row's top, the row at a height
/// and the whole height are then a binary search over the measured rows, whatever the row count: a
/// million rows of which a few hundred were ever on screen cost a few hundred entries, not a million
/// (a Fenwick tree over every row would cost 16 MB and a pass over all rows at each reload).
///
/// Measuring a row inserts it in order, so it costs the measured rows after it; rows come on screen a
/// screenful at a time, so this stays small.
struct RowOffsets {
    /// The height of a row not measured yet (as `UITableView`'s `estimatedRowHeight`).
    var estimate: Double
    /// How many rows there are.
    var count: Int
    /// The measured rows, ascending.
    private(set) var rows: [Int] = []
    /// Their heights, in the order of `rows`.
    private var heights: [Double] = []
    /// `shift[i]`: how much taller than estimated the measured rows `rows[0..<i]` are together
    /// (`rows.count + 1` entries).
    private var shift: [Double] = [0]

    /// `count` rows, each `estimate` tall until measured.
    init(estimate: Double, count: Int) {
        self.estimate = max(1, estimate)
        self.count = count
    }

    /// How many rows were measured.
    var measuredCount: Int { rows.count }

    /// The index in `rows` of the first measured row at or after `row`.
    private func slot(_ row: Int) -> Int {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rows[mid] < row { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `row` was measured.
    func isMeasured(_ row: Int) -> Bool {
        let i = slot(row)
        return i < rows.count && rows[i] == row
    }

    /// `row`'s height: measured, or the estimate.
    func height(of row: Int) -> Double {
        let i = slot(row)
        return i < rows.count && rows[i] == row ? heights[i] : estimate
    }

    /// `row`'s top: the heights of the rows before it (`count`: the whole height).
    func top(of row: Int) -> Double {
        Double(row) * estimate + shift[slot(row)]
    }

    /// Every row's height together.
    var total: Double { Double(count) * estimate + shift[rows.count] }

    /// The row at height `y` (the first above 0, the last past the end).
    func row(atY y: Double) -> Int {
        guard count > 0 else { return 0 }
        guard y > 0 else { return 0 }
        // The last measured row whose top is at or above y: measured tops only grow, so a binary search.
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(rows[mid]) * estimate + shift[mid] <= y { lo = mid + 1 } else { hi = mid }
        }
        let r: Int
        if lo == 0 {
            // Above every measured row, all rows are estimated.
            r = Int(y / estimate)
        } else {
            let i = lo - 1, top = Double(rows[i]) * estimate + shift[i]
            let bottom = top + heights[i]
            // Between this measured row's bottom and the next one's top, rows are estimated again; the next
            // measured row's top lies past y, so the division cannot reach it.
            r = y < bottom ? rows[i] : rows[i] + 1 + Int((y - bottom) / estimate)
        }
        return min(count - 1, r)
    }

    /// Records `row`'s measured height; true when it changed where rows are.
    @discardableResult
    mutating func set(_ row: Int, height: Double) -> Bool {
        guard row >= 0, row < count else { return false }
        let h = max(1, height)
        let i = slot(row)
        let old: Double
        if i < rows.count && rows[i] == row {
            old = heights[i]
            heights[i] = h
        } else {
            old = estimate
            rows.insert(row, at: i)
            heights.insert(h, at: i)
            shift.insert(shift[i], at: i + 1)
        }
        let delta = h - old
        guard delta != 0 else { return false }
        for k in (i + 1)..<shift.count { shift[k] += delta }
        return true
    }

    /// Forgets every measured height (a column's width changed, or the data was reloaded).
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        heights.removeAll(keepingCapacity: true)
        shift = [0]
    }

    /// Forgets the heights of `changed` (their content changed); they are measured again when shown.
    mutating func forget(_ changed: IndexRangeSet) {
        var keptRows: [Int] = [], keptHeights: [Double] = []
        for (r, h) in zip(rows, heights) where !changed.contains(r) { keptRows.append(r); keptHeights.append(h) }
        rows = keptRows
        heights = keptHeights
        shift = [0]
        for h in heights { shift.append(shift[shift.count - 1] + h - estimate) }
    }

    /// The row count changed: rows past the new end are forgotten.
    mutating func setCount(_ n: Int) {
        count = max(0, n)
        let keep = slot(count)
        guard keep < rows.count else { return }
        rows.removeSubrange(keep...)
        heights.removeSubrange(keep...)
        shift.removeSubrange((keep + 1)...)
    }
}
