import Shoji

/// What a program's window is at launch: its title, size and identity towards the window manager.
public struct ApplicationConfiguration: Sendable {
    /// The window's title (the window manager shows it; `Application.title` changes it later).
    public var title: String
    /// The window's size in points; `--size` overrides it.
    public var size: Size
    /// The smallest size the window manager lets the user make the window, in points.
    public var minimumSize: Size
    /// The class part of `WM_CLASS` (the instance part is its lower-case form): how window managers and
    /// desktop files recognise the program.
    public var className: String
    /// The name of an image in the assets folder shown as the window's icon, or `nil` for none.
    public var iconName: String?
    /// The main window's background.
    public var backgroundColor: Color
    /// The assets folder when neither `--assets` nor `$SHOJI_ASSETS` names one and `./assets` does not exist.
    public var assetsDirectory: String?
    /// The text styles the first screen lays out, in the order it does. Their fonts are found and measured
    /// on a background thread while the window is made, so the first frame waits less for fontconfig (see
    /// `PangoTextSystem.init(preparing:)` in ShojiCairo). Any style works whether listed or not: one not
    /// listed, or not reached before the first layout, is found when first used.
    public var preparedTextStyles: [TextStyle] = [.body]
    /// Whether the program ends when its last top-level window closes (true, as on most desktops); false
    /// keeps it running with no window until it calls `Application.terminate`.
    public var quitsAfterLastWindowCloses = true

    /// A configuration; only the title is required.
    public init(title: String, size: Size = Size(640, 480), minimumSize: Size = Size(320, 240),
                className: String? = nil, iconName: String? = nil, backgroundColor: Color = .systemBackground,
                assetsDirectory: String? = nil) {
        self.title = title
        self.size = size
        self.minimumSize = minimumSize
        // WM_CLASS wants one word: "Hello World" becomes "HelloWorld".
        self.className = className ?? String(title.filter { $0.isLetter || $0.isNumber })
        self.iconName = iconName
        self.backgroundColor = backgroundColor
        self.assetsDirectory = assetsDirectory
    }
}
