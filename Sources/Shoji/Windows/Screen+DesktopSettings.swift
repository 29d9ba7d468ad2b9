extension Screen {
    /// Applies a change of the desktop's settings: everything is drawn again in the next frame, in the
    /// appearance the new settings give.
    func desktopSettingsDidChange(from old: DesktopSettings) {
        setNeedsDisplay()
        appearanceMayHaveChanged()
    }
}
