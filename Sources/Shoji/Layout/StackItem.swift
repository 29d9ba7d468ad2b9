/// One arranged view as the stack's arithmetic sees it: lengths along the axis and thicknesses across it,
/// with no view in sight, so that every layout is a pure function a test can check by hand.
struct StackItem: Hashable, Sendable {
    /// The length the view starts from along the axis (the flex basis).
    var basis: Double
    /// The view's length without any flexing (`fillProportionally` splits the room in these proportions).
    var natural: Double
    /// Its share of spare room and of a shortfall (see ``Flexibility``).
    var grow: Double, shrink: Double
    /// Bounds on the length along the axis.
    var minLength = 0.0, maxLength = Double.infinity
    /// The thickness it would like across the axis; nil: none of its own (it fills across).
    var thickness: Double?
    /// Bounds on the thickness across the axis.
    var minThickness = 0.0, maxThickness = Double.infinity
    /// The gap after this item when not the stack's `spacing` (UIKit's `setCustomSpacing(_:after:)`).
    var spacingAfter: Double?

    init(basis: Double, natural: Double? = nil, grow: Double = 0, shrink: Double = 1, thickness: Double? = nil,
         minLength: Double = 0, maxLength: Double = .infinity, minThickness: Double = 0, maxThickness: Double = .infinity,
         spacingAfter: Double? = nil) {
        self.basis = basis
        self.natural = natural ?? basis
        self.grow = grow
        self.shrink = shrink
        self.thickness = thickness
        self.minLength = minLength
        self.maxLength = max(minLength, maxLength)
        self.minThickness = minThickness
        self.maxThickness = max(minThickness, maxThickness)
        self.spacingAfter = spacingAfter
    }

    /// `length` kept within the item's bounds on the axis.
    func clampedLength(_ length: Double) -> Double { min(max(length, minLength), maxLength) }
    /// `thickness` kept within the item's bounds across the axis.
    func clampedThickness(_ t: Double) -> Double { min(max(t, minThickness), maxThickness) }
}
