import Foundation

/// What is on the X server's screen right now, read with `xwd -root`: the pixels a user would see,
/// after the demo presented them (not the demo's own back buffer).
struct XWDImage {
    let width: Int, height: Int
    private let data: Data
    private let pixelStart: Int, bytesPerLine: Int, bitsPerPixel: Int, littleEndian: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)

    /// Parses an XWD file (X11 window dump, version 7): a big-endian header of 25 words, the window name,
    /// the colour map, then the rows.
    init(_ data: Data) throws {
        func word(_ i: Int) -> UInt32 { data[(i * 4)..<(i * 4 + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        guard data.count > 100, word(1) == 7 else { throw E2E.Failure(description: "not an XWD version 7 dump") }
        self.data = data
        width = Int(word(4)); height = Int(word(5))
        littleEndian = word(7) == 0
        bitsPerPixel = Int(word(11)); bytesPerLine = Int(word(12))
        masks = (word(14), word(15), word(16))
        pixelStart = Int(word(0)) + Int(word(19)) * 12
        guard bitsPerPixel == 32, data.count >= pixelStart + bytesPerLine * height else {
            throw E2E.Failure(description: "unexpected XWD layout: \(bitsPerPixel) bits a pixel, \(data.count) bytes")
        }
    }

    /// The colour at a pixel as 0…255 channels.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let o = data.startIndex + pixelStart + y * bytesPerLine + x * 4
        let bytes = [data[o], data[o + 1], data[o + 2], data[o + 3]].map(UInt32.init)
        let v = littleEndian ? bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24
                             : bytes[3] | bytes[2] << 8 | bytes[1] << 16 | bytes[0] << 24
        func channel(_ mask: UInt32) -> Int { Int((v & mask) >> UInt32(mask.trailingZeroBitCount)) }
        return (channel(masks.red), channel(masks.green), channel(masks.blue))
    }
}

extension XvfbServer {
    /// Dumps the whole screen with `xwd -root`.
    func screenshot() throws -> XWDImage {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
        p.arguments = ["-root", "-silent", "-display", display]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw E2E.Failure(description: "xwd failed with \(p.terminationStatus)") }
        return try XWDImage(data)
    }
}

/// Whether two colours are within `tolerance` on every channel.
func similar(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), within tolerance: Int = 6) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
}
