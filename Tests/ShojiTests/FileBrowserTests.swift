import Glibc
import Shoji
import ShojiFiles
import Testing

/// A folder a test builds in /tmp, removed at the end.
final class TestFolder {
    let path: FilePath
    init() {
        var template = Array("/tmp/shoji-browser-XXXXXX".utf8CString)
        path = FilePath(String(cString: mkdtemp(&template)!))
    }
    deinit { Folders.removeTree(path.string) }
    /// A file named by exact bytes (a path under the folder), `size` bytes long, modified at `modified`.
    @discardableResult
    func file(_ name: [UInt8], size: Int = 0, modified: Int? = nil) -> FilePath {
        let p = path.appending(name)
        let fd = p.withCString { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        precondition(fd >= 0)
        if size > 0 { _ = [UInt8](repeating: 0x61, count: size).withUnsafeBytes { write(fd, $0.baseAddress, size) } }
        if let modified {
            var times = [timespec(tv_sec: modified, tv_nsec: 0), timespec(tv_sec: modified, tv_nsec: 0)]
            futimens(fd, &times)
        }
        close(fd)
        return p
    }
    @discardableResult
    func file(_ name: String, size: Int = 0, modified: Int? = nil) -> FilePath { file(Array(name.utf8), size: size, modified: modified) }
    @discardableResult
    func folder(_ name: String) -> FilePath {
        let p = path.appending(name)
        mkdir(p.string, 0o755)
        return p
    }
}

/// A file system whose one folder cannot be read, as a folder of another user's is (the tests run as
/// root in CI, where mode 000 does not stop anyone).
struct UnreadableFolderSystem: FileSystemBrowsing {
    let local = LocalFileSystem()
    let unreadable: FilePath
    func entries(in path: FilePath) throws(FileError) -> [FolderEntry] {
        if path == unreadable { throw FileError("list the folder", path: path.string, code: EACCES) }
        return try local.entries(in: path)
    }
    func kind(of path: FilePath) -> FolderEntry.Kind? { local.kind(of: path) }
    func makeFolder(at path: FilePath) throws(FileError) { try local.makeFolder(at: path) }
}

@MainActor
@Suite("The file dialog's model", .serialized)
struct FileBrowserTests {
    private func names(_ b: FileBrowser) -> [String] { b.entries.map(\.displayName) }

    @Test("Folders come first, names in numeric order ignoring case; size and date sort either way")
    func sorting() {
        let t = TestFolder()
        t.file("file10.txt", size: 30, modified: 3000)
        t.file("File2.txt", size: 10, modified: 1000)
        t.file("b.txt", size: 20, modified: 2000)
        t.folder("zeta")
        t.folder("Alpha")
        let b = FileBrowser(mode: .open, folder: t.path)
        #expect(names(b) == ["Alpha", "zeta", "b.txt", "File2.txt", "file10.txt"])
        b.ascending = false
        #expect(names(b) == ["zeta", "Alpha", "file10.txt", "File2.txt", "b.txt"])
        b.ascending = true
        b.sortKey = .size
        #expect(names(b).suffix(3) == ["File2.txt", "b.txt", "file10.txt"])
        b.sortKey = .modified
        b.ascending = false
        #expect(names(b) == ["zeta", "Alpha", "file10.txt", "b.txt", "File2.txt"] || names(b).suffix(3) == ["file10.txt", "b.txt", "File2.txt"])
        #expect(b.entries.first { $0.displayName == "b.txt" }?.size == 20)
    }

    @Test("A filter hides other files but never folders; patterns ignore ASCII case; hidden files only with Ctrl+H")
    func filtersAndHidden() {
        let t = TestFolder()
        t.file("a.png"); t.file("B.PNG"); t.file("c.txt"); t.file(".secret.png"); t.folder("pics"); t.folder(".cache")
        let b = FileBrowser(mode: .open, folder: t.path, filters: [FileFilter(name: "Images", patterns: ["*.png", "*.jpg"]), .allFiles])
        #expect(names(b) == ["pics", "a.png", "B.PNG"])
        b.selectedFilterIndex = 1
        #expect(names(b) == ["pics", "a.png", "B.PNG", "c.txt"])
        b.showsHiddenFiles = true
        #expect(names(b) == [".cache", "pics", ".secret.png", "a.png", "B.PNG", "c.txt"])
        #expect(FileFilter(name: "x", patterns: ["re?ort-*.txt"]).matches(Array("report-2024.txt".utf8)))
        #expect(!FileFilter(name: "x", patterns: ["*.txt"]).matches(Array("a.txt.bak".utf8)))
    }

