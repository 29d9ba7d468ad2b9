import Shoji

/// One document of the Workspace scene: a tab whose page is a split view of the outline of its headings
/// (lines starting with "# ") beside its text. Choosing a heading puts the caret there.
@MainActor
final class WorkspaceDocument: TableViewDataSource, TableViewDelegate {
    let item: TabViewItem
    let split: SplitView
    let outline = TableView()
    let text = TextView()
    private var headings: [(title: String, offset: Int)] = []

    init(title: String, text body: String, key: String) {
        split = SplitView(axis: .horizontal)
        split.identifier = "workspace.split.\(key)"
        outline.identifier = "workspace.outline.\(key)"
        text.identifier = "workspace.text.\(key)"
        outline.columns = [TableColumn(identifier: "heading", title: tr("workspace.outline"), width: 140, minWidth: 60)]
        outline.selectionMode = .single
        text.text = body
        text.selectedRange = 0..<0
        split.addPane(outline, minimumSize: 90, size: 130)
        split.addPane(text, minimumSize: 120)
        item = TabViewItem(title: title, view: split, identifier: key)
        outline.dataSource = self
        outline.tableDelegate = self
        readHeadings()
    }

    /// The headings and where each starts, in characters (the text view's offsets).
    func readHeadings() {
        headings = []
        var offset = 0
        for line in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# ") { headings.append((String(line.dropFirst(2)), offset)) }
            offset += line.unicodeScalars.count + 1
        }
        outline.reloadData()
    }

    func numberOfRows(in tableView: TableView) -> Int { headings.count }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        headings.indices.contains(row) ? headings[row].title : ""
    }

    func tableViewSelectionDidChange(_ tableView: TableView) {
        guard let row = tableView.selectedRow, headings.indices.contains(row) else { return }
        let o = headings[row].offset
        text.selectedRange = o..<o
    }
}
