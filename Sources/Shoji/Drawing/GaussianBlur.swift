/// A Gaussian blur made of three box blurs, each a running sum, so its cost per pixel does not grow
/// with the radius. Three boxes of well-chosen odd widths have the Gaussian's variance and are within a
/// few percent of its shape; odd widths keep the result symmetric, and averaging keeps the total mass.
/// Pixels beyond the edges count as transparent.
public enum GaussianBlur {
    /// Standard deviations above this (in pixels) are clamped, so that the padding a blur needs, and
    /// with it the cost, stays bounded.
    public static let maximumSigma = 48.0

    /// The standard deviation of a blur of radius `radius`, as CSS and Core Animation mean it.
    public static func sigma(forRadius radius: Double) -> Double { max(0, radius) / 2 }

    /// The odd box widths whose sequence approximates a Gaussian of `sigma` ("boxes for Gauss"): empty
    /// when the blur would not move anything.
    public static func boxWidths(sigma: Double, passes n: Int = 3) -> [Int] {
        let s = min(max(0, sigma), maximumSigma)
        guard s > 0, n > 0 else { return [] }
        let ideal = (12 * s * s / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        // How many passes use the lower width so that the variances add up to sigma².
        let m = ((12 * s * s - Double(n * lower * lower + 4 * n * lower + 3 * n)) / Double(-4 * lower - 4)).rounded()
        let widths = (0..<n).map { Double($0) < m ? lower : upper }.filter { $0 > 1 }
        return widths
    }

    /// How far (in pixels) the blur carries a pixel's value: the sum of the boxes' half-widths.
    public static func extent(sigma: Double) -> Int { boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } }

    /// Blurs `values` (`width × height`, rows packed) in place.
    public static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        precondition(values.count == width * height, "value count must match the size")
        var scratch = [Float](repeating: 0, count: values.count)
        values.withUnsafeMutableBufferPointer { plane in
            scratch.withUnsafeMutableBufferPointer { other in
                blurRows(plane.baseAddress!, width: width, height: height, widths: widths)
                // Vertical passes ping-pong between the two planes; an odd count ends in `other`.
                var src = plane.baseAddress!, dst = other.baseAddress!
                for w in widths {
                    boxColumns(src, dst, width: width, height: height, radius: (w - 1) / 2)
                    swap(&src, &dst)
                }
                if src != plane.baseAddress! { plane.baseAddress!.update(from: src, count: width * height) }
            }
        }
    }

    /// The horizontal passes, a row at a time so that the row stays in the cache.
    private static func blurRows(_ plane: UnsafeMutablePointer<Float>, width: Int, height: Int, widths: [Int]) {
        let a = UnsafeMutablePointer<Float>.allocate(capacity: width)
        let b = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<height {
            let row = plane + y * width
            a.update(from: row, count: width)
            var src = a, dst = b
            for w in widths {
                boxRow(src, dst, count: width, radius: (w - 1) / 2)
                swap(&src, &dst)
            }
            row.update(from: src, count: width)
        }
    }

    /// One box pass along a row: `dst[i]` is the mean of `src[i - r ... i + r]`.
    @inline(__always)
    private static func boxRow(_ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>, count n: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var sum: Float = 0
        for i in 0..<min(r, n) { sum += src[i] }
        // Three stretches, so that the inner loop has no bounds tests: entering, steady, leaving.
        let enterEnd = min(n, r + 1), leaveStart = max(enterEnd, n - r)
        for i in 0..<enterEnd {
            if i + r < n { sum += src[i + r] }
            dst[i] = sum * scale
        }
        var i = enterEnd
        while i < leaveStart {
            sum += src[i + r]
            sum -= src[i - r - 1]
            dst[i] = sum * scale
            i += 1
        }
        while i < n {
            sum -= src[i - r - 1]
            dst[i] = sum * scale
            i += 1
        }
    }

    /// One box pass down the columns, all columns at once with a row of running sums (cache friendly).
    private static func boxColumns(_ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
                                   width w: Int, height h: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: w)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: w)
        for y in 0..<min(r, h) {
            let row = src + y * w
            for x in 0..<w { sums[x] += row[x] }
        }
        for y in 0..<h {
            if y + r < h {
                let add = src + (y + r) * w
                for x in 0..<w { sums[x] += add[x] }
            }
            if y - r - 1 >= 0 {
                let sub = src + (y - r - 1) * w
                for x in 0..<w { sums[x] -= sub[x] }
            }
            let out = dst + y * w
            for x in 0..<w { out[x] = sums[x] * scale }
        }
    }
}

public extension AlphaMask {
    /// This mask blurred with a Gaussian of blur radius `radius` (σ = radius / 2), same size.
    func blurred(radius: Double) -> AlphaMask {
        var values = bytes.map { Float($0) * (1 / 255) }
        GaussianBlur.blur(&values, width: width, height: height, sigma: GaussianBlur.sigma(forRadius: radius))
        return AlphaMask(width: width, height: height, coverage: values)
    }

    /// A mask from coverage values 0…1, rounded to the nearest level.
    init(width: Int, height: Int, coverage: [Float]) {
        precondition(coverage.count == width * height, "value count must match the size")
        self.init(width: width, height: height, bytes: coverage.map { AlphaMask.level($0) })
    }

    /// 0…1 to 0…255, rounded to nearest, clamped.
    @inline(__always)
    static func level(_ v: Float) -> UInt8 {
        let x = v * 255 + 0.5
        return x <= 0 ? 0 : (x >= 255 ? 255 : UInt8(x))
    }
}
