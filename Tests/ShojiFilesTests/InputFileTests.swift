import Foundation
import ShojiFiles
import Testing

@Suite("Reading files and folders")
struct InputFileTests {
    @Test("A folder's names are what is in it (no \".\" or \"..\"), and a missing folder is an error naming it")
    func folderNames() throws {
        let s = Scratch()
        try OutputFile.write("a", to: s.file("one"))
        try Folders.create(s.file("two"))
        #expect(try Folders.names(in: s.path).sorted() == ["one", "two"])
        #expect(try Folders.names(in: s.file("two")).isEmpty)
        let missing = s.file("missing")
        #expect { try Folders.names(in: missing) } throws: { ($0 as? FileError)?.description == "cannot list the folder \(missing): No such file or directory" }
    }

    @Test("A file's text is its UTF-8, with malformed bytes replaced, and a missing file is an error naming it")
    func text() throws {
        let s = Scratch()
        try OutputFile.write("いろは\nup\n", to: s.file("t"))
        #expect(try InputFile.text(of: s.file("t")) == "いろは\nup\n")
        try OutputFile.write([0x61, 0xFF, 0x62], to: s.file("bad"))
        #expect(try InputFile.text(of: s.file("bad")) == "a\u{FFFD}b")
        #expect(throws: FileError.self) { try InputFile.text(of: s.file("missing")) }
    }

    @Test("Only a regular file is read for an image: a FIFO nobody writes to is refused at once, as are folders and devices")
    func regularFilesOnly() throws {
        let s = Scratch()
        try OutputFile.write([1, 2, 3], to: s.file("ok"))
        #expect(try InputFile.regularFileContents(of: s.file("ok"), maximumBytes: 3) == [1, 2, 3])
        #expect(mkfifo(s.file("fifo"), 0o600) == 0)
        let start = Date()
        for (path, words) in [(s.file("fifo"), "it is a FIFO, not a regular file"), (s.path, "it is a folder, not a regular file"),
                              ("/dev/zero", "it is a device, not a regular file")] {
            #expect { try InputFile.regularFileContents(of: path, maximumBytes: 100) } throws: {
                ($0 as? FileError)?.description == "cannot read \(path): \(words)"
            }
        }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect { try InputFile.regularFileContents(of: s.file("ok"), maximumBytes: 2) } throws: {
            ($0 as? FileError)?.description == "cannot read \(s.file("ok")): it has 3 bytes, more than the 2 such a file may have"
        }
        #expect { try InputFile.regularFileContents(of: s.file("missing"), maximumBytes: 2) } throws: { ($0 as? FileError)?.code == ENOENT }
    }
}
