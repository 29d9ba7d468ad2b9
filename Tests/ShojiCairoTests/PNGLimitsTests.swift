import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// PNGs are checked before they are decoded: their signature, the size they declare (against `Limits`),
/// every chunk's length and checksum. Each refusal is one reason in words, never Cairo's "out of memory"
/// or gigabytes of memory for a few bytes.
@MainActor
@Suite("PNG limits")
struct PNGLimitsTests {
    nonisolated static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(PNGStructure.crc32(body[...]))
    }

    nonisolated static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A PNG of `width × height` whose data is a zlib stream of `rows` rows of zeros (one stored block).
    nonisolated static func png(width: UInt32, height: UInt32, rows: Int? = nil) -> [UInt8] {
        // One stored deflate block holds at most 65535 bytes: enough for any image the tests decode.
        let n = min(65535, (rows ?? Int(height)) * (Int(width) * 4 + 1))
        let zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            + [UInt8](repeating: 0, count: n) + be(UInt32(n % 65521) << 16 | 1)
        return PNGStructure.signature + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func reason(_ bytes: [UInt8]) -> String? {
        do { _ = try PNG.decode(bytes, path: "a.png"); return nil } catch { return error.description }
    }

    @Test("A PNG made here decodes, and the real asset too (the CRC and the chunk walk agree with libpng)")
    func valid() throws {
        let image = try PNG.decode(Self.png(width: 3, height: 2), path: "a.png")
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2 && image.pixels.allSatisfy { $0 == 0 })
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let landscape = try PNG.load(root.appendingPathComponent("assets/landscape.png").path)
        #expect(landscape.pixelWidth == 360 && landscape.pixelHeight == 240)
    }

    /// Each kind of bad PNG and the reason it gets (one statement each: the type checker gives up on a
    /// literal of them all).
    nonisolated static var badPNGs: [([UInt8], String)] {
        var out: [([UInt8], String)] = []
        out.append((Array("random bytes named .png".utf8), "a.png: not a PNG"))
        out.append(([], "a.png: not a PNG"))
        out.append((png(width: 20_000, height: 20_000, rows: 1), "a.png: 20000 × 20000 is larger than the 16,777,216 pixels an image may have"))
        out.append((png(width: 40_000, height: 1), "a.png: 40000 × 1 is larger than 32767 pixels a side"))
        out.append((png(width: 4097, height: 4096, rows: 1), "a.png: 4097 × 4096 is larger than the 16,777,216 pixels an image may have"))
        out.append((png(width: 0, height: 5, rows: 0), "a.png: 0 × 5 has no pixels"))
        out.append((Array(png(width: 3, height: 2).prefix(40)), "a.png: cut short at byte 40: the chunk at byte 33 is not whole"))
        out.append((Array(png(width: 3, height: 2).prefix(45)), "a.png: cut short at byte 45: the IDAT chunk at byte 33 needs 37 bytes"))
        out.append((Array(png(width: 3, height: 2).dropLast(12)), "a.png: cut short at byte 82: no IEND chunk at the end"))
        out.append((Array(png(width: 3, height: 2).dropLast(12)), "a.png: cut short at byte"))
        out.append((PNGStructure.signature + chunk("IEND", []), "a.png: not a PNG (no IHDR header)"))
        out.append((png(width: 3, height: 2).enumerated().map { $0.offset == 50 ? $0.element ^ 1 : $0.element }, "a.png: damaged: the IDAT chunk at byte 33 fails its checksum"))
        out.append((png(width: 3, height: 2, rows: 1), "a.png: damaged: its image data does not decode"))
        return out
    }

    @Test("Each kind of bad PNG has its own reason", arguments: badPNGs)
    func refusals(bytes: [UInt8], expected: String) {
        let reason = Self.reason(bytes)
        #expect(reason?.hasPrefix(expected) == true, "\(reason ?? "decoded")")
    }

    @Test("A FIFO named like an image is refused at once, and an asset catalogue draws its placeholder with one warning")
    func fifo() throws {
        let dir = NSTemporaryDirectory() + "shoji-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe.png", 0o600) == 0)
        #expect(throws: PNG.LoadError.unreadable(dir + "/pipe.png", "it is a FIFO, not a regular file")) { try PNG.load(dir + "/pipe.png") }
        try Data(Self.png(width: 20_000, height: 20_000, rows: 1)).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        let catalog = AssetCatalog(directory: dir)
        var warnings: [String] = []
        catalog.warn = { warnings.append($0) }
        #expect(catalog.image(named: "pipe.png", fallbackSize: Size(20, 10)).size == Size(20, 10))
        #expect(catalog.image(named: "bomb.png", fallbackSize: Size(20, 10)).size == Size(20, 10))
        #expect(warnings == ["asset \(dir)/pipe.png: it is a FIFO, not a regular file; drawing a placeholder",
                             "asset \(dir)/bomb.png: 20000 × 20000 is larger than the 16,777,216 pixels an image may have; drawing a placeholder"])
    }
}
