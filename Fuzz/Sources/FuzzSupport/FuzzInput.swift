import Glibc
import Shoji
import ShojiFiles

/// The fuzzer's bytes read as a stream of small decisions: each read takes what it needs from the
/// front, and an exhausted input reads as zeros, so every byte string is a valid (if short) program.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var offset = 0

    /// The input libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes as a number, little-endian.
    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// A value in `range`, from the next two bytes: evenly spread, both ends reachable.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(uint16()) / Double(UInt16.max)
    }

    /// One of `choices`, by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }
}

/// One file the drivers rewrite for every input (the readers under test take a path), in a private
/// temporary folder (mode 0700, removed at exit).
public final class FuzzFile {
    /// The private folder; kept alive with the file.
    private let folder: PrivateFolder
    /// The file's path.
    public let path: String

    /// A file `name` in a new private folder.
    public init(named name: String) {
        do { folder = try PrivateFolder(prefix: "shoji-fuzz") } catch { fatalError("fuzz: \(error)") }
        path = folder.path(of: name)
    }

    /// Replaces the file's contents with `bytes`.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0.baseAddress!, $0.count) }
    }

    private func write(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        precondition(fd >= 0, "fuzz: cannot write \(path)")
        var done = 0
        while done < size {
            let n = Glibc.write(fd, data + done, size - done)
            precondition(n > 0, "fuzz: cannot write \(path)")
            done += n
        }
        close(fd)
    }
}

/// Stops the run with `message` as libFuzzer's finding: a broken promise is a crash like any other.
public func fuzzViolation(_ message: String) -> Never {
    fatalError("fuzz invariant: \(message)")
}

/// One line on standard error, unbuffered (a finding ends the process before any buffer is flushed).
public func fuzzLog(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
}
