/// Why a point of the screen hits what it hits (see `HitPath`).
extension Screen {
    /// The hit at `point` (screen points) with the views that let it through; nil where nothing takes it.
    public func hitPath(at point: Point) -> HitPath? {
        guard let (window, hit) = hitTest(point) else { return nil }
        var passed: [View] = []
        // Windows above the one hit took nothing either: whatever covered the point in them passed it on.
        for w in windows.reversed() where !w.isHidden {
            guard let local = w.convertFromSuperview(point) else { continue }
            if HitPath.collect(w, at: local, until: hit, into: &passed) { break }
        }
        return HitPath(window: window, view: hit, passedThrough: passed)
    }
}
