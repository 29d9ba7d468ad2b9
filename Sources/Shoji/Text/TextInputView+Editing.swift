/// Every change a view makes to its document's text, and to its own selection: the user's edits (sanitized,
/// filtered, asked about, recorded for undo in the document, which tells its other views), what follows
/// each (the layout, the app's callback, accessibility, the trace), and the selection set with the caret's
/// consequences. Keys, the pointer, the clipboard and drops all come here.
extension TextInputView {
    /// Text as it may be stored: never a NUL (C strings, Pango included, end there), and in a field one
    /// line (line breaks become spaces).
    func sanitized(_ s: String) -> String { TextInputView.sanitized(s, singleLine: isSingleLine) }

    /// Nonisolated on purpose: a closure made in a main-actor method checks its executor on every call,
    /// here once a scalar, which was 3/4 of the instructions of setting 10,000 lines (callgrind, `make bench`).
    nonisolated static func sanitized(_ s: String, singleLine single: Bool) -> String {
        guard s.unicodeScalars.contains(where: { $0 == "\0" || (single && ($0 == "\n" || $0 == "\r")) }) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.compactMap { c -> Unicode.Scalar? in
            if c == "\0" { return nil }
            return single && (c == "\n" || c == "\r") ? " " : c
        }))
    }

    /// Replaces `range` with `replacement` as the user's edit: filtered, asked about, recorded for undo.
    /// False when nothing changed.
    @discardableResult
    func edit(_ range: Range<Int>, with replacement: String, action: UndoHistory.Action) -> Bool {
        guard isEditable else { return false }
        var replacement = sanitized(replacement)
        if let inputFilter {
            guard let filtered = inputFilter.filter(replacement, replacing: range, in: document.storage) else { return false }
            replacement = filtered
        }
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        if let shouldChangeText, !shouldChangeText(range, replacement) { return false }
        return applyEdit(range, with: replacement, action: action)
    }

    /// Makes an edit already filtered and agreed to: recorded for undo, laid out, told to the app.
    @discardableResult
    func applyEdit(_ range: Range<Int>, with replacement: String, action: UndoHistory.Action) -> Bool {
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        accessibilityWillReplace(range)
        editStartedWithCaret = selection.isEmpty
        defer { editStartedWithCaret = false }
        let change = document.replace(range, with: replacement, action: action, time: inputTime, selection: selection,
                                      editor: self)
        selection = TextSelection(caret: change.range.lowerBound + change.insertedCount)
        moveInsertion(past: change.range, insertedCount: change.insertedCount)
        withdrawLargePrimary()
        goalX = nil
        textStorageDidChange([change])
        userDidChangeText()
        userDidEdit(insertedCount: change.insertedCount)
        return true
    }

    /// After a change the user made (an edit, an undo): the app's callback, and the trace.
    func userDidChangeText() {
        announceAccessibilityTextChange()
        didChange?(self)
        guard Trace.isEnabled else { return }
        // Secure text never leaves the field, and a long text is only counted.
        let count = document.storage.count
        Trace.emit("text.change", fields: [
            ("id", TraceValue(identifier)), ("length", .number(Double(count))),
            ("text", isSecureTextEntry || count > 1000 ? .null : .string(document.text)),
            ("selection", .array([.number(Double(selection.anchor)), .number(Double(selection.head))])),
        ])
    }

    /// Sets the selection (clamped), ends the typing step under way, redraws and tells the input method
    /// where the caret went.
    func setSelection(_ s: TextSelection) {
        let old = selection
        selection = s.clamped(to: document.storage.count)
        guard selection != old else { return }
        document.breakUndoCoalescing()
        prepareTypingAtCaret()
        selectionDidChange(from: old)
        offerSelectionAsPrimary()
        announceAccessibilitySelection()
        if Trace.isEnabled {
            Trace.emit("text.selection", ["id": TraceValue(identifier), "anchor": .number(Double(selection.anchor)),
                                          "head": .number(Double(selection.head))])
        }
    }

    var inputTime: Double { window?.screen?.inputClock.now ?? 0 }
}
