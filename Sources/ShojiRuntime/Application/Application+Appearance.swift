import Shoji

extension Application {
    /// The appearance the app asks for: `.system` (the default, or `--appearance`) follows the desktop's
    /// settings, `.light` and `.dark` force a scheme; a window's own `Window.appearancePreference` wins
    /// over it. Every window, popup and tool tip of the app follows a change in the next frame.
    ///
    /// ```swift
    /// app.appearance = .dark
    /// app.appearance.contrast = .increased
    /// ```
    public var appearance: AppearancePreference {
        get { screen.appearancePreference }
        set { screen.appearancePreference = newValue } // the other windows' screens follow the main one
    }
}
