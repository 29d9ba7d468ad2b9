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
}
