#if canImport(Glibc)
import Glibc
#endif
import Shoji
import ShojiFiles
import ShojiRuntime
import ShojiX11

/// `shoji-bench-table`: the Shoji peer of the table rows of `make bench-peers` (bench/probe `--wheel`,
/// `--click`, `--select-all`, `--hdrag`): a 1280×800 window filled by a `TableView` of 1,000,000 rows
/// (`SHOJI_BENCH_ROWS` sets another count) and 4 columns (Name 300, Size 120, Kind 160, Modified 200 px),
/// multiple selection, the text of each cell made from its row number when it is asked for, as
/// bench/peers/table_gtk3.c, table_gtk4.c, table_qt.cpp and table.tcl make theirs. A click on a header
/// "sorts" by reversing the order (one flag: the app's sort costs nothing, so the time to the frame is
/// the table's), then reloads.
@main
final class TableApp: ApplicationDelegate, TableViewDataSource, TableViewDelegate {
    let configuration = ApplicationConfiguration(title: "Shoji table", size: Size(1280, 800))
    private var count = 1_000_000
    private var descending = false

    func applicationDidFinishLaunching(_ application: Application) {
        if let value = ProcessEnvironment.value("SHOJI_BENCH_ROWS") {
            guard let n = Int(value), (1...10_000_000).contains(n) else {
                let line = "shoji-bench-table: SHOJI_BENCH_ROWS must be a whole number from 1 to 10000000, not \"\(value.prefix(40))\"\n"
                _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
                exit(2)
            }
            count = n
        }
        let table = TableView()
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 300),
                         TableColumn(identifier: "size", title: "Size", width: 120, alignment: .trailing),
                         TableColumn(identifier: "kind", title: "Kind", width: 160),
                         TableColumn(identifier: "date", title: "Modified", width: 200)]
        table.selectionMode = .multiple
        // Sorted by name from the start, as every peer shows its rows: the first click sorts the other way.
        table.sortDescriptors = [TableSortDescriptor(columnIdentifier: "name")]
        table.tableDelegate = self
        table.dataSource = self
        application.mainWindow.rootView = table
        _ = application.mainWindow.makeFirstResponder(table)
    }

    func numberOfRows(in tableView: TableView) -> Int { count }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        // The same text as every peer's: the row number (reversed when sorted descending) plus 10,000,000,
        // so that every row's name has the same number of digits.
        let r = (descending ? count - 1 - row : row) + 10_000_000
        switch column.identifier {
        case "name": return "file-\(r).txt"
        case "size": return "\(r % 9973) KB"
        case "kind": return "Text"
        default: return "2024-05-\(r % 28 + 1) 12:00"
        }
    }

    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        descending = tableView.sortDescriptors.first.map { !$0.ascending } ?? false
        tableView.reloadData()
    }
}
