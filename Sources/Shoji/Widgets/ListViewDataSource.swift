/// Where a `ListView`'s rows come from, as `UITableViewDataSource` (one section; rows are `Int`s).
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// How many rows the list has.
    func numberOfRows(in listView: ListView) -> Int
    /// A cell for `row`, taken from `listView.dequeueReusableCell(withIdentifier:)` and configured. Asked
    /// only for rows coming into view.
    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell
    /// Whether the row shows a reorder handle while the list is editing (default: no).
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool
    /// The user dragged a row from `from` to `to` (its index afterwards): move it in the model, e.g. with
    /// `Array.move(from:to:)`. Throwing makes the list reload, so it never shows an order the model lacks.
    func listView(_ listView: ListView, moveRowAt from: Int, to: Int) throws
}

public extension ListViewDataSource {
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { false }
    func listView(_ listView: ListView, moveRowAt from: Int, to: Int) throws {}
}

/// Told what the user does with a `ListView`, as `UITableViewDelegate`; every method is optional.
@MainActor
public protocol ListViewDelegate: ScrollViewDelegate {
    /// A height for the row, or nil (the default) to size it from its content.
    func listView(_ listView: ListView, heightForRowAt row: Int) -> Double?
    /// The user selected `row` (a click, or the arrow keys).
    func listView(_ listView: ListView, didSelectRowAt row: Int)
    /// The footer came into view: time to load more. Called once, then again only after rows were added
    /// or the footer left the view.
    func listViewDidReachEnd(_ listView: ListView)
}

public extension ListViewDelegate {
    func listView(_ listView: ListView, heightForRowAt row: Int) -> Double? { nil }
    func listView(_ listView: ListView, didSelectRowAt row: Int) {}
    func listViewDidReachEnd(_ listView: ListView) {}
}
