import Testing
@testable import Shoji

/// Rows of text, selectable and movable, for the list tests.
@MainActor
final class TextRows: ListViewDataSource, ListViewDelegate {
    var items: [String]
    var selected: [Int] = []
    var reachedEnd = 0
    init(_ items: [String]) { self.items = items }

    func numberOfRows(in listView: ListView) -> Int { items.count }
    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        cell.textLabel.text = items[row]
        return cell
    }
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { true }
    func listView(_ listView: ListView, moveRowAt from: Int, to: Int) throws { try items.move(from: from, to: to) }
    func listView(_ listView: ListView, didSelectRowAt row: Int) { selected.append(row) }
    func listViewDidReachEnd(_ listView: ListView) { reachedEnd += 1 }
}

@MainActor
@Suite("List view")
struct ListViewTests {
    func make(_ items: [String], height: ListView.RowHeight = .fixed(50), in parent: View? = nil) -> (Rig, ListView, TextRows) {
        let rig = Rig()
        let rows = TextRows(items)
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.identifier = "list"
        list.rowHeight = height
        list.dataSource = rows
        list.listDelegate = rows
        (parent ?? rig.window).addSubview(list)
        if let parent, parent.superview == nil { rig.window.addSubview(parent) }
        rig.layout()
        return (rig, list, rows)
    }

    func cells(_ list: ListView) -> [ListCell] { list.subviews.compactMap { $0 as? ListCell } }

    @Test("Of 100,000 rows only those on screen exist, and scrolling reuses their cells")
    func virtualised() {
        let (rig, list, rows) = make((0..<100_000).map { "Row \($0)" }, height: .fixed(44))
        defer { withExtendedLifetime(rows) {} } // the list holds its data source weakly
        #expect(list.visibleRows == Array(0...13)) // 600 / 44 = 13.6 rows
        #expect(list.contentSize.height == 4_400_000)
        for _ in 0..<400 {
            list.contentOffset.y += 50
            rig.layout()
        }
        #expect(list.visibleRows.first == 20_000 / 44)
        #expect(list.cellsCreated <= 16)
        list.contentOffset = Point(0, 44 * 50_000)
        rig.layout()
        #expect(list.visibleRows.first == 50_000)
        #expect(list.cellForRow(at: 50_000)?.textLabel.text == "Row 50000")
        #expect(list.cellForRow(at: 50_000)?.frame.minY == Double(44 * 50_000))
        #expect(cells(list).count <= 16)
        #expect(cells(list).filter { !$0.isHidden }.count == list.visibleRows.count)
    }

    @Test("Row heights come from the text and are measured again when the width changes")
    func heightsFollowWidth() {
        let long = String(repeating: "A row whose text wraps onto several lines. ", count: 4)
        let (rig, list, rows) = make(Array(repeating: long, count: 30), height: .automatic(estimated: 44))
        defer { withExtendedLifetime(rows) {} }
        let narrow = list.rectForRow(at: 0).height
        #expect(narrow > 44)
        #expect(list.cellForRow(at: 1)?.frame.minY == narrow)
        list.frame = Rect(0, 0, 800, 600)
        rig.layout()
        let wide = list.rectForRow(at: 0).height
        #expect(wide < narrow)
        #expect(list.cellForRow(at: 0)?.frame.height == wide)
        #expect(list.cellForRow(at: 1)?.frame.minY == wide)
        list.frame = Rect(0, 0, 400, 600)
        rig.layout()
        #expect(list.rectForRow(at: 0).height == narrow)
    }

    @Test("Rows measured as they come into view above do not make what is on screen jump")
    func measuringAboveKeepsRowsStill() {
        let texts = (0..<400).map { i in String(repeating: "Words in row \(i). ", count: 1 + i % 7) }
        let (rig, list, rows) = make(texts, height: .automatic(estimated: 30))
        defer { withExtendedLifetime(rows) {} }
        list.contentOffset = Point(0, 6000)
        rig.layout()
        #expect(list.visibleRows.count > 3)
        for _ in 0..<60 {
            let before = Dictionary(uniqueKeysWithValues: list.visibleRows.map { ($0, list.rectForRow(at: $0).minY - list.contentOffset.y) })
            list.contentOffset.y -= 10
            rig.layout()
            for (row, y) in before {
                guard list.cellForRow(at: row) != nil else { continue }
                #expect(list.rectForRow(at: row).minY - list.contentOffset.y == y + 10)
            }
        }
    }

