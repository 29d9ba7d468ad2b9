/// The name of a message sent down the responder chain, as UIKit's action selectors (`copy:`,
/// `selectAll:`): an ``Action`` with a command has no handler of its own; the first responder that says
/// it ``Responder/canPerformCommand(_:)`` performs it. The standard ones are below; an app names its own
/// (`Command("toggleSidebar")`).
public struct Command: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name, as the trace and tests see it.
    public let rawValue: String
    /// A command named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A command named `name`.
    public init(_ name: String) { rawValue = name }
    /// The name.
    public var description: String { rawValue }

    /// Undoes the last change.
    public static let undo = Command("undo")
    /// Does again what was undone.
    public static let redo = Command("redo")
    /// Copies the selection to the clipboard and deletes it.
    public static let cut = Command("cut")
    /// Copies the selection to the clipboard.
    public static let copy = Command("copy")
    /// Inserts the clipboard's contents.
    public static let paste = Command("paste")
    /// Deletes the selection.
    public static let delete = Command("delete")
    /// Selects everything.
    public static let selectAll = Command("selectAll")
    /// Opens a search.
    public static let find = Command("find")
    /// Closes the key window.
    public static let closeWindow = Command("closeWindow")
    /// Ends the program.
    public static let quit = Command("quit")
    /// Opens the program's settings.
    public static let preferences = Command("preferences")
    /// Shows what the program is.
    public static let about = Command("about")

    /// Every standard command, in the order an Edit menu lists the editing ones.
    public static let standard: [Command] = [.undo, .redo, .cut, .copy, .paste, .delete, .selectAll, .find,
                                             .closeWindow, .quit, .preferences, .about]

    /// The keys desktop programs on X give a standard command (GTK's and Qt's), the first shown in menus.
    /// Delete has none of its own: the Delete key stays the text's.
    public var standardShortcuts: [KeyboardShortcut] {
        let insert = Key.other(KeyboardShortcut.insertKeysym)
        switch self {
        case .undo: return [KeyboardShortcut("z", modifiers: .control)]
        case .redo: return [KeyboardShortcut("z", modifiers: [.control, .shift]), KeyboardShortcut("y", modifiers: .control)]
        case .cut: return [KeyboardShortcut("x", modifiers: .control), KeyboardShortcut(.delete, modifiers: .shift)]
        case .copy: return [KeyboardShortcut("c", modifiers: .control), KeyboardShortcut(insert, modifiers: .control)]
        case .paste: return [KeyboardShortcut("v", modifiers: .control), KeyboardShortcut(insert, modifiers: .shift)]
        case .selectAll: return [KeyboardShortcut("a", modifiers: .control)]
        case .find: return [KeyboardShortcut("f", modifiers: .control)]
        case .closeWindow: return [KeyboardShortcut("w", modifiers: .control)]
        case .quit: return [KeyboardShortcut("q", modifiers: .control)]
        case .preferences: return [KeyboardShortcut(",", modifiers: .control)]
        default: return []
        }
    }

    /// The English title a menu gives a standard command (an app sets its own translation on the action).
    public var standardTitle: String {
        switch self {
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .cut: return "Cut"
        case .copy: return "Copy"
        case .paste: return "Paste"
        case .delete: return "Delete"
        case .selectAll: return "Select All"
        case .find: return "Find…"
        case .closeWindow: return "Close Window"
        case .quit: return "Quit"
        case .preferences: return "Preferences…"
        case .about: return "About"
        default: return rawValue
        }
    }

    /// Whether holding the key repeats the command: undoing, redoing, pasting and deleting step by step as
    /// a text editor does; closing, quitting or opening a window only once per press.
    public var repeatsWithKey: Bool { [.undo, .redo, .paste, .delete].contains(self) }
}
