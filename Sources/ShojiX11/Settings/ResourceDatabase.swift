import FoundationEssentials
import Shoji

/// The few X resources Shoji reads from the root window's `RESOURCE_MANAGER` (what `xrdb` loads): `Xft.dpi`,
/// the scale a desktop without an XSETTINGS manager asks for, and Xft's text rendering (`Xft.antialias`,
/// `Xft.hinting`, `Xft.hintstyle`, `Xft.rgba`). Pure, for the same text read at start and again on every
/// change.
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

    /// Xft's text rendering resources, as far as the text sets them (the last line of each wins).
    static func textRendering(in text: Substring) -> XftResources {
        var found = XftResources()
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = String(line[line.index(after: colon)...].trimmingWhitespace())
            switch line[..<colon].trimmingWhitespace() {
            case "Xft.antialias": found.antialias = bool(value) ?? found.antialias
            case "Xft.hinting": found.hinting = bool(value) ?? found.hinting
            case "Xft.hintstyle": found.hintStyle = value.isEmpty ? found.hintStyle : String(value.prefix(32))
            case "Xft.rgba": found.rgba = value.isEmpty ? found.rgba : String(value.prefix(32))
            default: break
            }
        }
        return found
    }

    /// A resource's Boolean as fontconfig reads one (`FcNameBool`: 1/0, true/false, yes/no, on/off).
    private static func bool(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "1", "true", "yes", "on", "t", "y": true
        case "0", "false", "no", "off", "f", "n": false
        default: nil
        }
    }
}

/// Xft's text rendering resources (`Xft.antialias`, `Xft.hinting`, `Xft.hintstyle`, `Xft.rgba`): what a
/// desktop without an XSETTINGS manager says about text. nil: not set.
struct XftResources: Equatable, Sendable {
    var antialias: Bool?
    var hinting: Bool?
    var hintStyle: String?
    var rgba: String?

    /// Writes what the resources set into `settings` (XSETTINGS' `Xft/…` are applied after, and win).
    func apply(to settings: inout DesktopSettings) {
        if let antialias { settings.fontAntialiasing = antialias }
        if let hinting { settings.fontHinting = hinting }
        if let hintStyle { settings.fontHintStyle = hintStyle }
        if let rgba { settings.fontSubpixelOrder = rgba }
    }
}
