/// Lines up its arranged subviews in a column or a row, as `UIStackView`: each measured by `sizeThatFits`
/// (offered the stack's width, so that wrapping text knows its height), `spacing` apart, inside `insets`,
/// and aligned across the axis. How the room along the axis is shared is the `distribution`; how each view
/// grows or shrinks in a `.fill` stack is its ``View/flexibility`` (flexbox's grow, shrink and basis), within
/// its ``View/minimumSize`` and ``View/maximumSize``. Hidden views take no room. The arithmetic is in
/// `Layout/StackLayout.swift`; see <doc:StacksAndLayout>.
@MainActor
open class StackView: View {
    /// The direction the views are lined up in.
    public enum Axis: Sendable { case vertical, horizontal }
    /// Where the views sit across the axis (for a column: left, middle, right, or the whole width).
    public enum Alignment: Sendable { case leading, center, trailing, fill }
    /// How the room along the axis is shared, as `UIStackView.Distribution`, plus the stack's first two.
    public enum Distribution: Sendable {
        /// The views fill the stack: room to spare goes to the views that grow, a shortfall is taken from
        /// those that shrink (their ``View/flexibility``); with no view that grows they are packed at the
        /// start.
        case fill
        /// Every view gets the same length (within its minimum and maximum).
        case fillEqually
        /// The lengths are in proportion to the views' natural lengths, and fill the stack.
        case fillProportionally
        /// The views keep their natural lengths; the room left is split equally between them (at least
        /// `spacing`).
        case equalSpacing
        /// The views keep their natural lengths; their centres are equally far apart, the first and last
        /// view at the ends, no two closer than `spacing`.
        case equalCentering
        /// The views keep their natural lengths (nothing grows or shrinks), packed at the start.
        case start
        /// The views keep their natural lengths (nothing grows or shrinks), packed in the middle: the
        /// default, as before the others existed.
        case center
    }

    /// The direction the views are lined up in.
    public var axis: Axis { didSet { arrangementChanged() } }
    /// Points between neighbouring views (the least, with `equalSpacing` and `equalCentering`).
    public var spacing: Double { didSet { arrangementChanged() } }
    /// Where the views sit across the axis.
    public var alignment: Alignment { didSet { arrangementChanged() } }
    /// How the room along the axis is shared.
    public var distribution: Distribution = .center { didSet { arrangementChanged() } }
    /// Space kept free inside the stack's edges (UIKit's `layoutMargins` with
    /// `isLayoutMarginsRelativeArrangement`).
    public var insets = EdgeInsets(all: 16) { didSet { arrangementChanged() } }

