/// Where a caret movement goes.
public enum TextMovement: Hashable, Sendable {
    /// One cursor position (a grapheme cluster) right (+1) or left (-1) on screen: through mixed Arabic or
    /// Hebrew and Latin text the caret moves visually, as Pango's strong caret does.
    case visual(Int)
    /// To the next word's end (+1) or the previous word's start (-1), in reading order.
    case word(Int)
    /// To the start (-1) or the end (+1) of the line on screen.
    case lineBoundary(Int)
    /// To the start (-1) or the end (+1) of the text.
    case documentBoundary(Int)
    /// One line down (+1) or up (-1), keeping the caret's x.
    case line(Int)
    /// One page down (+1) or up (-1), keeping the caret's x.
    case page(Int)
}

/// What a key does to an editable text: one editing command, as GTK's key bindings and AppKit's
/// `NSStandardKeyBindingResponding` name them.
public enum TextCommand: Hashable, Sendable {
    /// Types `text` at the caret, replacing the selection.
    case insert(String)
    /// Return or Enter: a new line in a text view, the return-key action in a field.
    case insertNewline
    /// Backspace: the selection, or what the text system says Backspace deletes before the caret.
    case deleteBackward
    /// Delete: the selection, or the grapheme cluster after the caret.
    case deleteForward
    /// Ctrl+Backspace: the selection, or back to the start of the word.
    case deleteWordBackward
    /// Ctrl+Delete: the selection, or on to the end of the word.
    case deleteWordForward
    /// Moves the caret; with `extending`, moves the selection's head and keeps its anchor (Shift held).
    case move(TextMovement, extending: Bool)
    /// Ctrl+A.
    case selectAll
    /// Ctrl+Z.
    case undo
    /// Ctrl+Shift+Z or Ctrl+Y.
    case redo

    /// The command a key press means in an editable text, or nil for keys it leaves to others (Tab,
    /// Escape, shortcuts with Alt or Super).
    public init?(_ event: KeyEvent) {
        let mods = event.modifiers
        guard !mods.contains(.alt), !mods.contains(.meta) else { return nil }
        let shift = mods.contains(.shift), control = mods.contains(.control)
        // With Ctrl a key is a shortcut, matched by its Latin name on a Cyrillic or Greek layout too.
        switch control ? event.latinKey ?? event.key : event.key {
        case .left, .right:
            let d = event.key == .left ? -1 : 1
            self = .move(control ? .word(d) : .visual(d), extending: shift)
        case .up, .down: self = .move(.line(event.key == .up ? -1 : 1), extending: shift)
        case .pageUp, .pageDown: self = .move(.page(event.key == .pageUp ? -1 : 1), extending: shift)
        case .home, .end:
            let d = event.key == .home ? -1 : 1
            self = .move(control ? .documentBoundary(d) : .lineBoundary(d), extending: shift)
        case .backspace: self = control ? .deleteWordBackward : .deleteBackward
        case .delete: self = control ? .deleteWordForward : .deleteForward
        case .enter: self = .insertNewline
        case .character("a") where control && !shift: self = .selectAll
        case .character("z") where control: self = shift ? .redo : .undo
        case .character("y") where control && !shift: self = .redo
        default:
            guard !control else { return nil }
            // Control characters are never typed (a Return or a Backspace that came as text). Most keys
            // have none: building the filtered string anew was half the work of turning a key into a command.
            func isControl(_ c: Unicode.Scalar) -> Bool { c.value < 0x20 || c.value == 0x7F }
            let scalars = event.text.unicodeScalars
            let text = scalars.contains(where: isControl) ? String(String.UnicodeScalarView(scalars.filter { !isControl($0) })) : event.text
            guard !text.isEmpty else { return nil }
            self = .insert(text)
        }
    }
}
