import Testing
@testable import Shoji

@Suite("Geometry")
struct GeometryTests {
    @Test func rectContainmentIsHalfOpen() {
        let r = Rect(0, 0, 10, 10)
        #expect(r.contains(Point(0, 0)))
        #expect(r.contains(Point(9.99, 9.99)))
        #expect(!r.contains(Point(10, 5)))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(0, 0, 10, 10), b = Rect(5, 5, 10, 10)
        #expect(a.intersection(b) == Rect(5, 5, 5, 5))
        #expect(a.union(b) == Rect(0, 0, 15, 15))
        #expect(a.intersection(Rect(20, 20, 1, 1)) == .zero)
        #expect(Rect.zero.union(b) == b)
    }

    @Test func subtractingLeavesExactlyTheRest() {
        let r = Rect(0, 0, 100, 50)
        #expect(r.subtracting(Rect(200, 0, 10, 10)) == [r])
        #expect(r.subtracting(Rect(-10, -10, 200, 200)).isEmpty)
        let pieces = r.subtracting(Rect(20, 10, 30, 20))
        #expect(pieces.count == 4)
        #expect(pieces.reduce(0) { $0 + $1.area } == r.area - 30 * 20)
        for (i, a) in pieces.enumerated() { for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) } }
        // Rows stacked down a list cover it together, though none does alone.
        let rows = (0..<5).map { Rect(0, Double($0) * 10, 100, 10) }
        #expect(View.isCovered(r, by: rows))
        #expect(!View.isCovered(r, by: Array(rows.dropLast())))
    }

    @Test func coverageOfManyPiecesIsAnsweredRightWithoutCuttingForever() {
        let r = Rect(0, 0, 100, 100)
        // A hundred tiles cover it together (cut in order, two pieces at a time); one missing anywhere does not.
        let tiles = (0..<100).map { Rect(Double($0 % 10) * 10, Double($0 / 10) * 10, 10, 10) }
        #expect(View.isCovered(r, by: tiles))
        for gap in [0, 9, 45, 90, 99] {
            var holed = tiles
            holed.remove(at: gap)
            #expect(!View.isCovered(r, by: holed), "tile \(gap) missing")
        }
        // A frame around a hole: every corner covered, the middle not.
        let frame = [Rect(0, 0, 100, 10), Rect(0, 90, 100, 10), Rect(0, 10, 10, 80), Rect(90, 10, 10, 80)]
        #expect(!View.isCovered(r, by: frame))
        #expect(View.isCovered(r, by: frame + [Rect(10, 10, 80, 80)]))
        // The frame benchmark's window under its 200 rounded boxes (two rectangles each, overlapping):
        // not covered, and the answer comes from the uncovered corner, not from cutting the window up.
        let boxes = (0..<200).flatMap { i -> [Rect] in
            let f = Rect(8 + Double(i % 20) * 63.5, 8 + Double(i / 20) * 79, 56, 70)
            return [f.insetBy(dx: 8, dy: 0), f.insetBy(dx: 0, dy: 8)]
        }
        #expect(!View.isCovered(Rect(0, 0, 1280, 800), by: boxes))
        // The same boxes with every corner pixel of the window covered: still not covered (a gap between boxes).
        let corners = [Rect(0, 0, 8, 8), Rect(1272, 0, 8, 8), Rect(0, 792, 8, 8), Rect(1272, 792, 8, 8)]
        #expect(!View.isCovered(Rect(0, 0, 1280, 800), by: corners + boxes))
    }

    @Test func transformsComposeAndInvert() {
        let t = Transform(translationX: 10, y: 0).concatenating(Transform(rotationAngle: .pi / 2))
        let p = t.apply(to: Point(1, 0))
        #expect(abs(p.x) < 1e-9 && abs(p.y - 11) < 1e-9)
        let back = t.inverted!.apply(to: p)
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        #expect(Transform(scaleX: 0, y: 1).inverted == nil)
    }

    @Test func cornerRadiiShrinkTogetherWhenTooLarge() {
        let c = CornerRadii(all: 40).clamped(to: Size(60, 200))
        #expect(c.topLeft == 30 && c.topRight == 30)
    }

    @Test func regionMergesNeighboursAndCapsItsLength() {
        var r = Region()
        r.add(Rect(0, 0, 10, 10))
        r.add(Rect(10, 0, 10, 10))
        #expect(r.rects == [Rect(0, 0, 20, 10)])
        r.add(Rect(100, 100, 5, 5))
        #expect(r.rects.count == 2)
        for i in 0..<40 { r.add(Rect(Double(i * 30), 300, 2, 2)) }
        #expect(r.rects.count <= r.maxRects)
        for i in 0..<40 { #expect(r.rects.contains { $0.contains(Rect(Double(i * 30), 300, 2, 2)) }) }
        #expect(r.rects.contains { $0.contains(Rect(0, 0, 20, 10)) })
    }

    @Test func regionRoundsOutToWholePixels() {
        var r = Region()
        r.add(Rect(0.5, 0.5, 2, 2))
        #expect(r.rects == [Rect(0, 0, 3, 3)])
    }

    @Test func arrayMoveInEveryDirectionAndItsErrors() throws {
        var a = [0, 1, 2, 3, 4]
        try a.move(from: 0, to: 4)
        #expect(a == [1, 2, 3, 4, 0])
        try a.move(from: 4, to: 0)
        #expect(a == [0, 1, 2, 3, 4])
        try a.move(from: 1, to: 3)
        #expect(a == [0, 2, 3, 1, 4])
        try a.move(from: 2, to: 2)
        #expect(a == [0, 2, 3, 1, 4])
        #expect(throws: ArrayMoveError(from: 5, to: 0, count: 5)) { try a.move(from: 5, to: 0) }
        #expect(throws: ArrayMoveError(from: 0, to: -1, count: 5)) { try a.move(from: 0, to: -1) }
    }
}
