/// `file://` URIs to paths and back, as the portal and GTK's bookmarks write them (RFC 8089, percent-encoded
/// bytes): the byte-array spelling of `FilePath(fileURI:)` and `FilePath.fileURI`, which do the work.
public enum FileURI {
    /// The local path of a `file://` URI (`file:///home/a%20b` → `/home/a b`; any bytes may be encoded), or nil
    /// for another scheme or host, a broken escape or an escaped NUL (see `FilePath(fileURI:)`).
    public static func path(fromURI uri: [UInt8]) -> FilePath? {
        FilePath(fileURI: String(decoding: uri, as: UTF8.self))
    }

    /// The `file://` URI of a path: unreserved bytes and `/` as they are, every other byte percent-encoded.
    public static func uri(of path: FilePath) -> String { path.fileURI }
}
