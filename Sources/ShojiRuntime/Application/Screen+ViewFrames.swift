import Shoji

/// The visible views' frames, for the trace and the tests that read it.
extension Screen {
    /// Every visible view that has an `identifier`, with its frame in window pixels, as a trace value:
    /// `[{"id": ..., "frame": [x, y, w, h]}]`, with `"control": true` for an enabled control (a thing to
    /// click). Tests find what to click through it.
    public func identifiedViewFrames() -> TraceValue {
        layoutIfNeeded()
        var out: [TraceValue] = []
        let s = scale
        func visit(_ v: View, clip: Rect) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let box = v.screenBoundingBox
            if let id = v.identifier, !box.intersection(clip).isEmpty {
                var fields: [(String, TraceValue)] = [
                    ("id", .string(id)),
                    ("frame", TraceValue(Rect(x: box.minX * s, y: box.minY * s, width: box.width * s, height: box.height * s))),
                ]
                if let c = v as? Control, c.isEnabled, c.isUserInteractionEnabled { fields.append(("control", .bool(true))) }
                out.append(.object(fields))
            }
            let inner = v.clipsToBounds ? clip.intersection(box) : clip
            for sub in v.subviews { visit(sub, clip: inner) }
        }
        for w in windows where !w.isHidden { visit(w, clip: bounds) }
        return .array(out)
    }
}

/// Finding views by identifier, for tests and the runtime.
extension Screen {
    /// The first visible view, front window first, whose `identifier` is `id`.
    public func view(withIdentifier id: String) -> View? {
        func find(_ v: View) -> View? {
            guard !v.isHidden else { return nil }
            if v.identifier == id { return v }
            for sub in v.subviews.reversed() { if let hit = find(sub) { return hit } }
            return nil
        }
        for w in windows.reversed() where !w.isHidden { if let hit = find(w) { return hit } }
        return nil
    }
}
