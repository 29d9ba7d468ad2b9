import Testing
@testable import Shoji
@testable import ShojiCairo

/// What the word-shaped, word-wrapped and mixed-script equivalence tests ask of a layout made from kept words and of
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

    /// Everything an editor asks of `text` laid out on one line: size, lines, boundaries, carets and visual
    /// moves at every offset, hit tests every 0.37 points across the line's middle (from 4 points before it
    /// to 4 after), and the selection rectangles of each of `selections` (offsets; pairs outside the text
    /// are skipped).
    static func expectSameAnswers(_ fast: any EditableTextLayout, _ pango: PangoTextLayout, text: String,
                                  selections: (Int) -> [(Int, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.size == pango.size && fast.lineCount == pango.lineCount && fast.logicalOrigin == pango.logicalOrigin,
                "\(text)", sourceLocation: sourceLocation)
        #expect(fast.lines == pango.lines, "\(text)", sourceLocation: sourceLocation)
        #expect(fast.boundaries == pango.boundaries, "\(text)", sourceLocation: sourceLocation)
        let n = text.unicodeScalars.count
        expectSameCarets(fast, pango, count: n, text, sourceLocation: sourceLocation)
        let y = pango.size.height / 2
        var x = pango.logicalOrigin.x - 4
        while x < pango.logicalOrigin.x + pango.size.width + 4 {
            #expect(fast.offset(at: Point(x, y)) == pango.offset(at: Point(x, y)), "\(text) at x \(x)", sourceLocation: sourceLocation)
            x += 0.37
        }
        for (lo, hi) in selections(n) where lo >= 0 && lo <= hi && hi <= n {
            #expect(fast.selectionRects(for: lo..<hi) == pango.selectionRects(for: lo..<hi), "\(text) selection \(lo)..<\(hi)",
                    sourceLocation: sourceLocation)
        }
    }
}
