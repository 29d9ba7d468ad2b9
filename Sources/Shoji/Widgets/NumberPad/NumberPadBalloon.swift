/// The pressed key's balloon: a taller key top with the digit in a large bold face, over a soft shadow.
/// It lives in the pad's overlay window, sized to the balloon and its shadow, and draws in the pad's
/// coordinates through `padToScreen`, so a moved or scaled pad still gets its balloon in the right place.
@MainActor
final class NumberPadBalloon: View {
    private(set) var shape: BalloonShape?
    private(set) var digit = 0
    private var colors = NumberPad.Colors()
    private var padToScreen = Transform.identity
    private var isRisen = false
    private var label: TextLayout?
    private var shadows: [ShadowKey: (mask: AlphaMask, origin: Point)] = [:]

    static let shadowBlur = 5.0
    static let shadowOffset = Point(0, 2)
    static let shadowColor = Color(white: 0.1, alpha: 0.55)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Shows `shape` (in the pad's coordinates). `isRisen` is false while it rises; only the risen shape's
    /// shadow is worth caching.
    func show(_ shape: BalloonShape, digit: Int, colors: NumberPad.Colors, padToScreen: Transform, isRisen: Bool) {
        self.shape = shape; self.digit = digit; self.colors = colors
        self.padToScreen = padToScreen; self.isRisen = isRisen
        let margin = NumberPadBalloon.shadowBlur * 2 + 2
        let box = padToScreen.apply(to: shape.bounds)
        let inSuperview = superview.map { $0.convert(box, from: nil) } ?? box
        frame = inSuperview.insetBy(dx: -margin, dy: -margin).integral
        isHidden = false
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        guard let shape, let toLocal = transformToScreen.inverted else { return }
        let m = padToScreen.concatenating(toLocal)
        drawShadow(of: shape, through: m, in: canvas)

        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(m)
        let path = shape.path
        canvas.fill(path, gradient: NumberPadKey.shading(colors.key, in: shape.bounds))
        canvas.stroke(path, color: Color(white: 0, alpha: 0.22), lineWidth: 0.75)

        // The digit; dark text gets the seed's white one-point text shadow, an emboss on the light key.
        let bubble = shape.bubbleRect
        guard bubble.height >= 4 else { return }
        let text = digitLayout(size: (min(bubble.height * 0.62, bubble.width * 0.9)).rounded())
        if colors.text.red + colors.text.green + colors.text.blue < 1.5 {
            canvas.draw(text, in: bubble.offsetBy(dx: 0, dy: 1), color: Color(white: 1, alpha: 0.8), alignment: .center)
        }
        canvas.draw(text, in: bubble, color: colors.text, alignment: .center)
    }

    private func digitLayout(size: Double) -> TextLayout {
        let style = TextStyle(size: max(1, size), weight: .bold)
        if let l = label, l.style == style, l.text == String(digit) { return l }
        let l = Typesetter.layout(String(digit), style: style)
        label = l
        return l
    }

    // MARK: Shadow

    private struct ShadowKey: Hashable {
        let path: Path
        let a, b, c, d: Double
        let scale: Double
    }

    /// A blurred mask of the outline, made at the key's origin so every key of one kind shares it.
    private func drawShadow(of shape: BalloonShape, through m: Transform, in canvas: Canvas) {
        let key = ShadowKey(path: shape.canonicalPath, a: m.a, b: m.b, c: m.c, d: m.d, scale: canvas.scale)
        let shadow: (mask: AlphaMask, origin: Point)
        if let cached = shadows[key] {
            shadow = cached
        } else {
            let linear = Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
            let outline = shape.canonicalPath.applying(linear)
            let radius = Int((NumberPadBalloon.shadowBlur * canvas.scale / 2).rounded())
            let margin = Double(3 * radius) / canvas.scale + 1
            let rect = outline.bounds.insetBy(dx: -margin, dy: -margin)
            let mask = canvas.rasterize(outline, in: rect)
            shadow = (NumberPadBalloon.blurred(mask, boxRadius: radius), rect.origin)
            if isRisen {
                if shadows.count >= 8 { shadows.removeAll() }
                shadows[key] = shadow
            }
        }
        let origin = m.apply(to: shape.keyOrigin) + shadow.origin + NumberPadBalloon.shadowOffset
        canvas.draw(shadow.mask, at: origin, color: NumberPadBalloon.shadowColor)
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
