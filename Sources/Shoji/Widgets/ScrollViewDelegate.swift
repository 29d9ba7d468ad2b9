/// Told what a scroll view's content does, as `UIScrollViewDelegate`. Every method is optional.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, the wheel, momentum, a bounce or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
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

/// Sees a press the moment it starts, before any gesture is recognized, and never recognizes itself: the
/// scroll view uses it to stop momentum under the pointer, as touching a gliding list does on iOS.
@MainActor
final class TouchDownObserver: GestureRecognizer {
    private let onDown: @MainActor () -> Void

    init(_ onDown: @escaping @MainActor () -> Void) {
        self.onDown = onDown
        super.init()
        cancelsTouchesInView = false
        recognizesSimultaneously = true
    }

    override func touchesBegan(_ touch: Touch) { onDown() }
}
