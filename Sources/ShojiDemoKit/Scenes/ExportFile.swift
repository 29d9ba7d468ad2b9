import FoundationEssentials
import Glibc

/// A file an export writes, reads back or patches, block by block, straight through the C library (the
/// demo does without Foundation's FileHandle). Closed when dropped.
final class ExportFile {
    struct IOError: Error, CustomStringConvertible {
        let description: String
    }

    private let fd: Int32

    /// `mode`: "w" (created or truncated), "r", or "r+" (read and write in place).
    init(path: String, mode: String) throws {
        let flags: Int32 = mode == "w" ? O_WRONLY | O_CREAT | O_TRUNC : mode == "r+" ? O_RDWR : O_RDONLY
        fd = open(path, flags | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw IOError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw IOError(description: "write failed: \(String(cString: strerror(errno)))") }
                done += n
            }
        }
    }

    /// Up to `count` bytes (fewer at the end of the file, none past it).
    func read(upTo count: Int) throws -> Data {
        var data = Data(count: count)
        let got = try data.withUnsafeMutableBytes { raw -> Int in
            var done = 0
            while done < count {
                let n = Glibc.read(fd, raw.baseAddress! + done, count - done)
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { throw IOError(description: "read failed: \(String(cString: strerror(errno)))") }
                if n == 0 { break }
                done += n
            }
            return done
        }
        return data.prefix(got)
    }

    func seek(to offset: Int) throws {
        guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw IOError(description: "seek failed") }
    }
}
