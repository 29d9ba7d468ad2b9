import Testing
@testable import Shoji

@Suite("Morphology (spread on free paths)")
struct MorphologyTests {
    func square(_ n: Int, from a: Int, to b: Int) -> [Float] {
        var v = [Float](repeating: 0, count: n * n)
        for y in a..<b { for x in a..<b { v[y * n + x] = 1 } }
        return v
    }

    @Test("Growing a square by 3 px widens each side by 3 and rounds its corners")
    func grow() {
        let n = 40
        var v = square(n, from: 15, to: 25)
        Morphology.grow(&v, width: n, height: n, by: 3)
        #expect(v[20 * n + 12] == 1 && v[20 * n + 27] == 1)   // 3 px out on each side
        #expect(v[20 * n + 11] == 0 && v[20 * n + 28] == 0)
        // The corner is a quarter circle: 3 px along the diagonal is beyond it.
        #expect(v[12 * n + 12] == 0)
        #expect(v[13 * n + 13] > 0.5)
    }

    @Test("Shrinking a square by 3 px pulls each side in by 3 and keeps square corners")
    func shrink() {
        let n = 40
        var v = square(n, from: 10, to: 30)
        Morphology.grow(&v, width: n, height: n, by: -3)
        #expect(v[20 * n + 13] == 1 && v[20 * n + 26] == 1)
        #expect(v[20 * n + 12] == 0 && v[20 * n + 27] == 0)
        #expect(v[13 * n + 13] == 1)
    }
}
