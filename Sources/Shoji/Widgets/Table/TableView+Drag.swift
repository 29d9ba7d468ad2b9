/// Rows dragged out of a table, as `NSTableView` and GTK's tree view do: a press on a selected row that
/// moves past the desktop's drag threshold drags every selected row, as the same tab-separated text
/// Ctrl+C copies and, where the data source names files (`tableView(_:filePathForRow:)`), as those files
/// (`text/uri-list` between programs). A press on the selection does not collapse it at once (that
/// would leave one row to drag): a release without a drag selects the pressed row, as a click does.
extension TableView {
    /// Starts watching a plain primary press on a selected row; true when it did (the click's selection
    /// waits for the release).
    func beginRowDragPress(_ touch: Touch) -> Bool {
        rowDragPress = nil
        guard touch.button == .primary, touch.clickCount == 1, touch.modifiers.isEmpty, dragSession?.backend != nil else { return false }
        let p = touch.location(in: self)
        guard let row = row(at: p), selection.rows.contains(row) else { return false }
        // A click on the triangle toggles at once; only a press on the row's cells may drag.
        if handleOutlineClick(row: row, at: p) { return true }
        rowDragPress = RowDragPress(row: row, start: p)
        return true
    }

    /// Past the threshold the selected rows go out as a drag; no drag can start: nothing happens.
    func rowDragPressMoved(_ touch: Touch) {
        guard let press = rowDragPress, !press.dragged else { return }
        let threshold = window?.screen?.desktopSettings.dragThreshold ?? DesktopSettings().dragThreshold
        guard touch.location(in: self).distance(to: press.start) >= threshold else { return }
        rowDragPress?.dragged = true
        let content = draggedContent()
        let started = dragSession?.begin(content, from: self) ?? false
        Trace.emit("table.drag", ["id": TraceValue(identifier), "rows": TraceValue(selection.rows.count),
                                  "files": TraceValue(content.filePaths.count), "started": .bool(started)])
    }

    /// The release: without a drag, the press was a click on the row.
    func endRowDragPress(_ touch: Touch) {
        guard let press = rowDragPress else { return }
        rowDragPress = nil
        guard !press.dragged else { return }
        var s = selection
        s.click(press.row, modifiers: [])
        applySelection(s)
    }

    /// What a drag of the selected rows carries: their text as Ctrl+C copies it, and their files.
    func draggedContent() -> PasteboardContent {
        var paths: [String] = []
        if let ds = dataSource {
            for row in selection.rows {
                guard paths.count < Limits.tableCopyRows else { break }
                if let path = ds.tableView(self, filePathForRow: row) { paths.append(path) }
            }
        }
        return PasteboardContent(text: copiedText(), filePaths: paths)
    }
}

/// A press on a selected row, until it is released or becomes a drag.
struct RowDragPress {
    /// The row pressed.
    var row: Int
    /// Where the press began, in the table's coordinates.
    var start: Point
    /// Whether the press already moved far enough to drag (a drag starts once a press).
    var dragged = false
}
