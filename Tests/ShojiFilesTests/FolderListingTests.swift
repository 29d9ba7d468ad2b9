import Foundation
import Glibc
import ShojiFiles
import Testing

/// Makes a file whose name is `name`'s exact bytes in `folder`, holding `size` bytes.
func makeFile(_ folder: String, _ name: [UInt8], size: Int = 0) {
    let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
    let fd = path.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) } }
    precondition(fd >= 0)
    if size > 0 { _ = [UInt8](repeating: 0x61, count: size).withUnsafeBytes { write(fd, $0.baseAddress, size) } }
    close(fd)
}

@Suite("Listing a folder for a file dialog")
struct FolderListingTests {
    @Test("Each name comes with its kind, size and date; links are read through, a link loop is a broken link")
    func kinds() throws {
        let s = Scratch()
        makeFile(s.path, Array("a.txt".utf8), size: 5)
        try Folders.create(s.file("sub"))
        symlink("sub", s.file("to-sub"))
        symlink("loop1", s.file("loop2"))
        symlink("loop2", s.file("loop1"))
        symlink("missing", s.file("dangling"))
        mkfifo(s.file("fifo"), 0o600)
        let entries = try FolderListing.entries(in: FilePath(s.path))
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.displayName, $0) })
        #expect(byName.keys.sorted() == ["a.txt", "dangling", "fifo", "loop1", "loop2", "sub", "to-sub"])
        #expect(byName["a.txt"]?.kind == .file && byName["a.txt"]?.size == 5)
        #expect(byName["sub"]?.kind == .folder && byName["sub"]?.isLink == false)
        #expect(byName["to-sub"]?.kind == .folder && byName["to-sub"]?.isLink == true)
        #expect(byName["loop1"]?.kind == .brokenLink)
        #expect(byName["dangling"]?.kind == .brokenLink)
        #expect(byName["fifo"]?.kind == .special)
        let now = Date().timeIntervalSince1970
        #expect(abs((byName["a.txt"]?.modified ?? 0) - now) < 60)
        // Opening the loop as a folder is an error that says so, not a hang.
        #expect { try FolderListing.entries(in: FilePath(s.file("loop1"))) } throws: {
            ($0 as? FileError)?.description.contains("Too many levels of symbolic links") == true
        }
    }

    @Test("A name that is not UTF-8 is listed with U+FFFD shown and its exact bytes kept")
    func invalidUTF8() throws {
        let s = Scratch()
        let name: [UInt8] = [0x72, 0xE9, 0x73, 0x75, 0x6D, 0xE9, 0x2E, 0x74, 0x78, 0x74] // "résumé.txt" in Latin-1
        makeFile(s.path, name)
        let entries = try FolderListing.entries(in: FilePath(s.path))
        #expect(entries.count == 1)
        #expect(entries[0].name == name)
        #expect(entries[0].displayName == "r\u{FFFD}sum\u{FFFD}.txt")
        let path = FilePath(s.path).appending(entries[0].name)
        #expect(!path.isValidUTF8)
        #expect(LocalFileSystem().kind(of: path) == .file)
    }

    @Test("Paths: parent, last component, appending; file URIs both ways with any bytes")
    func paths() {
        #expect(FilePath("/a/b/").parent == FilePath("/a"))
        #expect(FilePath("/a").parent == FilePath("/"))
        #expect(FilePath("/").isRoot && FilePath("/").parent.isRoot)
        #expect(FilePath("/a/b.txt").lastComponent == Array("b.txt".utf8))
        #expect(FilePath("/").appending("x") == FilePath("/x"))
        let odd = FilePath(bytes: Array("/tmp/a b%".utf8) + [0xFF])
        #expect(FileURI.uri(of: odd) == "file:///tmp/a%20b%25%FF")
        #expect(FileURI.path(fromURI: Array(FileURI.uri(of: odd).utf8)) == odd)
        #expect(FileURI.path(fromURI: Array("file:///home/u/%E6%97%A5%E6%9C%AC".utf8)) == FilePath("/home/u/日本"))
        #expect(FileURI.path(fromURI: Array("sftp://host/x".utf8)) == nil)
    }

    @Test("Places come from user-dirs.dirs, GTK's bookmarks and the mounts, as the desktop writes them")
    func places() {
        let dirs = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_DOCUMENTS_DIR="$HOME/Documents"
        XDG_PUBLICSHARE_DIR="$HOME/"
        XDG_MUSIC_DIR="/srv/music"
        """
        #expect(Places.userFolders(fromUserDirs: dirs, home: "/home/u").map(\.path) ==
                [FilePath("/home/u/Desktop"), FilePath("/home/u/Documents"), FilePath("/srv/music")])
        let marks = Places.bookmarks(fromGTKBookmarks: Array("file:///home/u/My%20Project Project\nsftp://host/x\nfile:///data\n".utf8))
        #expect(marks.map(\.name) == ["Project", "data"])
        #expect(marks.map(\.path) == [FilePath("/home/u/My Project"), FilePath("/data")])
        let mounts = """
        proc /proc proc rw 0 0
        /dev/sdb1 /media/u/USB\\040Stick vfat rw 0 0
        /dev/sdc1 /run/media/u/disk ext4 rw 0 0
        """
        #expect(Places.volumes(fromMounts: mounts).map(\.name) == ["USB Stick", "disk"])
    }

    @Test("50,000 files list whole, in well under a second")
    func fiftyThousand() throws {
        let s = Scratch()
        for i in 0..<50_000 { makeFile(s.path, Array("file\(i).dat".utf8)) }
        let start = ContinuousClock.now
        let entries = try FolderListing.entries(in: FilePath(s.path))
        let elapsed = ContinuousClock.now - start
        #expect(entries.count == 50_000)
        #expect(Set(entries.map(\.name)).count == 50_000)
        #expect(elapsed < .seconds(2), "listing took \(elapsed)")
    }
}
