/// What a change of the desktop's settings carries to the app: the settings before and after.
public struct DesktopSettingsChange: Sendable {
    /// The settings before the change.
    public let old: DesktopSettings
    /// The settings now in effect (`Screen.desktopSettings`).
    public let new: DesktopSettings
}

extension NotificationName where Payload == DesktopSettingsChange {
    /// Posted by a screen (the notification's object) after its ``Screen/desktopSettings`` changed and were
    /// applied, as UIKit's `traitCollectionDidChange(_:)` tells a view: an app that draws with its own
    /// font, timings or colours looks again here.
    public static var desktopSettingsDidChange: Self { Self("DesktopSettingsDidChange") }
}

extension Screen {
    /// Applies a change of the desktop's settings: everything is drawn again in the next frame (in the appearance the new settings give), animations
    /// follow the desktop's switch, a blinking caret takes the new period at once, and the app is told.
    /// Double-click timing and the drag threshold are read at each click and press, so they need nothing.
    func desktopSettingsDidChange(from old: DesktopSettings) {
        let new = desktopSettings
        animator.animatesTimedChanges = new.animationsEnabled
        if new.caretBlinks != old.caretBlinks || new.caretBlinkPeriod != old.caretBlinkPeriod {
            for window in windows {
                (window.firstResponder as? TextInputView)?.restartCaretBlink()
            }
        }
        if new.fontName != old.fontName || !new.rendersTextAlike(old) { desktopFontDidChange(to: new.fontName) }
        setNeedsDisplay()
        appearanceMayHaveChanged()
        NotificationCenter.default.post(.desktopSettingsDidChange, DesktopSettingsChange(old: old, new: new), object: self)
    }
}
