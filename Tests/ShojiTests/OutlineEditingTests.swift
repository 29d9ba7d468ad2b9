import Testing
@testable import Shoji

/// An outline whose item names the user may rename in place: five top-level items ("0"…"4"), "1" with
/// three children; every name editable but item "3"'s; the Kind column never.
@MainActor
final class RenamableTree: OutlineViewDataSource {
    var names: [String: String] = [:]
    var sets: [String] = []
    func outlineView(_ outlineView: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int {
        switch item as? String { case nil: 5; case "1": 3; default: 0 }
    }
    func outlineView(_ outlineView: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable {
        (item as? String).map { "\($0)/\(index)" } ?? "\(index)"
    }
    func outlineView(_ outlineView: OutlineView, isItemExpandable item: AnyHashable) -> Bool { item == AnyHashable("1") }
    func outlineView(_ outlineView: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String {
        let path = item as! String
        return column.identifier == "name" ? names[path, default: "Item \(path)"] : "folder"
    }
    func outlineView(_ outlineView: OutlineView, canEdit column: TableColumn, item: AnyHashable) -> Bool {
        column.identifier == "name" && item != AnyHashable("3")
    }
    func outlineView(_ outlineView: OutlineView, setText text: String, for column: TableColumn, item: AnyHashable) {
        sets.append("\(item) \(text)")
        names[item as! String] = text
    }
}

@MainActor
@Suite("Outline cell editing")
struct OutlineEditingTests {
    func make() -> (Rig, OutlineView, RenamableTree) {
        let rig = Rig(size: Size(400, 600))
        let tree = RenamableTree()
        let outline = OutlineView(frame: Rect(0, 0, 400, 600))
        outline.columns = [TableColumn(identifier: "name", title: "Name", width: 250),
                           TableColumn(identifier: "kind", title: "Kind", width: 100)]
        outline.outlineDataSource = tree
        rig.window.addSubview(outline)
        rig.layout()
        return (rig, outline, tree)
    }

    /// The y of row `r`'s middle (26 header + 24 a row).
    func y(_ r: Int) -> Double { 26 + 24 * Double(r) + 12 }

    @Test("F2 on a child edits its name past the indentation; Return gives the data source the text for that item")
    func f2EditsChildAndCommits() throws {
        let (rig, outline, tree) = make()
        outline.expandRow(1)
        rig.layout()
        rig.click(Point(150, y(3))) // "1/1"
        rig.key(.function(2))
        let editor = try #require(outline.cellEditor)
        #expect(outline.editedRow == 3 && outline.editedColumn?.identifier == "name" && editor.text == "Item 1/1")
        let indent = outline.indentation(ofRow: 3)
        #expect(indent > outline.indentation(ofRow: 1), "a child is indented further than its parent")
        #expect(editor.frame == Rect(indent, 24 * 3, 250 - indent, 24), "over the name, right of the triangle's column")
        editor.insertText("Renamed")
        rig.key(.enter)
        #expect(tree.sets == ["1/1 Renamed"])
        #expect(outline.cellEditor == nil && rig.window.firstResponder === outline)
        #expect(outline.rowView(atRow: 3)?.texts.first == "Renamed", "the cell is asked again")
    }

    @Test("While editing, ← and → move the caret and do not collapse; Escape cancels; then → and ← expand and collapse again")
    func disclosureKeysSurviveEditing() throws {
        let (rig, outline, tree) = make()
        outline.expandRow(1)
        rig.layout()
        rig.click(Point(150, y(1))) // "1", expanded
        rig.key(.enter)
        let editor = try #require(outline.cellEditor)
        rig.key(.left)
        rig.key(.left)
        #expect(outline.isItemExpanded("1") && outline.numberOfRows == 8, "← went to the text field")
        #expect(editor.selectedRange.isEmpty, "the caret moved")
        editor.insertText("x")
        rig.key(.escape)
        #expect(tree.sets.isEmpty && outline.cellEditor == nil && outline.rowView(atRow: 1)?.texts.first == "Item 1")
        rig.key(.left)
        #expect(!outline.isItemExpanded("1") && outline.numberOfRows == 5)
        rig.key(.right)
        #expect(outline.isItemExpanded("1") && outline.numberOfRows == 8)
    }

    @Test("Tab commits and moves to the next editable item, skipping one the data source refuses; Shift+Tab goes back")
    func tabMovesAlongItems() throws {
        let (rig, outline, tree) = make()
        rig.click(Point(150, y(2))) // "2"; "3" below is not editable
        rig.key(.function(2))
        try #require(outline.cellEditor).insertText("Two")
        rig.key(.tab)
        #expect(tree.sets == ["2 Two"])
        #expect(outline.editedRow == 4 && outline.item(atRow: 4) == AnyHashable("4"), "the Kind column and item 3 were skipped")
        #expect(outline.selectedRow == 4, "the edited row is the selected one")
        rig.key(.tab, modifiers: .shift)
        #expect(outline.editedRow == 2 && tree.sets == ["2 Two"], "unchanged text is not set")
        outline.finishEditing(commit: false)
    }

    @Test("A double click on an item's name edits it; on its disclosure triangle it only toggles the item")
    func doubleClickEditsButTriangleToggles() {
        let (rig, outline, tree) = make() // the outline holds its data source weakly
        func doubleClick(_ p: Point) {
            rig.click(p)
            rig.screen.send(.pointer(PointerEvent(.down, at: p, clickCount: 2)))
            rig.screen.send(.pointer(PointerEvent(.up, at: p, clickCount: 2)))
            rig.layout()
        }
        let triangleX = outline.indentation(ofRow: 1) - outline.indentationPerLevelWidth / 2
        doubleClick(Point(triangleX, y(1)))
        #expect(outline.cellEditor == nil, "the triangle is not an editable cell")
        #expect(!outline.isItemExpanded("1"), "two clicks on the triangle expanded and collapsed it")
        doubleClick(Point(150, y(4)))
        #expect(outline.editedRow == 4 && outline.cellEditor?.text == "Item 4")
        doubleClick(Point(300, y(4)))
        #expect(outline.cellEditor == nil, "the Kind column is not editable: the editor committed and closed")
        #expect(tree.sets.isEmpty, "nothing was typed, nothing is set")
    }
}
