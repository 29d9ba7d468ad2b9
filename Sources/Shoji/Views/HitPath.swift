/// Why a point hits the view it hits: the view, its ancestors, and the views in front of it that covered
/// the point but let the hit through because of their `hitPolicy` (a layer's empty area, a decoration
/// that ignores input). The inspector draws this; the trace's `pointer.down` lists the pass-throughs.
@MainActor
public struct HitPath {
    /// The window the hit landed in.
    public let window: Window
    /// The view that takes the hit.
    public let view: View
    /// Views that cover the point, are in front of `view`, and passed the hit on: front to back.
    public let passedThrough: [View]

    /// `view` and its ancestors up to the window, deepest first.
    public var ancestors: [View] {
        var out: [View] = []
        var v: View? = view
        while let cur = v { out.append(cur); v = cur.superview }
        return out
    }
}

extension HitPath {
    /// Walks `view`'s subtree in hit-test order (front to back, as `View.hitTest` does) up to `target`,
    /// noting the views that contain the point but let it through by policy. True once `target` is
    /// reached; its ancestors did not pass it through, they handed it down.
    static func collect(_ view: View, at point: Point, until target: View, into passed: inout [View]) -> Bool {
        if view === target {
            // The hit view asked its children first (unless it absorbs): any that cover the point passed.
            if view.hitPolicy != .absorb { collectChildren(of: view, at: point, until: target, into: &passed) }
            return true
        }
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01, view.point(inside: point) else { return false }
        switch view.hitPolicy {
        case .passThroughAll:
            passed.append(view)
            return false
        case .absorb:
            return false
        case .normal, .passThroughSelf:
            if collectChildren(of: view, at: point, until: target, into: &passed) { return true }
            if view.hitPolicy == .passThroughSelf { passed.append(view) }
            return false
        }
    }

    @discardableResult
    private static func collectChildren(of view: View, at point: Point, until target: View, into passed: inout [View]) -> Bool {
        for sub in view.subviews.reversed() where !sub.isHidden {
            guard let local = sub.convertFromSuperview(point) else { continue }
            if collect(sub, at: local, until: target, into: &passed) { return true }
        }
        return false
    }
}

extension Array where Element == View {
    /// The first non-nil answer of `body` for the views from last to first (front to back in paint
    /// order), asking each without a retain or release around it. Views are reached through weak
    /// `superview` links, which makes their retains the slow kind; a hit test asks hundreds of them. The
    /// array itself holds every view meanwhile, so iterate a copy that nothing changes (a local `let`).
    @inline(__always)
    func firstFromLast<Result>(_ body: (View) -> Result?) -> Result? {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var i = buffer.count
            while i > 0 {
                i -= 1
                let object = raw.load(fromByteOffset: i * MemoryLayout<View>.stride, as: UnsafeRawPointer.self)
                if let r = Unmanaged<View>.fromOpaque(object)._withUnsafeGuaranteedRef(body) { return r }
            }
            return nil
        }
    }
}
