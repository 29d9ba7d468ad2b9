/// The toolkit's semantic colours: what a colour is for, not what it is.
///
/// Every widget, menu, tool tip and overlay draws with these, so one palette change (light, dark, increased
/// contrast, the desktop's accent) reaches all of them. The names follow UIKit's and AppKit's system colours
/// so a reader of either recognises them. An app uses them the same way (`label.textColor = .secondaryLabel`).
extension Color {
    /// Primary text.
    public static let label = Color(white: 0.1)
    /// Text of lesser weight: details, subtitles, shortcuts in menus.
    public static let secondaryLabel = Color(white: 0.45)
    /// Text of disabled controls.
    public static let tertiaryLabel = Color(white: 0.62)
    /// A text field's placeholder.
    public static let placeholderText = Color(white: 0.55)
    /// A window's or a content view's background.
    public static let systemBackground = Color.white
    /// A background over `systemBackground`: grouped areas, sidebars, headers.
    public static let secondarySystemBackground = Color(white: 0.95)
    /// A background over `secondarySystemBackground`.
    public static let tertiarySystemBackground = Color(white: 0.9)
    /// Thin lines between content: list separators, menu separators.
    public static let separator = Color(white: 0.86)
    /// A separator that hides what is behind it: borders, dividers.
    public static let opaqueSeparator = Color(white: 0.72)
    /// A control's track or well (a slider's track, a progress bar's track).
    public static let systemFill = Color(white: 0.88)
    /// A lighter fill (a segmented control's background, a disabled field).
    public static let secondarySystemFill = Color(white: 0.91)
    /// A control's face: a switch's or slider's knob, a key of the number pad, a checkbox.
    public static let controlBackground = Color.white
    /// The background of selected content (a selected row, text selected in a focused view).
    public static let selectedContentBackground = Color(hex: 0xB4D5FE)
    /// Selected content in a view that does not have the keyboard.
    public static let unemphasizedSelectedContentBackground = Color(white: 0.86)
    /// The ring around the control that has the keyboard.
    public static let focusRing = Color(hex: 0x0A5AD4)
    /// Actions that destroy (an alert's Delete, a destructive menu item) and errors.
    public static let destructive = Color(hex: 0xD93025)
    /// Drop and inner shadows.
    public static let shadow = Color.black
    /// The dimming behind a modal window or a loading overlay.
    public static let dimming = Color(white: 0, alpha: 0.4)
    /// Text drawn over `tint` or over a selected menu item.
    public static let labelOnTint = Color.white
}
