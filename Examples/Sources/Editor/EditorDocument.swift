import Shoji

/// One open document: a tab whose page is a split view of the outline of its headings (Markdown's lines
/// starting with "# ") beside its text. Choosing a heading puts the caret on it. The document knows its
/// file (nil until it is saved) and whether it changed since it was opened or saved.
@MainActor
final class EditorDocument: TableViewDataSource, TableViewDelegate {
    let item: TabViewItem
    let split = SplitView(axis: .horizontal)
    let outline = TableView()
    let textView = TextView()
    /// Where it was opened from or last saved to.
    var path: String?
    /// Whether the text changed since it was opened or saved (the tab's title then ends with "•").
    private(set) var isEdited = false
    /// The headings, and where each starts in the text view's offsets (Unicode scalars).
    private(set) var headings: [(title: String, offset: Int)] = []
    /// The file's name, or "Untitled n".
    private(set) var name: String

    init(name: String, text: String, path: String? = nil, identifier: String) {
        self.name = name
        self.path = path
        outline.identifier = "editor.outline.\(identifier)"
        textView.identifier = "editor.text.\(identifier)"
        split.identifier = "editor.split.\(identifier)"
        outline.columns = [TableColumn(identifier: "heading", title: "Outline", width: 160, minWidth: 60)]
        outline.selectionMode = .single
        textView.text = text
        textView.selectedRange = 0..<0
        split.addPane(outline, minimumSize: 100, size: 180)
        split.addPane(textView, minimumSize: 160)
        item = TabViewItem(title: name, view: split, identifier: identifier)
        outline.dataSource = self
        outline.tableDelegate = self
        readHeadings()
    }

    /// The text changed in the view: the outline follows, and the tab shows it is edited.
    func textDidChange() {
        readHeadings()
        setEdited(true)
    }

    /// Saved as `path`: the tab takes the file's name and is no longer marked edited.
    func didSave(to path: String) {
        self.path = path
        name = path.split(separator: "/").last.map(String.init) ?? path
        setEdited(false)
    }

    private func setEdited(_ edited: Bool) {
        isEdited = edited
        item.title = edited ? name + " •" : name
    }

    /// Whether the outline pane is shown (View ▸ Show Outline).
    var showsOutline: Bool {
        get { !split.isPaneCollapsed(at: 0) }
        set { if newValue { split.expandPane(at: 0) } else { split.collapsePane(at: 0) } }
    }

    private func readHeadings() {
        headings = []
        var offset = 0
        for line in textView.text.split(separator: "\n", omittingEmptySubsequences: false) {
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
        let offset = headings[row].offset
        textView.selectedRange = offset..<offset
        // Back to the text, as an editor's outline does: the user chose where to type next.
        textView.window?.makeFirstResponder(textView)
    }
}
