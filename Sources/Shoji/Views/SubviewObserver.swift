/// What changed in a view's subview list.
public enum SubviewChange {
    /// A subview was added, removed, or moved in paint order (brought to front, sent to back, inserted).
    case added(View), removed(View), reordered(View)
}

/// Told of changes to a view's subviews; held weakly.
@MainActor
public protocol SubviewObserver: AnyObject {
    /// `view`'s subview list changed.
    func subviewsDidChange(of view: View, change: SubviewChange)
}
