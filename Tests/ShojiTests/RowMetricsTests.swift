import Testing
@testable import Shoji

@Suite("Row metrics")
struct RowMetricsTests {
    @Test("Offsets are running sums and every point finds the row whose span holds it")
    func offsetsAndLookup() {
        var m = RowMetrics(count: 5, estimatedHeight: 40)
        m.setHeight(100, forRow: 1)
        m.setHeight(10, forRow: 3)
        #expect([0, 1, 2, 3, 4, 5].map { m.offset(ofRow: $0) } == [0, 40, 140, 180, 190, 230])
        #expect(m.totalHeight == 230)
        #expect(m.row(at: -5) == 0 && m.row(at: 0) == 0 && m.row(at: 39.9) == 0)
        #expect(m.row(at: 40) == 1 && m.row(at: 139) == 1 && m.row(at: 140) == 2)
        #expect(m.row(at: 185) == 3 && m.row(at: 229) == 4 && m.row(at: 5000) == 4)
        #expect(m.isMeasured(1) && !m.isMeasured(0))
    }

    @Test("Inserting, removing and moving rows keeps heights with their rows")
    func structuralChanges() {
        var m = RowMetrics(count: 3, estimatedHeight: 10)
        m.setHeight(30, forRow: 2)
        m.insertRows(at: [0, 2], height: 5)
        #expect((0..<5).map(m.height(ofRow:)) == [5, 10, 5, 10, 30])
        m.removeRows(at: [1, 3])
        #expect((0..<3).map(m.height(ofRow:)) == [5, 5, 30])
        m.moveRow(from: 2, to: 0)
        #expect((0..<3).map(m.height(ofRow:)) == [30, 5, 5])
        #expect(m.totalHeight == 40 && m.offset(ofRow: 3) == 40)
    }

    @Test("100,000 rows: one height change moves every later offset, found in O(log n)")
    func largeList() {
        var m = RowMetrics(count: 100_000, estimatedHeight: 44)
        #expect(m.totalHeight == 4_400_000)
        m.setHeight(144, forRow: 10)
        #expect(m.offset(ofRow: 99_999) == 44 * 99_999 + 100)
        #expect(m.row(at: 44 * 50_000 + 100) == 50_000)
        m.invalidateMeasurements()
        #expect(!m.isMeasured(10) && m.height(ofRow: 10) == 144) // kept as the estimate until measured again
    }
}

@Suite("Array.move(from:to:)")
struct ArrayMoveTests {
    @Test("Moves down, up, to the ends and nowhere", arguments: [
        (1, 3, ["a", "c", "d", "b", "e"]), (3, 1, ["a", "d", "b", "c", "e"]),
        (0, 4, ["b", "c", "d", "e", "a"]), (4, 0, ["e", "a", "b", "c", "d"]), (2, 2, ["a", "b", "c", "d", "e"]),
    ])
    func directions(from: Int, to: Int, expected: [String]) throws {
        var a = ["a", "b", "c", "d", "e"]
        try a.move(from: from, to: to)
        #expect(a == expected)
    }

    @Test("Bad indices throw and change nothing", arguments: [(-1, 0), (0, 5), (5, 0), (0, -1)])
    func errors(from: Int, to: Int) {
        var a = [1, 2, 3, 4, 5]
        #expect(throws: ArrayMoveError(from: from, to: to, count: 5)) { try a.move(from: from, to: to) }
        #expect(a == [1, 2, 3, 4, 5])
        var empty: [Int] = []
        #expect(throws: ArrayMoveError.self) { try empty.move(from: 0, to: 0) }
    }
}
