/// One command of an app, defined once and shown everywhere it is offered, as Qt's `QAction` and
/// SerenityOS's `GUI::Action`: a title, an image, keyboard shortcuts, an enabled and a checked state, and
/// what it does. A menu item made from it (``MenuItem/init(action:)``) and its shortcut (registered in a
/// screen's ``ShortcutMap``) follow the same state.
///
/// What it does is either a handler, or a ``Command`` sent down the responder chain (Copy, Undo): such an
/// action is enabled only when a responder in the key window's chain says it can perform the command, as
/// UIKit validates with `canPerformAction(_:withSender:)`. State is pulled, never pushed: ``validate`` runs
/// each time a menu showing the action opens and each time its key is pressed.
///
/// ```swift
/// let save = Action("Save", shortcut: KeyboardShortcut("s", modifiers: .control)) { _ in document.save() }
/// save.validate = { $0.isEnabled = document.hasChanges }
/// screen.shortcuts.add(save)
/// let copy = Action(command: .copy)      // Ctrl+C and Ctrl+Insert, enabled where there is a selection
/// ```
@MainActor
public final class Action {
    /// The text menus show; `&` before a letter marks its mnemonic ("&Save"), `&&` is an ampersand.
    public var title: String
    /// A small picture beside the title.
    public var image: Image?
    /// The keys that perform it; menus show the first.
    public var shortcuts: [KeyboardShortcut]
    /// A disabled action does nothing and its menu items are greyed; its key goes on to the focused view.
    /// Ignored for a command action, whose state comes from the responder chain.
    public var isEnabled = true
    /// Shown with a check mark (a checkable item); set it from ``handler`` or ``validate``.
    public var isChecked = false
    /// Whether the action toggles something (shown as a check menu item).
    public var isCheckable = false
    /// The exclusive group the action is one choice of (shown as a radio menu item), set by ``ActionGroup``;
    /// the actions keep their group alive (it holds them weakly), so an app need not keep it.
    public internal(set) var group: ActionGroup?
    /// The name tests, the trace and menu items use.
    public let identifier: String
    /// The message sent down the responder chain instead of a handler (nil: the handler's).
    public let command: Command?
    /// What performing it does (for an action without a command).
    public var handler: (@MainActor (Action) -> Void)?
    /// Called before the action is shown in an opening menu or fired by its key, to bring ``isEnabled``,
    /// ``isChecked`` and ``title`` up to date: state pulled where it is needed, so it is never stale.
    public var validate: (@MainActor (Action) -> Void)?
    /// Whether holding its key performs it again with each auto-repeat (undoing step by step); when false,
    /// a held key performs it once.
    public var allowsKeyRepeat: Bool

    /// An action titled `title` that runs `handler`, on `shortcut` when given.
    public init(_ title: String, image: Image? = nil, shortcut: KeyboardShortcut? = nil, identifier: String? = nil,
                allowsKeyRepeat: Bool = false, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.image = image
        shortcuts = shortcut.map { [$0] } ?? []
        self.identifier = identifier ?? Action.identifier(from: title)
        command = nil
        self.handler = handler
        self.allowsKeyRepeat = allowsKeyRepeat
    }

    /// An action that sends `command` down the responder chain, with the command's standard title and keys
    /// unless given others.
    public init(command: Command, title: String? = nil, image: Image? = nil, shortcuts: [KeyboardShortcut]? = nil) {
        self.title = title ?? command.standardTitle
        self.image = image
        self.shortcuts = shortcuts ?? command.standardShortcuts
        identifier = command.rawValue
        self.command = command
        allowsKeyRepeat = command.repeatsWithKey
    }

    /// The title without its mnemonic marks ("&Save" shows "Save"; "&&" shows "&").
    public var displayTitle: String { Mnemonic(title).text }

    /// The shortcut menus show: the first, as "Ctrl+S".
    public var shortcutLabel: String? { shortcuts.first?.description }

    /// A lower-case identifier from a title without its marks and spaces ("&Save As…" gives "saveas").
    private static func identifier(from title: String) -> String {
        String(Mnemonic(title).text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension Action {
    /// Who performs the action for `responder`'s chain (the key window's first responder), then `last` (the
    /// app's responder after the windows); nil when nobody can, and the action is disabled. A handler's
    /// action answers ``Performer/handler`` when enabled after ``validate``.
    func performer(from responder: Responder?, last: Responder?) -> Performer? {
        validate?(self)
        guard let command else { return isEnabled && handler != nil ? .handler : nil }
        if let target = responder?.target(forCommand: command) ?? last?.target(forCommand: command) {
            return .responder(target)
        }
        return nil
    }

    /// Whether it can be performed now from `responder`'s chain: what its menu items show.
    public func isAvailable(from responder: Responder?, last: Responder? = nil) -> Bool {
        performer(from: responder, last: last) != nil
    }

    /// Performs it with `performer`.
    func perform(with performer: Performer) {
        switch performer {
        case .handler:
            // A radio choice is checked (and its group's others unchecked) before its handler runs, so the
            // handler reads the new choice, as Qt's exclusive `QActionGroup` does.
            group?.select(self)
            handler?(self)
        case .responder(let r): if let command { r.performCommand(command) }
        }
    }

    /// What performs an action: its handler, or a responder that took its command.
    enum Performer {
        case handler
        case responder(Responder)
    }
}
