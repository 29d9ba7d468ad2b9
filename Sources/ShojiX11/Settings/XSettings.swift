import Shoji

/// The settings an XSETTINGS manager publishes (freedesktop's XSETTINGS specification): the
/// `_XSETTINGS_SETTINGS` property of the window that owns `_XSETTINGS_S<screen>`, parsed.
///
/// The bytes come from another program, so the parser is pure, total and bounded: it reads any input
/// without trapping, keeps the settings up to the first one that does not fit, and keeps no text longer
/// than ``Limits/settingTextBytes``. It is fuzzed (`Fuzz/Sources/FuzzXSettings`).
struct XSettings: Equatable, Sendable {
    /// One setting's value: the specification's three types.
    enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        /// Sixteen bits a channel, in the order the specification lists them on the wire (red, blue, green,
        /// alpha), kept here by name.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial, raised on every change.
    var serial: UInt32 = 0
    /// The settings by name (`Net/ThemeName`, `Xft/DPI`, …).
    var values: [String: Value] = [:]

    subscript(name: String) -> Value? { values[name] }

    /// The integer setting `name`, or nil when it is absent or of another type.
    func integer(_ name: String) -> Int? {
        if case .integer(let v) = values[name] { return Int(v) }
        return nil
    }

    /// The text setting `name`, or nil when it is absent, empty or of another type.
    func string(_ name: String) -> String? {
        if case .string(let v) = values[name], !v.isEmpty { return v }
        return nil
    }

    /// Parses the property's bytes; nil when they do not start as XSETTINGS does (a header of 12 bytes
    /// with a byte order of 0 or 1).
    static func parse(_ bytes: [UInt8]) -> XSettings? {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1, reader.skip(3) else { return nil }
        reader.bigEndian = order == 1   // X's MSBFirst
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        var settings = XSettings(serial: serial)
        // The count is the peer's word: the loop ends at the bytes' end whatever it says (a setting takes
        // at least 12 bytes, so a property of ``Limits/xsettingsBytes`` holds at most a few thousand).
        var left = count
        while left > 0, let (name, value) = reader.setting() {
            settings.values[name] = value
            left -= 1
        }
        return settings
    }

    /// A cursor over the bytes that fails (nil) instead of reading past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ n: Int) -> Bool {
            guard n >= 0, n <= bytes.count - offset else { return false }
            offset += n
            return true
        }

        mutating func card16() -> UInt16? {
            guard bytes.count - offset >= 2 else { return nil }
            let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
            offset += 2
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        mutating func card32() -> UInt32? {
            guard bytes.count - offset >= 4 else { return nil }
            var v: UInt32 = 0
            for i in 0..<4 {
                let b = UInt32(bytes[offset + (bigEndian ? i : 3 - i)])
                v = v << 8 | b
            }
            offset += 4
            return v
        }

        /// `n` bytes and the padding to the next multiple of 4 after them.
        mutating func padded(_ n: Int) -> ArraySlice<UInt8>? {
            let total = (n + 3) & ~3
            guard n >= 0, total <= bytes.count - offset else { return nil }
            defer { offset += total }
            return bytes[offset..<offset + n]
        }

        /// The bytes as text of at most ``Limits/settingTextBytes`` UTF-8 bytes: invalid bytes become
        /// U+FFFD, three bytes each, so the cut is made after decoding, at a whole character.
        static func text(_ bytes: ArraySlice<UInt8>) -> String {
            let decoded = String(decoding: bytes.prefix(Limits.settingTextBytes), as: UTF8.self)
            guard decoded.utf8.count > Limits.settingTextBytes else { return decoded }
            var kept = String.UnicodeScalarView(), count = 0
            for scalar in decoded.unicodeScalars {
                count += String(scalar).utf8.count
                if count > Limits.settingTextBytes { break }
                kept.append(scalar)
            }
            return String(kept)
        }

        mutating func setting() -> (String, Value)? {
            guard let type = byte(), skip(1), let nameLength = card16(),
                  let nameBytes = padded(Int(nameLength)), card32() != nil /* last-change serial */ else { return nil }
            let name = Self.text(nameBytes)
            switch type {
            case 0:
                guard let v = card32() else { return nil }
                return (name, .integer(Int32(bitPattern: v)))
            case 1:
                guard let length = card32(), let text = padded(Int(length)) else { return nil }
                return (name, .string(Self.text(text)))
            case 2:
                guard let red = card16(), let blue = card16(), let green = card16(), let alpha = card16() else { return nil }
                return (name, .color(red: red, green: green, blue: blue, alpha: alpha))
            default:
                // An unknown type has an unknown size: nothing after it can be found.
                return nil
            }
        }
    }
}
