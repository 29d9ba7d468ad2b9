import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles

/// The tasks scene's "export": real work, done off the main actor. It writes `megabytes` of generated
/// data to a new file in the scene's private folder, then reads the file back and checks every byte
/// against the checksum it computed while writing, and finally removes the file.
/// Writing takes the first 70 % of the progress bar, checking the rest.
enum ExportJob {
    static let chunkSize = 256 * 1024
    static let writeShare = 0.7

    enum Failure: Error, CustomStringConvertible {
        case mismatch(offset: Int)
        case shortFile(bytes: Int)
        var description: String {
            switch self {
            case .mismatch(let o): return "block at \(ExportRowView.oneDecimal(Double(o) / 1_048_576)) MB does not match"
            case .shortFile(let n): return "the file ends at \(ExportRowView.oneDecimal(Double(n) / 1_048_576)) MB"
            }
        }
    }

    /// The work for export `index`. `corrupt` flips a byte on disk between writing and checking, so the
    /// check fails (a failure a user can provoke). `pace` slows each block so a person can watch.
    static func work(index: Int, folder: PrivateFolder, megabytes: Int, corrupt: Bool, pace: Duration) -> SerialTaskQueue.Work {
        { reporter in
            let name = "export-\(index).bin"
            let path = folder.path(of: name)
            defer { unlink(path) }
            let blocks = max(1, megabytes * 1024 * 1024 / chunkSize)
            var generator = BlockGenerator(seed: UInt64(index))
            var sums: [UInt64] = []
            sums.reserveCapacity(blocks)

            do {
                let out = try ExportFile(creating: name, in: folder)
                for b in 0..<blocks {
                    try reporter.checkCancellation()
                    let block = generator.next(bytes: chunkSize)
                    sums.append(checksum(block))
                    try out.write(block)
                    reporter.report(writeShare * Double(b + 1) / Double(blocks))
                    try await Task.sleep(for: pace)
                }
            }

            if corrupt { try flipOneByte(of: path, at: blocks / 2 * chunkSize + 17) }

            let input = try ExportFile(opening: path)
            for b in 0..<blocks {
                try reporter.checkCancellation()
                let block = try input.read(upTo: chunkSize)
                guard block.count == chunkSize else {
                    throw Failure.shortFile(bytes: b * chunkSize)
                }
                if checksum(block) != sums[b] { throw Failure.mismatch(offset: b * chunkSize) }
                reporter.report(writeShare + (1 - writeShare) * Double(b + 1) / Double(blocks))
                try await Task.sleep(for: pace / 2)
            }
        }
    }

    private static func flipOneByte(of path: String, at offset: Int) throws {
        let h = try ExportFile(opening: path, writable: true)
        try h.seek(to: offset)
        let old = try h.read(upTo: 1)
        try h.seek(to: offset)
        try h.write(Data([(old.first ?? 0) ^ 0xFF]))
    }

    /// A 64-bit FNV-style hash over whole words: fast enough in a debug build, and any flipped byte
    /// changes it.
    static func checksum(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw -> UInt64 in
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            let words = raw.count / 8
            for i in 0..<words {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            }
            for i in (words * 8)..<raw.count { h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3 }
            return h
        }
    }
}

/// Deterministic data to export: SplitMix64, a word at a time.
struct BlockGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func next(bytes: Int) -> Data {
        var data = Data(count: bytes)
        data.withUnsafeMutableBytes { raw in
            for i in 0..<(bytes / 8) {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                raw.storeBytes(of: z ^ (z >> 31), toByteOffset: i * 8, as: UInt64.self)
            }
        }
        return data
    }
}
