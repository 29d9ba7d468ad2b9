/// A view that casts shadows: inner shadows inside its outline and drop shadows outside it. Its
/// background, its clip (with `clipsToBounds`) and its shadows all follow `outline`, which may be the
/// bounds with the view's corner radii, an oval, or any path.
///
/// Inner shadows lie above the background and below the content by default; `.overContent` lays them
/// over the subviews too (the seed's shadow across an image). Drop shadows paint outside the bounds
/// (`drawingOutset` tells the renderer and the damage); like `CALayer`'s, they are clipped away by
/// `clipsToBounds`, so put clipped content in a subview when a view needs both.
@MainActor
open class ShadowView: View {
    /// The shape the background, the clip and the shadows follow.
    public enum Outline: Hashable, Sendable {
        /// The bounds, rounded by `cornerRadius` or `cornerRadii`.
        case bounds
        /// The oval (a circle in a square) inscribed in the bounds.
        case oval
        /// Any closed path, in bounds coordinates.
        case path(Path)
    }

    /// Whether inner shadows lie below the subviews or over them.
    public enum InnerShadowPlacement: Hashable, Sendable { case belowContent, overContent }

    /// The shape the background, the clip and the shadows follow.
    public var outline: Outline = .bounds { didSet { if outline != oldValue { setNeedsDisplay() } } }
    /// Cast inside the outline, the first on top.
    public var innerShadows: [InnerShadow] { didSet { if innerShadows != oldValue { setNeedsDisplay() } } }
    /// Whether inner shadows lie below the subviews (the default) or over them.
    public var innerShadowPlacement: InnerShadowPlacement = .belowContent {
        didSet { if innerShadowPlacement != oldValue { setNeedsDisplay() } }
    }
    /// Cast outside the outline, the first on top. Changing them redraws where the old ones were too.
    public var dropShadows: [DropShadow] {
        willSet { if newValue != dropShadows { setNeedsDisplay() } }
        didSet { if dropShadows != oldValue { setNeedsDisplay() } }
    }
    /// Makes the masks; the shared renderer unless a test or a benchmark gives its own.
    public var shadowRenderer: ShadowRenderer = .shared

    /// A view with the given shadows, outlined by its bounds.
    public init(frame: Rect = .zero, innerShadows: [InnerShadow] = [], dropShadows: [DropShadow] = []) {
        self.innerShadows = innerShadows
        self.dropShadows = dropShadows
        super.init(frame: frame)
    }

    /// The outline as a shape, in bounds coordinates.
    public var shape: Shape {
        switch outline {
        case .bounds:
            if let r = cornerRadii { return .roundedRect(bounds, r) }
            return cornerRadius > 0 ? .roundedRect(bounds, cornerRadius: cornerRadius) : .rect(bounds)
        case .oval: return .ellipse(bounds)
        case .path(let p): return .path(p)
        }
    }

    open override var backgroundPath: Path { shape.path }

    /// How far the drop shadows reach past the bounds (on the side they reach furthest).
    open override var drawingOutset: Double {
        var o = 0.0
        let s = shape.bounds, b = bounds
        for d in dropShadows {
            let e = d.overflow
            o = max(o, e.top + b.minY - s.minY, e.left + b.minX - s.minX, e.bottom + s.maxY - b.maxY, e.right + s.maxX - b.maxX)
        }
        return o
    }

    open override func draw(in canvas: Canvas) {
        // After the background: a drop shadow only paints outside the outline, so the order is the same.
        if !dropShadows.isEmpty { shadowRenderer.draw(dropShadows, outside: shape, on: canvas) }
        if innerShadowPlacement == .belowContent { drawInnerShadows(in: canvas) }
    }

    open override func drawOverSubviews(in canvas: Canvas) {
        if innerShadowPlacement == .overContent { drawInnerShadows(in: canvas) }
    }

    private func drawInnerShadows(in canvas: Canvas) {
        guard !innerShadows.isEmpty else { return }
        shadowRenderer.draw(innerShadows, in: shape, on: canvas)
    }
}
