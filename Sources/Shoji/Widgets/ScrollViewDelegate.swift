/// Told what a scroll view's content does, as `UIScrollViewDelegate`. Every method is optional.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, the wheel, momentum, a bounce or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag of the content began.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The pointer was released; `willDecelerate` when momentum or a bounce carries the content on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// Momentum or a bounce came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

public extension ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