    @Test("An animated scroll through rows not measured yet moves what is on screen along its curve, without skips")
    func animatedScrollThroughUnmeasuredRows() {
        let texts = (0..<400).map { i in String(repeating: "Words in row \(i). ", count: 1 + i % 7) }
        let (rig, list, rows) = make(texts, height: .automatic(estimated: 30))
        defer { withExtendedLifetime(rows) {} }
        list.contentOffset = Point(0, 6000)
        rig.layout()
        list.setContentOffset(Point(0, 3000), animated: true)
        var frame = 0, checked = 0
        while rig.screen.animator.isAnimating && frame < 30 {
            let before = Dictionary(uniqueKeysWithValues: list.visibleRows.map { ($0, list.rectForRow(at: $0).minY - list.contentOffset.y) })
            rig.advance(Rig.frame)
            frame += 1
            let curve = TimingCurve.easeInOut
            let intended = 3000 * (curve.progress(Double(frame) * Rig.frame / 0.3) - curve.progress(Double(frame - 1) * Rig.frame / 0.3))
            for (row, y) in before where list.cellForRow(at: row) != nil {
                #expect(abs(list.rectForRow(at: row).minY - list.contentOffset.y - y - intended) <= 1)
                checked += 1
            }
        }
        #expect(frame > 10 && checked > 50)
    }

    @Test("A click selects its row even with a tap recognizer on an ancestor that lets touches through")
    func selectionUnderAncestorTap() {
        let container = View(frame: Rect(0, 0, 400, 600))
        let tap = TapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        tap.cancelsTouchesInView = false
        container.addGestureRecognizer(tap)
        let (rig, list, rows) = make((0..<20).map { "Row \($0)" }, in: container)
        rig.startTracing()
        defer { rig.stopTracing() }
        rig.click(Point(200, 125))
        #expect(rows.selected == [2] && list.selectedRow == 2 && taps == 1)
        #expect(list.cellForRow(at: 2)?.isSelected == true)
        #expect(rig.values("list.select", "index") == [2])
        // The seed's bug: a recognizer that cancels touches swallows the row's click.
        tap.cancelsTouchesInView = true
        rig.click(Point(200, 225))
        #expect(rows.selected == [2] && taps == 2)
        // A drag scrolls and selects nothing.
        tap.cancelsTouchesInView = false
        rig.drag(from: Point(200, 400), to: Point(200, 300), hold: 0.1)
        #expect(rows.selected == [2])
        #expect(list.visibleRows.allSatisfy { list.cellForRow(at: $0)?.isHighlighted == false })
    }

    @Test("↑ and ↓ move the selection when the list has the keyboard")
    func keyboardSelection() {
        let (rig, list, rows) = make((0..<40).map { "Row \($0)" })
        #expect(rig.window.makeFirstResponder(list))
        rig.key(.down)
        rig.key(.down)
        #expect(rows.selected == [0, 1])
        for _ in 0..<14 { rig.key(.down) }
        rig.settle()
        #expect(list.selectedRow == 15)
        #expect(list.rectForRow(at: 15).maxY <= list.contentOffset.y + 600)
    }

