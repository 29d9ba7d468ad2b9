/// `file://` URIs to paths and back, as the portal and GTK's bookmarks write them (RFC 8089, percent-encoded bytes).
public enum FileURI {
    /// The local path of a `file://` URI (`file:///home/a%20b` → `/home/a b`; any bytes may be encoded), or nil
    /// for another scheme or host.
    public static func path(fromURI uri: [UInt8]) -> FilePath? {
        let prefix = Array("file://".utf8)
        guard uri.starts(with: prefix) else { return nil }
        var rest = Array(uri.dropFirst(prefix.count))
        if rest.starts(with: Array("localhost".utf8)) { rest.removeFirst(9) }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        var out: [UInt8] = []
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count,
               let v = UInt8(String(decoding: rest[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(v)
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        return FilePath(bytes: out)
    }

    /// The `file://` URI of a path: unreserved bytes and `/` as they are, every other byte percent-encoded.
    public static func uri(of path: FilePath) -> String {
        var s = "file://"
        for b in path.bytes {
            let c = Character(Unicode.Scalar(b))
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || "-._~/".contains(c) {
                s.append(c)
            } else {
                let hex = String(b, radix: 16, uppercase: true)
                s += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return s
    }
}