    @Test("Typing completes a name, a path in another folder, and a folder with its slash; hidden names only when typed")
    func completion() {
        let t = TestFolder()
        t.file("report-2024.txt"); t.file("report-2025.txt"); t.file("readme"); t.file(".rc")
        let sub = t.folder("subfolder")
        TestFolder.touch(sub.appending("inner.txt"))
        let b = FileBrowser(mode: .save, folder: t.path)
        #expect(b.complete("rep") == FileNameCompletion(text: "report-202", candidates: ["report-2024.txt", "report-2025.txt"]))
        #expect(b.complete("rea").text == "readme")
        #expect(b.complete("sub").text == "subfolder/")
        #expect(b.complete("subfolder/in").text == "subfolder/inner.txt")
        #expect(b.complete(t.path.string + "/subf").text == t.path.string + "/subfolder/")
        #expect(b.complete("REA").text == "readme")
        #expect(b.complete("r").candidates.count == 3)
        #expect(b.complete(".r").text == ".rc")
        #expect(b.complete("zzz").candidates.isEmpty && b.complete("zzz").text == "zzz")
    }

    @Test("Save: a new name is chosen; an existing file asks first; a folder opens; empty, missing folders and long names refused")
    func saveRules() {
        let t = TestFolder()
        let existing = t.file("old.txt")
        let sub = t.folder("sub")
        mkfifo(t.path.appending("pipe").string, 0o600)
        let b = FileBrowser(mode: .save, folder: t.path)
        #expect(b.decide(typed: "new.txt") == .choose([t.path.appending("new.txt")]))
        #expect(b.decide(typed: "  new.txt ") == .choose([t.path.appending("new.txt")]))
        #expect(b.decide(typed: "old.txt") == .confirmOverwrite(existing))
        #expect(b.decide(typed: "sub") == .openFolder(sub))
        #expect(b.decide(typed: "sub/inner.txt") == .choose([sub.appending("inner.txt")]))
        #expect(b.decide(typed: "nowhere/inner.txt") == .refuse(.missingFolder(t.path.appending("nowhere"))))
        #expect(b.decide(typed: "newdir/") == .refuse(.missingFolder(t.path.appending("newdir"))))
        #expect(b.decide(typed: "") == .refuse(.emptyName))
        #expect(b.decide(typed: "   ") == .refuse(.emptyName))
        #expect(b.decide(typed: "pipe") == .refuse(.notARegularFile(t.path.appending("pipe"))))
        #expect(b.decide(typed: String(repeating: "x", count: 256)) == .refuse(.nameTooLong))
        #expect(b.decide(typed: "..") == .openFolder(t.path.parent))
        #expect(b.decide(typed: t.path.string + "/abs.txt") == .choose([t.path.appending("abs.txt")]))
    }

    @Test("Open: one file by default, several where asked; folders open instead of being chosen")
    func openAndMultipleSelection() {
        let t = TestFolder()
        t.file("a.txt"); t.file("b.txt"); t.folder("dir")
        let single = FileBrowser(mode: .open, folder: t.path)
        single.select(rows: [1, 2])
        #expect(single.selectedRows == [1])
        #expect(single.decide(typed: "") == .choose([t.path.appending("a.txt")]))
        #expect(single.activate(row: 0) == .openFolder(t.path.appending("dir")))
        #expect(single.decide(typed: "missing.txt") == .refuse(.missingFile(t.path.appending("missing.txt"))))
        let multi = FileBrowser(mode: .open, folder: t.path, allowsMultipleSelection: true)
        multi.select(rows: [0, 1, 2])
        #expect(multi.decide(typed: "") == .choose([t.path.appending("a.txt"), t.path.appending("b.txt")]))
        let none = FileBrowser(mode: .open, folder: t.path)
        #expect(none.decide(typed: "") == .refuse(.nothingSelected))
        // Save never selects more than one.
        let save = FileBrowser(mode: .save, folder: t.path, allowsMultipleSelection: true)
        save.select(rows: [1, 2])
        #expect(save.selectedRows == [1])
    }

