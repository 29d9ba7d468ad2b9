import Shoji

/// The list's rows and its pull to refresh: 1,000 posts, and a few newer ones at the top after each
/// refresh (a pretend fetch of one second on the app's clock, so tests can make it instant).
@MainActor
final class PostList: ListViewDataSource {
    private(set) var titles: [String]
    private var newest: Int
    private var fetch: ClockTimer?

    init(count: Int) {
        titles = (1...count).reversed().map { "Post #\($0)" }
        newest = count
    }

    func attach(to list: ListView, clock: Clock, refreshed: @escaping @MainActor (Int) -> Void) {
        list.register(ListCell.self, forCellReuseIdentifier: ListCell.defaultReuseIdentifier)
        list.rowHeight = .fixed(56)
        list.dataSource = self
        let refresh = RefreshControl()
        refresh.identifier = "feed.refresh"
        list.refreshControl = refresh
        refresh.onRefresh = { [unowned self, unowned list] control in
            fetch = clock.schedule(after: 1) { [unowned self] in
                let added = fetchNewer()
                list.insertRows(at: Array(0..<added), animated: true)
                control.endRefreshing(.success)
                refreshed(added)
            }
        }
    }

    /// Three posts newer than any shown.
    func fetchNewer() -> Int {
        let new = (newest + 1...newest + 3).reversed().map { "Post #\($0)" }
        newest += 3
        titles.insert(contentsOf: new, at: 0)
        return new.count
    }

    func numberOfRows(in listView: ListView) -> Int { titles.count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        cell.textLabel.text = titles[row]
        cell.detailTextLabel.text = "Pull the list down past the top to load newer posts"
        return cell
    }
}
