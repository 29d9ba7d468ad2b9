import FoundationEssentials
import Shoji

/// The seed's pull-to-refresh timeline: pull the list down past the threshold and let go; the header
/// pins while a 2 s fetch runs, new posts open at the top, the header slides away. F5, Ctrl+R and the
/// wheel past the top refresh too; a switch makes the fetch fail. Scrolling to the end loads older pages.
/// The list sits in a container with its own tap recognizer (the seed's tap-gesture conflict), which
/// counts taps without stealing them unless its switch says so.
@MainActor
final class RefreshScene: DemoScene, ListViewDataSource, ListViewDelegate {
    static let name = "refresh"
    let view: View
    let list = ListView()
    /// The posts marked read from the context menu.
    var readPosts = Set<Int>()
    let refreshControl = RefreshControl()
    let footer = LoadMoreFooter()
    let feed = Feed()
    let context: SceneContext
    let container = FeedContainer()
    private let containerTap = TapGestureRecognizer()
    private let selectedLabel = Label("")
    private let tapsLabel = Label("")
    /// What the last paste or drop did (or why it failed).
    let transferLabel = Label("")
    private let failSwitch = Switch(tr("refresh.failSwitch"))
    private let reorderSwitch = Switch(tr("refresh.reorderSwitch"))
    private let cancelsSwitch = Switch(tr("refresh.cancelsSwitch"))
    private var containerTaps = 0
    private var fetch: ClockTimer?
    private var pageLoad: ClockTimer?

    init(context: SceneContext) {
        self.context = context
        let root = SceneView()
        view = root
        root.identifier = "refresh"

        feed.loadNextPage()
        feed.loadNextPage()

        container.backgroundColor = .systemBackground
        container.cornerRadius = 10
        container.clipsToBounds = true
        container.identifier = "refresh.container"
        containerTap.cancelsTouchesInView = false
        containerTap.addAction { [weak self] _ in self?.containerTapped() }
        container.addGestureRecognizer(containerTap)

        list.identifier = "refresh.list"
        list.register(FeedCell.self, forCellReuseIdentifier: FeedCell.reuseIdentifier)
        list.rowHeight = .automatic(estimated: 84)
        refreshControl.identifier = "refresh.header"
        refreshControl.titles = RefreshControl.Titles(pull: tr("refresh.pull"), release: tr("refresh.release"),
                                                      updating: tr("refresh.updating"), failed: tr("refresh.failed"),
                                                      refreshed: tr("refresh.refreshed"))
        refreshControl.lastUpdatedText = RefreshHistory.describe(context.app?.refreshHistory.lastUpdated)
        list.refreshControl = refreshControl
        footer.loadingTitle = tr("refresh.loading")
        footer.exhaustedTitle = tr("refresh.noMore")
        footer.identifier = "refresh.footer"
        list.footerView = footer
        container.addSubview(list)

        let heading = Label(tr("refresh.heading"), style: .title)
        let about = Label(tr("refresh.about"), style: .body.with(size: 14))
        about.numberOfLines = 0
        about.textColor = .secondaryLabel
        let refreshButton = Button(tr("refresh.button"))
        refreshButton.identifier = "refresh.button"
        failSwitch.identifier = "refresh.fail"
        reorderSwitch.identifier = "refresh.reorder"
        cancelsSwitch.identifier = "refresh.cancels"
        selectedLabel.identifier = "refresh.selected"
        tapsLabel.identifier = "refresh.taps"
        transferLabel.identifier = "refresh.transfer"
        transferLabel.numberOfLines = 0
        for l in [selectedLabel, tapsLabel, transferLabel] { l.textColor = .secondaryLabel; l.style = .body.with(size: 14) }
        for v in [container, heading, about, refreshButton, failSwitch, reorderSwitch, cancelsSwitch, selectedLabel, tapsLabel,
                  transferLabel] as [View] {
            root.addSubview(v)
        }

        refreshControl.onRefresh = { [weak self] _ in self?.startFetch() }
        refreshButton.primaryAction = { [weak self] _ in self?.refresh() }
        reorderSwitch.valueChanged = { [weak self] s in self?.list.isEditing = s.isOn }
        cancelsSwitch.valueChanged = { [weak self] s in self?.containerTap.cancelsTouchesInView = s.isOn }
        list.listDelegate = self
        list.dataSource = self
        setUpTransfer()
        setUpContextMenu()
        updateStatus()

        // The layout closure lives in the view: it must not hold the scene, or the scene would never go.
        let container = self.container, list = self.list, switches = [failSwitch, reorderSwitch, cancelsSwitch]
        let selectedLabel = self.selectedLabel, tapsLabel = self.tapsLabel, transferLabel = self.transferLabel
        root.layout = { v in
            let m = 20.0, panel = 280.0
            let listWidth = max(200, v.bounds.width - panel - 3 * m)
            container.frame = Rect(x: m, y: m, width: listWidth, height: max(0, v.bounds.height - 2 * m))
            list.frame = container.bounds
            let x = container.frame.maxX + m, w = max(0, v.bounds.width - x - m)
            var y = m
            y = heading.place(at: Point(x, y), width: w).maxY + 10
            y = about.place(at: Point(x, y), width: w).maxY + 16
            y = refreshButton.place(at: Point(x, y)).maxY + 16
            for s in switches { y = s.place(at: Point(x, y), width: w).maxY + 10 }
            y += 8
            y = selectedLabel.place(at: Point(x, y), width: w).maxY + 4
            y = tapsLabel.place(at: Point(x, y), width: w).maxY + 4
            transferLabel.place(at: Point(x, y), width: w)
        }
    }

