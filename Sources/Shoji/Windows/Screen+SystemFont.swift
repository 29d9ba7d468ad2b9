/// The UI font follows the desktop's (`Gtk/FontName`), live: the screen sets ``Typesetter/systemFont``
/// and every view of every window is told (``View/systemFontDidChange()``), so labels, controls, menus and
/// tool tips lay their text out again in the next frame and the stacks around them take the new sizes.
/// Nothing is rebuilt: focus, selection, scroll positions and text being composed stay. A change of how
/// text is rasterised (`Xft/Antialias`, `Xft/Hinting`…; the host gives its text system the new options
/// first) is the same for the views: layouts made before hold fonts with the old options.
extension Screen {
    /// The desktop's font changed to `fontName` (nil: it names none, the toolkit's own is used), or how
    /// text is rasterised changed.
    func desktopFontDidChange(to fontName: String?) {
        let font = SystemFont(description: fontName)
        let changed = font != Typesetter.systemFont
        Typesetter.systemFont = font
        // Another screen of the process may have set the font first; this one's views still hold text laid
        // out in the old one.
        for window in windows {
            window.notifySystemFontChange()
            addDamage(window.screenBoundingBox)
        }
        guard changed else { return }
        Trace.emit("font.changed", ["family": font.family.map { .string($0) } ?? .null, "size": .number(font.size)])
    }
}

extension View {
    /// Tells this view and every view below it that the UI font changed.
    func notifySystemFontChange() {
        systemFontDidChange()
        for sub in subviews { sub.notifySystemFontChange() }
    }
}
