/// What the desktop says about how apps should look and behave: the union of XSETTINGS, the settings
/// portal and the X resources, as one value the host keeps up to date (`Screen.desktopSettings`).
///
/// Every field has the value a desktop that says nothing gets, so a program without a settings daemon
/// behaves as before. The host fills in only what a source said; which source wins is the host's rule.
public struct DesktopSettings: Equatable, Sendable {
    /// The colour scheme the user prefers (the portal's `color-scheme`, or a `-dark` GTK theme name).
    public enum ColorScheme: Equatable, Sendable { case noPreference, light, dark }
    /// The contrast the user asks for (the portal's `contrast`, or a high-contrast theme name).
    public enum Contrast: Equatable, Sendable { case normal, increased }

    /// The scheme the user prefers; `.system` appearances follow it (dark → dark, else light).
    public var colorScheme = ColorScheme.noPreference
    /// The contrast the user asks for; `.increased` selects the palette's increased-contrast colours.
    public var contrast = Contrast.normal
    /// The desktop's accent colour, when it has one (the portal's `accent-color`).
    public var accentColor: Color?

    /// Two clicks closer than this in time are a double click (seconds; `Net/DoubleClickTime`).
    public var doubleClickInterval = 0.4
    /// … and closer than this in distance (points; `Net/DoubleClickDistance`).
    public var doubleClickDistance = 4.0
    /// How far a press must move before it is a drag (points; `Net/DndDragThreshold`).
    public var dragThreshold = 4.0
    /// Whether the text caret blinks (`Net/CursorBlink`).
    public var caretBlinks = true
    /// One full blink, on and off (seconds; `Net/CursorBlinkTime`).
    public var caretBlinkPeriod = 1.2
    /// Whether transitions and other motion animate (`Gtk/EnableAnimations`; off jumps, as reduced motion).
    public var animationsEnabled = true

    /// The UI font as Pango describes it ("Cantarell 11"; `Gtk/FontName`), or nil for the toolkit's own.
    public var fontName: String?
    /// The pointer cursors' theme (`Gtk/CursorThemeName`), nil for libXcursor's.
    public var cursorThemeName: String?
    /// The pointer cursors' size in pixels (`Gtk/CursorThemeSize`), nil for libXcursor's.
    public var cursorSize: Int?
    /// Device pixels per point: `Xft/DPI` ÷ 96 (GNOME's already includes its window scale), else
    /// `Gdk/WindowScalingFactor`, else `Xft.dpi` ÷ 96 from the X resources.
    public var scale = 1.0

    /// Whether text is antialiased (`Xft/Antialias`), nil when the desktop does not say.
    public var fontAntialiasing: Bool?
    /// Whether glyphs are hinted (`Xft/Hinting`), nil when the desktop does not say.
    public var fontHinting: Bool?
    /// How strongly glyphs are hinted, as fontconfig names it (`hintnone`, `hintslight`, `hintmedium`,
    /// `hintfull`; `Xft/HintStyle`), nil when the desktop does not say.
    public var fontHintStyle: String?
    /// The display's subpixel order for text (`rgb`, `bgr`, `vrgb`, `vbgr`, `none`; `Xft/RGBA`).
    public var fontSubpixelOrder: String?

    /// The settings of a desktop that says nothing.
    public init() {}
}

extension DesktopSettings {
    /// Whether text is rasterised the same under both (anti-aliasing, hinting, subpixel order): when not,
    /// layouts made before hold fonts with the old options and are made again.
    public func rendersTextAlike(_ other: DesktopSettings) -> Bool {
        fontAntialiasing == other.fontAntialiasing && fontHinting == other.fontHinting
            && fontHintStyle == other.fontHintStyle && fontSubpixelOrder == other.fontSubpixelOrder
    }
}
