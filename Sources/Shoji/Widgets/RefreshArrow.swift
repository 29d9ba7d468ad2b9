
/// The refresh header's glyph: an arrow pointing down (turned by `angle`, radians, about its centre;
/// π points it up), or a warning sign after a refresh failed.
@MainActor
final class RefreshArrow: View {
    var angle = 0.0 {
        didSet { if angle != oldValue { transform = angle == 0 ? .identity : Transform(rotationAngle: angle) } }
    }
    var isWarning = false { didSet { if isWarning != oldValue { setNeedsDisplay() } } }
    var color = Color.secondaryLabel { didSet { if color != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        let b = bounds
        if isWarning { return drawWarning(in: canvas) }
        let w = min(b.width, b.height * 0.7), cx = b.midX
        let lineWidth = max(2, w * 0.14)
        var shaft = Path()
        shaft.move(to: Point(cx, b.minY + lineWidth))
        shaft.line(to: Point(cx, b.maxY - lineWidth))
        canvas.stroke(shaft, color: color, lineWidth: lineWidth)
        var head = Path()
        head.move(to: Point(cx - w / 2 + lineWidth / 2, b.maxY - w / 2 - lineWidth))
        head.line(to: Point(cx, b.maxY - lineWidth))
        head.line(to: Point(cx + w / 2 - lineWidth / 2, b.maxY - w / 2 - lineWidth))
        canvas.stroke(head, color: color, lineWidth: lineWidth)
    }

    private func drawWarning(in canvas: Canvas) {
        let b = bounds, s = min(b.width, b.height)
        let h = s * 0.87, top = b.midY - h / 2
        var triangle = Path()
        triangle.move(to: Point(b.midX, top))
        triangle.line(to: Point(b.midX + s / 2, top + h))
        triangle.line(to: Point(b.midX - s / 2, top + h))
        triangle.close()
        canvas.fill(triangle, color: Color(hex: 0xD9822B))
        let lw = max(2, s * 0.11)
        var bar = Path()
        bar.move(to: Point(b.midX, top + h * 0.35))
        bar.line(to: Point(b.midX, top + h * 0.66))
        canvas.stroke(bar, color: .white, lineWidth: lw)
        canvas.fill(Path(ellipseIn: Rect(x: b.midX - lw * 0.6, y: top + h * 0.77, width: lw * 1.2, height: lw * 1.2)), color: .white)
    }
}
