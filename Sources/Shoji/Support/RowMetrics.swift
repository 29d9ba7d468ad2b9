/// The heights of a list's rows and where each row starts, for lists of any length. Rows not yet measured
/// count at an estimated height; running sums live in a Fenwick tree, so finding the row at a point,
/// the offset of a row, or changing one height costs O(log n) — a list of 100,000 rows scrolls as cheaply
/// as one of 10. Heights are whole points, so the sums are exact.
public struct RowMetrics: Sendable, Equatable {
    /// The number of rows.
    public private(set) var count: Int
    /// The height given to rows not measured yet.
    public var estimatedHeight: Double
    /// The sum of every row's height (estimated or measured).
    public private(set) var totalHeight: Double = 0
    private var heights: [Double]
    private var measured: [Bool]
    /// 1-based Fenwick tree of `heights`.
    private var tree: [Double]

    /// Metrics for `count` rows, all at `estimatedHeight` (rounded to whole points).
    public init(count: Int = 0, estimatedHeight: Double) {
        self.count = max(0, count)
        self.estimatedHeight = RowMetrics.whole(estimatedHeight)
        heights = Array(repeating: self.estimatedHeight, count: self.count)
        measured = Array(repeating: false, count: self.count)
        tree = []
        rebuild()
    }

    static func whole(_ h: Double) -> Double { h.isFinite ? max(0, h.rounded()) : 0 }

    /// A row's height, measured or estimated.
    public func height(ofRow row: Int) -> Double { heights[row] }
    /// Whether a row's height was measured (not an estimate).
    public func isMeasured(_ row: Int) -> Bool { measured[row] }

    /// Sets a row's height (rounded to whole points); `measured` false keeps it an estimate.
    public mutating func setHeight(_ h: Double, forRow row: Int, measured isMeasured: Bool = true) {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        let h = RowMetrics.whole(h)
        measured[row] = isMeasured
        let delta = h - heights[row]
        guard delta != 0 else { return }
        heights[row] = h
        totalHeight += delta
        var i = row + 1
        while i <= count { tree[i] += delta; i += i & -i }
    }

    /// Where `row` starts: the sum of the heights before it (`count` gives the total).
    public func offset(ofRow row: Int) -> Double {
        var i = min(max(row, 0), count), sum = 0.0
        while i > 0 { sum += tree[i]; i -= i & -i }
        return sum
    }

    /// The row whose span holds `y` (the first row for y < 0, the last past the end); nil when empty.
    public func row(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        guard y > 0 else { return 0 }
        var pos = 0, rest = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count && tree[next] <= rest { pos = next; rest -= tree[next] }
            step /= 2
        }
        return min(pos, count - 1)
    }

    /// Inserts rows so that they end up at `rows` (ascending final indices), with `height` (nil: the estimate).
    public mutating func insertRows(at rows: [Int], height: Double? = nil) {
        let h = RowMetrics.whole(height ?? estimatedHeight)
        for r in rows.sorted() {
            let i = min(max(r, 0), count)
            heights.insert(h, at: i)
            measured.insert(height != nil, at: i)
            count += 1
        }
        rebuild()
    }

    /// Removes the rows at `rows` (indices before the removal).
    public mutating func removeRows(at rows: [Int]) {
        for r in Set(rows).sorted(by: >) where r >= 0 && r < count {
            heights.remove(at: r)
            measured.remove(at: r)
            count -= 1
        }
        rebuild()
    }

    /// Moves one row's height with the row.
    public mutating func moveRow(from: Int, to: Int) {
        guard from != to else { return }
        try? heights.move(from: from, to: to)
        try? measured.move(from: from, to: to)
        rebuild()
    }

    /// Forgets every measurement (the width changed): heights stay as estimates until measured again, so
    /// nothing jumps before the rows are seen.
    public mutating func invalidateMeasurements() {
        measured = Array(repeating: false, count: count)
    }

    /// All rows back to the estimate.
    public mutating func reset(count: Int) {
        self = RowMetrics(count: count, estimatedHeight: estimatedHeight)
    }

    private mutating func rebuild() {
        tree = Array(repeating: 0, count: count + 1)
        var total = 0.0
        for i in stride(from: 1, through: count, by: 1) {
            tree[i] += heights[i - 1]
            total += heights[i - 1]
            let j = i + (i & -i)
            if j <= count { tree[j] += tree[i] }
        }
        totalHeight = total
    }
}
