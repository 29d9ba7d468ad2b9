/// The shadow engine: turns an inner or a drop shadow on a shape into an A8 mask, and keeps the last
/// few masks, keyed by shape, size and parameters (a small LRU), so that redrawing an unchanged shadow
/// costs one mask fill. Colour and opacity are not part of a mask, so fading a shadow costs nothing.
///
/// An inner shadow is CSS's inset box-shadow: the occluder is everything outside the shape shrunk by
/// the spread and moved by the offset (beyond the chosen edges only, see `EdgeSelection`), blurred,
/// and kept inside the shape. A drop shadow is the shape grown by the spread and moved, blurred, and
/// kept outside the shape. The blur runs at the device's resolution, or on a coarser grid for a wide
/// blur (`ShadowGrid`); the cached mask is at device pixels, one mask pixel per device pixel, ready
/// to fill. Masks are placed on whole device pixels and not turned: a view at a fractional position
/// gets its shadow rounded to the nearest pixel, and a rotated view's shadow stays upright.
@MainActor
public final class ShadowRenderer {
    /// The renderer views use.
    public static let shared = ShadowRenderer()
    /// Blur radii above this many device pixels are clamped (twice `GaussianBlur.maximumSigma`).
    nonisolated public static let maximumBlurRadius = 2 * GaussianBlur.maximumSigma

    /// A device-pixel mask and where its pixel (0, 0) goes, in the coordinates of the shape it was
    /// made for.
    public struct PlacedMask: Hashable, Sendable {
        /// The blurred coverage, one byte a device pixel.
        public var mask: AlphaMask
        /// Where the mask's pixel (0, 0) goes.
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
    private(set) var misses = 0
    /// Masks found in the cache.
    private(set) var hits = 0

    /// `cacheLimit` masks of at most `cacheBytes` bytes in all (by default 48 masks and 24 MB: every
    /// shadow the demo shows at once, several times over); a limit of 0 turns the cache off.
    public init(cacheLimit: Int = 48, cacheBytes: Int = 24 << 20) {
        cache = LRUCache(countLimit: cacheLimit, costLimit: cacheLimit > 0 ? cacheBytes : 0)
    }

    /// How many masks the cache holds.
    public var cachedMaskCount: Int { cache.count }
    /// The bytes of the masks the cache holds.
    public var cachedMaskBytes: Int { cache.totalCost }
    /// Empties the cache (the next shadow of each kind makes its mask again).
    public func removeAllCachedMasks() { cache.removeAll() }

    // MARK: Drawing

    /// Draws `shadows` inside `shape`, the first on top (as CSS lists them).
    public func draw(_ shadows: [InnerShadow], in shape: Shape, on canvas: Canvas) {
        for s in shadows.reversed() where s.isVisible {
            if let m = mask(for: s, in: shape, on: canvas) { canvas.draw(m.mask, at: m.origin, color: s.paintColor) }
        }
    }

    /// Draws `shadows` outside `shape`, the first on top; the shape itself is left untouched, so a
    /// translucent shape does not show its own shadow through.
    public func draw(_ shadows: [DropShadow], outside shape: Shape, on canvas: Canvas) {
        for s in shadows.reversed() where s.isVisible {
            if let m = mask(for: s, outside: shape, on: canvas) { canvas.draw(m.mask, at: m.origin, color: s.paintColor) }
        }
    }

    // MARK: Masks

    /// The mask of an inner shadow at `canvas`'s scale (nil when it shows nothing); the canvas also
    /// turns paths into coverage.
    public func mask(for shadow: InnerShadow, in shape: Shape, on canvas: Canvas) -> PlacedMask? {
        guard !shape.bounds.isEmpty, !shadow.edges.isEmpty,
              Self.fits(shape.bounds, shadow.offset, shadow.blurRadius, shadow.spread, scale: canvas.scale) else { return nil }
        let key = Key(kind: .inner(shadow.edges), shape: shape, offset: shadow.offset, blurRadius: shadow.blurRadius,
                      spread: shadow.spread, scale: canvas.scale)
        return cached(key) { makeInnerMask(shadow, shape: shape, scale: canvas.scale, rasterizer: canvas) }
    }

    /// The mask of a drop shadow (nil when the shape is empty).
    public func mask(for shadow: DropShadow, outside shape: Shape, on canvas: Canvas) -> PlacedMask? {
        guard !shape.bounds.isEmpty,
              Self.fits(shape.bounds, shadow.offset, shadow.blurRadius, shadow.spread, scale: canvas.scale) else { return nil }
        let key = Key(kind: .drop, shape: shape, offset: shadow.offset, blurRadius: shadow.blurRadius,
                      spread: shadow.spread, scale: canvas.scale)
        return cached(key) { makeDropMask(shadow, shape: shape, scale: canvas.scale, rasterizer: canvas) }
    }

