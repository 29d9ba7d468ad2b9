import Foundation
import Glibc
import ShojiFiles
import Testing

/// The names of a folder given as bytes (`readdir`), for folders whose names are not UTF-8.
func namesAsBytes(in folder: FilePath) -> [[UInt8]] {
    guard let dir = folder.withCString({ opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var out: [[UInt8]] = []
    while let e = readdir(dir) {
        let name = withUnsafeBytes(of: e.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
        if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { out.append(name) }
    }
    return out.sorted { $0.lexicographicallyPrecedes($1) }
}

/// The whole content of the file at `path`'s exact bytes, or nil.
func contents(of path: FilePath) -> [UInt8]? {
    let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
        guard n > 0 else { return n == 0 ? out : nil }
        out += chunk[..<n]
    }
}

@Suite("Output files at a path's exact bytes")
struct ExactPathOutputTests {
    /// "déjà" and "é" in Latin-1: bytes that are not UTF-8, as an old archive or a FAT stick holds them.
    static let folderName: [UInt8] = [0x64, 0xE9, 0x6A, 0xE0]
    static let fileName: [UInt8] = [0x72, 0xE9, 0x2E, 0x74, 0x78, 0x74]

    @Test("A file written into a folder whose name is not UTF-8 lands in that folder, whole, with nothing beside it; writing again replaces it")
    func intoInvalidUTF8Folder() throws {
        let s = Scratch()
        let folder = FilePath(s.path).appending(Self.folderName)
        #expect(folder.withCString { mkdir($0, 0o700) } == 0)
        let target = folder.appending("tasks.txt")
        #expect(!target.isValidUTF8)

        try OutputFile.write("first\n", to: target)
        #expect(contents(of: target) == Array("first\n".utf8))
        #expect(namesAsBytes(in: folder) == [Array("tasks.txt".utf8)])
        // Nothing was made where the shown name (U+FFFD for each odd byte) would have put it.
        #expect(namesAsBytes(in: FilePath(s.path)) == [Self.folderName])

        try OutputFile.write("second\n", to: target)
        #expect(contents(of: target) == Array("second\n".utf8))
        #expect(namesAsBytes(in: folder) == [Array("tasks.txt".utf8)])
    }

    @Test("A file whose own name is not UTF-8 is made under those bytes, and an open file reports the exact path and its display")
    func invalidUTF8Name() throws {
        let s = Scratch()
        let target = FilePath(s.path).appending(Self.fileName)
        let file = try OutputFile(replacing: target)
        #expect(file.filePath == target)
        #expect(file.path == s.path + "/r\u{FFFD}.txt")
        try file.write([1, 2, 3])
        // Until commit nothing is under the name; the new file waits beside it under a hidden name.
        #expect(contents(of: target) == nil)
        try file.commit()
        #expect(contents(of: target) == [1, 2, 3])
        #expect(namesAsBytes(in: FilePath(s.path)) == [Self.fileName])
    }

    @Test("A link planted at a path that is not UTF-8 is refused, as at any other path")
    func plantedLinkAtInvalidUTF8() throws {
        let s = Scratch()
        try "precious".write(toFile: s.file("victim"), atomically: false, encoding: .utf8)
        let target = FilePath(s.path).appending(Self.fileName)
        #expect(target.withCString { symlink(s.file("victim"), $0) } == 0)
        #expect(throws: FileError.self) { try OutputFile.write("x", to: target) }
        #expect(s.contents("victim") == "precious")
    }
}
