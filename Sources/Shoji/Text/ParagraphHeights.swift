/// A text view's paragraph heights, and each paragraph's top (the sum of the heights above it), kept in
/// a Fenwick tree: changing one height, finding a top, and finding the paragraph at a height each take
/// O(log n) steps. Summing the heights again whenever one changed took a key typed into 10,000 lines
/// through 10,000 additions several times over (`make bench-peers`, `typing.*`).
struct ParagraphHeights {
    /// The heights, by paragraph.
    private(set) var heights: [Double]
    /// 1-based: `tree[k]` is the sum of the heights `k - (k & -k) ..< k`.
    private var tree: [Double]
    /// Grows whenever a height changes, so that a caller can tell whether any did.
    private(set) var version = 0

    init(_ heights: [Double]) {
        self.heights = heights
        tree = []
        rebuild()
    }

    /// How many paragraphs there are.
    var count: Int { heights.count }

    /// Paragraph `i`'s height.
    subscript(i: Int) -> Double { heights[i] }

    /// Sets paragraph `i`'s height.
    mutating func set(_ i: Int, to height: Double) {
        let delta = height - heights[i]
        guard delta != 0 else { return }
        heights[i] = height
        version += 1
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// Paragraph `i`'s top: the sum of the heights before it (`count`: the whole height).
    func top(of i: Int) -> Double {
        var sum = 0.0, k = min(i, count)
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    /// The sum of every height.
    var total: Double { top(of: count) }

    /// The last paragraph whose top is at or above `y` (0 above the first, the last one below the end).
    func index(atY y: Double) -> Int {
        guard count > 1 else { return 0 }
        var position = 0, rest = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            // Heights are never negative, so the tops only grow: go on while the next block still fits.
            if position + step <= count, tree[position + step] <= rest {
                position += step
                rest -= tree[position]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Replaces the heights of paragraphs `range` with `new` (as many or not).
    mutating func replaceSubrange(_ range: ClosedRange<Int>, with new: [Double]) {
        if new.count == range.count {
            for (k, h) in new.enumerated() { set(range.lowerBound + k, to: h) }
            return
        }
        heights.replaceSubrange(range, with: new)
        heights.releaseExcessCapacity()
        version += 1
        rebuild(from: range.lowerBound)
    }

    /// The tree's entries for paragraphs `first...` built again; those before cover only heights before
    /// `first` and stay. So pieces of a long paste appended at the end cost their own paragraphs, not the
    /// whole text's (a rebuild of 2 million entries for each piece of 64 KiB).
    private mutating func rebuild(from first: Int) {
        guard first > 0, first < tree.count else { return rebuild() }
        tree.removeSubrange((first + 1)...)
        tree.append(contentsOf: heights[first...])
        tree.releaseExcessCapacity()
        let n = tree.count
        for k in (first + 1)..<max(first + 1, n) {
            // Entry k sums heights (k - lowbit(k))..<k: its children at or before `first` are final already
            // (their own parents, past `first`, were dropped above), those after it add themselves below.
            var j = k - 1
            while j > k - (k & -k) {
                if j <= first { tree[k] += tree[j] }
                j -= j & -j
            }
        }
        for k in (first + 1)..<max(first + 1, n) {
            let parent = k + (k & -k)
            if parent < n, parent > first { tree[parent] += tree[k] }
        }
    }

    /// The tree built from the heights in O(n).
    private mutating func rebuild() {
        tree = [0] + heights
        for k in 1..<max(1, tree.count) {
            let parent = k + (k & -k)
            if parent < tree.count { tree[parent] += tree[k] }
        }
    }
}
