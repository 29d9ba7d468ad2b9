import FoundationEssentials
import Shoji

/// The few X resources Shoji reads from the root window's `RESOURCE_MANAGER` (what `xrdb` loads): only
/// `Xft.dpi`, the scale a desktop without an XSETTINGS manager asks for. Pure, for the same text read at
/// start and again on every change.
enum ResourceDatabase {
    /// `Xft.dpi` ÷ 96 within `Limits.scale` (another program sets the resource: 1e300 dpi is 4, not a
    /// window no server can hold), or nil when the text does not set it to a positive number.
    static func scale(in text: Substring) -> Double? {
        var found: Double?
        // The last line wins, as in Xlib's database when a resource is given twice.
        for line in text.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            if let dpi = Double(line.dropFirst("Xft.dpi:".count).trimmingWhitespace()), dpi > 0, dpi.isFinite {
                found = min(max(dpi / 96, Limits.scale.lowerBound), Limits.scale.upperBound)
            }
        }
        return found
    }

    /// The same for the property's bytes (Latin-1 or UTF-8 text; only ASCII lines matter).
    static func scale(in bytes: [UInt8]) -> Double? {
        scale(in: Substring(String(decoding: bytes, as: UTF8.self)))
    }
}
