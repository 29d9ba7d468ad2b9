/// The pressed key's balloon: a taller key top with the digit in a large bold face, over a soft shadow.
/// It lives in the pad's overlay window, sized to the balloon and its shadow, and draws in the pad's
/// coordinates through `padToScreen`, so a moved or scaled pad still gets its balloon in the right place.
@MainActor
final class NumberPadBalloon: View {
    /// The outline drawn now (smaller while it rises) and the full one it rises to.
    private(set) var shape: BalloonShape?
    private var risen: BalloonShape?
    private(set) var digit = 0
    private var colors = NumberPad.Colors()
    private var padToScreen = Transform.identity
    /// Digit layouts at the current size: dragging across keys lays each digit out once. At most ten (one
    /// a digit); a new style starts the set again.
    private var labels: [Int: TextLayout] = [:]
    /// The balloon shadows made, by shape, pad transform and scale: at most 8 (three shapes at one or two
    /// transforms in practice); the ninth starts the set again.
    private var shadows: [ShadowKey: Shadow] = [:]

    static let shadowBlur = 5.0
    static let shadowOffset = Point(0, 2)
    static let shadowColor = Color(white: 0.1, alpha: 0.55)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Shows `shape` (in the pad's coordinates) on its way to `risen`, the full balloon.
    func show(_ shape: BalloonShape, risen: BalloonShape, digit: Int, colors: NumberPad.Colors, padToScreen: Transform) {
        self.shape = shape; self.risen = risen; self.digit = digit; self.colors = colors
        self.padToScreen = padToScreen
        let margin = NumberPadBalloon.shadowBlur * 2 + 2
        let box = padToScreen.apply(to: risen.bounds.union(shape.bounds))
        let inSuperview = superview.map { $0.convert(box, from: nil) } ?? box
        frame = inSuperview.insetBy(dx: -margin, dy: -margin).integral
        isHidden = false
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        guard let shape, let risen, let toLocal = transformToScreen.inverted else { return }
        let m = padToScreen.concatenating(toLocal)
        drawShadow(of: shape, risen: risen, through: m, in: canvas)

        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(m)
        let path = shape.path
        canvas.fill(path, gradient: NumberPadKey.shading(colors.key, in: shape.bounds))
        canvas.stroke(path, color: Color(white: 0, alpha: 0.22), lineWidth: 0.75)

        // The digit, laid out once at the risen bubble's size and scaled while the bubble grows; dark
        // text gets the seed's white one-point text shadow, an emboss on the light key.
        let bubble = shape.bubbleRect, full = risen.bubbleRect
        guard bubble.height >= 4, full.height > 0 else { return }
        let text = digitLayout(size: (min(full.height * 0.62, full.width * 0.9)).rounded())
        let k = bubble.height / full.height
        canvas.concatenate(Transform(translationX: -full.midX, y: -full.midY).concatenating(Transform(scaleX: k, y: k))
            .concatenating(Transform(translationX: bubble.midX, y: bubble.midY)))
        if colors.text.red + colors.text.green + colors.text.blue < 1.5 {
            canvas.draw(text, in: full.offsetBy(dx: 0, dy: 1), color: Color(white: 1, alpha: 0.8), alignment: .center)
        }
        canvas.draw(text, in: full, color: colors.text, alignment: .center)
    }

    private func digitLayout(size: Double) -> TextLayout {
        let style = TextStyle(size: max(1, size), weight: .bold)
        if let l = labels[digit], l.style == style { return l }
        if labels.values.contains(where: { $0.style != style }) { labels.removeAll() }
        let l = layoutText(String(digit), style: style)
        labels[digit] = l
        return l
    }

    // MARK: Shadow

    private struct ShadowKey: Hashable {
        let path: Path
        let a, b, c, d: Double
        let scale: Double
    }

    /// The risen outline's blurred shadow as a ready-to-draw image, and where it sits relative to the key's
    /// top-left corner (after the pad's scale or rotation).
    private struct Shadow {
        let image: Image
        let rect: Rect
        let outline: Rect
    }

    /// Made once per balloon kind (every inner key shares one) at the key's origin. While the balloon rises
    /// the same image is stretched over the smaller outline: no blur in the animation's frames.
    private func drawShadow(of shape: BalloonShape, risen: BalloonShape, through m: Transform, in canvas: Canvas) {
        let linear = Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        let key = ShadowKey(path: risen.canonicalPath, a: m.a, b: m.b, c: m.c, d: m.d, scale: canvas.scale)
        let shadow = shadows[key] ?? makeShadow(of: risen.canonicalPath.applying(linear), key: key, in: canvas)
        // Map the risen outline's box onto the current one; the identity once risen.
        let now = shape.canonicalPath.applying(linear).bounds, full = shadow.outline
        let sx = full.width > 0 ? now.width / full.width : 1, sy = full.height > 0 ? now.height / full.height : 1
        let r = shadow.rect
        let stretched = Rect(x: now.minX + (r.minX - full.minX) * sx, y: now.minY + (r.minY - full.minY) * sy,
                             width: r.width * sx, height: r.height * sy)
        let origin = m.apply(to: shape.keyOrigin) + NumberPadBalloon.shadowOffset
        canvas.draw(shadow.image, in: stretched.offset(by: origin))
    }

    private func makeShadow(of outline: Path, key: ShadowKey, in canvas: Canvas) -> Shadow {
        let radius = Int((NumberPadBalloon.shadowBlur * canvas.scale / 2).rounded())
        let margin = Double(3 * radius) / canvas.scale + 1
        let rect = outline.bounds.insetBy(dx: -margin, dy: -margin)
        let mask = NumberPadBalloon.blurred(canvas.rasterize(outline, in: rect), boxRadius: radius)
        let c = NumberPadBalloon.shadowColor
        let pixels = mask.bytes.map { coverage -> UInt32 in
            // Premultiplied ARGB of the shadow colour at this coverage.
            let a = Double(coverage) / 255 * c.alpha
            func channel(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
            return channel(1) << 24 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
        }
        let image = Image(pixelWidth: mask.width, pixelHeight: mask.height, pixels: pixels, scale: canvas.scale)
        let shadow = Shadow(image: image, rect: Rect(origin: rect.origin, size: image.size), outline: outline.bounds)
        if shadows.count >= 8 { shadows.removeAll() }
        shadows[key] = shadow
        return shadow
    }

    /// Three box passes each way: close to a Gaussian blur, in time linear in the pixels whatever the radius.
    static func blurred(_ mask: AlphaMask, boxRadius r: Int) -> AlphaMask {
        guard r > 0, mask.width > 0, mask.height > 0 else { return mask }
        let w = mask.width, h = mask.height
        var a = mask.bytes.map { Int32($0) }
        var b = [Int32](repeating: 0, count: w * h)
        for horizontal in [true, false] {
            for _ in 0..<3 {
                boxPass(&a, into: &b, width: w, height: h, radius: r, horizontal: horizontal)
                swap(&a, &b)
            }
        }
        return AlphaMask(width: w, height: h, bytes: a.map { UInt8(clamping: $0) })
    }

    /// One sliding-window average along rows or columns; outside the mask counts as transparent.
    private static func boxPass(_ src: inout [Int32], into dst: inout [Int32], width w: Int, height h: Int,
                                radius r: Int, horizontal: Bool) {
        let lines = horizontal ? h : w, n = horizontal ? w : h
        let step = horizontal ? 1 : w, lineStep = horizontal ? w : 1
        let div = Int32(2 * r + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum: Int32 = 0
                    for i in 0...min(r, n - 1) { sum += s[base + i * step] }
                    for i in 0..<n {
                        d[base + i * step] = (sum + div / 2) / div
                        if i + r + 1 < n { sum += s[base + (i + r + 1) * step] }
                        if i - r >= 0 { sum -= s[base + (i - r) * step] }
                    }
                }
            }
        }
    }
}
