/// The toolkit's semantic colours: what a colour is for, not what it is.
///
/// Every widget, menu, tool tip and overlay draws with these, so one palette change (light, dark, increased
/// contrast, the desktop's accent) reaches all of them. The names follow UIKit's and AppKit's system colours
/// so a reader of either recognises them. An app uses them the same way (`label.textColor = .secondaryLabel`).
///
/// Each is dynamic (see ``Appearance``): it has a light, a dark and an increased-contrast value. Text
/// colours reach 4.5:1 (WCAG AA) on the backgrounds they are drawn on, and 7:1 with increased contrast
/// (`PaletteContrastTests` checks every pair).
extension Color {
    /// A grey in each appearance: light, dark, light with increased contrast, dark with increased contrast.
    private static func grey(_ l: Double, _ d: Double, _ lc: Double, _ dc: Double, alpha: Double = 1) -> Color {
        Color(light: Color(white: l, alpha: alpha), dark: Color(white: d, alpha: alpha),
              lightIncreasedContrast: Color(white: lc, alpha: alpha), darkIncreasedContrast: Color(white: dc, alpha: alpha))
    }

    private static func hex(_ l: UInt32, _ d: UInt32, _ lc: UInt32, _ dc: UInt32) -> Color {
        Color(light: Color(hex: l), dark: Color(hex: d), lightIncreasedContrast: Color(hex: lc),
              darkIncreasedContrast: Color(hex: dc))
    }

    /// Primary text.
    public static let label = grey(0.1, 0.92, 0, 1)
    /// Text of lesser weight: details, subtitles, shortcuts in menus.
    public static let secondaryLabel = grey(0.42, 0.65, 0.28, 0.8)
    /// Text of disabled controls (WCAG asks no contrast of them; still readable).
    public static let tertiaryLabel = grey(0.62, 0.45, 0.45, 0.62)
    /// A text field's placeholder.
    public static let placeholderText = grey(0.46, 0.62, 0.3, 0.78)
    /// A window's or a content view's background.
    public static let systemBackground = grey(1, 0.11, 1, 0)
    /// A background over `systemBackground`: grouped areas, sidebars, headers.
    public static let secondarySystemBackground = grey(0.95, 0.17, 0.95, 0.12)
    /// A background over `secondarySystemBackground`.
    public static let tertiarySystemBackground = grey(0.9, 0.23, 0.9, 0.2)
    /// Thin lines between content: list separators, menu separators.
    public static let separator = grey(0.86, 0.28, 0.5, 0.6)
    /// A separator that hides what is behind it: borders, dividers.
    public static let opaqueSeparator = grey(0.72, 0.38, 0.35, 0.72)
    /// A control's track or well (a slider's track, a progress bar's track).
    public static let systemFill = grey(0.88, 0.27, 0.7, 0.45)
    /// A lighter fill (a segmented control's background, a disabled field).
    public static let secondarySystemFill = grey(0.91, 0.22, 0.84, 0.3)
    /// A control's face: a switch's or slider's knob, a key of the number pad, a checkbox.
    public static let controlBackground = grey(1, 0.2, 1, 0.1)
    /// The background of selected content (a selected row, text selected in a focused view).
    public static let selectedContentBackground = hex(0xB4D5FE, 0x2C5282, 0x9CC3F5, 0x1F4A8A)
    /// Selected content in a view that does not have the keyboard.
    public static let unemphasizedSelectedContentBackground = grey(0.86, 0.3, 0.8, 0.3)
    /// The ring around the control that has the keyboard.
    public static let focusRing = hex(0x0A5AD4, 0x4C9BFF, 0x003C9E, 0x8AC2FF)
    /// Actions that destroy (an alert's Delete, a destructive menu item) and errors.
    public static let destructive = hex(0xC5221F, 0xFF6B5E, 0x9E0E0B, 0xFF9A8F)
    /// Drop and inner shadows.
    public static let shadow = Color.black
    /// The dimming behind a modal window or a loading overlay.
    public static let dimming = Color(light: Color(white: 0, alpha: 0.4), dark: Color(white: 0, alpha: 0.6))
    /// Text drawn over `tint` or over a selected menu item.
    public static let labelOnTint = Color.white

    /// The accent used by controls: the desktop's accent colour when it has one (``Appearance/accentColor``),
    /// else a blue that carries white text at 4.5:1 (7:1 with increased contrast).
    public static let tint = Color { appearance in
        appearance.accentColor ?? defaultTint.resolved(for: appearance)
    }
    private static let defaultTint = hex(0x0066D6, 0x0B6BDA, 0x0050B0, 0x0050B0)
}
