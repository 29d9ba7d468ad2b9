import Foundation
import ShojiCairo
import Testing

/// Hostile files in the assets folder, made by the test: a small PNG that declares 20,000 × 20,000 pixels,
/// a FIFO named like the asset, random bytes named .png. The scene shows its placeholder at once, with
/// one warning naming the file and the reason, in little memory, under X and headless.
@Suite("Hostile assets", .serialized)
struct AssetLimitsEndToEndTests {
    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        body.withUnsafeBufferPointer { bytes in
            for b in bytes { crc = crcTable[Int((crc ^ UInt32(b)) & 0xFF)] ^ (crc >> 8) }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc ^ 0xFFFF_FFFF)
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// 20,000 × 20,000 RGBA: a valid header and a first row of image data (zlib, one stored block of
    /// zeros), 1.2 KB in all. A decoder that trusts the header makes a 1.6 GB surface for it.
    static var bomb: [UInt8] {
        let n = 1000
        let zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            + [UInt8](repeating: 0, count: n) + bigEndian(UInt32(n % 65521) << 16 | 1)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(20_000) + bigEndian(20_000) + [8, 6, 0, 0, 0])
            + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// A transparent PNG of `width × height` whose data is whole (zlib stored blocks of zeros).
    static func blank(width: Int, height: Int) -> [UInt8] {
        let n = (width * 4 + 1) * height
        var zlib: [UInt8] = [0x78, 0x01]
        var left = n
        while left > 0 {
            let k = min(left, 65535)
            left -= k
            zlib += [left == 0 ? 1 : 0, UInt8(k & 0xFF), UInt8(k >> 8), UInt8(~k & 0xFF), UInt8((~k >> 8) & 0xFF)]
            zlib += [UInt8](repeating: 0, count: k)
        }
        zlib += bigEndian(UInt32(n % 65521) << 16 | 1)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
            + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    @Test("Under X: a window icon larger than 512 × 512 is left out with one warning naming it (2048 × 2048 was an X protocol error)")
    func largeIcon() throws {
        let dir = try Self.folder(.random)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/landscape.png")
        try FileManager.default.copyItem(atPath: E2E.assetsPath + "/landscape.png", toPath: dir + "/landscape.png")
        try Data(Self.blank(width: 2048, height: 2048)).write(to: URL(fileURLWithPath: dir + "/icon.png"))
        let x = try XvfbServer()
        let r = try runDemo(["--scene", "basics", "--assets", dir, "--screenshot", dir + "/shot.png"], environment: ["DISPLAY": x.display])
        #expect(r.status == 0)
        #expect(r.stderr == "shoji-demo: warning: window icon \(dir)/icon.png: 2048 × 2048 is larger than the 512 × 512 pixels a window icon may have; no icon\n")
    }

    enum Kind: String, CaseIterable { case bomb, fifo, random }

    /// An assets folder with the real icon and `landscape.png` made hostile.
    static func folder(_ kind: Kind) throws -> String {
        let dir = NSTemporaryDirectory() + "shoji-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: E2E.assetsPath + "/icon.png", toPath: dir + "/icon.png")
        let path = dir + "/landscape.png"
        switch kind {
        case .bomb: try Data(bomb).write(to: URL(fileURLWithPath: path))
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        case .random: try Data((0..<5000).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: path))
        }
        return dir
    }

    static func reason(_ kind: Kind) -> String {
        switch kind {
        case .bomb: return "landscape.png: 20000 × 20000 is larger than the 16,777,216 pixels an image may have; drawing a placeholder"
        case .fifo: return "landscape.png: it is a FIFO, not a regular file; drawing a placeholder"
        case .random: return "landscape.png: not a PNG; drawing a placeholder"
        }
    }

    /// The photo's pixels show the placeholder: its grey, away from the cross and the shadow.
    static func showsPlaceholder(_ pixel: (Double, Double) -> UInt32, frame f: [Double]) -> Bool {
        pixel(f[0] + f[2] * 0.75, f[1] + f[3] * 0.6) & 0xFF_FFFF == 0xD8_D8D8
    }

    @Test("Under X: the shadows scene shows the placeholder within a second, one warning, peak memory under 100 MB",
          arguments: Kind.allCases)
    func underX(kind: Kind) throws {
        let dir = try Self.folder(kind)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "shadows", "--assets", dir, "--size", "1000x700"])
        let ready = try demo.waitFor("app.ready")
        #expect(ready.time < 1, "app.ready at \(ready.time) s")
        let status = try String(contentsOfFile: "/proc/\(demo.process.processIdentifier)/status", encoding: .utf8)
        let peakKB = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? .max
        #expect(peakKB < 100_000, "peak \(peakKB) kB")
        try demo.waitForSettledFrame(since: ready.time) // the placeholder drawn, before its pixels are read
        let shot = try XScreenshot(x)
        let frame = try #require(demo.views["shadows.image"])
        #expect(Self.showsPlaceholder({ shot.pixels[Int($1) * shot.width + Int($0)] }, frame: frame))
        kill(demo.process.processIdentifier, SIGTERM)
        let end = try #require(demo.waitForExit(timeout: 5))
        let lines = end.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("shoji-demo: warning: asset \(dir)/") && lines[0].hasSuffix(Self.reason(kind)),
                "\(end.stderr)")
    }

    @Test("Headless: the same placeholder and one warning, exit 0, peak memory under 100 MB", arguments: Kind.allCases)
    func headless(kind: Kind) async throws {
        let dir = try Self.folder(kind)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = Date()
        let r = try runDemo(["--headless", "--scene", "shadows", "--assets", dir, "--size", "1000x700", "--screenshot", dir + "/shot.png",
                             "--trace", dir + "/trace.jsonl"],
                            timeout: 10, launcher: ["/usr/bin/time", "-f", "%M", "-o", dir + "/peak"])
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix(Self.reason(kind)), "\(r.stderr)")
        let peakKB = Int(try String(contentsOfFile: dir + "/peak", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
        #expect(peakKB < 100_000, "peak \(peakKB) kB")
        let trace = try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8).split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }.map { TraceEvent(fields: $0) }
        let frame = try #require(trace.last { $0.views["shadows.image"] != nil }?.views["shadows.image"])
        let (pixels, width) = try await MainActor.run { () throws -> ([UInt32], Int) in
            let image = try PNG.load(dir + "/shot.png")
            return (image.pixels, image.pixelWidth)
        }
        #expect(Self.showsPlaceholder({ pixels[Int($1) * width + Int($0)] }, frame: frame))
    }
}
