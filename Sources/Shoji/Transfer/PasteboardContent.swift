/// What is copied or dragged, as `UIPasteboard`'s items reduce to on a desktop: text, files, or both.
/// It is a plain value; a pasteboard or a drag offers it to other programs in the types each one can
/// carry (text as UTF-8, files as a `text/uri-list` of `file://` URLs).
public struct PasteboardContent: Hashable, Sendable {
    /// Text, if any.
    public var text: String?
    /// Absolute paths of files, if any, in order.
    public var filePaths: [String]

    /// Content with text, files or both.
    public init(text: String? = nil, filePaths: [String] = []) {
        self.text = text
        self.filePaths = filePaths
    }

    /// Nothing: no text, no files.
    public var isEmpty: Bool { (text ?? "").isEmpty && filePaths.isEmpty }

    /// The types this content can be offered in.
    public var types: [PasteboardType] {
        var t: [PasteboardType] = []
        if text != nil { t.append(.text) }
        if !filePaths.isEmpty { t.append(.fileURL) }
        return t
    }
}

/// A kind of content a pasteboard, a drag or a drop target deals in.
public enum PasteboardType: String, Hashable, Sendable, CaseIterable {
    /// Text (UTF-8 between programs).
    case text
    /// Files, as `file://` URLs (`text/uri-list` between programs).
    case fileURL
}

/// Why a pasteboard could not be read.
public enum PasteboardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nobody owns it: nothing was copied, or the program that copied it has gone.
    case empty
    /// Its owner has none of the types asked for.
    case noMatchingType
    /// Its owner did not answer in time (it may be busy or hung); the reading program stayed responsive.
    /// `pasteboard` says whose owner, so that the message names it.
    case timedOut(seconds: Double, pasteboard: Pasteboard.Name = .general)
    /// Its owner kept sending, but had not finished after `seconds` (``Limits/transferSeconds(received:)``).
    case tooSlow(seconds: Double, pasteboard: Pasteboard.Name = .general)
    /// The content is larger than a program takes (the size it stopped at, in bytes).
    case tooLarge(bytes: Int)

    public var description: String {
        switch self {
        case .empty: return "nothing to paste"
        case .noMatchingType: return "the copied content has no type this can take"
        case .timedOut(let s, let p): return "\(Self.owner(of: p)) did not answer in \(s.formatted1) s"
        case .tooSlow(let s, let p): return "\(Self.owner(of: p)) did not finish sending in \(s.formatted1) s"
        case .tooLarge(let bytes): return "the copied content is larger than \(bytes >> 20) MiB"
        }
    }

    /// Who a message blames: the clipboard's owner, or the selection's (PRIMARY, the middle click's).
    private static func owner(of pasteboard: Pasteboard.Name) -> String {
        switch pasteboard {
        case .general: return "the program that owns the clipboard"
        case .selection: return "the program that owns the selection (PRIMARY)"
        }
    }
}

extension Double {
    fileprivate var formatted1: String {
        let tenths = Int((self * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// `text/uri-list` (RFC 2483) for file paths: `file://` URLs with percent-escapes, one a line, CRLF-ended.
public enum URIList {
    /// The list for `paths` (absolute paths).
    public static func encode(_ paths: [String]) -> String {
        paths.map { "file://" + percentEscaped($0) + "\r\n" }.joined()
    }

    /// The local file paths in a list: comments and non-`file:` URLs are skipped; `file://host/path` and
    /// `file:/path` are accepted, and percent-escapes decoded (an invalid escape drops that line).
    public static func decode(_ list: String) -> [String] {
        var paths: [String] = []
        for raw in list.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingSpaces
            guard !line.isEmpty, !line.hasPrefix("#"), line.lowercased().hasPrefix("file:") else { continue }
            var rest = line.dropFirst(5)
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                // An authority (a host name, usually empty or "localhost") up to the path's slash.
                guard let slash = rest.firstIndex(of: "/") else { continue }
                rest = rest[slash...]
            }
            guard rest.hasPrefix("/"), let path = percentDecoded(rest) else { continue }
            paths.append(path)
        }
        return paths
    }

    static func percentEscaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in path.utf8 {
            let unreserved = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "/") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "~")
            if unreserved { out.append(b) } else { out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func percentDecoded(_ s: Substring) -> String? {
        var out: [UInt8] = []
        var bytes = Array(s.utf8)[...]
        while let b = bytes.popFirst() {
            guard b == UInt8(ascii: "%") else { out.append(b); continue }
            guard bytes.count >= 2, let hi = hexValue(bytes.removeFirst()), let lo = hexValue(bytes.removeFirst())
            else { return nil }
            out.append(hi << 4 | lo)
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return s
    }
}
