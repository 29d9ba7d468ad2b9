import CX11
import Shoji

/// X cursors for Shoji's cursor names: the user's cursor theme through libXcursor (the CSS name, then the
/// older names themes also use), else the core cursor font. Each cursor made is named with its CSS name
/// through XFixes, whichever way it was made, so that tools (and the tests) can read which one is shown.
@MainActor
final class Cursors {
    private let display: OpaquePointer
    /// Every X cursor made, kept for the connection's life: at most one for each `Shoji.Cursor` case.
    private var made: [Shoji.Cursor: (id: UInt, themed: Bool)] = [:]

    init(display: OpaquePointer) { self.display = display }

    /// The X cursor for `cursor`, made on first use; and whether it came from the theme.
    func xCursor(for cursor: Shoji.Cursor) -> (id: UInt, themed: Bool) {
        if let c = made[cursor] { return c }
        var result: (id: UInt, themed: Bool) = (0, false)
        // The theme's images only: XcursorLibraryLoadCursor would quietly fall back to the core font for
        // X's own names ("hand2"), and the cursor could not say where it came from.
        let theme = XcursorGetTheme(display), size = XcursorGetDefaultSize(display)
        for name in [cursor.name] + (Cursors.themeAliases[cursor] ?? []) {
            guard let images = XcursorLibraryLoadImages(name, theme, size) else { continue }
            let id = XcursorImagesLoadCursor(display, images)
            XcursorImagesDestroy(images)
            if id != 0 { result = (id, true); break }
        }
        if result.id == 0 { result = (XCreateFontCursor(display, Cursors.fontShape[cursor] ?? UInt32(XC_left_ptr)), false) }
        XFixesSetCursorName(display, result.id, cursor.name)
        made[cursor] = result
        return result
    }

    /// Loads cursors from `theme` at `size` pixels from now on (nil: libXcursor's own choice, from
    /// `XCURSOR_THEME` and the resources): the desktop changed them. The cursors made are forgotten, so
    /// each window's is made again from the new theme when it is next shown (`onReload`).
    func setTheme(_ theme: String?, size: Int?) {
        XcursorSetTheme(display, theme)
        XcursorSetDefaultSize(display, Int32(size ?? 0))
        freeAll()
        onReload?()
    }

    /// Called after the theme changed: each window shows its cursor again.
    var onReload: (() -> Void)?

    func freeAll() {
        for c in made.values { XFreeCursor(display, c.id) }
        made.removeAll()
    }

    /// Names older themes (and X's own) use for the same cursors.
    static let themeAliases: [Shoji.Cursor: [String]] = [
        .default: ["left_ptr"], .pointer: ["hand2", "hand1"], .text: ["xterm"], .grab: ["openhand", "hand1"],
        .grabbing: ["closedhand", "fleur"], .notAllowed: ["crossed_circle", "circle"], .progress: ["left_ptr_watch"],
        .wait: ["watch"], .crosshair: ["cross"], .help: ["question_arrow"], .move: ["fleur"],
        .columnResize: ["sb_h_double_arrow"], .rowResize: ["sb_v_double_arrow"],
    ]

    /// The core cursor font's nearest shape, when no theme has the cursor.
    static let fontShape: [Shoji.Cursor: UInt32] = [
        .default: UInt32(XC_left_ptr), .pointer: UInt32(XC_hand2), .text: UInt32(XC_xterm), .grab: UInt32(XC_hand1),
        .grabbing: UInt32(XC_fleur), .notAllowed: UInt32(XC_X_cursor), .progress: UInt32(XC_watch),
        .wait: UInt32(XC_watch), .crosshair: UInt32(XC_crosshair), .help: UInt32(XC_question_arrow),
        .move: UInt32(XC_fleur), .columnResize: UInt32(XC_sb_h_double_arrow), .rowResize: UInt32(XC_sb_v_double_arrow),
    ]
}
