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
        appLabel.textColor = Color(white: 0.7)
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
    func addAccessory(_ view: View) {
        accessories.append(view)
        view.flexibility = .rigid
        insertSubview(view, at: 2)
    }
}
