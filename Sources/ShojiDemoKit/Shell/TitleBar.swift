import Shoji

/// The bar across the top: the app's name over the sidebar, the current scene's title in the room left,
/// and controls at the right end (the network status, a global notice, the time scale). A row of stacks'
/// making: the title takes what the others leave, so a new accessory needs no arithmetic here.
@MainActor
final class TitleBar: StackView {
    static let height = 48.0
    let titleLabel = Label("", style: .headline)
    private let appLabel = Label(tr("app.title"), style: .headline)
    /// The controls at the right end, right to left.
    private(set) var accessories: [View] = []

    init() {
        super.init([], axis: .horizontal, spacing: 8, alignment: .center, distribution: .fill)
        insets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 12)
        backgroundColor = Color(light: Color(hex: 0x2B2F36), dark: Color(hex: 0x17191D))
        identifier = "titlebar"
        appLabel.textColor = Color(light: Color(white: 0.7), dark: Color(white: 0.7), lightIncreasedContrast: Color(white: 0.85),
                                   darkIncreasedContrast: Color(white: 0.85))
        titleLabel.textColor = .white
        titleLabel.identifier = "titlebar.title"
        // The name is as wide as the sidebar under it (less the insets), the title starts 8 past the
        // sidebar's edge and fills to the first accessory; both labels are the bar's height, text centred.
        appLabel.minimumSize = Size(Sidebar.width - 24, TitleBar.height)
        appLabel.maximumSize = Size(Sidebar.width - 24, TitleBar.height)
        titleLabel.minimumSize = Size(0, TitleBar.height)
        titleLabel.flexibility = .fill
        addSubview(appLabel)
        addSubview(titleLabel)
        setCustomSpacing(16, after: appLabel)
    }

    /// The app's name in the language now chosen.
    func retitle() { appLabel.text = tr("app.title") }

    /// Adds `view` at the right end, left of those added before; it keeps its own size, centred.
    /// A light blue that reads on the dark bar at 4.5:1 and more.
    static let accessoryTint = Color(hex: 0x8CC4FF)

    func addAccessory(_ view: View) {
        // The bar is dark in light and dark alike: its buttons take a light tint that reads on it.
        if let button = view as? Button { button.tintColor = TitleBar.accessoryTint }
        accessories.append(view)
        view.flexibility = .rigid
        insertSubview(view, at: 2)
    }
}
