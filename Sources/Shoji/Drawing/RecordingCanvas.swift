/// A canvas that records every call, to replay later into another canvas. The performance benchmark
/// uses it to measure what the toolkit adds on top of the drawing itself (render a frame through the
/// views, against replaying the same calls straight into Cairo); tests use it to see what was drawn.
/// Colours are recorded resolved in the appearance current as they are drawn, so a replay draws the
/// same pixels wherever it runs.
@MainActor
public final class RecordingCanvas: Canvas {
    /// One recorded call, with its arguments.
    public enum Command {
        /// `save()` and `restore()`.
        case save, restore
        /// `concatenate(_:)`.
        case concatenate(Transform)
        /// `clip(to:)` with a rectangle or a path.
        case clipRect(Rect), clipPath(Path)
        /// `fill(_:color:)` and `fill(_:gradient:)`.
        case fill(Path, Color), fillGradient(Path, Gradient)
        /// `stroke(_:color:lineWidth:)`.
        case stroke(Path, Color, Double)
        /// `draw(_:at:color:)` for text.
        case text(TextLayout, Point, Color)
        /// `draw(_:in:)` for an image.
        case image(Image, Rect)
        /// `draw(_:at:color:)` for an alpha mask.
        case mask(AlphaMask, Point, Color)
        /// `beginTransparencyLayer(alpha:)` and `endTransparencyLayer()`.
        case beginLayer(Double), endLayer
    }

    /// Every call so far, in order.
    public private(set) var commands: [Command] = []
    public let scale: Double
    /// Masks come from a real backend (rasterizing needs one).
    private let rasterizer: Canvas?

    /// A canvas at `scale` that records; masks for shadows are rasterized by `rasterizer` (blank without one).
    public init(scale: Double = 1, rasterizer: Canvas? = nil) {
        self.scale = scale; self.rasterizer = rasterizer
    }

    /// Records `save()`.
    public func save() { commands.append(.save) }
    /// Records `restore()`.
    public func restore() { commands.append(.restore) }
    /// Records a transform.
    public func concatenate(_ t: Transform) { commands.append(.concatenate(t)) }
    /// Records a rectangular clip.
    public func clip(to rect: Rect) { commands.append(.clipRect(rect)) }
    /// Records a path clip.
    public func clip(to path: Path) { commands.append(.clipPath(path)) }
    /// Records a solid fill.
    public func fill(_ path: Path, color: Color) { commands.append(.fill(path, color.resolved())) }
    /// Records a gradient fill.
    public func fill(_ path: Path, gradient: Gradient) { commands.append(.fillGradient(path, gradient)) }
    /// Records a stroke.
    public func stroke(_ path: Path, color: Color, lineWidth: Double) { commands.append(.stroke(path, color.resolved(), lineWidth)) }
    /// Records text drawn at a point.
    public func draw(_ text: TextLayout, at origin: Point, color: Color) { commands.append(.text(text, origin, color.resolved())) }
    /// Records an image drawn in a rectangle.
    public func draw(_ image: Image, in rect: Rect) { commands.append(.image(image, rect)) }
    public func draw(_ mask: AlphaMask, at origin: Point, color: Color) { commands.append(.mask(mask, origin, color.resolved())) }
    public func beginTransparencyLayer(alpha: Double) { commands.append(.beginLayer(alpha)) }
    /// Records the end of a transparency layer.
    public func endTransparencyLayer() { commands.append(.endLayer) }

    public func rasterize(_ path: Path, in rect: Rect) -> AlphaMask {
        rasterizer?.rasterize(path, in: rect)
            ?? AlphaMask(width: min(max(1, Int(saturating: (rect.width * scale).rounded(.up))), Limits.imagePixelSide),
                         height: min(max(1, Int(saturating: (rect.height * scale).rounded(.up))), Limits.imagePixelSide))
    }

    /// Forgets the recorded calls, keeping their storage for the next frame.
    public func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// Plays the recorded calls into `canvas`, in order.
    public func replay(into canvas: Canvas) {
        for c in commands {
            switch c {
            case .save: canvas.save()
            case .restore: canvas.restore()
            case .concatenate(let t): canvas.concatenate(t)
            case .clipRect(let r): canvas.clip(to: r)
            case .clipPath(let p): canvas.clip(to: p)
            case .fill(let p, let c): canvas.fill(p, color: c)
            case .fillGradient(let p, let g): canvas.fill(p, gradient: g)
            case .stroke(let p, let c, let w): canvas.stroke(p, color: c, lineWidth: w)
            case .text(let t, let o, let c): canvas.draw(t, at: o, color: c)
            case .image(let i, let r): canvas.draw(i, in: r)
            case .mask(let m, let o, let c): canvas.draw(m, at: o, color: c)
            case .beginLayer(let a): canvas.beginTransparencyLayer(alpha: a)
            case .endLayer: canvas.endTransparencyLayer()
            }
        }
    }
}
