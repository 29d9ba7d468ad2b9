/// A Gaussian blur made of three box blurs, each a running sum, so its cost per pixel does not grow
/// with the radius. The boxes are "extended" (Gwosdek et al.): the two samples just outside a box
/// count with a fractional weight, so the variance follows sigma continuously and a slider moves the
/// blur smoothly instead of in whole-pixel steps. Boxes are symmetric and averaging, so the result is
/// symmetric and keeps the total mass. Pixels beyond the edges count as transparent.
public enum GaussianBlur {
    /// Standard deviations above this (in pixels) are clamped, so that the padding a blur needs, and
    /// with it the cost, stays bounded.
    public static let maximumSigma = 48.0
    /// The number of box passes (three boxes are within a few per cent of a Gaussian).
    public static let passes = 3

    /// One pass: the mean over `2 * radius + 1` samples, plus the next sample on each side at weight
    /// `fraction` (0 ≤ fraction < 1).
    public struct Box: Hashable, Sendable {
        /// Samples each side of the centre at full weight.
        public var radius: Int
        /// The weight of the one extra sample on each side, 0 ≤ fraction < 1.
        public var fraction: Double
        /// How far one pass carries a pixel.
        public var reach: Int { fraction > 0 ? radius + 1 : radius }
        /// The variance one pass adds, in square pixels.
        public var variance: Double {
            let r = Double(radius)
            return (r * (r + 1) * (2 * r + 1) / 3 + 2 * fraction * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * fraction)
        }
    }

    /// The standard deviation of a blur of radius `radius`, as CSS and Core Animation mean it.
    public static func sigma(forRadius radius: Double) -> Double { max(0, radius) / 2 }

    /// The box each of the three passes uses so that together they have the variance of a Gaussian of
    /// `sigma` (clamped); nil when the blur would not move anything.
    public static func box(sigma: Double) -> Box? {
        let s = min(max(0, sigma), maximumSigma)
        guard s > 0.05 else { return nil }
        let v = s * s / Double(passes)
        // The widest plain box whose variance r(r+1)/3 does not pass v, then the fraction that makes up the rest.
        let r = Int(((1 + 12 * v).squareRoot() - 1) / 2)
        let rd = Double(r)
        let fraction = ((2 * rd + 1) * v - rd * (rd + 1) * (2 * rd + 1) / 3) / (2 * (rd + 1) * (rd + 1) - 2 * v)
        return Box(radius: r, fraction: min(max(fraction, 0), 0.999_999))
    }

    /// How far (in pixels) the blur carries a pixel's value.
    public static func extent(sigma: Double) -> Int { (box(sigma: sigma)?.reach ?? 0) * passes }

    /// Blurs `values` (`width × height`, rows packed) in place.
    public static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard let box = box(sigma: sigma), width > 0, height > 0 else { return }
        precondition(values.count == width * height, "value count must match the size")
        var scratch = [Float](repeating: 0, count: values.count)
        values.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                let a = a.baseAddress!, b = b.baseAddress!
                // Down the columns (all columns at once, so the inner loops run along rows and vectorise);
                // then the same on the transposed plane, which blurs along the rows; then back.
                boxColumns(a, b, width: width, height: height, box: box)      // three passes: a → b
                transpose(b, into: a, width: width, height: height)
                boxColumns(a, b, width: height, height: width, box: box)
                transpose(b, into: a, width: height, height: width)
            }
        }
    }

    /// `passes` vertical box passes from `src` into `dst`, ping-ponging through both (src is clobbered).
    private static func boxColumns(_ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
                                   width w: Int, height h: Int, box: Box) {
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: w)
        defer { sums.deallocate() }
        var from = src, to = dst
        for pass in 0..<passes {
            boxPass(from, to, sums, width: w, height: h, box: box)
            if pass < passes - 1 { swap(&from, &to) }
        }
        // An odd number of passes ends in `dst` already; an even one would end in `src`.
        if to != dst { dst.update(from: to, count: w * h) }
    }

    /// One pass down the columns with a row of running sums: `dst` row y is the weighted mean of `src`
    /// rows y - r - 1 … y + r + 1.
    private static func boxPass(_ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
                                _ sums: UnsafeMutablePointer<Float>, width w: Int, height h: Int, box: Box) {
        let r = box.radius
        let scale = Float(1 / (2 * Double(r) + 1 + 2 * box.fraction))
        let edge = Float(box.fraction) * scale
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
            let out = dst + y * w
            for x in 0..<w { out[x] = sums[x] * scale }
            // The fractional samples just outside the box, then the row that leaves it.
            if edge > 0 {
                if y - r - 1 >= 0 {
                    let before = src + (y - r - 1) * w
                    for x in 0..<w { out[x] += before[x] * edge }
                }
                if y + r + 1 < h {
                    let after = src + (y + r + 1) * w
                    for x in 0..<w { out[x] += after[x] * edge }
                }
            }
            if y - r >= 0 {
                let sub = src + (y - r) * w
                for x in 0..<w { sums[x] -= sub[x] }
            }
        }
    }

    /// `src` (`width × height`) into `dst` (`height × width`), in tiles that stay in the cache.
    private static func transpose(_ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>,
                                  width w: Int, height h: Int) {
        let tile = 32
        var y0 = 0
        while y0 < h {
            let y1 = min(y0 + tile, h)
            var x0 = 0
            while x0 < w {
                let x1 = min(x0 + tile, w)
                for y in y0..<y1 {
                    let row = src + y * w
                    for x in x0..<x1 { dst[x * h + y] = row[x] }
                }
                x0 = x1
            }
            y0 = y1
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
        UInt8(truncatingIfNeeded: Int32(min(max(v * 255 + 0.5, 0), 255)))
    }
}
