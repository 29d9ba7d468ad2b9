/// `file://` URIs, as the desktop portal and drag and drop (`text/uri-list`) speak of files: RFC 8089's
/// `file:///path` with every byte outside the unreserved set percent-encoded. Decoding works on bytes, not
/// on a `String`, so a name that is not UTF-8 (`%FF`) comes back as the very bytes the file system holds.
extension FilePath {
    /// The path a `file://` URI names (`file:///home/a/b%20c` → `/home/a/b c`; `file://localhost/x` too),
    /// or nil when the URI is not a local file's (another scheme or host, a relative path, a broken escape,
    /// or an escaped NUL, which no path can hold).
    public init?(fileURI uri: String) {
        var bytes = Array(uri.utf8)[...]
        let scheme = Array("file://".utf8)
        guard bytes.count > scheme.count,
              zip(bytes.prefix(scheme.count), scheme).allSatisfy({ FilePath.lowercased($0) == $1 }) else { return nil }
        bytes = bytes.dropFirst(scheme.count)
        // The authority: empty or "localhost" (case-insensitive) is this machine; any other host is not a local path.
        let slash = bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
        let host = bytes[bytes.startIndex..<slash].map(FilePath.lowercased)
        guard host.isEmpty || host == Array("localhost".utf8), slash < bytes.endIndex else { return nil }
        // The query and fragment are not part of the path.
        let path = bytes[slash...].prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(path.count)
        var i = path.startIndex
        while i < path.endIndex {
            let b = path[i]
            if b == UInt8(ascii: "%") {
                guard path.endIndex - i >= 3, let hi = FilePath.hexValue(path[i + 1]),
                      let lo = FilePath.hexValue(path[i + 2]) else { return nil }
                decoded.append(hi << 4 | lo)
                i += 3
            } else {
                decoded.append(b)
                i += 1
            }
        }
        guard !decoded.contains(0) else { return nil }
        self.init(bytes: decoded)
    }

    /// The path as a `file://` URI, every byte but the unreserved ones and `/` percent-encoded
    /// (`/tmp/a b` → `file:///tmp/a%20b`); exact for any bytes, so `FilePath(fileURI:)` gives the path back.
    public var fileURI: String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for b in bytes {
            if FilePath.isUnreserved(b) || b == UInt8(ascii: "/") {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isUnreserved(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
    }

    private static func lowercased(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
