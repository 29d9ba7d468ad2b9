import FoundationEssentials
import Glibc
import ShojiFiles

/// A file an export writes, reads back or patches, block by block, straight through the C library (the
/// demo does without Foundation's FileHandle). Closed when dropped.
final class ExportFile {
    private let fd: Int32
    let path: String

    /// A new file in a private folder, made exclusively (nothing already there is opened).
    init(creating name: String, in folder: PrivateFolder) throws(FileError) {
        fd = try folder.createFile(named: name)
        path = folder.path(of: name)
    }

    /// An existing file, read-only or (`writable`) read and write in place; never through a link.
    init(opening path: String, writable: Bool = false) throws(FileError) {
        fd = open(path, (writable ? O_RDWR : O_RDONLY) | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("open", path: path, code: errno) }
        self.path = path
    }

    deinit { close(fd) }

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw FileError("write", path: path, code: n == 0 ? ENOSPC : errno) }
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
                guard n >= 0 else { throw FileError("read", path: path, code: errno) }
                if n == 0 { break }
                done += n
            }
            return done
        }
        return data.prefix(got)
    }

    func seek(to offset: Int) throws {
        guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw FileError("seek in", path: path, code: errno) }
    }
}
