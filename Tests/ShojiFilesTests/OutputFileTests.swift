import Foundation
import ShojiFiles
import Testing

/// A scratch folder for one test, removed at the end.
final class Scratch {
    let path: String
    init() { path = NSTemporaryDirectory() + "shoji-files-\(UUID().uuidString)"; try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    func contents(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

@Suite("Output files")
struct OutputFileTests {
    @Test("A new file appears whole under its name, with nothing left beside it")
    func newFile() throws {
        let s = Scratch()
        try OutputFile.write("hello\n", to: s.file("out.txt"))
        #expect(s.contents("out.txt") == "hello\n")
        #expect(s.names == ["out.txt"])
    }

    @Test("An existing file is replaced, not written into: a hard link to the old one keeps the old bytes")
    func replaces() throws {
        let s = Scratch()
        try "old".write(toFile: s.file("out.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: s.file("out.txt"), toPath: s.file("other"))
        try OutputFile.write("new", to: s.file("out.txt"))
        #expect(s.contents("out.txt") == "new")
        #expect(s.contents("other") == "old")
    }

    @Test("Until commit the target keeps its old content, and a dropped file leaves no trace")
    func noHalfFile() throws {
        let s = Scratch()
        try "old".write(toFile: s.file("out.txt"), atomically: false, encoding: .utf8)
        do {
            let f = try OutputFile(replacing: s.file("out.txt"))
            try f.write("half of the ne")
            #expect(s.contents("out.txt") == "old")
            // Dropped without commit, as when the program stops half-way.
        }
        #expect(s.contents("out.txt") == "old")
        #expect(s.names == ["out.txt"])
    }

    @Test("A planted symbolic link is refused with one line, and the file it points at is untouched",
          arguments: [OutputFile.Publishing.whenCommitted, .atOnce])
    func plantedLink(publishing: OutputFile.Publishing) throws {
        let s = Scratch()
        try "precious".write(toFile: s.file("victim"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: s.file("trace.jsonl"), withDestinationPath: s.file("victim"))
        let error = #expect(throws: FileError.self) { try OutputFile(replacing: s.file("trace.jsonl"), publishing: publishing) }
        #expect(error?.description == "cannot write \(s.file("trace.jsonl")): it is a symbolic link, and links are not followed")
        #expect(s.contents("victim") == "precious")
        // A dangling link (to a file not yet there) is not followed either.
        try FileManager.default.createSymbolicLink(atPath: s.file("dangling"), withDestinationPath: s.file("made-by-us"))
        #expect(throws: FileError.self) { try OutputFile.write("x", to: s.file("dangling")) }
        #expect(!FileManager.default.fileExists(atPath: s.file("made-by-us")))
    }

    @Test("A full device fails at the write, with the path and the reason in words")
    func fullDevice() throws {
        let f = try OutputFile(replacing: "/dev/full", publishing: .atOnce)
        let error = #expect(throws: FileError.self) { try f.write("a line\n") }
        #expect(error?.description == "cannot write /dev/full: No space left on device")
        #expect(error?.code == ENOSPC)
    }

    @Test("/dev/null is written in place and stays a device")
    func devNull() throws {
        try OutputFile.write("nothing", to: "/dev/null")
        var st = stat()
        #expect(lstat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("A removed folder or a folder in the way is one line naming the path")
    func badFolders() throws {
        let s = Scratch()
        let gone = s.file("gone/out.png")
        let e1 = #expect(throws: FileError.self) { try OutputFile.write("x", to: gone) }
        #expect(e1?.description == "cannot write \(gone): No such file or directory")
        try FileManager.default.createDirectory(atPath: s.file("dir"), withIntermediateDirectories: false)
        let e2 = #expect(throws: FileError.self) { try OutputFile.write("x", to: s.file("dir")) }
        #expect(e2?.description == "cannot write \(s.file("dir")): it is a folder")
        let e3 = #expect(throws: FileError.self) { try OutputFile.write("x", to: "/proc/x.png") }
        #expect(e3?.description.hasPrefix("cannot write /proc/x.png: ") == true)
    }

    @Test("Folders are made with their parents; a file in the way or /proc is one line")
    func folders() throws {
        let s = Scratch()
        try Folders.create(s.file("a/b/c"))
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: s.file("a/b/c"), isDirectory: &isDir) && isDir.boolValue)
        try Folders.create(s.file("a/b/c"))   // again: fine
        try "x".write(toFile: s.file("f"), atomically: false, encoding: .utf8)
        let e1 = #expect(throws: FileError.self) { try Folders.create(s.file("f/sub")) }
        #expect(e1?.description == "cannot create the folder \(s.file("f/sub")): \(s.file("f")) is there and is not a folder")
        let e2 = #expect(throws: FileError.self) { try Folders.create("/proc/x") }
        #expect(e2?.description.hasPrefix("cannot create the folder /proc/x: ") == true)
        #expect(e2?.description.contains("\n") == false)
    }
}

@Suite("Private folders")
struct PrivateFolderTests {
    @Test("A private folder is 0700, its files are new and 0600, and it goes away with what is in it")
    func lifecycle() throws {
        let folder = try PrivateFolder(prefix: "shoji-test")
        var st = stat()
        #expect(stat(folder.path, &st) == 0 && st.st_mode & 0o777 == 0o700)
        let fd = try folder.createFile(named: "export-1.bin")
        #expect(fstat(fd, &st) == 0 && st.st_mode & 0o777 == 0o600)
        close(fd)
        // Made exclusively: a second create of the same name fails rather than opening the first.
        #expect(throws: FileError.self) { try folder.createFile(named: "export-1.bin") }
        #expect(folder.exists)
        folder.remove()
        #expect(!folder.exists)
        folder.remove()
    }

    @Test("Two folders with the same prefix never share a name")
    func unguessable() throws {
        let a = try PrivateFolder(prefix: "shoji-test"), b = try PrivateFolder(prefix: "shoji-test")
        #expect(a.path != b.path)
    }

    @Test("Removing a folder removes a link inside it, not what the link points at")
    func linksInside() throws {
        let s = Scratch()
        try "precious".write(toFile: s.file("victim"), atomically: false, encoding: .utf8)
        let folder = try PrivateFolder(prefix: "shoji-test")
        try FileManager.default.createSymbolicLink(atPath: folder.path(of: "link"), withDestinationPath: s.path)
        folder.remove()
        #expect(s.contents("victim") == "precious")
    }

    @Test("A parent that does not exist is one line")
    func badParent() {
        let e = #expect(throws: FileError.self) { try PrivateFolder(prefix: "x", in: "/nonexistent-shoji") }
        #expect(e?.description == "cannot create a private folder in /nonexistent-shoji: No such file or directory")
    }
}
