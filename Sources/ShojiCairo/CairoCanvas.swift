import CCairo
import CPango
import Glibc
import Shoji

/// `Canvas` on a Cairo context. Used for the back buffer, for screenshots and for pixel tests, so that
/// all three draw exactly the same pixels.
@MainActor
public final class CairoCanvas: Canvas {
    nonisolated(unsafe) let cr: OpaquePointer
    /// The surface drawn on.
    public let surface: CairoSurface
    public let scale: Double

    /// A canvas drawing on `surface` at `scale` device pixels per point (the surface is in device pixels).
    public init(surface: CairoSurface, scale: Double = 1) {
        self.surface = surface
        self.scale = scale
        cr = cairo_create(surface.surface)
    }

    deinit { cairo_destroy(cr) }

    public func save() { cairo_save(cr) }
    public func restore() { cairo_restore(cr) }

    public func concatenate(_ t: Transform) {
        // A matrix Cairo cannot invert puts the whole context in an error state that no restore undoes:
        // nothing drawn after it would show. What such a view draws is left out instead.
        let det = t.a * t.d - t.b * t.c
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty, det].allSatisfy(\.isFinite), det != 0 else { return clipEverythingAway() }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    public func clip(to rect: Rect) {
        guard let r = visiblePart(of: rect) else { return clipEverythingAway() }
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
    }

    public func clip(to path: Path) {
        guard setSafePath(path) else {
            // A shape too large for Cairo's coordinates: its bounds, cut to what can be seen, clip nearly
            // as well (its curves lie far outside the surface).
            return clip(to: path.bounds)
        }
        cairo_clip(cr)
    }

    public func fill(_ path: Path, color: Color) {
        guard setSafePath(path) else { return }
        setColor(color)
        cairo_fill(cr)
    }

    public func fill(_ path: Path, gradient: Gradient) {
        guard [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y].allSatisfy(\.isFinite),
              gradient.locations.allSatisfy(\.isFinite), setSafePath(path) else { return }
        let p = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
        for (loc, dynamic) in zip(gradient.locations, gradient.colors) {
            let c = dynamic.resolved()
            cairo_pattern_add_color_stop_rgba(p, loc, c.red, c.green, c.blue, c.alpha)
        }
        cairo_set_source(cr, p)
        cairo_fill(cr)
        cairo_pattern_destroy(p)
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth >= 0, lineWidth <= CairoCanvas.deviceLimit, setSafePath(path) else { return }
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }

    public func draw(_ text: TextLayout, at origin: Point, color: Color) {
        guard isSafe(origin) else { return }
        if let line = text as? WordShapedLayout {
            setColor(color)
            cairo_move_to(cr, origin.x - line.logicalOrigin.x, origin.y - line.logicalOrigin.y)
            line.show(in: cr)
            return
        }
        if let paragraph = text as? WordWrappedLayout {
            setColor(color)
            cairo_move_to(cr, origin.x - paragraph.logicalOrigin.x, origin.y - paragraph.logicalOrigin.y)
            paragraph.show(in: cr)
            return
        }
        if let line = text as? MixedScriptLayout {
            setColor(color)
            cairo_move_to(cr, origin.x - line.logicalOrigin.x, origin.y - line.logicalOrigin.y)
            line.show(in: cr)
            return
        }
        if let line = text as? TailedLineLayout {
            setColor(color)
            cairo_move_to(cr, origin.x - line.logicalOrigin.x, origin.y - line.logicalOrigin.y)
            line.show(in: cr)
            return
        }
        guard let layout = text as? PangoTextLayout else { return }
        setColor(color)
        cairo_move_to(cr, origin.x - layout.logicalOrigin.x, origin.y - layout.logicalOrigin.y)
        pango_cairo_show_layout(cr, layout.layout)
    }

    public func draw(_ image: Image, in rect: Rect) {
        // An image larger than Cairo's surfaces can hold has no surface to draw from.
        guard image.pixelWidth > 0, image.pixelHeight > 0, image.pixelWidth <= Limits.imagePixelSide,
              image.pixelHeight <= Limits.imagePixelSide, !rect.isEmpty, isSafe(rect) else { return }
        let s = ImageBacking.surface(for: image)
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        // Scaled, the edge pixels would blend with transparency beyond the image: a pale seam.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    public func draw(_ mask: AlphaMask, at origin: Point, color: Color) {
        guard mask.width > 0, mask.height > 0, mask.width <= Limits.imagePixelSide, mask.height <= Limits.imagePixelSide else { return }
        let s = CairoCanvas.makeA8Surface(mask)
        defer { cairo_surface_destroy(s) }
        var x = origin.x, y = origin.y
        cairo_user_to_device(cr, &x, &y)
        guard abs(x) <= CairoCanvas.deviceLimit, abs(y) <= CairoCanvas.deviceLimit else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setColor(color)
        cairo_mask_surface(cr, s, x.rounded(), y.rounded())
        cairo_restore(cr)
    }

    public func beginTransparencyLayer(alpha: Double) {
        cairo_push_group(cr)
        layerAlphas.append(alpha)
    }

