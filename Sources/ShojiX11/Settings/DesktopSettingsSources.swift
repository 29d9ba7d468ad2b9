import Shoji

/// What each of the desktop's sources said last, and the one rule that makes `DesktopSettings` of them.
///
/// **Which source wins.** The settings portal for the colour scheme, contrast and accent, when it
/// answers with a preference: it is what libadwaita and Qt 6.5 read, and GNOME and KDE keep it right
/// where XSETTINGS' theme name is only a guess (GNOME 42+ leaves `Net/ThemeName` at `Adwaita` in dark
/// mode). The portal's "no preference" leaves the theme name in effect, so a dark GTK theme still counts on
/// a desktop whose portal knows nothing. XSETTINGS for everything else (it is the only source of double
/// click, blink, cursor, font and animation settings). The resources' `Xft.dpi` only when XSETTINGS gives
/// no scale (`Xft/DPI` or `Gdk/WindowScalingFactor`), as GTK does. A scale the command line forces
/// (`--scale`) beats them all: the windows then keep it (`X11Host.followsDesktopScale`).
struct DesktopSettingsSources: Equatable, Sendable {
    /// The XSETTINGS manager's settings (nil: no manager).
    var xsettings: XSettings?
    /// `Xft.dpi` ÷ 96 from `RESOURCE_MANAGER` (nil: not set).
    var resourceScale: Double?
    /// Xft's text rendering resources from `RESOURCE_MANAGER` (below XSETTINGS' `Xft/…`, as GTK reads them).
    var resourceText = XftResources()
    /// What the settings portal said (nil: no portal answered).
    var portal: PortalAppearance?

    /// The settings these sources make together.
    var settings: DesktopSettings {
        var s = DesktopSettings()
        if let resourceScale { s.scale = resourceScale }
        resourceText.apply(to: &s)
        xsettings?.apply(to: &s)
        portal?.apply(to: &s)
        return s
    }
}

/// The settings portal's `org.freedesktop.appearance` namespace, as far as it answered.
struct PortalAppearance: Equatable, Sendable {
    /// `color-scheme`: 0 no preference, 1 dark, 2 light (nil: not said).
    var colorScheme: UInt32?
    /// `contrast`: 0 normal, 1 high (nil: not said).
    var contrast: UInt32?
    /// `accent-color`: red, green and blue from 0 to 1 (nil: not said, or out of range: "unset").
    var accentColor: (red: Double, green: Double, blue: Double)?

    static func == (a: Self, b: Self) -> Bool {
        a.colorScheme == b.colorScheme && a.contrast == b.contrast
            && a.accentColor?.red == b.accentColor?.red && a.accentColor?.green == b.accentColor?.green
            && a.accentColor?.blue == b.accentColor?.blue
    }

    /// Writes what the portal says over `settings` (see `DesktopSettingsSources` for why it wins).
    func apply(to settings: inout DesktopSettings) {
        switch colorScheme {
        case 1: settings.colorScheme = .dark
        case 2: settings.colorScheme = .light
        default: break
        }
        switch contrast {
        case 1: settings.contrast = .increased
        case 0: settings.contrast = .normal
        default: break
        }
        if let c = accentColor { settings.accentColor = Color(red: c.red, green: c.green, blue: c.blue) }
    }
}

extension DesktopSettings {
    /// The names of the fields that differ from `other`, for the `desktop.settings` trace.
    func changedFields(from other: DesktopSettings) -> [String] {
        var names: [String] = []
        func check<T: Equatable>(_ name: String, _ path: KeyPath<DesktopSettings, T>) {
            if self[keyPath: path] != other[keyPath: path] { names.append(name) }
        }
        check("colorScheme", \.colorScheme); check("contrast", \.contrast); check("accentColor", \.accentColor)
        check("doubleClickInterval", \.doubleClickInterval); check("doubleClickDistance", \.doubleClickDistance)
        check("dragThreshold", \.dragThreshold); check("caretBlinks", \.caretBlinks)
        check("caretBlinkPeriod", \.caretBlinkPeriod); check("animationsEnabled", \.animationsEnabled)
        check("fontName", \.fontName); check("cursorThemeName", \.cursorThemeName); check("cursorSize", \.cursorSize)
        check("scale", \.scale); check("fontAntialiasing", \.fontAntialiasing); check("fontHinting", \.fontHinting)
        check("fontHintStyle", \.fontHintStyle); check("fontSubpixelOrder", \.fontSubpixelOrder)
        return names
    }

    /// The settings as trace fields.
    var traceFields: [(String, TraceValue)] {
        let scheme = switch colorScheme { case .noPreference: "noPreference"; case .light: "light"; case .dark: "dark" }
        var fields: [(String, TraceValue)] = [
            ("colorScheme", .string(scheme)), ("contrast", .string(contrast == .increased ? "increased" : "normal")),
            ("doubleClickInterval", .number(doubleClickInterval)), ("doubleClickDistance", .number(doubleClickDistance)),
            ("dragThreshold", .number(dragThreshold)), ("caretBlinks", .bool(caretBlinks)),
            ("caretBlinkPeriod", .number(caretBlinkPeriod)), ("animationsEnabled", .bool(animationsEnabled)),
            ("scale", .number(scale)),
        ]
        if let fontName { fields.append(("fontName", .string(fontName))) }
        if let cursorThemeName { fields.append(("cursorThemeName", .string(cursorThemeName))) }
        if let cursorSize { fields.append(("cursorSize", .number(Double(cursorSize)))) }
        if let fontAntialiasing { fields.append(("fontAntialiasing", .bool(fontAntialiasing))) }
        if let fontHinting { fields.append(("fontHinting", .bool(fontHinting))) }
        if let fontHintStyle { fields.append(("fontHintStyle", .string(fontHintStyle))) }
        if let fontSubpixelOrder { fields.append(("fontSubpixelOrder", .string(fontSubpixelOrder))) }
        if let a = accentColor { fields.append(("accentColor", .array([.number(a.red), .number(a.green), .number(a.blue)]))) }
        return fields
    }
}
