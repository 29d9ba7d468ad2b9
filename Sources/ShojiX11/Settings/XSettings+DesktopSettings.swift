import Shoji

extension XSettings {
    /// Writes what these settings say into `settings`, leaving every field they do not name as it was (so
    /// sources can be layered: defaults, then the X resources, then XSETTINGS, then the portal). Numbers
    /// are clamped to `Limits`: another program wrote them.
    func apply(to settings: inout DesktopSettings) {
        if let theme = string("Net/ThemeName")?.lowercased() {
            // GTK themes carry the scheme in the name (Adwaita-dark, Arc-Dark, HighContrastInverse).
            let highContrast = theme.contains("highcontrast") || theme.contains("high-contrast")
            if theme.contains("dark") || theme.hasSuffix("inverse") { settings.colorScheme = .dark }
            if highContrast { settings.contrast = .increased }
        }
        if let ms = integer("Net/DoubleClickTime") {
            settings.doubleClickInterval = Self.clamp(Double(ms) / 1000, Limits.doubleClickInterval)
        }
        if let d = integer("Net/DoubleClickDistance") {
            settings.doubleClickDistance = Self.clamp(Double(d), Limits.pointerDistance)
        }
        if let d = integer("Net/DndDragThreshold") {
            settings.dragThreshold = Self.clamp(Double(d), Limits.pointerDistance)
        }
        if let blink = integer("Net/CursorBlink") { settings.caretBlinks = blink != 0 }
        if let ms = integer("Net/CursorBlinkTime") {
            settings.caretBlinkPeriod = Self.clamp(Double(ms) / 1000, Limits.caretBlinkPeriod)
        }
        if let on = integer("Gtk/EnableAnimations") { settings.animationsEnabled = on != 0 }
        if let font = string("Gtk/FontName") { settings.fontName = font }
        if let theme = string("Gtk/CursorThemeName") { settings.cursorThemeName = theme }
        if let size = integer("Gtk/CursorThemeSize"), size > 0 {
            settings.cursorSize = min(max(size, Limits.cursorSize.lowerBound), Limits.cursorSize.upperBound)
        }
        // Xft/DPI is in 1024ths of a dot per inch, -1 for the default. GNOME publishes it multiplied by its
        // window scale already (and the unscaled one as Gdk/UnscaledDPI), so it alone is the scale; the
        // window scaling factor speaks only when it is absent.
        if let dpi = integer("Xft/DPI"), dpi > 0 {
            settings.scale = Self.clamp(Double(dpi) / 1024 / 96, Limits.scale)
        } else if let factor = integer("Gdk/WindowScalingFactor"), factor > 0 {
            settings.scale = Self.clamp(Double(factor), Limits.scale)
        }
        if let v = integer("Xft/Antialias"), v >= 0 { settings.fontAntialiasing = v != 0 }
        if let v = integer("Xft/Hinting"), v >= 0 { settings.fontHinting = v != 0 }
        if let v = string("Xft/HintStyle") { settings.fontHintStyle = v }
        if let v = string("Xft/RGBA") { settings.fontSubpixelOrder = v }
    }

    private static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
