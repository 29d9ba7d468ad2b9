import Foundation
import Testing
@testable import Shoji

@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test("A blurred step rises monotonically, from untouched far left to full far right")
    func stepIsMonotonic() {
        // Big enough that the middle row, left of x = 140, does not feel the mask's own edges.
        let w = 200, h = 81
        var mask = AlphaMask(width: w, height: h)
        for y in 0..<h { for x in 60..<w { mask[x, y] = 255 } }
        let blurred = mask.blurred(radius: 16)
        let row = (0..<140).map { blurred[$0, 40] }
        for x in 1..<row.count { #expect(row[x] >= row[x - 1], "x = \(x)") }
        #expect(row[25] == 0)            // beyond the blur's reach: untouched
        #expect(row[59] > 64 && row[59] < 128)
        #expect(row[60] > 128 && row[60] < 192)
        #expect(row[100] == 255)
    }

    @Test("Blurring keeps the total mass, within rounding")
    func massIsPreserved() {
        var mask = AlphaMask(width: 101, height: 101)
        for y in 40..<60 { for x in 35..<70 { mask[x, y] = 200 } }
        mask[50, 20] = 255
        let before = mask.bytes.reduce(0) { $0 + Int($1) }
        for radius in [1.0, 4.5, 10, 20] {
            let after = mask.blurred(radius: radius).bytes.reduce(0) { $0 + Int($1) }
            // Each pixel rounds by at most half a level; in practice the errors cancel out.
            #expect(abs(after - before) < before / 200, "radius \(radius): \(before) → \(after)")
        }
    }

    @Test("The blur of a dot is symmetric: left and right, up and down, across the diagonal")
    func symmetric() {
        var mask = AlphaMask(width: 61, height: 61)
        mask[30, 30] = 255
        mask[29, 30] = 255; mask[31, 30] = 255; mask[30, 29] = 255; mask[30, 31] = 255
        let b = mask.blurred(radius: 9)
        for y in 0..<61 {
            for x in 0..<61 {
                #expect(b[x, y] == b[60 - x, y])
                #expect(b[x, y] == b[x, 60 - y])
                #expect(b[x, y] == b[y, x])
            }
        }
    }

    @Test("Three boxes make a Gaussian: its variance, and its shape to within 7 % of the peak", arguments: [2.0, 5.0, 12.5])
    func gaussianQuality(sigma: Double) {
        // A vertical line through a tall plane: its middle row is the one-dimensional impulse response.
        let n = 201
        var plane = [Float](repeating: 0, count: n * n)
        for y in 0..<n { plane[y * n + 100] = 1 }
        GaussianBlur.blur(&plane, width: n, height: n, sigma: sigma)
        let line = plane[(100 * n)..<(101 * n)].map { $0 }
        let peak = 1 / (sigma * (2 * Double.pi).squareRoot())
        var variance = 0.0, worst = 0.0
        for i in 0..<n {
            let d = Double(i - 100)
            variance += Double(line[i]) * d * d
            worst = max(worst, abs(Double(line[i]) - peak * Foundation.exp(-d * d / (2 * sigma * sigma))))
        }
        #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1)
        // Three boxes give a piecewise-quadratic bell whose peak is 6 % under the Gaussian's; browsers
        // accept the same.
        #expect(worst / peak < 0.07)
    }

    @Test("The boxes' variance follows sigma continuously, and a huge radius is clamped so that the work stays bounded")
    func boxes() {
        var last = 0.0
        for s in stride(from: 0.25, through: 40, by: 0.25) {
            let box = GaussianBlur.box(sigma: s)!
            let variance = box.variance * Double(GaussianBlur.passes)
            #expect(abs(variance - s * s) < 1e-6 * s * s)     // exact, not in whole-pixel steps
            #expect(box.fraction >= 0 && box.fraction < 1)
            #expect(variance > last)
            last = variance
        }
        #expect(GaussianBlur.box(sigma: 0) == nil)
        #expect(GaussianBlur.box(sigma: 10_000) == GaussianBlur.box(sigma: GaussianBlur.maximumSigma))
        #expect(GaussianBlur.extent(sigma: 10_000) <= Int(3 * GaussianBlur.maximumSigma) + 3)
    }

    @Test("A small change of sigma makes a small change of the result (a slider moves the blur smoothly)")
    func continuous() {
        var mask = AlphaMask(width: 80, height: 80)
        for y in 20..<60 { for x in 20..<60 { mask[x, y] = 255 } }
        for r in stride(from: 4.0, through: 20, by: 1) {
            let a = mask.blurred(radius: r), b = mask.blurred(radius: r + 0.1)
            let worst = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max()!
            #expect(worst <= 3, "radius \(r): \(worst)")
        }
    }

    @Test("Radius 0 leaves a mask alone")
    func zeroRadius() {
        var mask = AlphaMask(width: 5, height: 5)
        mask[2, 2] = 255
        #expect(mask.blurred(radius: 0) == mask)
    }
}
