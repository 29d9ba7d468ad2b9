import Shoji
import ShojiFiles
import Synchronization
import Testing

/// The local file system, counting the sizes and dates read one by one (a `stat` each).
final class CountingFileSystem: FileSystemBrowsing {
    let local = LocalFileSystem()
    let detailsRead = Mutex(0)
    func entries(in path: FilePath) throws(FileError) -> [FolderEntry] { try local.entries(in: path) }
    func kind(of path: FilePath) -> FolderEntry.Kind? { local.kind(of: path) }
    func makeFolder(at path: FilePath) throws(FileError) { try local.makeFolder(at: path) }
    func details(of entry: FolderEntry, in folder: FilePath) -> FolderEntry {
        if !entry.hasDetails { detailsRead.withLock { $0 += 1 } }
        return local.details(of: entry, in: folder)
    }
    var count: Int { detailsRead.withLock { $0 } }
}

/// A big folder's sizes and dates are read for the rows on screen, not for every name (issue 40: the
/// `stat` of 50,000 names was most of the dialog's first frame).
@MainActor
@Suite("File dialog: sizes and dates read for the rows shown", .serialized)
struct FileDialogDetailsTests {
    @Test("Sorted by name, only the rows drawn are stat'ed, and they show their sizes; sorting by size reads them all")
    func onlyRowsShownAreStated() {
        let t = TestFolder()
        for i in 0..<2_000 { t.file("f\(i).txt", size: i % 7 + 1) }
        let fs = CountingFileSystem()
        let screen = Screen(size: Size(760, 500), clock: ManualClock())
        let window = Window(screen: screen, name: "dialog")
        let view = FileDialogView(options: FileDialogOptions(mode: .open, folder: t.path), places: [], fileSystem: fs)
        window.rootView = view
        window.makeKeyAndVisible()
        _ = screen.update(into: RecordingCanvas())
        #expect(view.browser.entries.count == 2_000)
        #expect(!view.browser.entries[1_999].hasDetails)
        // A screenful (500 points of window, rows ~24 high): some, never thousands.
        #expect(fs.count > 0 && fs.count < 60, "stat'ed \(fs.count) of 2,000")
        // The first row drawn shows its real size: "f0.txt" holds 1 byte.
        let sizeColumn = view.table.columns[1]
        #expect(view.tableView(view.table, textFor: sizeColumn, row: 0).hasPrefix("1"))
        #expect(view.browser.entries[0].hasDetails && view.browser.entries[0].size == 1)

        view.browser.sortKey = .size
        #expect(view.browser.entries.allSatisfy { $0.hasDetails })
        #expect(fs.count >= 2_000)
        #expect(view.browser.entries.first?.size == 1 && view.browser.entries.last?.size == 7)
    }

    @Test("A local listing gives files and folders their kind without their size; the details fill them in")
    func listingDefersDetails() throws {
        let t = TestFolder()
        t.file("a.txt", size: 5, modified: 1_000_000)
        t.folder("sub")
        let entries = try LocalFileSystem().entries(in: t.path)
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.displayName, $0) })
        #expect(byName["a.txt"]?.kind == .file && byName["sub"]?.kind == .folder)
        #expect(byName["a.txt"]?.hasDetails == false)
        let full = LocalFileSystem().details(of: byName["a.txt"]!, in: t.path)
        #expect(full.hasDetails && full.size == 5 && full.modified == 1_000_000)
    }
}
