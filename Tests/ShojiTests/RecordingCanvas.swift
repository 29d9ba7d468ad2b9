@testable import Shoji

/// A canvas that draws nothing and remembers the colours filled, in order: the paint order of views
/// with distinct background colours, without any pixels.
@MainActor
final class RecordingCanvas: Canvas {
    private(set) var fills: [Color] = []
    let scale = 1.0

    func save() {}
    func restore() {}
    func concatenate(_ transform: Transform) {}
    func clip(to rect: Rect) {}
    func clip(to path: Path) {}
    func fill(_ path: Path, color: Color) { fills.append(color) }
    func fill(_ path: Path, gradient: Gradient) {}
    func stroke(_ path: Path, color: Color, lineWidth: Double) {}
    func draw(_ text: TextLayout, at origin: Point, color: Color) {}
    func draw(_ image: Image, in rect: Rect) {}
    func draw(_ mask: AlphaMask, at origin: Point, color: Color) {}
    func beginTransparencyLayer(alpha: Double) {}
    func endTransparencyLayer() {}
    func rasterize(_ path: Path, in rect: Rect) -> AlphaMask { AlphaMask(width: 1, height: 1) }
}