    @Test("Dragging a row's grip moves it, down and up, through Array.move", arguments: [(1, 3), (3, 0), (0, 5)])
    func reorder(from: Int, to: Int) {
        let (rig, list, rows) = make((0..<20).map { "r\($0)" })
        list.isEditing = true
        rig.layout()
        rig.startTracing()
        defer { rig.stopTracing() }
        let start = Point(400 - ReorderHandle.width / 2, Double(from) * 50 + 25)
        let end = Point(start.x, Double(to) * 50 + 25)
        rig.drag(from: start, to: end, hold: 0.3, release: false)
        #expect(list.reorderDestination == to)
        // The rows passed have moved out of the way by one row's height.
        let passed = from < to ? from + 1 : to
        #expect(list.cellForRow(at: passed)?.frame.minY == Double(passed) * 50 + (from < to ? -50 : 50))
        rig.up(end)
        rig.settle()
        var expected = (0..<20).map { "r\($0)" }
        try? expected.move(from: from, to: to)
        #expect(rows.items == expected)
        #expect(rig.values("list.move", "from") == [TraceValue(from)] && rig.values("list.move", "to") == [TraceValue(to)])
        #expect((0..<8).map { list.cellForRow(at: $0)?.textLabel.text } == expected.prefix(8).map { Optional($0) })
        #expect((0..<8).map { list.cellForRow(at: $0)?.frame.minY } == (0..<8).map { Optional(Double($0) * 50) })
    }

    @Test("New rows open from nothing over 0.3 s at the top, pushing the others down")
    func insertionAnimates() {
        let (rig, list, rows) = make((0..<20).map { "r\($0)" })
        rows.items.insert(contentsOf: ["new a", "new b"], at: 0)
        list.insertRows(at: [0, 1])
        rig.layout()
        #expect(list.rectForRow(at: 0).height == 0 && list.cellForRow(at: 2)?.frame.minY == 0)
        rig.advance(0.15)
        let half = list.rectForRow(at: 0).height
        #expect(half > 5 && half < 45)
        #expect(list.cellForRow(at: 2)?.frame.minY == 2 * half)
        let alpha = list.cellForRow(at: 0)?.alpha ?? 0
        #expect(alpha > 0 && alpha < 1)
        rig.settle()
        #expect(list.cellForRow(at: 0)?.textLabel.text == "new a" && list.cellForRow(at: 0)?.alpha == 1)
        #expect(list.cellForRow(at: 2)?.frame.minY == 100)
        #expect(list.numberOfRows == 22)
    }

    @Test("Rows inserted above while scrolled down leave what is on screen where it is")
    func insertionAboveKeepsPlace() {
        let (rig, list, rows) = make((0..<40).map { "r\($0)" })
        list.contentOffset = Point(0, 500)
        rig.layout()
        rows.items.insert(contentsOf: ["x", "y", "z"], at: 0)
        list.insertRows(at: [0, 1, 2])
        for _ in 0..<30 {
            rig.advance(Rig.frame)
            #expect(list.rectForRow(at: 13).minY - list.contentOffset.y == 0) // r10, first on screen
        }
        #expect(list.cellForRow(at: 13)?.textLabel.text == "r10")
    }

    @Test("Reaching the footer asks for more once, and again after rows were added")
    func reachEnd() {
        let (rig, list, rows) = make((0..<20).map { "r\($0)" })
        let footer = LoadMoreFooter()
        list.footerView = footer
        rig.layout()
        #expect(list.contentSize.height == 1000 + LoadMoreFooter.height)
        list.setContentOffset(list.maximumContentOffset, animated: false)
        rig.advance(0.1)
        #expect(rows.reachedEnd == 1)
        rig.advance(0.5)
        #expect(rows.reachedEnd == 1)
        rows.items += (20..<30).map { "r\($0)" }
        list.insertRows(at: Array(20..<30), animated: false)
        rig.advance(0.1)
        #expect(rows.reachedEnd == 1) // the footer went below the view
        list.setContentOffset(list.maximumContentOffset, animated: false)
        rig.advance(0.1)
        #expect(rows.reachedEnd == 2)
        // Rows that open at the end leave the footer in view for a moment: that is no new request.
        rows.items += (30..<40).map { "r\($0)" }
        list.insertRows(at: Array(30..<40))
        rig.advance(0.1)
        #expect(rows.reachedEnd == 2)
        rig.settle()
        #expect(rows.reachedEnd == 2)
        footer.state = .exhausted
        #expect(footer.title == "No more items")
    }
}
