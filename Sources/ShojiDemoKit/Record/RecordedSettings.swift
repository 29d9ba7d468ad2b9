import Shoji

/// The desktop's settings as a recording keeps them: the fields that change how the demo looks or
/// behaves, each checked on reading against the same `Limits` the host applies to XSETTINGS (a
/// recording is a file anyone may have edited). The cursor theme is left out (headless replays draw no
/// pointer), and so is the scale: the header's scale is the replay's, as `--scale` is a flag.
enum RecordedSettings {
    static func fields(_ d: DesktopSettings) -> [(String, TraceValue)] {
        var f: [(String, TraceValue)] = [
            ("scheme", .string(schemeName(d.colorScheme))),
            ("contrast", .string(d.contrast == .increased ? "increased" : "normal")),
            ("doubleClick", .number(d.doubleClickInterval)), ("doubleClickDistance", .number(d.doubleClickDistance)),
            ("dragThreshold", .number(d.dragThreshold)), ("caretBlinks", .bool(d.caretBlinks)),
            ("caretBlinkPeriod", .number(d.caretBlinkPeriod)), ("animations", .bool(d.animationsEnabled)),
        ]
        if let a = d.accentColor { f.append(("accent", .array([.number(a.red), .number(a.green), .number(a.blue)]))) }
        if let font = d.fontName { f.append(("font", .string(font))) }
        return f
    }

    static func settings(from f: Fields) throws(RecordingError) -> DesktopSettings {
        var d = DesktopSettings()
        switch f.object["scheme"] as? String {
        case "noPreference": d.colorScheme = .noPreference
        case "light": d.colorScheme = .light
        case "dark": d.colorScheme = .dark
        default: throw f.error("settings: \"scheme\" must be noPreference, light or dark")
        }
        switch f.object["contrast"] as? String {
        case "normal": d.contrast = .normal
        case "increased": d.contrast = .increased
        default: throw f.error("settings: \"contrast\" must be normal or increased")
        }
        d.doubleClickInterval = try f.number("doubleClick", in: Limits.doubleClickInterval, unit: " seconds")
        d.doubleClickDistance = try f.number("doubleClickDistance", in: Limits.pointerDistance, unit: " points")
        d.dragThreshold = try f.number("dragThreshold", in: Limits.pointerDistance, unit: " points")
        d.caretBlinkPeriod = try f.number("caretBlinkPeriod", in: Limits.caretBlinkPeriod, unit: " seconds")
        d.caretBlinks = try flag("caretBlinks", f)
        d.animationsEnabled = try flag("animations", f)
        if let accent = f.object["accent"] {
            guard let c = accent as? [Double], c.count == 3, c.allSatisfy({ (0...1).contains($0) }) else {
                throw f.error("settings: \"accent\" must be three numbers from 0 to 1 (red, green, blue)")
            }
            d.accentColor = Color(red: c[0], green: c[1], blue: c[2])
        }
        if let font = f.object["font"] {
            guard let name = font as? String, name.utf8.count <= Limits.settingTextBytes else {
                throw f.error("settings: \"font\" must be a font name of at most \(Limits.settingTextBytes) bytes")
            }
            d.fontName = name
        }
        return d
    }

    private static func flag(_ key: String, _ f: Fields) throws(RecordingError) -> Bool {
        guard let b = f.object[key] as? Bool else { throw f.error("settings: \"\(key)\" must be true or false") }
        return b
    }

    private static func schemeName(_ s: DesktopSettings.ColorScheme) -> String {
        switch s {
        case .noPreference: return "noPreference"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}
