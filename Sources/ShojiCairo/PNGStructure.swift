import Shoji

/// What a PNG file says about itself, checked before a byte of it is decoded: the signature, the size its
/// header chunk (IHDR) declares (against `Limits`), and that every chunk is whole, has a correct checksum
/// and that the file ends with IEND. A file that declares 20,000 × 20,000 pixels in its first 33 bytes is
/// refused here, before the decoder asks for 1.6 GB; a truncated or damaged one gets its own reason
/// instead of the decoder's "out of memory".
struct PNGStructure: Equatable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The declared size in pixels.
    let width: Int
    let height: Int

    /// The structure of `bytes`, or the reason in words why they are not a PNG that may be decoded.
    static func check(_ bytes: [UInt8]) -> Result<PNGStructure, PNGProblem> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(PNGProblem("not a PNG")) }
        var at = 8
        var header: PNGStructure?
        var sawData = false
        while true {
            guard at + 8 <= bytes.count else {
                if header == nil { return .failure(PNGProblem("not a PNG (no IHDR header)")) }
                return .failure(PNGProblem(at == bytes.count ? "cut short at byte \(at): no IEND chunk at the end"
                                                             : "cut short at byte \(bytes.count): the chunk at byte \(at) is not whole"))
            }
            let length = Int(uint32(bytes, at))
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            // PNG lengths are at most 2^31 − 1; the file must hold the data and the 4-byte checksum.
            guard length <= Int(Int32.max) else { return .failure(PNGProblem("damaged: the \(type) chunk at byte \(at) claims \(length) bytes")) }
            guard at + 12 + length <= bytes.count else {
                return .failure(PNGProblem("cut short at byte \(bytes.count): the \(type) chunk at byte \(at) needs \(length) bytes"))
            }
            if header == nil {
                guard type == "IHDR", length == 13 else { return .failure(PNGProblem("not a PNG (no IHDR header)")) }
                let w = Int(uint32(bytes, at + 8)), h = Int(uint32(bytes, at + 12))
                if let problem = Limits.imageSizeProblem(width: w, height: h) { return .failure(PNGProblem(problem)) }
                header = PNGStructure(width: w, height: h)
            }
            guard crc32(bytes[(at + 4)..<(at + 8 + length)]) == uint32(bytes, at + 8 + length) else {
                return .failure(PNGProblem("damaged: the \(type) chunk at byte \(at) fails its checksum"))
            }
            if type == "IDAT" { sawData = true }
            at += 12 + length
            if type == "IEND" { break }
        }
        guard sawData, let header else { return .failure(PNGProblem("damaged: no image data (IDAT)")) }
        return .success(header)
    }

    private static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// The CRC-32 PNG's chunks carry (ISO 3309, as zlib's).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        // Through raw buffers: in a debug build the checked slice and table cost seconds for a 16 MB file.
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { data in
                for b in data { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
            }
        }
        return c ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

/// Why bytes are not a PNG that may be decoded, in words ("not a PNG", "20000 × 20000 is larger than …").
struct PNGProblem: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
