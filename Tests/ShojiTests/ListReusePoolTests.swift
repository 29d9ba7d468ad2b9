import Testing
@testable import Shoji

/// The list's pool of cells waiting for reuse is a cache: bounded, whatever the list once showed.
@MainActor
@Suite("List reuse pool")
struct ListReusePoolTests {
    @Test("A list shrunk from 300 rows on screen to 5 keeps at most 128 spare cells, and still shows its rows")
    func boundedPool() {
        let rig = Rig()
        let rows = TextRows((0..<1_000).map { "Row \($0)" })
        let list = ListView(frame: Rect(0, 0, 400, 6_000))
        list.rowHeight = .fixed(20)
        list.dataSource = rows
        rig.window.addSubview(list)
        rig.layout()
        let cells = { list.subviews.compactMap { $0 as? ListCell } }
        #expect(cells().count == 300)
        list.frame = Rect(0, 0, 400, 100)
        rig.layout()
        #expect(list.visibleCells.count == 5)
        #expect(cells().count == 5 + ListView.reusePoolLimit)
        list.frame = Rect(0, 0, 400, 6_000)
        rig.layout()
        #expect(list.visibleCells.count == 300)
        #expect(list.cellForRow(at: 299)?.textLabel.text == "Row 299")
        #expect(cells().count == 300)
        withExtendedLifetime(rows) {}
    }
}
