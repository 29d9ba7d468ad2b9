/// Grows or shrinks a coverage plane by a distance, for the spread of a shadow on a free path (shapes
/// that know their own offset curve do not need it). Uses the exact Euclidean distance transform
/// (Felzenszwalb and Huttenlocher), two linear passes, so corners round as a real offset's do.
enum Morphology {
    /// Grows the covered area of `values` (0…1, `width × height`) by `distance` pixels; a negative
    /// distance shrinks it. The new edge is anti-aliased to within about half a pixel.
    static func grow(_ values: inout [Float], width: Int, height: Int, by distance: Double) {
        guard distance != 0, width > 0, height > 0 else { return }
        let growing = distance > 0
        // Distances are measured to the nearest pixel on the other side of the edge.
        var squared = values.map { ($0 >= 0.5) == growing ? 0.0 : Double.infinity }
        transform(&squared, width: width, height: height)
        let d = abs(distance)
        for i in values.indices {
            let dist = squared[i].squareRoot()
            if growing {
                values[i] = max(values[i], Float(min(1, max(0, d + 1 - dist))))
            } else {
                values[i] = min(values[i], Float(min(1, max(0, dist - d))))
            }
        }
    }

    /// Squared distances to the nearest zero, in place (columns, then rows).
    static func transform(_ f: inout [Double], width: Int, height: Int) {
        let n = max(width, height)
        var line = [Double](repeating: 0, count: n), out = [Double](repeating: 0, count: n)
        var v = [Int](repeating: 0, count: n), z = [Double](repeating: 0, count: n + 1)
        for x in 0..<width {
            for y in 0..<height { line[y] = f[y * width + x] }
            transform1D(line, count: height, into: &out, v: &v, z: &z)
            for y in 0..<height { f[y * width + x] = out[y] }
        }
        for y in 0..<height {
            for x in 0..<width { line[x] = f[y * width + x] }
            transform1D(line, count: width, into: &out, v: &v, z: &z)
            for x in 0..<width { f[y * width + x] = out[x] }
        }
    }

    /// The lower envelope of the parabolas rooted at each sample.
    private static func transform1D(_ f: [Double], count n: Int, into d: inout [Double], v: inout [Int], z: inout [Double]) {
        // Infinite samples root no parabola; with none at all, everything stays infinite.
        var k = -1
        for q in 0..<n where f[q].isFinite {
            let fq = f[q] + Double(q * q)
            var s = -Double.infinity
            while k >= 0 {
                let p = v[k]
                s = (fq - (f[p] + Double(p * p))) / Double(2 * q - 2 * p)
                if s > z[k] { break }
                k -= 1
            }
            k += 1
            v[k] = q
            z[k] = k == 0 ? -.infinity : s
            z[k + 1] = .infinity
        }
        guard k >= 0 else {
            for q in 0..<n { d[q] = .infinity }
            return
        }
        var j = 0
        for q in 0..<n {
            while z[j + 1] < Double(q) { j += 1 }
            let p = v[j], dq = Double(q - p)
            d[q] = dq * dq + f[p]
        }
    }
}
