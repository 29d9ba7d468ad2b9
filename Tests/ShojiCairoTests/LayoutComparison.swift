import Testing
@testable import Shoji
@testable import ShojiCairo

/// What the word-shaped and word-wrapped equivalence tests ask of a layout made from kept words and of
/// Pango's layout of the same text, in one place so both hold the fast paths to the same standard.
@MainActor
enum LayoutComparison {
    /// `layout` drawn in dark blue on white at `origin`, `scale` times, into `width × height` pixels.
    static func pixels(of layout: TextLayout, width: Int, height: Int, scale: Double, origin: Point) -> [UInt32] {
        let surface = CairoSurface(width: width, height: height)
        let canvas = CairoCanvas(surface: surface)
        canvas.concatenate(Transform(scaleX: scale, y: scale))
        canvas.fill(Rect(0, 0, Double(width), Double(height)), color: .white)
        canvas.draw(layout, at: origin, color: Color(red: 0.1, green: 0.2, blue: 0.6))
        surface.flush()
        return (0..<height).flatMap { y in (0..<width).map { x in surface.pixel(x: x, y: y) } }
    }

    /// At every offset of a text of `count` scalars, `fast`'s carets and visual moves are `pango`'s.
    static func expectSameCarets(_ fast: any EditableTextLayout, _ pango: PangoTextLayout, count: Int, _ label: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        for o in 0...count {
            let a = fast.caretRects(at: o), b = pango.caretRects(at: o)
            #expect(a.strong == b.strong && a.weak == b.weak, "\(label) caret at \(o)", sourceLocation: sourceLocation)
            #expect(fast.offsetMovingVisually(from: o, direction: 1) == pango.offsetMovingVisually(from: o, direction: 1),
                    "\(label) → \(o)", sourceLocation: sourceLocation)
            #expect(fast.offsetMovingVisually(from: o, direction: -1) == pango.offsetMovingVisually(from: o, direction: -1),
                    "\(label) ← \(o)", sourceLocation: sourceLocation)
        }
    }
}
