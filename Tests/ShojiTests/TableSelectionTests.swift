import Testing
@testable import Shoji

@Suite("Table selection rules")
struct TableSelectionTests {
    @Test("Ranges merge when they touch, split when a middle is removed, and membership is exact")
    func rangeSet() {
        var s = IndexRangeSet()
        s.insert(integersIn: 10..<20)
        s.insert(integersIn: 20..<25)   // touches: one range
        s.insert(5)
        #expect(s.ranges == [5..<6, 10..<25])
        s.insert(integersIn: 6..<10)    // fills the gap
        #expect(s.ranges == [5..<25])
        s.remove(integersIn: 12..<14)
        #expect(s.ranges == [5..<12, 14..<25])
        #expect(s.contains(11) && !s.contains(12) && !s.contains(13) && s.contains(14))
        #expect(s.count == 18)
        s.clamp(below: 20)
        #expect(s.ranges == [5..<12, 14..<20])
        #expect(Array(IndexRangeSet(integersIn: 3..<6)) == [3, 4, 5])
    }

    @Test("A million rows selected is one range")
    func millionIsOneRange() {
        var sel = TableSelection(mode: .multiple)
        sel.selectAll(count: 1_000_000)
        #expect(sel.rows.ranges == [0..<1_000_000])
        #expect(sel.rows.count == 1_000_000)
        sel.click(500_000, modifiers: .control) // toggled off: two ranges
        #expect(sel.rows.ranges == [0..<500_000, 500_001..<1_000_000])
    }

    @Test("Shift-click selects from the anchor and drops the rest; Ctrl+Shift adds the range")
    func shiftClick() {
        var sel = TableSelection(mode: .multiple)
        sel.click(5, modifiers: [])
        sel.click(8, modifiers: .shift)
        #expect(Array(sel.rows) == [5, 6, 7, 8])
        sel.click(2, modifiers: .shift)          // the anchor stays at 5
        #expect(Array(sel.rows) == [2, 3, 4, 5])
        #expect(sel.anchor == 5 && sel.cursor == 2)
        sel.click(20, modifiers: .control)       // toggles, becomes the anchor
        #expect(Array(sel.rows) == [2, 3, 4, 5, 20])
        sel.click(22, modifiers: [.control, .shift])
        #expect(Array(sel.rows) == [2, 3, 4, 5, 20, 21, 22])
        sel.click(3, modifiers: .control)
        #expect(Array(sel.rows) == [2, 4, 5, 20, 21, 22])
    }

    @Test("Shift+arrow extends from the anchor and shrinks back past it")
    func shiftArrows() {
        var sel = TableSelection(mode: .multiple)
        sel.moveCursor(to: 10, modifiers: [])
        sel.moveCursor(to: 11, modifiers: .shift)
        sel.moveCursor(to: 12, modifiers: .shift)
        #expect(Array(sel.rows) == [10, 11, 12])
        sel.moveCursor(to: 11, modifiers: .shift)
        sel.moveCursor(to: 10, modifiers: .shift)
        sel.moveCursor(to: 9, modifiers: .shift)
        #expect(Array(sel.rows) == [9, 10])
        sel.moveCursor(to: 8, modifiers: .control)  // the cursor alone
        #expect(Array(sel.rows) == [9, 10] && sel.cursor == 8)
    }

    @Test("Single selection ignores Shift; no selection only moves the cursor")
    func modes() {
        var one = TableSelection(mode: .single)
        one.click(3, modifiers: [])
        one.click(7, modifiers: .shift)
        #expect(Array(one.rows) == [7])
        one.selectAll(count: 100)
        #expect(Array(one.rows) == [7])
        var none = TableSelection(mode: .none)
        none.click(3, modifiers: [])
        none.selectAll(count: 100)
        #expect(none.rows.isEmpty && none.cursor == 3)
    }

    @Test("Columns lay out left to right, hidden ones skipped, the last filling the width up to its maximum")
    func columnLayout() {
        let cols: [(width: Double, maxWidth: Double, isHidden: Bool)] = [(100, 500, false), (80, 500, true), (120, 300, false), (60, 150, false)]
        let wide = TableColumnLayout(widths: cols, availableWidth: 400, fillsLastColumn: true)
        #expect(wide.slots.map(\.index) == [0, 2, 3])
        #expect(wide.slots.map(\.x) == [0, 100, 220])
        #expect(wide.slots.map(\.width) == [100, 120, 150])   // 180 left, capped at 150
        let mid = TableColumnLayout(widths: cols, availableWidth: 320, fillsLastColumn: true)
        #expect(mid.slots.last?.width == 100)                   // 320 - 220
        let narrow = TableColumnLayout(widths: cols, availableWidth: 200, fillsLastColumn: true)
        #expect(narrow.slots.last?.width == 60)                 // never below its own width
        #expect(narrow.totalWidth == 280)                       // wider than the view: scrolls sideways
        let fixed = TableColumnLayout(widths: cols, availableWidth: 400, fillsLastColumn: false)
        #expect(fixed.totalWidth == 280)
        #expect(fixed.slot(at: 150)?.index == 2)
    }

    @Test("Type-ahead: letters make a prefix, a pause starts over, a repeated letter steps on")
    func typeAhead() {
        let names = ["apple", "banana", "blueberry", "cherry", "bean"]
        var t = TypeAheadFind()
        var r = t.type("b", at: 0)
        #expect(TypeAheadFind.find(r.prefix, count: 5, from: 0, text: { names[$0] }) == 1)
        r = t.type("l", at: 0.3)
        #expect(r.prefix == "bl" && !r.startAfterCursor)
        #expect(TypeAheadFind.find(r.prefix, count: 5, from: 1, text: { names[$0] }) == 2)
        r = t.type("c", at: 2)
        #expect(r.prefix == "c")
        r = t.type("b", at: 4)
        r = t.type("b", at: 4.2)
        #expect(r.prefix == "b" && r.startAfterCursor)
        #expect(TypeAheadFind.find(r.prefix, count: 5, from: 2 + 1, text: { names[$0] }) == 4) // wraps past cherry
    }
}
