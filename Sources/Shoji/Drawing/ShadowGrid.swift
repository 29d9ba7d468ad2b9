/// The pixel grid a shadow is worked on: the device's, or one `factor` times coarser for a wide blur,
/// and the way back from it to device pixels.
@MainActor
struct ShadowGrid {
    /// Device pixels per point.
    let deviceScale: Double
    /// Device pixels per grid pixel (1, 2, 4 or 8).
    let factor: Int
    let rasterizer: Canvas

    /// Grid pixels per point.
    var scale: Double { deviceScale / Double(factor) }

    /// Wide blurs are worked `factor` times coarser: a Gaussian of σ ≥ 2 grid pixels is smooth
    /// enough to be stretched back bilinearly without a visible difference, and the cost falls with the
    /// factor's square, so it stays bounded however wide the blur.
    init(sigma deviceSigma: Double, deviceScale: Double, rasterizer: Canvas) {
        var f = 1
        while f < 8 && deviceSigma / Double(2 * f) >= 2 { f *= 2 }
        self.factor = f
        self.deviceScale = deviceScale
        self.rasterizer = rasterizer
    }

    /// The coverage (0…1) of `path` over the grid pixels of `box`. The rasterizer works at the device's
    /// scale, so a coarser grid shrinks the path to match.
    func coverage(of path: Path, in box: PixelBox) -> [Float] {
        let shrink = Transform(scaleX: 1 / Double(factor), y: 1 / Double(factor))
        let m = rasterizer.rasterize(factor == 1 ? path : path.applying(shrink), in: box.rect(scale: deviceScale))
        var plane = [Float](repeating: 0, count: box.width * box.height)
        // The rasterizer rounds its size up; take the pixels the box has.
        let w = min(box.width, m.width), h = min(box.height, m.height)
        m.bytes.withUnsafeBufferPointer { src in
            plane.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w { dst[y * box.width + x] = Float(src[y * m.width + x]) * (1 / 255) }
                }
            }
        }
        return plane
    }

    /// A free path's coverage grown by `distance` points (shrunk when negative), worked on a margin
    /// wider than the change so that nothing beyond the box is missed.
    func coverage(of path: Path, in box: PixelBox, grownBy distance: Double) -> [Float] {
        let d = distance * scale
        let margin = Int(saturating: abs(d).rounded(.up)) + 2
        let wide = box.outset(by: margin)
        var plane = coverage(of: path, in: wide)
        Morphology.grow(&plane, width: wide.width, height: wide.height, by: d)
        var out = [Float](repeating: 0, count: box.width * box.height)
        for y in 0..<box.height {
            for x in 0..<box.width { out[y * box.width + x] = plane[(y + margin) * wide.width + x + margin] }
        }
        return out
    }

    /// `plane` (grid pixels over `domain`) stretched bilinearly to the device pixels of `target`, each
    /// multiplied by `path`'s coverage there (or by what it leaves uncovered, with `outside`): the mask
    /// to draw, one byte a device pixel. Rows whose grid rows are empty are skipped, so a shadow along
    /// one edge costs little more than that edge.
    func deviceMask(from plane: [Float], over domain: PixelBox, in target: PixelBox, keepingInside path: Path,
                    outside: Bool = false) -> AlphaMask {
        let w = target.width, h = target.height, f = Double(factor)
        let cover = rasterizer.rasterize(path, in: target.rect(scale: deviceScale))
        // Where each device column and row falls between two grid pixels, and how far.
        func taps(_ origin: Int, _ count: Int, _ gridOrigin: Int, _ gridCount: Int) -> ([Int], [Float]) {
            var index = [Int](repeating: 0, count: count), weight = [Float](repeating: 0, count: count)
            for i in 0..<count {
                let u = (Double(origin + i) + 0.5) / f - 0.5 - Double(gridOrigin)
                let i0 = min(max(Int(u.rounded(.down)), 0), max(0, gridCount - 2))
                index[i] = i0
                weight[i] = Float(min(max(u - Double(i0), 0), 1))
            }
            return (index, weight)
        }
        let (cols, colWeights) = taps(target.x, w, domain.x, domain.width)
        let (rows, rowWeights) = taps(target.y, h, domain.y, domain.height)
        let gw = domain.width, second = domain.width > 1 ? 1 : 0, below = domain.height > 1 ? gw : 0
        var bytes = [UInt8](repeating: 0, count: w * h)
        var stretched = [Float](repeating: 0, count: w)
        plane.withUnsafeBufferPointer { g in
            cover.bytes.withUnsafeBufferPointer { c in
                bytes.withUnsafeMutableBufferPointer { out in
                    // A grid row with nothing in it (most of an inner shadow's middle).
                    var empty = [Bool](repeating: false, count: domain.height)
                    for j in 0..<domain.height {
                        let row = g.baseAddress! + j * gw
                        empty[j] = !(0..<gw).contains { row[$0] != 0 }
                    }
                    for y in 0..<h {
                        let j = rows[y], t = rowWeights[y]
                        if empty[j] && (below == 0 || empty[j + 1]) { continue }
                        let top = g.baseAddress! + j * gw, bottom = top + below
                        for x in 0..<w {
                            let i = cols[x], s = colWeights[x]
                            let upper = top[i] + (top[i + second] - top[i]) * s
                            let lower = bottom[i] + (bottom[i + second] - bottom[i]) * s
                            stretched[x] = upper + (lower - upper) * t
                        }
                        let coverRow = c.baseAddress! + y * cover.width, dst = out.baseAddress! + y * w
                        let visible = min(w, cover.width), coverRows = y < cover.height
                        for x in 0..<w {
                            var k: Float = x < visible && coverRows ? Float(coverRow[x]) * (1 / 255) : 0
                            if outside { k = 1 - k }
                            dst[x] = AlphaMask.level(stretched[x] * k)
                        }
                    }
                }
            }
        }
        return AlphaMask(width: w, height: h, bytes: bytes)
    }
}

/// A rectangle of whole pixels (of some grid).
struct PixelBox: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels touched by `r` (in points) at `k` pixels a point.
    init(covering r: Rect, scale k: Double) {
        // Saturated: the shadow renderer only asks for boxes that fit (`ShadowRenderer.fits`), but a box
        // must never trap.
        let x0 = Int(saturating: (r.minX * k).rounded(.down)), y0 = Int(saturating: (r.minY * k).rounded(.down))
        let x1 = Int(saturating: (r.maxX * k).rounded(.up)), y1 = Int(saturating: (r.maxY * k).rounded(.up))
        self.init(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    func outset(by d: Int) -> PixelBox { PixelBox(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
    /// The same area on a grid `factor` times finer.
    func refined(by factor: Int) -> PixelBox { PixelBox(x: x * factor, y: y * factor, width: width * factor, height: height * factor) }
    func rect(scale k: Double) -> Rect { Rect(Double(x) / k, Double(y) / k, Double(width) / k, Double(height) / k) }

    /// `r` (points) in this box's pixel coordinates.
    func local(_ r: Rect, scale k: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (r.minX * k - Double(x), r.minY * k - Double(y), r.maxX * k - Double(x), r.maxY * k - Double(y))
    }
}
