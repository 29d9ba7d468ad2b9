/// The footer of a paged list: a spinner and "Loading…" while the next page comes, "No more items" once
/// the last one has. Set it as `ListView.footerView`; the list calls `listViewDidReachEnd` when it comes
/// into view, and the owner moves it between states.
@MainActor
open class LoadMoreFooter: View {
    /// Where loading the next page stands.
    public enum State: Hashable, Sendable {
        /// More can be loaded; nothing is happening yet.
        case idle
        /// The next page is being loaded: a spinner and `loadingTitle`.
        case loading
        /// Everything is loaded.
        case exhausted
    }

    /// Where loading stands; the owner sets it.
    public var state: State = .idle { didSet { if state != oldValue { update() } } }
    /// Shown while loading.
    public var loadingTitle = "Loading…" { didSet { update() } }
    /// Shown once everything is loaded.
    public var exhaustedTitle = "No more items" { didSet { update() } }
    /// The footer's height, in points.
    public static let height = 56.0

    /// Whether the owner should load the next page now.
    public var canLoadMore: Bool { state == .idle }

    let spinner = ActivityIndicator()
    let label = Label("", style: .body.with(size: 13))

    /// An idle footer.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.textColor = .secondaryLabel
        spinner.color = .secondaryLabel
        label.alignment = .center
        addSubview(spinner)
        addSubview(label)
        update()
    }

    /// The text shown now.
    public var title: String { label.text }

    private func update() {
        switch state {
        case .idle: label.text = ""; spinner.stopAnimating()
        case .loading: label.text = loadingTitle; spinner.startAnimating()
        case .exhausted: label.text = exhaustedTitle; spinner.stopAnimating()
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 ? size.width : bounds.width, height: LoadMoreFooter.height)
    }

    open override func layoutSubviews() {
        let t = label.text.isEmpty ? Size.zero : label.sizeThatFits(.zero)
        let spin = spinner.isAnimating ? 20.0 : 0
        let gap = spin > 0 && t.width > 0 ? 10.0 : 0
        let x0 = ((bounds.width - spin - gap - t.width) / 2).rounded()
        spinner.frame = Rect(x: x0, y: (bounds.midY - 10).rounded(), width: 20, height: 20)
        label.frame = Rect(x: x0 + spin + gap, y: 0, width: t.width, height: bounds.height)
    }
}
