/// The expanded part of an outline, and the map from rows to items over it, without a row list: only
/// expanded items have a node, each knowing its number of children and how many rows its subtree shows,
/// and its expanded children with running sums of their rows. Finding a row's item walks down the
/// expanded nodes with a binary search at each level, O(depth × log k); expanding an item with 100,000
/// children adds one node and updates its ancestors' sums, so nothing grows with the rows shown.
@MainActor
final class OutlineTree {
    final class Node {
        /// nil for the invisible root.
        let item: AnyHashable?
        weak var parent: Node?
        /// Its index among its parent's children.
        var index: Int
        let level: Int
        var childCount: Int
        /// Expanded children, by `index`.
        var expanded: [Node] = []
        /// `before[j]`: rows shown by the subtrees of `expanded[0..<j]`.
        var before: [Int] = [0]
        /// Rows its subtree shows below it: its children and their expanded subtrees.
        var shownRows: Int

        init(item: AnyHashable?, parent: Node?, index: Int, level: Int, childCount: Int) {
            self.item = item; self.parent = parent; self.index = index; self.level = level
            self.childCount = childCount; shownRows = childCount
        }

        func recount() {
            before = [0]
            before.reserveCapacity(expanded.count + 1)
            for n in expanded { before.append(before.last! + n.shownRows) }
            shownRows = childCount + before.last!
        }

        /// The position in `expanded` of the child at `index`, or where it would go.
        func slot(ofChild index: Int) -> Int {
            var lo = 0, hi = expanded.count
            while lo < hi { let m = (lo + hi) / 2; if expanded[m].index < index { lo = m + 1 } else { hi = m } }
            return lo
        }
    }

    /// Where a row is: its parent's node and its index among that parent's children, and the node when
    /// the row's item is expanded.
    struct Place {
        let parent: Node
        let index: Int
        let node: Node?
        var level: Int { parent.level + 1 }
    }

    private(set) var root: Node
    /// Every expanded item, for `isItemExpanded` and for keeping expansion through a reload.
    private(set) var expandedItems: [AnyHashable: Node] = [:]

    init(rootChildren: Int) {
        root = Node(item: nil, parent: nil, index: -1, level: -1, childCount: rootChildren)
    }

    /// How many rows show.
    var rowCount: Int { root.shownRows }

    /// Where `row` is, in O(depth × log k).
    func place(ofRow row: Int) -> Place? {
        guard row >= 0, row < root.shownRows else { return nil }
        var node = root, r = row
        while true {
            // The last expanded child whose own row is at or before r.
            var lo = 0, hi = node.expanded.count
            while lo < hi {
                let m = (lo + hi) / 2
                if node.expanded[m].index + node.before[m] <= r { lo = m + 1 } else { hi = m }
            }
            let j = lo - 1
            guard j >= 0 else { return Place(parent: node, index: r, node: nil) }
            let child = node.expanded[j]
            let childRow = child.index + node.before[j]
            if r == childRow { return Place(parent: node, index: child.index, node: child) }
            if r <= childRow + child.shownRows { node = child; r -= childRow + 1; continue }
            return Place(parent: node, index: r - node.before[j] - child.shownRows, node: nil)
        }
    }

    /// The row of the child at `index` of `parent`.
    func row(ofChild index: Int, of parent: Node) -> Int {
        let s = parent.slot(ofChild: index)
        return rowOf(parent) + 1 + index + parent.before[s]
    }

    /// The row of an expanded node (-1 for the root).
    func rowOf(_ node: Node) -> Int {
        guard let parent = node.parent else { return -1 }
        return row(ofChild: node.index, of: parent)
    }

    /// Expands the child at `index` of `parent`, showing `childCount` rows under it; returns its node.
    @discardableResult
    func expand(_ item: AnyHashable, index: Int, of parent: Node, childCount: Int) -> Node {
        if let n = expandedItems[item], n.parent === parent, n.index == index { return n }
        let node = Node(item: item, parent: parent, index: index, level: parent.level + 1, childCount: max(0, childCount))
        let s = parent.slot(ofChild: index)
        parent.expanded.insert(node, at: s)
        expandedItems[item] = node
        recountUp(from: parent)
        return node
    }

    /// Collapses `node`, forgetting the expansion of its descendants (as GTK's tree list model does).
    func collapse(_ node: Node) {
        guard let parent = node.parent else { return }
        forget(node)
        parent.expanded.remove(at: parent.slot(ofChild: node.index))
        recountUp(from: parent)
    }

    /// Expands every expandable descendant of `node` (and `node`'s own children), asking `child` for each
    /// child, at most `limit` new nodes; each node's sums are counted once, after its children, so a
    /// subtree of n items costs O(n), not O(n²).
    func expandSubtree(of node: Node, limit: inout Int,
                       child: (_ parent: Node, _ index: Int) -> (item: AnyHashable, expandable: Bool),
                       childCount: (_ item: AnyHashable) -> Int) {
        build(node, limit: &limit, child: child, childCount: childCount)
        if let p = node.parent { recountUp(from: p) }
    }

    private func build(_ node: Node, limit: inout Int,
                       child: (_ parent: Node, _ index: Int) -> (item: AnyHashable, expandable: Bool),
                       childCount: (_ item: AnyHashable) -> Int) {
        var list: [Node] = []
        var old = node.expanded.makeIterator()
        var next = old.next()
        for i in 0..<node.childCount {
            if let n = next, n.index == i { list.append(n); next = old.next(); continue }
            guard limit > 0 else { continue }
            let c = child(node, i)
            guard c.expandable, expandedItems[c.item] == nil else { continue }
            let n = Node(item: c.item, parent: node, index: i, level: node.level + 1, childCount: max(0, childCount(c.item)))
            expandedItems[c.item] = n
            list.append(n)
            limit -= 1
        }
        node.expanded = list
        for n in list { build(n, limit: &limit, child: child, childCount: childCount) }
        node.recount()
    }

    private func forget(_ node: Node) {
        if let item = node.item { expandedItems[item] = nil }
        for c in node.expanded { forget(c) }
    }

    private func recountUp(from node: Node) {
        var n: Node? = node
        while let cur = n { cur.recount(); n = cur.parent }
    }
}