    @Test("A name that is not UTF-8 is listed with U+FFFD and chosen with its exact bytes, by click or by typing what is shown")
    func invalidUTF8() {
        let t = TestFolder()
        let bytes: [UInt8] = [0x6E, 0x6F, 0x74, 0xFF, 0xFE, 0x2E, 0x74, 0x78, 0x74]
        let path = t.file(bytes)
        let b = FileBrowser(mode: .open, folder: t.path)
        #expect(names(b) == ["not\u{FFFD}\u{FFFD}.txt"])
        #expect(b.activate(row: 0) == .choose([path]))
        #expect(b.decide(typed: "not\u{FFFD}\u{FFFD}.txt") == .choose([path]))
        if case .choose(let chosen) = b.activate(row: 0) { #expect(chosen[0].bytes == path.bytes) }
        let save = FileBrowser(mode: .save, folder: t.path)
        #expect(save.decide(typed: "not\u{FFFD}\u{FFFD}.txt") == .confirmOverwrite(path))
    }

    @Test("Odd names: spaces, leading dashes, newlines, quotes, Japanese, emoji are listed and chosen as they are")
    func oddNames() {
        let t = TestFolder()
        let odd = [" leading space", "-rf", "line\nbreak", "quote\"d'", "日本語のファイル.txt", "🎉.md", "trailing space "]
        for n in odd { t.file(n) }
        let b = FileBrowser(mode: .open, folder: t.path)
        #expect(Set(names(b)) == Set(odd))
        for (row, e) in b.entries.enumerated() { #expect(b.activate(row: row) == .choose([t.path.appending(e.name)])) }
    }

    @Test("A folder that cannot be read or a link loop leaves the dialog where it was, saying why")
    func unreadableAndLoops() {
        let t = TestFolder()
        t.file("keep.txt")
        let locked = t.folder("locked")
        symlink("loopB", t.path.appending("loopA").string)
        symlink("loopA", t.path.appending("loopB").string)
        let b = FileBrowser(mode: .open, folder: t.path, fileSystem: UnreadableFolderSystem(unreadable: locked))
        #expect(names(b) == ["locked", "keep.txt", "loopA", "loopB"])
        #expect(!b.open(locked))
        #expect(b.folder == t.path && names(b).contains("keep.txt"))
        #expect(b.errorMessage == "cannot list the folder \(locked.string): Permission denied")
        #expect(!b.open(t.path.appending("loopA")))
        #expect(b.errorMessage?.contains("Too many levels of symbolic links") == true)
        #expect(b.activate(row: 2) == .refuse(.notARegularFile(t.path.appending("loopA"))))
        #expect(b.open(t.path) && b.errorMessage == nil)
    }

    @Test("New Folder makes and selects it; the folder last chosen from is where the next dialog opens")
    func newFolderAndMemory() {
        let t = TestFolder()
        let b = FileBrowser(mode: .save, folder: t.path)
        #expect(b.makeFolder(named: "Made") == nil)
        #expect(b.entries[b.selectedRows.first ?? -1].displayName == "Made")
        #expect(b.makeFolder(named: "Made") != nil)
        #expect(b.makeFolder(named: "a/b") != nil)
        #expect(b.goToParent() && b.folder == t.path.parent)
        b.open(t.path.appending("Made"))
        let answer = t.path.appending("Made").appending("x.txt")
        b.remember([answer])
        let next = FileBrowser(mode: .open)
        #expect(next.folder == t.path.appending("Made"))
        FileBrowser.lastFolder = nil
    }

    // The bound catches a quadratic sort or filter, not speed: a debug build on a loaded machine takes
    // seconds; the release timing to the first frame is ShojiBench's.
    @Test("50,000 files: listed, sorted and filtered, in order, within a few seconds of a debug build")
    func fiftyThousand() {
        let t = TestFolder()
        for i in 0..<50_000 { t.file("f\(i)" + (i % 2 == 0 ? ".txt" : ".png")) }
        let start = ContinuousClock.now
        let b = FileBrowser(mode: .open, folder: t.path, filters: [FileFilter(name: "PNG", patterns: ["*.png"])])
        let elapsed = ContinuousClock.now - start
        #expect(b.entries.count == 25_000)
        #expect(b.entries.first?.displayName == "f1.png" && b.entries.last?.displayName == "f49999.png")
        #expect(elapsed < .seconds(12), "took \(elapsed)")
    }
}

extension TestFolder {
    static func touch(_ p: FilePath) { close(p.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }) }
}
