import Testing
@testable import Shoji

/// A tree named by paths: "a", "a/3", "a/3/0"…; `fanout(path)` says how many children a path has.
@MainActor
final class PathTree: OutlineViewDataSource {
    var fanout: (String) -> Int
    var countAsks = 0, childAsks = 0
    init(fanout: @escaping (String) -> Int) { self.fanout = fanout }

    func outlineView(_ outlineView: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int {
        countAsks += 1
        return fanout(item as? String ?? "")
    }
    func outlineView(_ outlineView: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable {
        childAsks += 1
        let p = item as? String ?? ""
        return p.isEmpty ? "\(index)" : "\(p)/\(index)"
    }
    func outlineView(_ outlineView: OutlineView, isItemExpandable item: AnyHashable) -> Bool { fanout(item as! String) > 0 }
    func outlineView(_ outlineView: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String { item as! String }

    /// Every shown row, the slow way, for checking the fast map.
    func flatten(expanded: (String) -> Bool, _ path: String = "") -> [String] {
        var out: [String] = []
        for i in 0..<fanout(path) {
            let c = path.isEmpty ? "\(i)" : "\(path)/\(i)"
            out.append(c)
            if expanded(c) { out += flatten(expanded: expanded, c) }
        }
        return out
    }
}

@MainActor
@Suite("Outline view")
struct OutlineViewTests {
    func make(_ tree: PathTree) -> (Rig, OutlineView) {
        let rig = Rig()
        let outline = OutlineView(frame: Rect(0, 0, 400, 600))
        outline.identifier = "outline"
        outline.columns = [TableColumn(identifier: "name", title: "Name", width: 300)]
        outline.outlineDataSource = tree
        rig.window.addSubview(outline)
        rig.layout()
        return (rig, outline)
    }

    @Test("Children are asked for lazily: expanding an item of 100,000 children asks its count once and only the rows on screen")
    func lazyChildren() {
        let tree = PathTree { $0 == "" ? 5 : ($0 == "2" ? 100_000 : 0) }
        let (rig, outline) = make(tree)
        #expect(outline.numberOfRows == 5)
        tree.countAsks = 0; tree.childAsks = 0
        outline.expandRow(2)
        rig.layout()
        #expect(outline.numberOfRows == 100_005)
        #expect(tree.countAsks == 1)
        #expect(tree.childAsks <= 24 * 2) // the rows on screen (configured, and their text)
        #expect(outline.item(atRow: 3) == AnyHashable("2/0"))
        #expect(outline.item(atRow: 100_002) == AnyHashable("2/99999"))
        #expect(outline.item(atRow: 100_003) == AnyHashable("3"))
        #expect(outline.level(ofRow: 3) == 1 && outline.level(ofRow: 100_003) == 0)
        #expect(outline.rowView(atRow: 3)?.disclosure == nil && outline.rowView(atRow: 2)?.disclosure == true)
    }

    @Test("The row map agrees with a flattened tree after any expansions and collapses")
    func rowMapMatchesFlatten() {
        let tree = PathTree { p in p.split(separator: "/").count >= 4 ? 0 : 3 + p.count % 4 }
        let (rig, outline) = make(tree)
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let r = Int(rng.next() % UInt64(outline.numberOfRows))
            let item = outline.item(atRow: r)!
            if outline.isItemExpanded(item) { outline.collapseRow(r) } else { outline.expandRow(r) }
        }
        rig.layout()
        let expected = tree.flatten(expanded: { outline.isItemExpanded($0) })
        #expect(outline.numberOfRows == expected.count)
        #expect((0..<expected.count).allSatisfy { outline.item(atRow: $0) == AnyHashable(expected[$0]) })
    }

    @Test("→ expands and then steps into the children, ← collapses and on a child goes to the parent, Shift+→ and * expand the subtree")
    func keys() {
        let tree = PathTree { p in p.split(separator: "/").count >= 3 ? 0 : 3 }
        let (rig, outline) = make(tree)
        rig.click(Point(100, 26 + 24 * 1 + 12)) // "1"
        rig.key(.right)
        #expect(outline.isItemExpanded("1") && outline.numberOfRows == 6)
        #expect(outline.selectedRow == 1)
        rig.key(.right)
        #expect(outline.selectedRow == 2 && outline.item(atRow: 2) == AnyHashable("1/0"))
        rig.key(.down); rig.key(.down) // "1/2"
        rig.key(.left)
        #expect(outline.selectedRow == 1)
        rig.key(.left)
        #expect(!outline.isItemExpanded("1") && outline.numberOfRows == 3)
        rig.key(.right, modifiers: .shift)
        #expect(outline.numberOfRows == 3 + 3 + 9) // "1", its 3 children and their 9
        rig.key(.home)
        rig.screen.send(.key(KeyEvent(.character("8"), text: "*", modifiers: .shift)))
        #expect(outline.isItemExpanded("0/2") && outline.numberOfRows == 3 + 12 + 12)
    }

    @Test("The selection follows its item when rows open and close above it")
    func selectionFollows() {
        let tree = PathTree { p in p.isEmpty ? 10 : (p.contains("/") ? 0 : 4) }
        let (rig, outline) = make(tree)
        rig.click(Point(100, 26 + 24 * 5 + 12))
        outline.expandRow(1)
        #expect(outline.selectedRow == 9 && outline.item(atRow: 9) == AnyHashable("5"))
        outline.collapseRow(1)
        #expect(outline.selectedRow == 5)
    }

    @Test("A click on the triangle expands and collapses; the text is indented a level")
    func triangle() {
        let tree = PathTree { p in p.contains("/") ? 0 : 3 }
        let (rig, outline) = make(tree)
        rig.click(Point(8, 26 + 12))
        #expect(outline.isItemExpanded("0"))
        #expect(outline.indentation(ofRow: 1) == 32)
        rig.click(Point(8, 26 + 12))
        #expect(!outline.isItemExpanded("0"))
    }

    @Test("Expansion is kept through a reload by item identity, and children of collapsed items are never asked")
    func keptThroughReload() {
        var top = 5
        let tree = PathTree { p in p.isEmpty ? top : (p.split(separator: "/").count >= 3 ? 0 : 50) }
        let (_, outline) = make(tree)
        outline.expandRow(3)
        outline.expandRow(4) // "3/0"
        top = 4               // "4" goes; "3" and "3/0" stay
        tree.childAsks = 0
        outline.reloadData()
        #expect(outline.isItemExpanded("3") && outline.isItemExpanded("3/0"))
        #expect(outline.numberOfRows == 4 + 50 + 50)
        #expect(tree.childAsks <= 4 + 1) // the top level up to "3", then "3/0"
    }

    @Test("Expanding 100,000 items at once costs linear time: every one is a node, the rows add up")
    func expandAllLinear() {
        let tree = PathTree { p in p.isEmpty ? 1 : (p.split(separator: "/").count == 1 ? 100_000 : (p.split(separator: "/").count == 2 ? 2 : 0)) }
        let (rig, outline) = make(tree)
        rig.click(Point(100, 26 + 12))
        rig.key(.right, modifiers: .shift)
        #expect(outline.numberOfRows == 1 + 100_000 + 200_000)
        #expect(outline.item(atRow: 4) == AnyHashable("0/1"))
    }
}
