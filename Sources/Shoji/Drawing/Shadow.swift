/// A shadow cast inside a shape, as CSS's `box-shadow: inset`: the shape's outside, shrunk into it by
/// `spread` and moved by `offset`, blurred, and seen only inside the shape. With `edges` short of
/// `.all`, only those sides of the shape's bounding box cast it (the seed's `[.top]` and
/// `[.top, .left]`); the rest of the shape stays clear, with no veil.
public struct InnerShadow: Hashable, Sendable {
    /// How far the light pushes the shadow: `(0, 3)` makes it deeper along the top edge.
    public var offset: Point
    /// The blur radius, in points (twice the Gaussian's standard deviation, as in CSS).
    public var blurRadius: Double
    /// How far the shadow's edge is pushed into the shape before blurring; negative pulls it out.
    public var spread: Double
    /// The shadow's colour (its alpha is multiplied by `opacity`).
    public var color: Color
    /// Multiplies the colour's own alpha, as `CALayer.shadowOpacity`.
    public var opacity: Double
    /// Which sides of the shape's bounding box cast the shadow.
    public var edges: RectEdge

    /// An inner shadow; the defaults are a soft shadow along every edge, slightly deeper at the top.
    public init(offset: Point = Point(0, 2), blurRadius: Double = 10, spread: Double = 0, color: Color = .black,
                opacity: Double = 0.5, edges: RectEdge = .all) {
        self.offset = offset; self.blurRadius = blurRadius; self.spread = spread
        self.color = color; self.opacity = opacity; self.edges = edges
    }

    /// The colour the mask is filled with.
    public var paintColor: Color { let c = color.resolved(); return c.withAlpha(c.alpha * min(max(opacity, 0), 1)) }
    /// Whether it paints anything (some opacity, at least one edge).
    public var isVisible: Bool { paintColor.alpha > 0 && !edges.isEmpty }
}

/// A shadow cast outside a shape, below it, as CSS's `box-shadow` and `CALayer.shadowPath`: the shape,
/// grown by `spread` and moved by `offset`, blurred, and seen only outside the shape.
public struct DropShadow: Hashable, Sendable {
    /// How far the shadow is moved from the shape: `(0, 3)` drops it below.
    public var offset: Point
    /// The blur radius, in points (twice the Gaussian's standard deviation).
    public var blurRadius: Double
    /// How far the shape is grown before blurring; negative shrinks it.
    public var spread: Double
    /// The shadow's colour (its alpha is multiplied by `opacity`).
    public var color: Color
    /// Multiplies the colour's own alpha, as `CALayer.shadowOpacity`.
    public var opacity: Double

    /// A drop shadow; the defaults are a soft shadow a little below the shape.
    public init(offset: Point = Point(0, 3), blurRadius: Double = 12, spread: Double = 0, color: Color = .black,
                opacity: Double = 0.35) {
        self.offset = offset; self.blurRadius = blurRadius; self.spread = spread
        self.color = color; self.opacity = opacity
    }

    /// The colour the mask is filled with.
    public var paintColor: Color { let c = color.resolved(); return c.withAlpha(c.alpha * min(max(opacity, 0), 1)) }
    /// Whether it paints anything.
    public var isVisible: Bool { paintColor.alpha > 0 }

    /// How far beyond the shape's bounds the shadow may paint, in points, on each side: a bound that
    /// holds at any scale. Three boxes reach 1.5 × the radius; a wide blur, worked on a coarser grid,
    /// adds up to a radius more in grid rounding; and a few pixels for rounding to whole pixels.
    public var overflow: EdgeInsets {
        guard isVisible else { return .zero }
        let e = max(0, spread) + 2.5 * max(0, min(blurRadius, ShadowRenderer.maximumBlurRadius)) + 6
        return EdgeInsets(top: max(0, e - offset.y), left: max(0, e - offset.x),
                          bottom: max(0, e + offset.y), right: max(0, e + offset.x))
    }
}