    public func endTransparencyLayer() {
        guard let alpha = layerAlphas.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    private var layerAlphas: [Double] = []

    public func rasterize(_ path: Path, in rect: Rect) -> AlphaMask {
        // A mask as large as an image may be, at most: an app's shape of 1e300 points gets an empty one.
        let w = max(1, Int(saturating: (rect.width * scale).rounded(.up))), h = max(1, Int(saturating: (rect.height * scale).rounded(.up)))
        guard rect.isFinite, Limits.imageSizeProblem(width: w, height: h) == nil else { return AlphaMask(width: 1, height: 1) }
        let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(s) }
        let c = cairo_create(s)!
        cairo_scale(c, scale, scale)
        cairo_translate(c, -rect.minX, -rect.minY)
        CairoCanvas.appendPath(path, to: c)
        cairo_set_fill_rule(c, path.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(c, 0, 0, 0, 1)
        cairo_fill(c)
        cairo_destroy(c)
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        var bytes = [UInt8](repeating: 0, count: w * h)
        bytes.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h { memcpy(dst.baseAddress! + y * w, data + y * stride, w) }
        }
        return AlphaMask(width: w, height: h, bytes: bytes)
    }

    // MARK: Helpers

    private func setColor(_ dynamic: Color) {
        // One resolution for the four components (a dynamic colour reads the current appearance).
        let c = dynamic.resolved()
        // Cairo clamps colours to 0…1, but not NaN.
        let f = { (v: Double) in v.isNaN ? 0 : v }
        cairo_set_source_rgba(cr, f(c.red), f(c.green), f(c.blue), f(c.alpha))
    }

    /// How far from the origin a device coordinate may lie: 2^22 pixels. Cairo keeps device coordinates
    /// in 24.8 fixed point (±8,388,607), and beyond that they wrap around into garbage; an arc of huge
    /// radius is cut into as many segments as its length needs (one of 1e300 never ends). The largest
    /// surface is 32767 pixels a side (`Limits.windowPixelSide`), so nothing visible lies out there.
    static let deviceLimit = 4_194_304.0

    /// Whether `p` (in user space) is finite and within `deviceLimit` on the device.
    private func isSafe(_ p: Point) -> Bool {
        var x = p.x, y = p.y
        guard x.isFinite, y.isFinite else { return false }
        cairo_user_to_device(cr, &x, &y)
        return abs(x) <= CairoCanvas.deviceLimit && abs(y) <= CairoCanvas.deviceLimit
    }

    /// Whether all of `r` (in user space) is finite and within `deviceLimit` on the device.
    private func isSafe(_ r: Rect) -> Bool {
        r.isFinite && isSafe(Point(r.minX, r.minY)) && isSafe(Point(r.maxX, r.minY)) && isSafe(Point(r.minX, r.maxY))
            && isSafe(Point(r.maxX, r.maxY))
    }

    /// `rect` cut to the current clip, or nil when that is not a rectangle Cairo can take.
    private func visiblePart(of rect: Rect) -> Rect? {
        if isSafe(rect) { return rect }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let r = rect.intersection(Rect(x0, y0, x1 - x0, y1 - y0))
        return r.isEmpty || isSafe(r) ? r : nil
    }

    /// Nothing drawn from here to the matching `restore()` shows.
    private func clipEverythingAway() {
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_clip(cr)
    }

    /// Sets `path` as Cairo's path when all of it is safe to give Cairo (see `deviceLimit`); a plain
    /// rectangle beyond the limit (the background of a huge view) is cut to the clip first, so it still
    /// fills what can be seen. False when the path was not set.
    private func setSafePath(_ path: Path) -> Bool {
        // Every number, not only the bounds (`min` and `max` pass over a NaN that is not first), in one
        // pass without allocating: this runs for every fill and clip of every frame.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var finite = true
        func take(_ p: Point) {
            finite = finite && p.isFinite
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): take(p)
            case .curve(let a, let b, let c): take(a); take(b); take(c)
            case .arc(let c, let r, let s, let en, _):
                finite = finite && r.isFinite && s.isFinite && en.isFinite
                take(Point(c.x - r, c.y - r)); take(Point(c.x + r, c.y + r))
            case .close: break
            }
        }
        guard finite else { return false }
        let bounds = x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
        if isSafe(bounds) { setPath(path); return true }
        guard path == Path(rect: bounds), let r = visiblePart(of: bounds) else { return false }
        var visible = Path(rect: r)
        visible.evenOdd = path.evenOdd
        setPath(visible)
        return true
    }

    private func setPath(_ path: Path) {
        cairo_new_path(cr)
        CairoCanvas.appendPath(path, to: cr)
        cairo_set_fill_rule(cr, path.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    static func appendPath(_ path: Path, to cr: OpaquePointer) {
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case .arc(let c, let r, let s, let en, let cw):
                if cw { cairo_arc(cr, c.x, c.y, r, s, en) } else { cairo_arc_negative(cr, c.x, c.y, r, s, en) }
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func makeA8Surface(_ mask: AlphaMask) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height))!
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        mask.bytes.withUnsafeBufferPointer { src in
            for y in 0..<mask.height { memcpy(data + y * stride, src.baseAddress! + y * mask.width, mask.width) }
        }
        cairo_surface_mark_dirty(s)
        return s
    }
}

/// A Cairo surface holding a copy of an `Image`'s pixels, cached on the image.
final class ImageBacking {
    nonisolated(unsafe) let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    @MainActor
    static func surface(for image: Image) -> OpaquePointer {
        if let b = image.backing as? ImageBacking { return b.surface }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight))!
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.pixelHeight {
                memcpy(data + y * stride, src.baseAddress! + y * image.pixelWidth, image.pixelWidth * 4)
            }
        }
        cairo_surface_mark_dirty(s)
        image.backing = ImageBacking(surface: s)
        return s
    }
}
