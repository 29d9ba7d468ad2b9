import ShojiFiles
import Testing

@Suite("file:// URIs, as the portal returns chosen files")
struct FileURITests {
    @Test("Escapes decode to the exact bytes: spaces, Japanese in UTF-8, and a byte that is not UTF-8")
    func decodesToBytes() {
        #expect(FilePath(fileURI: "file:///home/a/b%20c.txt") == FilePath("/home/a/b c.txt"))
        #expect(FilePath(fileURI: "file:///tmp/%E5%A0%B1%E5%91%8A.csv") == FilePath("/tmp/報告.csv"))
        let latin1 = FilePath(fileURI: "file:///tmp/caf%E9.txt")
        #expect(latin1?.bytes == Array("/tmp/caf".utf8) + [0xE9] + Array(".txt".utf8), "the Latin-1 byte kept, not U+FFFD")
        #expect(latin1?.isValidUTF8 == false)
        #expect(FilePath(fileURI: "FILE://localhost/etc/hosts") == FilePath("/etc/hosts"), "scheme and localhost in any case")
        #expect(FilePath(fileURI: "file:///a/b%3Fc?x=1#top") == FilePath("/a/b?c"), "query and fragment are not the path")
    }

    @Test("What is not a local path is refused: other schemes and hosts, broken escapes, an escaped NUL")
    func refusesOthers() {
        #expect(FilePath(fileURI: "https://example.org/a") == nil)
        #expect(FilePath(fileURI: "file://server/share/a") == nil)
        #expect(FilePath(fileURI: "file:///a%2") == nil)
        #expect(FilePath(fileURI: "file:///a%zz") == nil)
        #expect(FilePath(fileURI: "file:///a%00b") == nil)
        #expect(FilePath(fileURI: "file://") == nil)
    }

    @Test("Encoding then decoding gives back any path, every byte from 1 to 255 in a name")
    func roundTrips() {
        let path = FilePath(bytes: Array("/tmp/".utf8) + (1...255).map { UInt8($0) }.filter { $0 != UInt8(ascii: "/") })
        #expect(path.fileURI.utf8.allSatisfy { $0 < 0x80 }, "a URI is ASCII")
        #expect(FilePath(fileURI: path.fileURI) == path)
        #expect(FilePath("/tmp/a b").fileURI == "file:///tmp/a%20b")
    }
}
