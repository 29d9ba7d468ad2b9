/// Lines up its arranged subviews in a column or a row, as `UIStackView`: each at the size it fits
/// (`sizeThatFits`), `spacing` apart, the group placed in the middle of the stack (or at its start), and
/// aligned across the axis. A view whose size is fixed by you is better in a plain `View`.
@MainActor
open class StackView: View {
    /// The direction the views are lined up in.
    public enum Axis: Sendable { case vertical, horizontal }
    /// Where the views sit across the axis (for a column: left, middle, right, or the whole width).
    public enum Alignment: Sendable { case leading, center, trailing, fill }
    /// Where the group sits along the axis when the stack is larger than it.
    public enum Distribution: Sendable { case start, center }

    /// The direction the views are lined up in.
    public var axis: Axis { didSet { setNeedsLayout() } }
    /// Points between neighbouring views.
    public var spacing: Double { didSet { setNeedsLayout() } }
    /// Where the views sit across the axis.
    public var alignment: Alignment { didSet { setNeedsLayout() } }
    /// Where the group sits along the axis when the stack is larger than it.
    public var distribution: Distribution = .center { didSet { setNeedsLayout() } }
    /// Space kept free inside the stack's edges.
    public var insets = EdgeInsets(all: 16) { didSet { setNeedsLayout() } }

    /// The views lined up, in order (`addSubview` adds to the end).
    public var arrangedSubviews: [View] { subviews }

    /// A stack of `views`.
    public init(_ views: [View] = [], axis: Axis = .vertical, spacing: Double = 8, alignment: Alignment = .center) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        super.init()
        for v in views { addSubview(v) }
    }

    open override func didAddSubview(_ subview: View) { setNeedsLayout() }
    open override func willRemoveSubview(_ subview: View) { setNeedsLayout() }

    open override func layoutSubviews() {
        let box = bounds.inset(by: insets)
        let visible = subviews.filter { !$0.isHidden }
        let across = axis == .vertical ? box.width : box.height
        // A wrapping label needs the width it will get to know its height.
        let sizes = visible.map { v -> Size in
            let fit = v.sizeThatFits(axis == .vertical ? Size(width: across, height: 0) : Size(width: 0, height: across))
            return Size(width: min(fit.width, axis == .vertical ? across : fit.width),
                        height: min(fit.height, axis == .horizontal ? across : fit.height))
        }
        let length = sizes.reduce(0) { $0 + (axis == .vertical ? $1.height : $1.width) } + spacing * Double(max(0, visible.count - 1))
        var along = (axis == .vertical ? box.minY : box.minX)
            + (distribution == .center ? max(0, ((axis == .vertical ? box.height : box.width) - length) / 2) : 0)
        for (v, size) in zip(visible, sizes) {
            let extent = axis == .vertical ? size.width : size.height
            let start = axis == .vertical ? box.minX : box.minY
            let offset: Double
            var thickness = extent
            switch alignment {
            case .leading: offset = 0
            case .center: offset = (across - extent) / 2
            case .trailing: offset = across - extent
            case .fill: offset = 0; thickness = across
            }
            if axis == .vertical {
                v.frame = Rect(x: start + offset, y: along, width: thickness, height: size.height)
                along += size.height + spacing
            } else {
                v.frame = Rect(x: along, y: start + offset, width: size.width, height: thickness)
                along += size.width + spacing
            }
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let visible = subviews.filter { !$0.isHidden }
        let sizes = visible.map { $0.sizeThatFits(Size(width: max(0, size.width - insets.left - insets.right), height: 0)) }
        let gaps = spacing * Double(max(0, visible.count - 1))
        if axis == .vertical {
            return Size(width: (sizes.map(\.width).max() ?? 0) + insets.left + insets.right,
                        height: sizes.reduce(0) { $0 + $1.height } + gaps + insets.top + insets.bottom)
        }
        return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps + insets.left + insets.right,
                    height: (sizes.map(\.height).max() ?? 0) + insets.top + insets.bottom)
    }
}
