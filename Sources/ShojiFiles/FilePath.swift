/// A path in the file system as the file system holds it: bytes, not text. Linux names are any bytes but
/// `/` and NUL, so a name need not be UTF-8; a `FilePath` keeps the exact bytes (a file chosen in a dialog
/// is opened by the name it has) and shows them with U+FFFD where they are not UTF-8, as GTK does.
public struct FilePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path's bytes, without a trailing NUL.
    public let bytes: [UInt8]

    /// The path of these bytes (anything after a NUL is dropped: no file name holds one).
    public init(bytes: [UInt8]) {
        self.bytes = Array(bytes.prefix(while: { $0 != 0 }))
    }

    /// The path of this text, in UTF-8.
    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    /// The path for people: the bytes decoded as UTF-8, a malformed sequence shown as U+FFFD.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public var description: String { string }

    /// Whether the bytes are valid UTF-8 (the ``string`` gives them back exactly).
    public var isValidUTF8: Bool { Array(string.utf8) == bytes }

    /// Whether the path starts at the root.
    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// The last component's bytes ("" for the root).
    public var lastComponent: [UInt8] {
        let trimmed = trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return Array(trimmed[(slash + 1)...])
    }

    /// The folder holding this path (the root's is the root; a relative single name's is ".").
    public var parent: FilePath {
        let trimmed = trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return slash == 0 ? FilePath("/") : FilePath(bytes: Array(trimmed[..<slash]))
    }

    /// This path with `name` (one component or a relative path, as bytes) after a `/`.
    public func appending(_ name: [UInt8]) -> FilePath {
        if bytes.isEmpty { return FilePath(bytes: name) }
        return FilePath(bytes: (bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]) + name)
    }

    /// This path with the component `name` after a `/`.
    public func appending(_ name: String) -> FilePath { appending(Array(name.utf8)) }

    /// Calls `body` with the path as a NUL-terminated C string, for the C library's calls.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Whether this is the root folder.
    public var isRoot: Bool { !bytes.isEmpty && bytes.allSatisfy { $0 == UInt8(ascii: "/") } }

    private var trimmingTrailingSlashes: [UInt8] {
        var b = bytes[...]
        while b.count > 1, b.last == UInt8(ascii: "/") { b = b.dropLast() }
        return Array(b)
    }

    public static func < (a: FilePath, b: FilePath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
