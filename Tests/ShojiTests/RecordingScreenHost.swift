@testable import Shoji

/// A headless host that notes what its screen tells it (frames asked for, key windows, text input changes,
/// cursors), as the X11 host would act on them; every ``Rig`` lives in one.
@MainActor
final class RecordingScreenHost: ScreenHost {
    /// What an in-memory host holds, so that a rig's text system follows the same rule as any headless
    /// screen's (the process default until set).
    private let held = InMemoryScreenHost()
    var generalPasteboard: Pasteboard { held.generalPasteboard }
    var selectionPasteboard: Pasteboard { held.selectionPasteboard }
    var dragSession: DragSession { held.dragSession }
    var textSystem: TextSystem {
        get { held.textSystem }
        set { held.textSystem = newValue }
    }

    /// How many times a screen asked for a frame.
    var updateRequests = 0
    /// The key windows' names, in the order they became key (nil: none).
    var keyWindows: [String?] = []
    /// How many times the text input client may have changed.
    var textInputChanges = 0
    /// The cursors shown, in order.
    var cursors: [Cursor] = []

    func screenNeedsUpdate(_ screen: Screen) { updateRequests += 1 }
    func screen(_ screen: Screen, keyWindowDidChange window: Window?) { keyWindows.append(window?.name) }
    func screenTextInputDidChange(_ screen: Screen) { textInputChanges += 1 }
    func screen(_ screen: Screen, cursorDidChange cursor: Cursor) { cursors.append(cursor) }
}
