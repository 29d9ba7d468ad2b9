/// What an app or a window asks for: a colour scheme and a contrast, each forced or left to the desktop
/// (nil follows ``Screen/desktopSettings``). Set on the app (`Application.appearance`, which sets
/// ``Screen/appearancePreference``) or on one window (``Window/appearancePreference``); a window's choice
/// wins over the app's, the app's over the desktop's.
///
/// ```swift
/// app.appearance = .dark                      // every window dark, whatever the desktop says
/// window.appearancePreference = .light        // but this one light
/// app.appearance.contrast = .increased        // and all with increased contrast
/// ```
public struct AppearancePreference: Hashable, Sendable {
    /// The scheme to use; nil follows the desktop.
    public var colorScheme: Appearance.ColorScheme?
    /// The contrast to use; nil follows the desktop.
    public var contrast: Appearance.Contrast?

    /// A preference; nil parts follow the desktop.
    public init(colorScheme: Appearance.ColorScheme? = nil, contrast: Appearance.Contrast? = nil) {
        self.colorScheme = colorScheme; self.contrast = contrast
    }

    /// Follow the desktop in everything.
    public static let system = AppearancePreference()
    /// Always light (contrast follows the desktop).
    public static let light = AppearancePreference(colorScheme: .light)
    /// Always dark (contrast follows the desktop).
    public static let dark = AppearancePreference(colorScheme: .dark)

    /// This preference where it says something, `fallback` where it does not.
    public func overriding(_ fallback: AppearancePreference) -> AppearancePreference {
        AppearancePreference(colorScheme: colorScheme ?? fallback.colorScheme, contrast: contrast ?? fallback.contrast)
    }

    /// The appearance this preference gives on a desktop with `settings`: its dark scheme is dark, light
    /// and no preference light; its increased contrast increased; its accent colour the accent.
    public func resolved(with settings: DesktopSettings) -> Appearance {
        let scheme = colorScheme ?? (settings.colorScheme == .dark ? .dark : .light)
        let contrast = contrast ?? (settings.contrast == .increased ? .increased : .normal)
        return Appearance(colorScheme: scheme, contrast: contrast, accentColor: settings.accentColor)
    }
}
