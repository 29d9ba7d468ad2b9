extension View {
    /// Draws this view and its subtree. The canvas is in the superview's coordinates; `damage` is the
    /// list of dirty rectangles in screen points and `toScreen` maps the superview's coordinates to the
    /// screen, so that views outside the damage cost nothing but the test.
    /// `underSoftClip`: an ancestor clips with an edge that only partly covers some pixels (rounded
    /// corners, a fractional rectangle), where painting one colour over another is not the same as
    /// painting the top one alone, so nothing is left out as covered.
    func render(in canvas: Canvas, damage: [Rect], superviewToScreen: Transform, underSoftClip: Bool = false) {
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
        // Under an opaque subview the view's own background and content would only be painted over.
        let ownVisible = ownDamaged
            && (underSoftClip || !isCoveredBySubview(damage: damage, box: box, toScreen: toScreen, scale: canvas.scale))
        let softClip = underSoftClip || (clipsToBounds && !clipsToWholePixels(toScreen: toScreen, scale: canvas.scale))
        let hasBackground = ownVisible && (backgroundColor?.alpha ?? 0) > 0
        if hasBackground, let bg = backgroundColor {
            let outline = backgroundOutline(damage: damage, toScreen: toScreen)
            canvas.fill(outline, color: bg)
        }
        if clipsToBounds { canvas.clip(to: clipOutline) }
        if ownVisible {
            draw(in: canvas, dirty: DirtyRegion(damage: damage, toScreen: toScreen))
        }
        for sub in subviews {
            sub.render(in: canvas, damage: damage, superviewToScreen: toScreen, underSoftClip: softClip)
        }
        if ownDamaged { drawOverSubviews(in: canvas) }
        if alpha < 1 { canvas.endTransparencyLayer() }
    }

    /// Every damaged pixel of this view (`box`, in screen points) lies under subviews that paint their
    /// whole frames opaquely, so nothing this view draws before its subviews could be seen. A window's
    /// white under a scene's own background was a whole extra pass over the pixels of each frame.
    private func isCoveredBySubview(damage: [Rect], box: Rect, toScreen t: Transform, scale: Double) -> Bool {
        guard !subviews.isEmpty, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        // In whole device pixels: a cover's edge pixel only partly inside it is not covered (the view
        // shows through its antialiased edge), and every pixel the damage touches must be.
        func pixels(_ r: Rect, inward: Bool) -> Rect {
            let x0 = r.minX * scale, y0 = r.minY * scale, x1 = r.maxX * scale, y1 = r.maxY * scale
            return inward
                ? Rect(x: x0.rounded(.up), y: y0.rounded(.up), width: x1.rounded(.down) - x0.rounded(.up), height: y1.rounded(.down) - y0.rounded(.up))
                : Rect(x: x0.rounded(.down), y: y0.rounded(.down), width: x1.rounded(.up) - x0.rounded(.down), height: y1.rounded(.up) - y0.rounded(.down))
        }
        var covers: [Rect]?
        for d in damage {
            let needed = d.intersection(box)
            guard !needed.isEmpty else { continue }
            guard pixels(d, inward: false) == pixels(d, inward: true) else { return false }   // a soft-edged damage clip
            let neededPixels = pixels(needed, inward: false)
            if covers == nil {
                // The subviews' frames hold every cover, and cost nothing to read: a damaged corner pixel
                // outside all of them answers before any subview builds its outline for
                // `opaqueFrameParts` (the window under the frame benchmark's 200 rounded boxes asked all
                // 200 each frame, 8 % of the frame's instructions, to learn that its corner is bare).
                let held = View.everyCorner(of: neededPixels) { corner in
                    subviews.contains { pixels($0.frame.offsetBy(dx: t.tx, dy: t.ty), inward: true).contains(corner) }
                }
                guard held else { return false }
                covers = subviews.flatMap(\.opaqueFrameParts).map { pixels($0.offsetBy(dx: t.tx, dy: t.ty), inward: true) }
            }
            guard View.isCovered(neededPixels, by: covers!) else { return false }
        }
        return covers != nil
    }

    /// `rect` lies inside the union of `covers` (a list's rows together cover it, none alone does).
    ///
    /// It runs for every view with subviews in every frame, so its work is bounded: "no" is always a
    /// safe answer (the view paints what may be hidden, which costs time, never pixels). Cutting the
    /// rectangle by each cover in turn splits it into up to four pieces a cut: under the bench's 200
    /// rounded boxes (two cover rectangles each) the window's rectangle became 641 pieces, 129,120 cuts
    /// a frame, each an array (74 % of the frame benchmark's instructions under callgrind, debug
    /// build; `frame.draw` went from 1.22 to 3.65–4.02 × C with aab379f, which made rounded views covers).
    /// So first a corner that no cover holds answers at once, and the cutting gives up past
    /// `maximumPieces` pieces (rows down a list, or tiles in order, leave two at a time).
    nonisolated static func isCovered(_ rect: Rect, by covers: [Rect]) -> Bool {
        if covers.contains(where: { $0.contains(rect) }) { return true }
        guard !rect.isEmpty else { return false }
        guard everyCorner(of: rect, liesIn: { corner in covers.contains { $0.contains(corner) } }) else { return false }
        var left = [rect]
        for c in covers where c.intersects(rect) {
            left = left.flatMap { $0.subtracting(c) }
            if left.isEmpty { return true }
            if left.count > maximumPieces { return false }
        }
        return false
    }

    /// Whether the middle of each of `rect`'s four corner pixels (`rect` in whole device pixels) passes
    /// `liesIn`: a corner no cover holds means "not covered" without cutting anything.
    nonisolated static func everyCorner(of rect: Rect, liesIn: (Point) -> Bool) -> Bool {
        let ex = min(0.5, rect.width / 2), ey = min(0.5, rect.height / 2)
        return liesIn(Point(x: rect.minX + ex, y: rect.minY + ey)) && liesIn(Point(x: rect.maxX - ex, y: rect.minY + ey))
            && liesIn(Point(x: rect.minX + ex, y: rect.maxY - ey)) && liesIn(Point(x: rect.maxX - ex, y: rect.maxY - ey))
    }

    /// How many pieces `isCovered` cuts a rectangle into before it answers "not covered".
    nonisolated static let maximumPieces = 64

    /// The background's outline as far as this frame can show it: the plain bounds when no damaged
    /// point comes near a rounded corner (there the two outlines are the same), else `backgroundPath`.
    /// Cairo fills a rectangle as boxes, a rounded outline the size of the view as a polygon. Only the
    /// fill: under a rectangular clip Cairo antialiases some shapes one level apart from the same
    /// shapes under the rounded clip a full redraw has (a caret's edge), so the clip stays the outline.
    private func backgroundOutline(damage: [Rect], toScreen t: Transform) -> Path {
        let radii = cornerRadii ?? CornerRadii(all: cornerRadius)
        let r = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
        guard r > 0, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return backgroundPath }
        // The damage first: a full frame reaches the corners, and then no second outline is built only
        // to be compared (a path made and dropped for every rounded view in every full frame).
        let b = bounds
        for d in damage {
            let local = d.offsetBy(dx: -t.tx, dy: -t.ty).intersection(b)
            if local.isEmpty { continue }
            let clearOfCornersX = local.minX >= b.minX + r && local.maxX <= b.maxX - r
            let clearOfCornersY = local.minY >= b.minY + r && local.maxY <= b.maxY - r
            if !clearOfCornersX && !clearOfCornersY { return backgroundPath }
        }
        let outline = backgroundPath
        return outline == Path(roundedRect: b, cornerRadii: radii) ? Path(rect: b) : outline
    }

    /// The view's clip (with `clipsToBounds`) is a rectangle on whole device pixels: no pixel partly in.
    private func clipsToWholePixels(toScreen t: Transform, scale: Double) -> Bool {
        guard cornerRadius == 0, cornerRadii == nil, t.a == 1, t.b == 0, t.c == 0, t.d == 1,
              backgroundPath == Path(rect: bounds) else { return false }
        let r = bounds.offsetBy(dx: t.tx, dy: t.ty)
        func whole(_ v: Double) -> Bool { (v * scale).rounded() == v * scale }
        return whole(r.minX) && whole(r.minY) && whole(r.maxX) && whole(r.maxY)
    }

    /// The parts of its frame (in the superview's coordinates) that the view paints with an opaque
    /// colour: shown, not faded, not turned, its background the bounds or the bounds with rounded corners
    /// (a subclass may give it another shape: then none). A rounded one covers all but its corners' squares,
    /// as two rectangles: a text view filling a window hides the window's background wherever a key's
    /// line is redrawn, and painting that background first cost a typed key 21 µs (measured).
    var opaqueFrameParts: [Rect] {
        guard !isHidden, alpha >= 1, transform.isIdentity, let bg = backgroundColor, bg.alpha >= 1 else { return [] }
        let radii = cornerRadii ?? CornerRadii(all: cornerRadius)
        let r = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
        guard r > 0 else { return backgroundPath == Path(rect: bounds) ? [frame] : [] }
        guard backgroundPath == Path(roundedRect: bounds, cornerRadii: radii) else { return [] }
        return [frame.insetBy(dx: r, dy: 0), frame.insetBy(dx: 0, dy: r)].filter { !$0.isEmpty }
    }
}