    /// The views lined up, in order (`addSubview` adds to the end).
    public var arrangedSubviews: [View] { subviews }

    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Puts `spacing` points after `view` instead of the stack's `spacing`, as UIKit's.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing.isFinite ? spacing : nil
        arrangementChanged()
    }

    /// The gap after `view`: its custom spacing, or the stack's `spacing`.
    public func customSpacing(after view: View) -> Double { customSpacings[ObjectIdentifier(view)] ?? spacing }

    /// A stack of `views`.
    public init(_ views: [View] = [], axis: Axis = .vertical, spacing: Double = 8, alignment: Alignment = .center,
                distribution: Distribution = .center) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        super.init()
        for v in views { addSubview(v) }
    }

    open override func didAddSubview(_ subview: View) { arrangementChanged() }
    open override func willRemoveSubview(_ subview: View) {
        customSpacings[ObjectIdentifier(subview)] = nil
        arrangementChanged()
    }
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { arrangementChanged() }
    override func subviewVisibilityDidChange(_ subview: View) { arrangementChanged() }

    /// Lays out again, and tells the superview (an outer stack, a scroll view) that the size changed.
    private func arrangementChanged() {
        cachedIntrinsicSize = nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The intrinsic size last worked out: an outer stack asks for it on every pass, and it measures
    /// every view inside; whatever changes it comes through `arrangementChanged()`.
    private var cachedIntrinsicSize: Size?

    private var visibleViews: [View] { subviews.filter { !$0.isHidden } }

    /// Whether views are at their natural lengths whatever the room (the stack's first two distributions).
    private var keepsNaturalLengths: Bool { distribution == .start || distribution == .center }

    open override func layoutSubviews() {
        let box = bounds.inset(by: insets)
        let visible = visibleViews
        let items = visible.map { item(for: $0, across: axis.thickness(of: box.size)) }
        let frames = StackLayout.frames(for: items, in: box, axis: axis, distribution: distribution,
                                        alignment: alignment, spacing: spacing)
        for (v, f) in zip(visible, frames) { v.frame = f }
    }

    /// The size the views need, offered `size` across the axis (0: as much as they like).
    open override func sizeThatFits(_ size: Size) -> Size {
        let acrossInsets = axis == .vertical ? insets.left + insets.right : insets.top + insets.bottom
        let offered = axis.thickness(of: size)
        let room = offered > 0 ? max(0, offered - acrossInsets) : 0
        let fit = StackLayout.fittingSize(of: visibleViews.map { item(for: $0, across: room) }, axis: axis, spacing: spacing)
        return Size(width: fit.width + insets.left + insets.right, height: fit.height + insets.top + insets.bottom)
    }

    /// The fitting size, except where a view has no intrinsic size (a list): then the stack has none
    /// there either, and an outer stack gives it the room left, as it would the list.
    open override var intrinsicContentSize: Size {
        // The first two distributions measure plain views by their frames, which change without telling.
        guard !keepsNaturalLengths else { return sizeThatFits(.zero) }
        if let cachedIntrinsicSize { return cachedIntrinsicSize }
        let sizes = visibleViews.map { ($0.intrinsicContentSize, $0.flexibility?.basis) }
        let flexibleAlong = sizes.contains { axis.length(of: $0.0) == View.noIntrinsicMetric && $0.1 == nil }
        let flexibleAcross = sizes.contains { axis.thickness(of: $0.0) == View.noIntrinsicMetric }
        let fit = flexibleAlong && flexibleAcross ? .zero : sizeThatFits(.zero)
        let size = axis.size(length: flexibleAlong ? View.noIntrinsicMetric : axis.length(of: fit),
                             thickness: flexibleAcross ? View.noIntrinsicMetric : axis.thickness(of: fit))
        cachedIntrinsicSize = size
        return size
    }

    /// `view` as the arithmetic sees it, measured with `room` points across the axis.
    func item(for view: View, across room: Double) -> StackItem {
        let legacy = keepsNaturalLengths
        let intrinsic = legacy ? .zero : view.intrinsicContentSize
        let hasLength = legacy || axis.length(of: intrinsic) != View.noIntrinsicMetric
        let hasThickness = legacy || axis.thickness(of: intrinsic) != View.noIntrinsicMetric
        // Only a view with a size of its own is measured: a plain view's answer is its frame, which is only
        // what the last layout gave it. A view whose intrinsic size fits across needs nothing more (text
        // wraps only when offered less than one line), which spares measuring every label twice.
        let fit: Size
        if !legacy && hasLength && hasThickness && (room == 0 || axis.thickness(of: intrinsic) <= room) {
            fit = intrinsic
        } else {
            fit = hasLength || hasThickness ? view.sizeThatFits(axis.size(length: 0, thickness: room)) : .zero
        }
        let flex = view.flexibility ?? (hasLength ? .natural : .fill)
        let natural = hasLength ? axis.length(of: fit) : 0
        let (lo, hi) = (view.minimumSize, view.maximumSize)
        return StackItem(basis: flex.basis ?? natural, grow: flex.grow, shrink: flex.shrink,
                         thickness: hasThickness ? axis.thickness(of: fit) : nil,
                         minLength: axis.length(of: lo), maxLength: axis.length(of: hi),
                         minThickness: axis.thickness(of: lo), maxThickness: axis.thickness(of: hi),
                         spacingAfter: customSpacings[ObjectIdentifier(view)])
    }
}
