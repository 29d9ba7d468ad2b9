import Shoji

/// What this window's screen tells its host (``ProcessScreenHost``, shared by every screen of the program)
/// comes here: a frame to schedule, the X cursor to set, the input method to move.
extension X11Host: ScreenPresenter {
    /// Schedules one frame at the end of this main-queue turn.
    public func screenNeedsUpdate(_ screen: Screen) { scheduleFrame() }
    /// Nothing for the window to do: the key window is the toolkit's.
    public func screen(_ screen: Screen, keyWindowDidChange window: Window?) {}
    /// Moves the input method's spot, or turns it on or off, after the current event.
    public func screenTextInputDidChange(_ screen: Screen) { textInputDidChange() }
    /// Sets the window's X cursor.
    public func screen(_ screen: Screen, cursorDidChange cursor: Shoji.Cursor) { showCursor(cursor) }
    /// The window's popups, each an override-redirect window of its own (none for a popup's own screen).
    public func popupPresenter(for screen: Screen) -> (any PopupPresenter)? { popupPresenter }
}
