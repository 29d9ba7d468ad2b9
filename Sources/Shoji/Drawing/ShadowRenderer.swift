/// The shadow engine: turns an inner or a drop shadow on a shape into an A8 mask at the canvas's
/// scale (one mask pixel per device pixel), and keeps the last few masks, keyed by shape, size and
/// parameters, so that redrawing an unchanged shadow costs one mask fill.
///
/// An inner shadow (CSS's inset box-shadow): the occluder is everything outside the shape shrunk by
/// the spread and moved by the offset (only beyond the chosen edges, see `EdgeSelection`); it is
/// blurred and then kept only inside the shape. A drop shadow: the shape grown by the spread and
/// moved, blurred, and kept only outside the shape. Colour and opacity are not part of the mask, so
/// fading a shadow costs nothing.
@MainActor
public final class ShadowRenderer {
    /// The renderer views use.
    public static let shared = ShadowRenderer()
    /// Blur radii above this many device pixels are clamped (twice `GaussianBlur.maximumSigma`).
    nonisolated public static let maximumBlurRadius = 2 * GaussianBlur.maximumSigma

    /// A mask and where its pixel (0, 0) goes, in the coordinates of the shape it was made for.
    public struct PlacedMask: Hashable, Sendable {
        public var mask: AlphaMask
        public var origin: Point
    }

    private struct Key: Hashable {
        enum Kind: Hashable { case inner(RectEdge), drop }
        var kind: Kind
        var shape: Shape
        var offset: Point
        var blurRadius: Double
        var spread: Double
        var scale: Double
    }

    private var cache: LRUCache<Key, PlacedMask>
    /// Masks made and masks found in the cache, for tests and benchmarks.
    public private(set) var misses = 0
    public private(set) var hits = 0

    /// `cacheLimit` masks of at most `cacheBytes` bytes in all; a limit of 0 turns the cache off.
    public init(cacheLimit: Int = 48, cacheBytes: Int = 24 << 20) {
        cache = LRUCache(countLimit: cacheLimit, costLimit: cacheLimit > 0 ? cacheBytes : 0)
    }

    public var cachedMaskCount: Int { cache.count }
    public func removeAllCachedMasks() { cache.removeAll() }

    // MARK: Drawing

    /// Draws `shadows` inside `shape`, the first on top (as CSS lists them).
    public func draw(_ shadows: [InnerShadow], in shape: Shape, on canvas: Canvas) {
        for s in shadows.reversed() where s.isVisible {
            if let m = mask(for: s, in: shape, on: canvas) {
                canvas.draw(m.mask, at: m.origin, color: s.paintColor)
            }
        }
    }

    /// Draws `shadows` outside `shape`, the first on top.
    public func draw(_ shadows: [DropShadow], outside shape: Shape, on canvas: Canvas) {
        for s in shadows.reversed() where s.isVisible {
            if let m = mask(for: s, outside: shape, on: canvas) {
                canvas.draw(m.mask, at: m.origin, color: s.paintColor)
            }
        }
    }

    // MARK: Masks

    /// The mask of an inner shadow at `canvas`'s scale (nil when it shows nothing); the canvas also
    /// turns paths into coverage.
    public func mask(for shadow: InnerShadow, in shape: Shape, on canvas: Canvas) -> PlacedMask? {
        guard !shape.bounds.isEmpty, !shadow.edges.isEmpty else { return nil }
        let key = Key(kind: .inner(shadow.edges), shape: shape, offset: shadow.offset, blurRadius: shadow.blurRadius,
                      spread: shadow.spread, scale: canvas.scale)
        return cached(key) { makeInnerMask(shadow, shape: shape, scale: canvas.scale, rasterizer: canvas) }
    }

    /// The mask of a drop shadow (nil when the shape is empty).
    public func mask(for shadow: DropShadow, outside shape: Shape, on canvas: Canvas) -> PlacedMask? {
        guard !shape.bounds.isEmpty else { return nil }
        let key = Key(kind: .drop, shape: shape, offset: shadow.offset, blurRadius: shadow.blurRadius,
                      spread: shadow.spread, scale: canvas.scale)
        return cached(key) { makeDropMask(shadow, shape: shape, scale: canvas.scale, rasterizer: canvas) }
    }

    private func cached(_ key: Key, make: () -> PlacedMask) -> PlacedMask {
        if let m = cache.value(for: key) { hits += 1; return m }
        misses += 1
        let m = make()
        cache.insert(m, for: key, cost: m.mask.bytes.count)
        return m
    }

