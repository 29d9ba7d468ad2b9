/// A screen's keyboard shortcuts, as Qt's `QShortcutMap`: the actions whose keys the screen watches for,
/// before the focused view sees the key. Every screen starts with the standard editing actions (Undo,
/// Redo, Cut, Copy, Paste, Select All), so a text field answers Ctrl+C in any app; an app adds its own.
///
/// A key press goes to the first action whose shortcut it matches (``KeyboardShortcut/matches(_:)``) and
/// that can be performed now; a disabled action, or a command nobody in the chain performs, lets the key
/// go on to the next match and then to the focused view, as GTK's shortcut controller does. An
/// auto-repeated press does not perform an action that does not allow key repeat again (it is swallowed).
@MainActor
public final class ShortcutMap {
    /// Two actions on the same keys, reported by ``add(_:)``: the first added keeps the key.
    public struct Conflict: Hashable, Sendable, CustomStringConvertible {
        /// The keys both want.
        public let shortcut: KeyboardShortcut
        /// The identifier of the action that had them.
        public let existing: String
        /// The identifier of the action added.
        public let added: String
        /// "Ctrl+S: save and saveas".
        public var description: String { "\(shortcut): \(existing) and \(added)" }
    }

    /// One shortcut and its action, as ``entries`` lists them.
    public struct Entry {
        /// The keys.
        public let shortcut: KeyboardShortcut
        /// What they perform.
        public let action: Action
    }

    /// The actions, in the order added (earlier ones win a shared key).
    public private(set) var actions: [Action] = []

    /// Asked after the key window's responder chain for a command nobody there performs, as UIKit asks the
    /// application and its delegate: where an app handles Quit, About and Preferences.
    public weak var lastResponder: Responder?

    /// A map holding the standard editing actions.
    public init() {
        for command in [Command.undo, .redo, .cut, .copy, .paste, .selectAll] { add(Action(command: command)) }
    }

    /// Toolbars shown on this screen, validated after each input the screen handles.
    private var validationObservers: [WeakToolbar] = []
    private struct WeakToolbar { weak var toolbar: Toolbar? }

    /// Validates `toolbar`'s items after each key press, click and touch the screen handles (held weakly).
    func addValidationObserver(_ toolbar: Toolbar) {
        validationObservers.removeAll { $0.toolbar == nil || $0.toolbar === toolbar }
        validationObservers.append(WeakToolbar(toolbar: toolbar))
    }

    /// An input was handled: what actions can do may have changed (a selection made, a field focused).
    func inputWasHandled() {
        for o in validationObservers { o.toolbar?.validateItems() }
    }

    /// Adds `action` and returns the shortcuts it shares with actions already here (also traced as
    /// `shortcut.conflict`). An action with the same command or identifier as one already here replaces it:
    /// an app's own Copy (with its translated title) takes the standard one's place.
    @discardableResult
    public func add(_ action: Action) -> [Conflict] {
        if let command = action.command { actions.removeAll { $0.command == command } }
        // The same action again, or a new one made for the same identifier (menus rebuilt in another
        // language), replaces it rather than clashing with it.
        actions.removeAll { $0 === action || $0.identifier == action.identifier }
        var conflicts: [Conflict] = []
        for shortcut in action.shortcuts {
            for other in actions where other.shortcuts.contains(shortcut) {
                conflicts.append(Conflict(shortcut: shortcut, existing: other.identifier, added: action.identifier))
            }
        }
        for c in conflicts {
            Trace.emit("shortcut.conflict", ["shortcut": .string(c.shortcut.description),
                                             "existing": .string(c.existing), "added": .string(c.added)])
        }
        actions.append(action)
        return conflicts
    }

    /// Stops watching for `action`'s keys.
    public func remove(_ action: Action) { actions.removeAll { $0 === action } }

    /// Every shortcut with its action, in the order added: what a shortcuts window lists.
    public var entries: [Entry] {
        actions.flatMap { a in a.shortcuts.map { Entry(shortcut: $0, action: a) } }
    }

    /// The actions whose shortcuts `event` matches, in order.
    public func actions(matching event: KeyEvent) -> [Action] {
        actions.filter { a in a.shortcuts.contains { $0.matches(event) } }
    }

    /// Performs the action `event` asks for from `responder`'s chain; true when the key was taken.
    func handle(_ event: KeyEvent, responder: Responder?) -> Bool {
        for action in actions(matching: event) {
            if let performer = action.performer(from: responder, last: lastResponder) {
                if event.isRepeat, !action.allowsKeyRepeat {
                    Trace.emit("action.repeat.ignored", ["action": .string(action.identifier)])
                    return true
                }
                action.perform(with: performer)
                traceEdit(action, handled: true)
                Trace.emit("action.performed", ["action": .string(action.identifier), "by": .string("shortcut")])
                return true
            }
            // A responder that overrides only the older copy(to:) / paste(from:at:) still gets its keys.
            if let command = action.command, let edit = EditAction(command), let responder {
                let done = edit.perform(on: responder)
                traceEdit(action, handled: done)
                if done { return true }
            }
        }
        return false
    }

    private func traceEdit(_ action: Action, handled: Bool) {
        guard let command = action.command, let edit = EditAction(command) else { return }
        Trace.emit("edit.action", ["action": .string(edit.rawValue), "handled": .bool(handled)])
    }
}
