import Glibc

/// Why a file could not be written or read, as one line a person can act on: what was being done, the
/// path, and the C library's words for the reason ("cannot write /tmp/trace.jsonl: No space left on
/// device"). Never a dump of an error value.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file or folder the error is about.
    public let path: String
    /// "write", "create the folder", "read"… (follows "cannot").
    public let action: String
    /// The reason in words.
    public let reason: String
    /// The C `errno` behind it, 0 when the reason is not one (a planted link, a folder where a file goes).
    public let code: Int32

    /// An error for `action` on `path`, with the C library's words for `code` (an `errno` value).
    public init(_ action: String, path: String, code: Int32) {
        self.action = action
        self.path = path
        self.code = code
        reason = FileError.words(for: code)
    }

    /// An error for `action` on `path`, with a reason in words (no `errno` behind it).
    public init(_ action: String, path: String, reason: String) {
        self.action = action
        self.path = path
        self.code = 0
        self.reason = reason
    }

    public var description: String { "cannot \(action) \(path): \(reason)" }

    /// `strerror`, made safe to call from any thread (`strerror_r` into a buffer of our own).
    public static func words(for code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard strerror_r(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension FileError {
    /// "cannot write `path`: <the C library's words for `errno`>".
    public init(path: String, errno: Int32) { self.init("write", path: path, code: errno) }

    /// "cannot write `path`: `reason`".
    public init(path: String, reason: String) { self.init("write", path: path, reason: reason) }
}