    private func makeInnerMask(_ shadow: InnerShadow, shape: Shape, scale k: Double, rasterizer: Canvas) -> PlacedMask {
        let sigma = GaussianBlur.sigma(forRadius: shadow.blurRadius * k)
        let pad = GaussianBlur.extent(sigma: sigma) + 2
        let out = PixelBox(covering: shape.bounds, scale: k)
        let domain = out.outset(by: pad)

        // The hole the light comes through: the shape shrunk by the spread, moved by the offset.
        var occluder: [Float]
        let holeBounds: Rect
        if let hole = shape.insetBy(shadow.spread)?.offsetBy(shadow.offset) {
            occluder = coverage(of: hole.path, in: domain, scale: k, rasterizer: rasterizer)
            holeBounds = hole.bounds
        } else {
            occluder = spreadCoverage(of: shape.offsetBy(shadow.offset).path, by: -shadow.spread * k, in: domain,
                                      scale: k, rasterizer: rasterizer)
            holeBounds = shape.bounds.insetBy(dx: shadow.spread, dy: shadow.spread).offset(by: shadow.offset)
        }
        for i in occluder.indices { occluder[i] = 1 - occluder[i] }
        EdgeSelection(box: domain.local(holeBounds, scale: k), edges: shadow.edges)
            .restrict(&occluder, width: domain.width, height: domain.height)
        GaussianBlur.blur(&occluder, width: domain.width, height: domain.height, sigma: sigma)

        // Seen only inside the shape.
        let inside = coverage(of: shape.path, in: out, scale: k, rasterizer: rasterizer)
        var bytes = [UInt8](repeating: 0, count: out.width * out.height)
        for y in 0..<out.height {
            let src = (y + pad) * domain.width + pad, dst = y * out.width
            for x in 0..<out.width { bytes[dst + x] = AlphaMask.level(occluder[src + x] * inside[dst + x]) }
        }
        return PlacedMask(mask: AlphaMask(width: out.width, height: out.height, bytes: bytes), origin: out.origin(scale: k))
    }

    private func makeDropMask(_ shadow: DropShadow, shape: Shape, scale k: Double, rasterizer: Canvas) -> PlacedMask {
        let sigma = GaussianBlur.sigma(forRadius: shadow.blurRadius * k)
        let pad = GaussianBlur.extent(sigma: sigma) + 2
        let casterBounds = shape.bounds.insetBy(dx: -shadow.spread, dy: -shadow.spread).offset(by: shadow.offset)
        let domain = PixelBox(covering: casterBounds, scale: k).outset(by: pad)

        var caster: [Float]
        if let grown = shape.insetBy(-shadow.spread)?.offsetBy(shadow.offset) {
            caster = coverage(of: grown.path, in: domain, scale: k, rasterizer: rasterizer)
        } else {
            caster = spreadCoverage(of: shape.offsetBy(shadow.offset).path, by: shadow.spread * k, in: domain,
                                    scale: k, rasterizer: rasterizer)
        }
        GaussianBlur.blur(&caster, width: domain.width, height: domain.height, sigma: sigma)

        // Seen only outside the shape, so a translucent shape does not show its own shadow through.
        let inside = coverage(of: shape.path, in: domain, scale: k, rasterizer: rasterizer)
        var bytes = [UInt8](repeating: 0, count: caster.count)
        for i in bytes.indices { bytes[i] = AlphaMask.level(caster[i] * (1 - inside[i])) }
        return PlacedMask(mask: AlphaMask(width: domain.width, height: domain.height, bytes: bytes),
                          origin: domain.origin(scale: k))
    }

    // MARK: Coverage planes

    /// The coverage (0…1) of `path` over the pixels of `box`.
    private func coverage(of path: Path, in box: PixelBox, scale k: Double, rasterizer: Canvas) -> [Float] {
        let m = rasterizer.rasterize(path, in: box.rect(scale: k))
        var plane = [Float](repeating: 0, count: box.width * box.height)
        // The rasterizer rounds its size up; take the pixels the box has.
        let w = min(box.width, m.width), h = min(box.height, m.height)
        m.bytes.withUnsafeBufferPointer { src in
            for y in 0..<h {
                for x in 0..<w { plane[y * box.width + x] = Float(src[y * m.width + x]) * (1 / 255) }
            }
        }
        return plane
    }

    /// A free path's coverage grown by `distance` device pixels (shrunk when negative), worked on a
    /// margin wider than the change so that nothing beyond the box is missed.
    private func spreadCoverage(of path: Path, by distance: Double, in box: PixelBox, scale k: Double,
                                rasterizer: Canvas) -> [Float] {
        let margin = Int(abs(distance).rounded(.up)) + 2
        let wide = box.outset(by: margin)
        var plane = coverage(of: path, in: wide, scale: k, rasterizer: rasterizer)
        Morphology.grow(&plane, width: wide.width, height: wide.height, by: distance)
        var out = [Float](repeating: 0, count: box.width * box.height)
        for y in 0..<box.height {
            for x in 0..<box.width { out[y * box.width + x] = plane[(y + margin) * wide.width + x + margin] }
        }
        return out
    }
}

/// A rectangle of whole device pixels.
private struct PixelBox {
    var x: Int, y: Int, width: Int, height: Int

    /// The device pixels touched by `r` (in points) at scale `k`.
    init(covering r: Rect, scale k: Double) {
        let x0 = Int((r.minX * k).rounded(.down)), y0 = Int((r.minY * k).rounded(.down))
        let x1 = Int((r.maxX * k).rounded(.up)), y1 = Int((r.maxY * k).rounded(.up))
        self.init(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    func outset(by d: Int) -> PixelBox { PixelBox(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
    func origin(scale k: Double) -> Point { Point(Double(x) / k, Double(y) / k) }
    func rect(scale k: Double) -> Rect { Rect(Double(x) / k, Double(y) / k, Double(width) / k, Double(height) / k) }

    /// `r` (points) in this box's pixel coordinates.
    func local(_ r: Rect, scale k: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (r.minX * k - Double(x), r.minY * k - Double(y), r.maxX * k - Double(x), r.maxY * k - Double(y))
    }
}
