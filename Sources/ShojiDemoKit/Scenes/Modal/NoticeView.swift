import Shoji

/// A notice card for the global modal, as an alert: an optional coloured badge, a title, a message and
/// a row of buttons on the right, the last one filled (the default). It asks for its height from the
/// width it is offered, at most `preferredWidth`.
@MainActor
final class NoticeView: View {
    var preferredWidth = 440.0
    private let badge: Label?
    private let titleLabel: Label
    private let messageLabel: Label
    let buttons: [Button]
    private let padding = 24.0

    init(id: String, badge: String? = nil, badgeColor: Color = .tint, title: String, message: String, buttons: [Button]) {
        self.badge = badge.map { Label($0, style: .caption.with(weight: .bold)) }
        titleLabel = Label(title, style: .headline.with(size: 19))
        messageLabel = Label(message)
        self.buttons = buttons
        super.init()
        identifier = id
        backgroundColor = .white
        cornerRadius = 14
        self.badge?.textColor = badgeColor
        messageLabel.numberOfLines = 0
        messageLabel.textColor = Color(white: 0.3)
        titleLabel.numberOfLines = 0
        buttons.last?.isFilled = true
        for v in [self.badge, titleLabel, messageLabel].compactMap({ $0 }) { addSubview(v) }
        buttons.forEach(addSubview)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let w = min(preferredWidth, size.width > 0 ? size.width : preferredWidth)
        return Size(width: w, height: layout(width: w, apply: false))
    }

    override func layoutSubviews() { _ = layout(width: bounds.width, apply: true) }

    /// Places the parts for `width` (when `apply`) and returns the height they take.
    private func layout(width: Double, apply: Bool) -> Double {
        let inner = width - 2 * padding
        var y = padding
        func put(_ v: View, height: Double) {
            if apply { v.frame = Rect(x: padding, y: y, width: inner, height: height) }
            y += height
        }
        if let badge {
            put(badge, height: badge.sizeThatFits(Size(width: inner, height: 0)).height)
            y += 4
        }
        put(titleLabel, height: titleLabel.sizeThatFits(Size(width: inner, height: 0)).height)
        y += 10
        put(messageLabel, height: messageLabel.sizeThatFits(Size(width: inner, height: 0)).height)
        y += 22
        let sizes = buttons.map { $0.sizeThatFits(.zero) }
        let rowHeight = sizes.map(\.height).max() ?? 0
        if apply {
            var right = width - padding
            for (b, s) in zip(buttons, sizes).reversed() {
                b.frame = Rect(x: right - s.width, y: y, width: s.width, height: rowHeight)
                right -= s.width + 10
            }
        }
        return y + rowHeight + padding
    }

    override func draw(in canvas: Canvas) {
        // A hairline edge keeps the card distinct where the backdrop is light.
        canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
                      color: Color(white: 0, alpha: 0.12), lineWidth: 1)
    }
}
