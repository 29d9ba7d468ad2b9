/// How a view grows or shrinks along a stack's axis when the stack has more or less room than its views
/// need: CSS flexbox's `flex-grow`, `flex-shrink` and `flex-basis`, for ``StackView``.
///
/// Shoji chose flexbox's model over UIKit's content hugging and compression resistance priorities: in one
/// row or column, priorities say only *which* view gives way first (the lowest takes all the slack, ties are
/// ambiguous), while weights also say *how much* each gives, so every layout has one answer that a test can
/// compute by hand. UIKit's common case is a weight of 0 or 1: a view that hugs its content has `grow` 0, a
/// view that takes the room left (a list, a spacer) has `grow` 1. See <doc:StacksAndLayout>.
public struct Flexibility: Hashable, Sendable {
    /// The view's share of room left over once every view has its `basis` (CSS `flex-grow`): 0 keeps its
    /// length, 1 and 1 split the room evenly, 2 takes twice what 1 takes.
    public var grow: Double
    /// The view's share of a shortfall, weighted by its `basis` (CSS `flex-shrink`): 0 never shrinks; with
    /// 1 each view gives up room in proportion to its length, so a long label gives more than a short one.
    public var shrink: Double
    /// The length along the axis the view starts from, before growing or shrinking; nil: its natural length
    /// (`sizeThatFits`, or 0 for a view without an intrinsic size, as CSS's `flex-basis: auto`).
    public var basis: Double?

    /// A flexibility of `grow` and `shrink` from `basis`.
    public init(grow: Double = 0, shrink: Double = 1, basis: Double? = nil) {
        self.grow = max(0, grow.isFinite ? grow : 0)
        self.shrink = max(0, shrink.isFinite ? shrink : 0)
        self.basis = basis.map { $0.isFinite ? max(0, $0) : 0 }
    }

    /// Keeps its natural length, shrinking only when there is not enough room (the default for a view with
    /// an intrinsic size: a label, a button).
    public static let natural = Flexibility()
    /// Takes a share of the room left, starting from nothing (the default for a view without an intrinsic
    /// size: a list, a scroll view, a plain view).
    public static let fill = Flexibility(grow: 1, shrink: 1, basis: 0)
    /// Never grows or shrinks: always its natural length (or `basis`).
    public static let rigid = Flexibility(grow: 0, shrink: 0)
}
