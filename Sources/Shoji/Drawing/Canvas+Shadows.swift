/// Shadows as drawing calls, through the shared `ShadowRenderer` (and its mask cache).
public extension Canvas {
    /// Casts `shadow` inside `shape`.
    func drawInnerShadow(_ shadow: InnerShadow, in shape: Shape) {
        ShadowRenderer.shared.draw([shadow], in: shape, on: self)
    }

    /// Casts `shadows` inside `shape`, the first on top (as CSS lists them).
    func drawInnerShadows(_ shadows: [InnerShadow], in shape: Shape) {
        ShadowRenderer.shared.draw(shadows, in: shape, on: self)
    }

    /// Casts `shadow` outside `shape`; the shape itself is left untouched.
    func drawDropShadow(_ shadow: DropShadow, outside shape: Shape) {
        ShadowRenderer.shared.draw([shadow], outside: shape, on: self)
    }

    /// Casts `shadows` outside `shape`, the first on top.
    func drawDropShadows(_ shadows: [DropShadow], outside shape: Shape) {
        ShadowRenderer.shared.draw(shadows, outside: shape, on: self)
    }
}
