extension Screen {
    /// Applies a change of the desktop's settings: everything is drawn again in the next frame.
    func desktopSettingsDidChange(from old: DesktopSettings) {
        setNeedsDisplay()
    }
}