    /// Whether a shadow's mask can be made: every number finite, and the mask (the shape grown by the
    /// spread and the blur, in device pixels) no larger than an image may be (`Limits.imagePixelSide`,
    /// `Limits.imagePixelCount`). A mask covers the whole shape, so a view of 1e300 points (or a
    /// legitimately huge one) with a shadow would otherwise ask for that many bytes; its shadow is not drawn.
    static func fits(_ bounds: Rect, _ offset: Point, _ blurRadius: Double, _ spread: Double, scale k: Double) -> Bool {
        guard bounds.isFinite, offset.isFinite, blurRadius.isFinite, spread.isFinite, k.isFinite, k > 0 else { return false }
        let grow = 2 * (abs(spread) + abs(blurRadius) + 2)
        let w = (bounds.width + grow) * k, h = (bounds.height + grow) * k
        let side = Double(Limits.imagePixelSide)
        return w <= side && h <= side && w * h <= Double(Limits.imagePixelCount)
    }

    private func cached(_ key: Key, make: () -> PlacedMask) -> PlacedMask {
        if let m = cache.value(for: key) { hits += 1; return m }
        misses += 1
        let m = make()
        cache.insert(m, for: key, cost: m.mask.bytes.count)
        return m
    }

    private func makeInnerMask(_ shadow: InnerShadow, shape: Shape, scale k: Double, rasterizer: Canvas) -> PlacedMask {
        let sigma = min(GaussianBlur.sigma(forRadius: shadow.blurRadius * k), GaussianBlur.maximumSigma)
        let grid = ShadowGrid(sigma: sigma, deviceScale: k, rasterizer: rasterizer)
        let blur = sigma / Double(grid.factor)
        let target = PixelBox(covering: shape.bounds, scale: k)
        let domain = PixelBox(covering: shape.bounds, scale: grid.scale).outset(by: GaussianBlur.extent(sigma: blur) + 2)

        // The light comes through a hole: the shape shrunk by the spread, moved by the offset. The
        // occluder is everything else (beyond the chosen edges only).
        var occluder: [Float]
        let holeBounds: Rect
        if let hole = shape.insetBy(shadow.spread)?.offsetBy(shadow.offset) {
            occluder = grid.coverage(of: hole.path, in: domain)
            holeBounds = hole.bounds
        } else {
            occluder = grid.coverage(of: shape.offsetBy(shadow.offset).path, in: domain, grownBy: -shadow.spread)
            holeBounds = shape.bounds.insetBy(dx: shadow.spread, dy: shadow.spread).offset(by: shadow.offset)
        }
        for i in occluder.indices { occluder[i] = 1 - occluder[i] }
        EdgeSelection(box: domain.local(holeBounds, scale: grid.scale), edges: shadow.edges)
            .restrict(&occluder, width: domain.width, height: domain.height)
        GaussianBlur.blur(&occluder, width: domain.width, height: domain.height, sigma: blur)
        // Seen only inside the shape.
        let mask = grid.deviceMask(from: occluder, over: domain, in: target, keepingInside: shape.path)
        return PlacedMask(mask: mask, origin: target.rect(scale: k).origin)
    }

    private func makeDropMask(_ shadow: DropShadow, shape: Shape, scale k: Double, rasterizer: Canvas) -> PlacedMask {
        let sigma = min(GaussianBlur.sigma(forRadius: shadow.blurRadius * k), GaussianBlur.maximumSigma)
        let grid = ShadowGrid(sigma: sigma, deviceScale: k, rasterizer: rasterizer)
        let blur = sigma / Double(grid.factor)
        let casterBounds = shape.bounds.insetBy(dx: -shadow.spread, dy: -shadow.spread).offset(by: shadow.offset)
        let domain = PixelBox(covering: casterBounds, scale: grid.scale).outset(by: GaussianBlur.extent(sigma: blur) + 2)

        var caster: [Float]
        if let grown = shape.insetBy(-shadow.spread)?.offsetBy(shadow.offset) {
            caster = grid.coverage(of: grown.path, in: domain)
        } else {
            caster = grid.coverage(of: shape.offsetBy(shadow.offset).path, in: domain, grownBy: shadow.spread)
        }
        GaussianBlur.blur(&caster, width: domain.width, height: domain.height, sigma: blur)
        // Seen only outside the shape, so a translucent shape does not show its own shadow through.
        let target = domain.refined(by: grid.factor)
        let mask = grid.deviceMask(from: caster, over: domain, in: target, keepingInside: shape.path, outside: true)
        return PlacedMask(mask: mask, origin: target.rect(scale: k).origin)
    }
}
