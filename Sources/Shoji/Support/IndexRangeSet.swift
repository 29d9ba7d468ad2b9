/// A set of non-negative integers kept as sorted, disjoint, non-adjacent ranges, as Foundation's
/// `IndexSet`: a table's selection of a million rows after Ctrl+A is one range, not a million entries.
/// Membership is a binary search, O(log r) for r ranges; adding or removing a range costs O(r) at worst
/// (the ranges after it shift), which the selection rules keep small.
public struct IndexRangeSet: Hashable, Sendable, Sequence {
    /// The ranges, sorted, disjoint and never touching (adjacent ranges are merged).
    public private(set) var ranges: [Range<Int>] = []

    /// An empty set.
    public init() {}
    /// The integers in `range`.
    public init(integersIn range: Range<Int>) { insert(integersIn: range) }
    /// One integer.
    public init(integer: Int) { insert(integer) }

    /// How many integers the set holds (a sum over the ranges, not the integers).
    public var count: Int { ranges.reduce(0) { $0 + $1.count } }
    /// Whether the set holds nothing.
    public var isEmpty: Bool { ranges.isEmpty }
    /// The smallest integer, if any.
    public var first: Int? { ranges.first?.lowerBound }
    /// The largest integer, if any.
    public var last: Int? { ranges.last.map { $0.upperBound - 1 } }

    /// The index of the first range whose upper bound is above `i` (where `i` is or would be).
    private func slot(_ i: Int) -> Int {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `i` is in the set.
    public func contains(_ i: Int) -> Bool {
        let s = slot(i)
        return s < ranges.count && ranges[s].contains(i)
    }

    /// Adds one integer.
    public mutating func insert(_ i: Int) { insert(integersIn: i..<(i + 1)) }

    /// Adds the integers in `range`, merging the ranges it overlaps or touches.
    public mutating func insert(integersIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        // A range ending at range.lowerBound touches it, so the search starts one lower; one starting
        // at range.upperBound touches it too, so the loop takes it.
        let start = slot(range.lowerBound - 1)
        var end = start, lower = range.lowerBound, upper = range.upperBound
        while end < ranges.count && ranges[end].lowerBound <= range.upperBound {
            lower = Swift.min(lower, ranges[end].lowerBound)
            upper = Swift.max(upper, ranges[end].upperBound)
            end += 1
        }
        ranges.replaceSubrange(start..<end, with: [lower..<upper])
    }

    /// Removes one integer.
    public mutating func remove(_ i: Int) { remove(integersIn: i..<(i + 1)) }

    /// Removes the integers in `range`, splitting a range it falls inside.
    public mutating func remove(integersIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        let start = slot(range.lowerBound)
        var end = start
        var kept: [Range<Int>] = []
        while end < ranges.count && ranges[end].lowerBound < range.upperBound {
            let r = ranges[end]
            if r.lowerBound < range.lowerBound { kept.append(r.lowerBound..<range.lowerBound) }
            if r.upperBound > range.upperBound { kept.append(range.upperBound..<r.upperBound) }
            end += 1
        }
        ranges.replaceSubrange(start..<end, with: kept)
    }

    /// Removes everything.
    public mutating func removeAll() { ranges = [] }

    /// Keeps only integers below `limit` (rows that still exist after a reload).
    public mutating func clamp(below limit: Int) { remove(integersIn: Swift.max(0, limit)..<Int.max) }

    /// Moves every integer from `start` on by `delta`, as rows move when rows are inserted (`delta` > 0:
    /// a range across `start` splits) or removed (`delta` < 0: the integers in `start + delta ..< start`
    /// go first), as Foundation's `IndexSet.shift(startingAt:by:)`.
    public mutating func shift(startingAt start: Int, by delta: Int) {
        guard delta != 0 else { return }
        if delta < 0 { remove(integersIn: Swift.max(0, start + delta)..<start) }
        var moved: [Range<Int>] = []
        var kept: [Range<Int>] = []
        for r in ranges {
            if r.upperBound <= start { kept.append(r) }
            else if r.lowerBound >= start { moved.append((r.lowerBound + delta)..<(r.upperBound + delta)) }
            else { kept.append(r.lowerBound..<start); moved.append((start + delta)..<(r.upperBound + delta)) }
        }
        ranges = []
        for r in kept + moved { insert(integersIn: r) } // merges what now touches
    }

    /// The integers in order.
    public func makeIterator() -> FlattenSequence<[Range<Int>]>.Iterator { ranges.joined().makeIterator() }
}
