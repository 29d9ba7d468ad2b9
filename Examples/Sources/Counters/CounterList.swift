import Shoji

/// The counters and the list's rows: each row shows a counter's name and count; a pull to refresh adds a
/// counter after a pretend fetch of half a second on the app's clock (tests make it instant).
@MainActor
final class CounterList: ListViewDataSource {
    private(set) var counts: [Int]
    private var adding: ClockTimer?

    init(count: Int) { counts = Array(repeating: 0, count: count) }

    /// The sum of every count.
    var total: Int { counts.reduce(0, +) }

    func attach(to list: ListView, clock: Clock, changed: @escaping @MainActor () -> Void) {
        list.register(ListCell.self, forCellReuseIdentifier: ListCell.defaultReuseIdentifier)
        list.rowHeight = .fixed(52)
        list.dataSource = self
        let refresh = RefreshControl()
        refresh.identifier = "counters.refresh"
        list.refreshControl = refresh
        refresh.onRefresh = { [unowned self, unowned list] control in
            adding = clock.schedule(after: 0.5) { [unowned self] in
                counts.append(0)
                list.insertRows(at: [counts.count - 1], animated: true)
                control.endRefreshing(.success)
                changed()
            }
        }
    }

    func increment(_ row: Int, in list: ListView) {
        guard counts.indices.contains(row) else { return }
        counts[row] += 1
        list.reloadData()
    }

    /// Adds `delta` to the counter of `row`, never below zero.
    func change(_ row: Int, by delta: Int, in list: ListView) {
        guard counts.indices.contains(row) else { return }
        counts[row] = max(0, counts[row] + delta)
        list.reloadData()
    }

    func resetAll(in list: ListView) {
        counts = counts.map { _ in 0 }
        list.reloadData()
    }

    func numberOfRows(in listView: ListView) -> Int { counts.count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        cell.textLabel.text = "Counter \(row + 1)"
        cell.detailTextLabel.text = counts[row] == 1 ? "1 click" : "\(counts[row]) clicks"
        return cell
    }
}
