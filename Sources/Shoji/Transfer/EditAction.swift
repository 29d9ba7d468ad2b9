/// The standard edit actions and the keys that ask for them: Ctrl+C / Ctrl+X / Ctrl+V, and X's older
/// Ctrl+Insert / Shift+Delete / Shift+Insert. The screen's standard Cut, Copy and Paste actions
/// (``ShortcutMap``) send them to the key window's first responder before the key itself: as commands to a
/// responder that performs them (``Responder/canPerformCommand(_:)``), else to ``Responder/copy(to:)`` and
/// its siblings; a key no responder takes as an action goes on as an ordinary key.
public enum EditAction: String, Hashable, Sendable {
    /// Copy to the clipboard.
    case copy
    /// Copy to the clipboard and delete.
    case cut
    /// Paste from the clipboard.
    case paste

    /// The action `event` asks for, if any (Caps Lock and Shift do not change Ctrl+C).
    public init?(_ event: KeyEvent) {
        let mods = event.modifiers.subtracting(.shift)
        if mods == .control, case .character(let c) = event.latinKey ?? event.key {
            switch c {
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            default: return nil
            }
            return
        }
        guard event.key == .other(0xff63) || event.key == .delete else { return nil } // XK_Insert
        switch (event.key, event.modifiers) {
        case (.other(0xff63), .control): self = .copy
        case (.other(0xff63), .shift): self = .paste
        case (.delete, .shift): self = .cut
        default: return nil
        }
    }

    /// The edit action a standard command is (nil for commands other than Cut, Copy and Paste).
    public init?(_ command: Command) {
        switch command {
        case .copy: self = .copy
        case .cut: self = .cut
        case .paste: self = .paste
        default: return nil
        }
    }

    /// The command this edit action is.
    public var command: Command {
        switch self {
        case .copy: return .copy
        case .cut: return .cut
        case .paste: return .paste
        }
    }

    /// Asks `responder` and the responders after it to perform the action; true when one did. Without a
    /// `pasteboard`, the clipboard of the responder's screen (``Screen/pasteboard``: its host's), else
    /// ``Pasteboard/general``.
    @MainActor
    public func perform(on responder: Responder, pasteboard: Pasteboard? = nil) -> Bool {
        let pasteboard = pasteboard ?? (responder as? View)?.window?.screen?.pasteboard ?? .general
        switch self {
        case .copy: return responder.copy(to: pasteboard)
        case .cut: return responder.cut(to: pasteboard)
        case .paste: return responder.paste(from: pasteboard, at: nil)
        }
    }
}
