/// Copy, cut and paste (Ctrl+C / Ctrl+X / Ctrl+V, and a middle click pasting the selection at the
/// pointer), and the selected text offered as X's PRIMARY.
///
/// A paste is asynchronous: another program converts its content while the window stays responsive. When
/// the text arrives it goes in through the same path as typing (the input filter, `shouldChangeText`,
/// one undo step, `didChange`), at the caret as it is then: a middle click put the caret at the pointer
/// first, and a caret the user moved while waiting is where they now expect the text. The field need not
/// still be focused (the user asked for this paste in this field; dropping it because the focus moved on
/// would lose it silently), but it must still be in a window, enabled and editable.
extension TextInputView {
    /// Ctrl+C: the selected text. Nothing is copied from secure text, nor with nothing selected, and the
    /// action still ends here so that no view behind the field copies instead.
    func copySelection(to pasteboard: Pasteboard) -> Bool {
        guard !isSecureTextEntry else {
            Trace.emit("text.copy", ["id": TraceValue(identifier), "refused": .string("secure")])
            return true
        }
        let range = selectedRange
        guard !range.isEmpty else { return true }
        let text = document.storage.string(in: range)
        pasteboard.string = text
        Trace.emit("text.copy", ["id": TraceValue(identifier), "pasteboard": .string(pasteboard.name.rawValue),
                                 "length": .number(Double(range.count))])
        return true
    }

    /// Ctrl+X: copies the selection, then deletes it as one undo step (only copies when the text cannot be
    /// edited; secure text is neither copied nor deleted).
    func cutSelection(to pasteboard: Pasteboard) -> Bool {
        guard !isSecureTextEntry else { return copySelection(to: pasteboard) }
        let range = selectedRange
        guard !range.isEmpty else { return true }
        _ = copySelection(to: pasteboard)
        document.breakUndoCoalescing()
        edit(range, with: "", action: .other)
        return true
    }

    /// Ctrl+V (`location` nil) or a middle click (`location` in screen points: the caret goes there first):
    /// reads `pasteboard` and inserts its text, or its files' paths, when they arrive.
    func pasteText(from pasteboard: Pasteboard, at location: Point?) -> Bool {
        guard isEnabled, isEditable else { return false }
        if let location {
            setSelection(TextSelection(caret: offset(at: convertFromScreen(location))))
            document.breakUndoCoalescing()
        }
        let id = TraceValue(identifier)
        Trace.emit("text.pasteRequested", ["id": id, "pasteboard": .string(pasteboard.name.rawValue)])
        pasteboard.read([.text, .fileURL]) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let content):
                guard window != nil, isEnabled, isEditable else {
                    Trace.emit("text.pasteFailed", ["id": id, "error": .string("the field went away or was disabled")])
                    return
                }
                let text = TextInputView.text(of: content)
                document.breakUndoCoalescing()
                // Megabytes go in a piece a turn (TextInputView+LongInsertion.swift).
                let started = insertLongText(text, replacing: selection.range) { [weak self] inserted, complete in
                    self?.document.breakUndoCoalescing()
                    // The length only: a paste may be megabytes, and may be a password.
                    Trace.emit("text.pasted", ["id": id, "inserted": .bool(true), "complete": .bool(complete),
                                               "length": .number(Double(inserted.count))])
                }
                if !started { Trace.emit("text.pasted", ["id": id, "inserted": .bool(false), "length": .number(0)]) }
            case .failure(let error):
                Trace.emit("text.pasteFailed", ["id": id, "error": .string(error.description)])
            }
        }
        return true
    }

    /// What of `content` goes into text: its text, or else its files' paths, one a line (as GTK's entries
    /// and text views take a file manager's files: as their paths).
    static func text(of content: PasteboardContent) -> String {
        if let text = content.text, !text.isEmpty { return text }
        return content.filePaths.joined(separator: "\n")
    }

    /// Offers a settled, non-empty selection as X's PRIMARY (what a middle click elsewhere pastes), as
    /// GTK does; never secure text. The last selection stays offered when the selection collapses, as in
    /// xterm, until another program or field takes PRIMARY.
    func offerSelectionAsPrimary() {
        guard !isSecureTextEntry, press == nil else { return }
        let range = selectedRange
        guard !range.isEmpty else { return withdrawLargePrimary() }
        let text = document.storage.string(in: range)
        let primary = window?.screen?.selectionPasteboard ?? .selection
        guard primary.ownContent?.text != text else { return }
        primary.string = text
        TextInputView.largePrimarySource = range.count > TextInputView.largePrimaryScalars ? self : nil
    }

    /// A selection offered as PRIMARY above this many scalars is withdrawn when it is gone.
    static let largePrimaryScalars = 1 << 20

    /// The view whose large selection PRIMARY holds a copy of. Process-wide because it bounds the process's
    /// memory: at most one large copy is kept, whichever host's selection holds it; a view of another host
    /// taking the slot only means the first host's copy is not withdrawn early.
    private static weak var largePrimarySource: TextInputView?

    /// A large selection's PRIMARY offer is withdrawn once the selection is gone (collapsed, deleted), as
    /// GTK withdraws every one: kept as xterm keeps a small one, it held a copy of 64 MiB the user had
    /// selected and deleted for as long as the program ran. A middle click elsewhere then pastes nothing.
    func withdrawLargePrimary() {
        guard TextInputView.largePrimarySource === self, selectedRange.isEmpty else { return }
        TextInputView.largePrimarySource = nil
        (window?.screen?.selectionPasteboard ?? .selection).setContent(PasteboardContent())
    }
}

extension TextInputView {
    /// The clipboard Ctrl+C, Ctrl+X and Ctrl+V use: the one of the screen the view is on (its host's,
    /// ``Screen/pasteboard``), else ``Pasteboard/general``.
    var clipboard: Pasteboard { window?.screen?.pasteboard ?? .general }
}
