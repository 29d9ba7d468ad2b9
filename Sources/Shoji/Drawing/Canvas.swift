/// Everything a view knows about pixels. A view draws in its own bounds' coordinates; the renderer has
/// already translated, clipped and faded the canvas for it. Backends: Cairo (ShojiCairo), and recording
/// canvases in tests and benchmarks.
@MainActor
public protocol Canvas: AnyObject {
    /// Device pixels per point (2 on a HiDPI screen). Shadows and masks are made at this density.
    var scale: Double { get }

    func save()
    func restore()
    func concatenate(_ transform: Transform)
    func clip(to rect: Rect)
    func clip(to path: Path)

    func fill(_ path: Path, color: Color)
    func fill(_ path: Path, gradient: Gradient)
    func stroke(_ path: Path, color: Color, lineWidth: Double)
    func draw(_ text: TextLayout, at origin: Point, color: Color)
    func draw(_ image: Image, in rect: Rect)
    /// Fills with `color` through `mask`'s alpha; the mask's pixel (0, 0) lands on `origin`, one mask pixel
    /// per device pixel.
    func draw(_ mask: AlphaMask, at origin: Point, color: Color)

    /// Everything drawn until the matching `endTransparencyLayer` is composited at once with `alpha`,
    /// so overlapping children of a half-transparent view do not show through each other.
    func beginTransparencyLayer(alpha: Double)
    func endTransparencyLayer()

    /// An A8 coverage mask of `path` at this canvas's scale, covering `rect` (in the path's coordinates).
    func rasterize(_ path: Path, in rect: Rect) -> AlphaMask
}

public extension Canvas {
    func fill(_ rect: Rect, color: Color) { fill(Path(rect: rect), color: color) }
    func translate(x: Double, y: Double) { concatenate(Transform(translationX: x, y: y)) }
    func draw(_ text: TextLayout, in rect: Rect, color: Color, alignment: TextAlignment = .leading,
              verticallyCentered: Bool = true) {
        let size = text.size
        var x = rect.minX
        switch alignment {
        case .leading: break
        case .center: x = rect.midX - size.width / 2
        case .trailing: x = rect.maxX - size.width
        }
        let y = verticallyCentered ? rect.midY - size.height / 2 : rect.minY
        draw(text, at: Point(x: x, y: y), color: color)
    }
}

/// A linear gradient between two points.
public struct Gradient: Hashable, Sendable {
    public var start: Point, end: Point
    public var stops: [(location: Double, color: Color)] {
        get { zip(locations, colors).map { ($0, $1) } }
        set { locations = newValue.map(\.location); colors = newValue.map(\.color) }
    }
    public private(set) var locations: [Double]
    public private(set) var colors: [Color]

    public init(start: Point, end: Point, stops: [(Double, Color)]) {
        self.start = start; self.end = end
        locations = stops.map(\.0); colors = stops.map(\.1)
    }
}
