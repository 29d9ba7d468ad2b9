/// Everything a view knows about pixels. A view draws in its own bounds' coordinates; the renderer has
/// already translated, clipped and faded the canvas for it. Backends: Cairo (ShojiCairo), and recording
/// canvases in tests and benchmarks.
@MainActor
public protocol Canvas: AnyObject {
    /// Device pixels per point (2 on a HiDPI screen). Shadows and masks are made at this density.
    var scale: Double { get }

    /// Saves the transform, the clip and the drawing state; `restore()` brings them back.
    func save()
    /// Brings back the state of the matching `save()`.
    func restore()
    /// Applies `transform` to everything drawn from now on (before the current transform).
    func concatenate(_ transform: Transform)
    /// Narrows drawing to `rect` (in current coordinates) until the matching `restore()`.
    func clip(to rect: Rect)
    /// Narrows drawing to the inside of `path` until the matching `restore()`.
    func clip(to path: Path)

    /// Fills `path` with a solid colour.
    func fill(_ path: Path, color: Color)
    /// Fills `path` with a linear gradient.
    func fill(_ path: Path, gradient: Gradient)
    /// Strokes `path` with a line `lineWidth` points wide.
    func stroke(_ path: Path, color: Color, lineWidth: Double)
    /// Draws laid-out text with its top-left corner at `origin`.
    func draw(_ text: TextLayout, at origin: Point, color: Color)
    /// Draws `image` scaled into `rect`.
    func draw(_ image: Image, in rect: Rect)
    /// Fills with `color` through `mask`'s alpha; the mask's pixel (0, 0) lands on `origin`, one mask pixel
    /// per device pixel.
    func draw(_ mask: AlphaMask, at origin: Point, color: Color)

    /// Everything drawn until the matching `endTransparencyLayer` is composited at once with `alpha`,
    /// so overlapping children of a half-transparent view do not show through each other.
    func beginTransparencyLayer(alpha: Double)
    /// Composites everything drawn since the matching `beginTransparencyLayer(alpha:)`.
    func endTransparencyLayer()

    /// An A8 coverage mask of `path` at this canvas's scale, covering `rect` (in the path's coordinates).
    func rasterize(_ path: Path, in rect: Rect) -> AlphaMask
}

public extension Canvas {
    /// Fills a rectangle with a solid colour.
    func fill(_ rect: Rect, color: Color) { fill(Path(rect: rect), color: color) }
    /// Moves the origin by `x`, `y` for everything drawn from now on.
    func translate(x: Double, y: Double) { concatenate(Transform(translationX: x, y: y)) }
    /// Draws laid-out text in `rect`: aligned horizontally by `alignment`, and centred vertically unless
    /// `verticallyCentered` is false (then at the top).
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
    /// The points where the gradient starts and ends; colours are constant beyond them.
    public var start: Point, end: Point
    /// The colour stops, each at a location from 0 (`start`) to 1 (`end`), in increasing order.
    public var stops: [(location: Double, color: Color)] {
        get { zip(locations, colors).map { ($0, $1) } }
        set { locations = newValue.map(\.location); colors = newValue.map(\.color) }
    }
    /// The stops' locations, 0…1.
    public private(set) var locations: [Double]
    /// The stops' colours.
    public private(set) var colors: [Color]

    /// A gradient from `start` to `end` through `stops` (location 0…1, colour).
    public init(start: Point, end: Point, stops: [(Double, Color)]) {
        self.start = start; self.end = end
        locations = stops.map(\.0); colors = stops.map(\.1)
    }
}