    // MARK: Refreshing

    /// F5, Ctrl+R and the button: show the header and fetch, unless a refresh is already running.
    func refresh() {
        if refreshControl.beginRefreshing() { startFetch() }
    }

    private func startFetch() {
        guard fetch == nil else { return }
        // Stands in for a network request: two seconds on the app's clock, the UI free meanwhile.
        fetch = context.clock.schedule(after: 2) { [weak self] in self?.finishFetch() }
    }

    private func finishFetch() {
        fetch = nil
        if failSwitch.isOn {
            refreshControl.endRefreshing(.failure)
            return
        }
        let added = feed.fetchNewer()
        list.insertRows(at: Array(0..<added), animated: true)
        let now = Date()
        context.app?.refreshHistory.record(now)
        refreshControl.lastUpdatedText = RefreshHistory.describe(now)
        refreshControl.endRefreshing(.success)
        updateStatus()
    }

    func handleKey(_ event: KeyEvent) -> Bool {
        let isF5 = event.key == .function(5)
        let isCtrlR = event.key == .character("r") && event.modifiers.contains(.control)
        guard isF5 || isCtrlR else { return false }
        refresh()
        return true
    }

    /// For the tour: the list held pulled past the threshold — header shown, arrow turned up, "Release
    /// to refresh". Leaving the scene cancels the press.
    func prepareForTour() -> (@MainActor () -> Void)? {
        guard let screen = list.window?.screen else { return nil }
        let start = list.convertToScreen(Point(list.bounds.midX, list.contentOffset.y + 80))
        screen.send(.pointer(PointerEvent(.down, at: start)))
        for i in 1...20 { screen.send(.pointer(PointerEvent(.moved, at: start + Point(0, Double(i) * 12), button: .primary))) }
        return nil
    }

    var tourWait: Double { 0.3 }

    func willDisappear() {
        fetch?.cancel()
        pageLoad?.cancel()
    }

    // MARK: ListViewDataSource

    func numberOfRows(in listView: ListView) -> Int { feed.posts.count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier)
        (cell as? FeedCell)?.configure(with: feed.posts[row], read: readPosts.contains(feed.posts[row].id))
        return cell
    }

    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { true }

    func listView(_ listView: ListView, moveRowAt from: Int, to: Int) throws {
        try feed.posts.move(from: from, to: to)
    }

    // MARK: ListViewDelegate

    func listView(_ listView: ListView, didSelectRowAt row: Int) { updateStatus() }

    func listViewDidReachEnd(_ listView: ListView) {
        guard footer.canLoadMore, pageLoad == nil else { return }
        guard feed.hasMore else { footer.state = .exhausted; return }
        footer.state = .loading
        Trace.emit("list.loadMore", ["page": TraceValue(feed.pagesLoaded + 1)])
        pageLoad = context.clock.schedule(after: 0.8) { [weak self] in
            guard let self else { return }
            self.pageLoad = nil
            let range = self.feed.loadNextPage()
            self.list.insertRows(at: Array(range), animated: true)
            self.footer.state = self.feed.hasMore ? .idle : .exhausted
            self.updateStatus()
            // What a test waits for instead of sleeping through the 0.8 s load.
            Trace.emit("list.pageLoaded", ["page": TraceValue(self.feed.pagesLoaded), "more": .bool(self.feed.hasMore)])
        }
    }

    // MARK: Status

    private func containerTapped() {
        containerTaps += 1
        updateStatus()
    }

    func updateStatus() {
        let selected = list.selectedRow.map { "#\(feed.posts[$0].id)" } ?? "—"
        selectedLabel.text = tr("refresh.selected", selected)
        tapsLabel.text = tr("refresh.taps", String(containerTaps))
    }
}
