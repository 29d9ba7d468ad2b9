/// The part of a view that a frame redraws: the screen's damage, seen from the view's bounds coordinates.
/// A view is handed it in `View.draw(in:dirty:)` so that a view with much content (a text view of 10,000
/// lines) can skip what lies outside instead of handing it all to Cairo to clip, as UIKit's `draw(_:)`
/// gets the rectangle to redraw and AppKit's views ask `needsToDraw(_:)`.
///
/// Pixels outside the region are clipped away in any case: skipping is only ever a saving.
public struct DirtyRegion: Sendable {
    /// The damage, in screen points.
    let damage: [Rect]
    /// The view's bounds coordinates to the screen's.
    let toScreen: Transform

    init(damage: [Rect], toScreen: Transform) {
        self.damage = damage
        self.toScreen = toScreen
    }

    /// The whole view: every `needsToDraw(_:)` is true.
    public static let everything = DirtyRegion(damage: [], toScreen: .identity)

    /// Whether anything drawn within `rect` (the view's bounds coordinates) could be seen this frame.
    public func needsToDraw(_ rect: Rect) -> Bool {
        if damage.isEmpty { return true }
        let box = toScreen.apply(to: rect)
        return damage.contains { $0.intersects(box) }
    }

    /// The part of `rect`'s outline, its corners rounded by `cornerRadius`, that a stroke `lineWidth`
    /// wide shows within the region: nil when none, else the straight sides the damage reaches (the
    /// whole outline when it reaches a corner). Cairo strokes all of the outline it
    /// is given, clipped or not: the border and focus ring of a 1280×800 text view cost a typed key
    /// ~30 µs for the few pixels of them its line reaches (measured).
    ///
    /// A side starts and ends where it meets a corner, with the cut square to the outline there: the
    /// pixels around the cut belong to the corner too, so a side is drawn alone only when the damage (and
    /// so the clip) does not reach the corners, and what it draws is pixel for pixel the whole stroke.
    func visibleOutline(of rect: Rect, cornerRadius: Double, lineWidth: Double) -> Path? {
        let whole = Path(roundedRect: rect, cornerRadius: cornerRadius)
        guard !damage.isEmpty, toScreen.a == 1, toScreen.b == 0, toScreen.c == 0, toScreen.d == 1 else { return whole }
        let c = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        guard c == cornerRadius else { return whole }
        // A pixel more than the stroke's half width, for antialiasing.
        let m = lineWidth / 2 + 1
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Clockwise from the top side's left end, as `Path(roundedRect:)` goes: side, corner, side, ...
        // (each side from its start to the next piece's).
        let bands = [
            Rect(x: x0 + c, y: y0 - m, width: rect.width - 2 * c, height: 2 * m),
            Rect(x: x1 - c - m, y: y0 - m, width: c + 2 * m, height: c + 2 * m),
            Rect(x: x1 - m, y: y0 + c, width: 2 * m, height: rect.height - 2 * c),
            Rect(x: x1 - c - m, y: y1 - c - m, width: c + 2 * m, height: c + 2 * m),
            Rect(x: x0 + c, y: y1 - m, width: rect.width - 2 * c, height: 2 * m),
            Rect(x: x0 - m, y: y1 - c - m, width: c + 2 * m, height: c + 2 * m),
            Rect(x: x0 - m, y: y0 + c, width: 2 * m, height: rect.height - 2 * c),
            Rect(x: x0 - m, y: y0 - m, width: c + 2 * m, height: c + 2 * m),
        ]
        var reached = [Bool](repeating: false, count: 8)
        for d in damage {
            let local = d.offsetBy(dx: -toScreen.tx, dy: -toScreen.ty)
            for i in 0..<8 where !reached[i] && bands[i].intersects(local) { reached[i] = true }
        }
        // A corner reached: the whole outline. A square corner is a join of its sides (cut there, the
        // stroke would lose its mitre), and a rounded one stroked on its own comes out one level apart
        // in a few antialiased pixels from the same arc in the whole outline (radius 12: Cairo flattens
        // and joins it otherwise). The sides alone are exact.
        if reached.indices.contains(where: { $0 % 2 == 1 && reached[$0] }) { return whole }
        let starts = [Point(x0 + c, y0), Point(x1 - c, y0), Point(x1, y0 + c), Point(x1, y1 - c),
                      Point(x1 - c, y1), Point(x0 + c, y1), Point(x0, y1 - c), Point(x0, y0 + c)]
        var path = Path()
        for side in stride(from: 0, to: 8, by: 2) where reached[side] {
            path.move(to: starts[side])
            path.line(to: starts[side + 1])
        }
        return path.elements.isEmpty ? nil : path
    }
}
