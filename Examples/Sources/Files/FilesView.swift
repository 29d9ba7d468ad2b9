import Shoji

/// The window's one view: the outline on the left (a third of the width, at most 280 px), the table
/// filling the rest, 12 px apart and from the edges.
final class FilesView: View {
    private let outline: OutlineView, table: TableView

    init(outline: OutlineView, table: TableView) {
        self.outline = outline
        self.table = table
        super.init(frame: .zero)
        identifier = "files"
        backgroundColor = .secondarySystemBackground
        addSubview(outline)
        addSubview(table)
    }

    override func layoutSubviews() {
        let m = 12.0, h = max(0, bounds.height - 2 * m)
        let left = min(280, (bounds.width - 3 * m) / 3)
        outline.frame = Rect(x: m, y: m, width: left, height: h)
        table.frame = Rect(x: 2 * m + left, y: m, width: max(0, bounds.width - 3 * m - left), height: h)
    }
}
