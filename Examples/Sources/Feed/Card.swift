import Shoji

/// A card pressed into the page along its top edge (an inner shadow on `.top` only) and lifted off it
/// (a drop shadow): the CALayer inner-shadow pattern.
final class Card: ShadowView {
    private let label = Label("Inner shadow on the top edge, drop shadow below", style: .body)

    init() {
        super.init(innerShadows: [InnerShadow(offset: Point(0, 3), blurRadius: 8, opacity: 0.45, edges: .top)],
                   dropShadows: [DropShadow(offset: Point(0, 6), blurRadius: 16, opacity: 0.3)])
        identifier = "feed.card"
        backgroundColor = .white
        cornerRadius = 14
        label.numberOfLines = 0
        label.alignment = .center
        addSubview(label)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: min(340, size.width), height: 110) }

    override func layoutSubviews() { label.frame = bounds.insetBy(dx: 20, dy: 16) }
}
