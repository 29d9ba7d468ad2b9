import Shoji

/// The bar across the top: the app's name and the current scene's title; later issues add controls
/// on its right (a global notice, the time scale).
@MainActor
final class TitleBar: View {
    static let height = 48.0
    let titleLabel = Label("", style: .headline)
    private let appLabel = Label(tr("app.title"), style: .headline)
    /// Views placed from the right edge, right to left.
    private(set) var accessories: [View] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0x2B2F36)
        identifier = "titlebar"
        appLabel.textColor = Color(white: 0.7)
        titleLabel.textColor = .white
        titleLabel.identifier = "titlebar.title"
        addSubview(appLabel)
        addSubview(titleLabel)
    }

    func addAccessory(_ view: View) {
        accessories.append(view)
        addSubview(view)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        appLabel.frame = Rect(x: 16, y: 0, width: Sidebar.width - 24, height: bounds.height)
        var right = bounds.width - 12
        for v in accessories where !v.isHidden {
            let s = v.sizeThatFits(.zero)
            v.frame = Rect(x: right - s.width, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
            right = v.frame.minX - 8
        }
        titleLabel.frame = Rect(x: Sidebar.width + 8, y: 0, width: max(0, right - Sidebar.width - 8), height: bounds.height)
    }
}
