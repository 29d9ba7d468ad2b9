extension View {
    /// Draws this view and its subtree. The canvas is in the superview's coordinates; `damage` is the
    /// list of dirty rectangles in screen points and `toScreen` maps the superview's coordinates to the
    /// screen, so that views outside the damage cost nothing but the test.
    func render(in canvas: Canvas, damage: [Rect], superviewToScreen: Transform) {
        guard !isHidden, alpha > 0.001 else { return }
        let local = transformToSuperview
        let toScreen = local.concatenating(superviewToScreen)
        let o = drawingOutset
        let box = toScreen.apply(to: o > 0 ? bounds.insetBy(dx: -o, dy: -o) : bounds)
        let ownDamaged = damage.contains { $0.intersects(box) }
        if !ownDamaged && (clipsToBounds || subviews.isEmpty) { return }

        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(local)
        if alpha < 1 { canvas.beginTransparencyLayer(alpha: alpha) }
        if ownDamaged {
            if let bg = backgroundColor, bg.alpha > 0 { canvas.fill(backgroundPath, color: bg) }
        }
        if clipsToBounds { canvas.clip(to: backgroundPath) }
        if ownDamaged { draw(in: canvas) }
        for sub in subviews {
            sub.render(in: canvas, damage: damage, superviewToScreen: toScreen)
        }
        if ownDamaged { drawOverSubviews(in: canvas) }
        if alpha < 1 { canvas.endTransparencyLayer() }
    }
}
