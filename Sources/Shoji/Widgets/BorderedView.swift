/// A view with a border on chosen edges only (the seed's per-edge `CALayer` borders), e.g. `[.top, .left]`.
/// Each edge is drawn inside the bounds, so neighbours never overlap it.
@MainActor
open class BorderedView: View {
    /// The sides that get a border line (the seed's per-edge borders: `[.top, .left]`).
    public var borderEdges: RectEdge { didSet { if borderEdges != oldValue { setNeedsDisplay() } } }
    /// The borders' colour.
    public var borderColor: Color { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// The borders' width, in points, drawn inside the bounds.
    public var borderWidth: Double { didSet { if borderWidth != oldValue { setNeedsDisplay() } } }

    /// A view with borders on `edges`.
    public init(frame: Rect = .zero, edges: RectEdge = .all, color: Color = .opaqueSeparator, width: Double = 1) {
        borderEdges = edges; borderColor = color; borderWidth = width
        super.init(frame: frame)
    }

    /// The rectangles the border covers, in bounds coordinates.
    public var borderRects: [Rect] {
        let b = bounds, w = min(borderWidth, b.width, b.height)
        var rects: [Rect] = []
        if borderEdges.contains(.top) { rects.append(Rect(x: b.minX, y: b.minY, width: b.width, height: w)) }
        if borderEdges.contains(.bottom) { rects.append(Rect(x: b.minX, y: b.maxY - w, width: b.width, height: w)) }
        if borderEdges.contains(.left) { rects.append(Rect(x: b.minX, y: b.minY, width: w, height: b.height)) }
        if borderEdges.contains(.right) { rects.append(Rect(x: b.maxX - w, y: b.minY, width: w, height: b.height)) }
        return rects
    }

    open override func drawOverSubviews(in canvas: Canvas) {
        guard borderWidth > 0, borderColor.alpha > 0 else { return }
        var path = Path()
        for r in borderRects { path.append(Path(rect: r)) }
        canvas.fill(path, color: borderColor)
    }
}
