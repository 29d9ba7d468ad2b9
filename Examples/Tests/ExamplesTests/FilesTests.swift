import Foundation
import Shoji
import ShojiRuntime
import Testing
@testable import Files

/// Files as a user sees it, headless, over a folder the test makes: the outline shows the root expanded
/// with its subfolders, the table the selected folder's files (name, size, kind, modified), a header click
/// sorts, a folder picked in the outline fills the table, and a folder's subfolders are read only when
/// it is expanded.
@MainActor
struct FilesTests {
    /// root/ alpha/ (deep/) · beta/ · b2.txt (10 bytes) · b10.txt (2,500) · image.PNG (1,500,000) · notes (1)
    static func makeFolder() throws -> String {
        let fm = FileManager.default
        let root = NSTemporaryDirectory() + "shoji-files-\(UUID().uuidString)"
        try fm.createDirectory(atPath: root + "/alpha/deep", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/beta", withIntermediateDirectories: true)
        for (name, size, day) in [("b2.txt", 10, 3), ("b10.txt", 2_500, 1), ("image.PNG", 1_500_000, 4), ("notes", 1, 2)] {
            #expect(fm.createFile(atPath: root + "/" + name, contents: Data(count: size)))
            // 2024-05-0DAY 12:34 UTC.
            let date = Date(timeIntervalSince1970: 1_714_566_840 + Double(day - 1) * 86_400)
            try fm.setAttributes([.modificationDate: date], ofItemAtPath: root + "/" + name)
        }
        return root
    }

    func make() throws -> (HeadlessApplication, FilesApp, String) {
        let root = try Self.makeFolder()
        let files = FilesApp(root: root)
        files.listing.timeZone = TimeZone(identifier: "UTC")!
        let app = HeadlessApplication(delegate: files)
        app.settle()
        return (app, files, root)
    }

    func column(_ files: FilesApp, _ id: String) -> [String] {
        let c = files.table.column(withIdentifier: id)!
        return (0..<files.table.numberOfRows).map { files.table.text(forRow: $0, column: c) }
    }

    func outlineNames(_ files: FilesApp) -> [String] {
        let c = files.outline.columns[0]
        return (0..<files.outline.numberOfRows).map { files.outline.text(forRow: $0, column: c) }
    }

    @Test func theRootIsShownExpandedBesideItsFilesSortedByName() throws {
        let (_, files, root) = try make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(outlineNames(files) == [(root as NSString).lastPathComponent, "alpha", "beta"])
        // Names as people sort them: case ignored, numbers by value (b2 before b10).
        #expect(column(files, "name") == ["alpha", "b2.txt", "b10.txt", "beta", "image.PNG", "notes"])
        #expect(column(files, "size") == ["—", "10 bytes", "2.5 kB", "—", "1.5 MB", "1 byte"])
        #expect(column(files, "kind") == ["Folder", "TXT file", "TXT file", "Folder", "PNG file", "File"])
        #expect(column(files, "modified")[1...2] == ["2024-05-03 12:34", "2024-05-01 12:34"])
    }

    @Test func clickingTheSizeHeaderSortsBySizeAndAgainReverses() throws {
        let (app, files, root) = try make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let box = files.table.screenBoundingBox
        let sizeHeader = Point(box.minX + 260 + 45, box.minY + files.table.headerHeight / 2)
        app.tap(at: sizeHeader)
        app.settle()
        #expect(files.table.sortDescriptors.first == TableSortDescriptor(columnIdentifier: "size"))
        // Folders count as 0 bytes; ties by name.
        #expect(column(files, "name") == ["alpha", "beta", "notes", "b2.txt", "b10.txt", "image.PNG"])
        app.tap(at: sizeHeader)
        app.settle()
        #expect(column(files, "name") == ["image.PNG", "b10.txt", "b2.txt", "notes", "beta", "alpha"])
    }

    @Test func pickingAFolderShowsItsFilesAndExpandingReadsItsSubfolders() throws {
        let (app, files, root) = try make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(files.tree.foldersRead == 1, "only the expanded root's subfolders are read")
        let box = files.outline.screenBoundingBox
        // The second row (alpha): under the header, one row down.
        app.tap(at: Point(box.minX + 60, box.minY + files.outline.headerHeight + files.outline.rowHeight * 1.5))
        app.settle()
        #expect(files.listing.folder == root + "/alpha")
        #expect(column(files, "name") == ["deep"])
        #expect(files.tree.foldersRead == 1, "selecting a folder does not read its subfolders")
        app.send(.key(KeyEvent(.right)))
        app.settle()
        #expect(outlineNames(files).dropFirst() == ["alpha", "deep", "beta"])
        #expect(files.tree.foldersRead == 2)
    }
}
