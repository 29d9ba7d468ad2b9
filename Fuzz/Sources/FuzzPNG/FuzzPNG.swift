import FuzzSupport
import Shoji
import ShojiCairo

/// An asset file, through the loader every scene uses (`AssetCatalog`, which calls `PNG.load`): any bytes
/// in place of an asset give the picture or a placeholder, one warning, and no trap, hang or blow-up.
///
/// libpng refuses a chunk whose checksum is wrong, so nearly every mutated PNG would stop at the first
/// chunk; the driver writes each chunk's CRC afresh, which lets the fuzzer change what the chunks say
/// (declared sizes, bit depths, palettes, compressed data) and be heard.
@MainActor let folder = FuzzFile(named: "asset.png")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fixChecksums(&bytes)
    MainActor.assumeIsolated {
        folder.write(bytes)
        let directory = String(folder.path.dropLast("/asset.png".count))
        let catalog = AssetCatalog(directory: directory)
        var warnings: [String] = []
        catalog.warn = { warnings.append($0) }
        let image = catalog.image(named: "asset.png", fallbackSize: Size(40, 30))
        guard image.pixelWidth > 0, image.pixelHeight > 0, image.pixels.count == image.pixelWidth * image.pixelHeight else {
            fuzzViolation("an image of \(image.pixelWidth) x \(image.pixelHeight) with \(image.pixels.count) pixels")
        }
        guard warnings.count <= 1 else { fuzzViolation("\(warnings.count) warnings for one file: \(warnings)") }
    }
    return 0
}

/// Rewrites the CRC of every whole chunk after the PNG signature.
func fixChecksums(_ bytes: inout [UInt8]) {
    var at = 8
    while at + 12 <= bytes.count {
        let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        let end = at + 8 + length
        guard length < 1 << 24, end + 4 <= bytes.count else { return }
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes[(at + 4)..<end] { crc = crcTable[Int((crc ^ UInt32(b)) & 0xFF)] ^ (crc >> 8) }
        crc ^= 0xFFFF_FFFF
        for i in 0..<4 { bytes[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        at = end + 4
    }
}

let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}
