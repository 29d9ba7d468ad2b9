extension ScrollView {
    /// The first visible ``StackView`` among the subviews, which sizes the content (nil: the content's size
    /// is set by hand, as `contentSize`).
    var contentStack: StackView? { subviews.first { $0 is StackView && !$0.isHidden } as? StackView }

    /// A scroll view whose content is a stack scrolls along the stack's axis: across it the stack is as
    /// wide (or tall) as the scroll view, along it as long as it needs (its fitting size for that width),
    /// and `contentSize` follows. A stack shorter than the view keeps its fitting length: it does not
    /// stretch to fill, as a `UIStackView` pinned to a scroll view's content guide.
    func sizeContentToStack() {
        guard let stack = contentStack else { return }
        let across = stack.axis.thickness(of: bounds.size)
        let fit = stack.sizeThatFits(stack.axis.size(length: 0, thickness: across))
        let size = stack.axis.size(length: stack.axis.length(of: fit), thickness: across)
        stack.frame = Rect(origin: .zero, size: size)
        contentSize = size
    }
}
