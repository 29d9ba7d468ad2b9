/// A text view as one of its document's views: what it does when another view of the same `TextDocument`
/// (or the app, through the document) changes the text. Its selection moves with the text as GTK's marks
/// do, what changed is laid out and drawn again (only the paragraphs touched, as for its own edits), a long
/// paste it has arriving goes on at the right place, and assistive technology hears of the change from
/// this view too. Its caret is not scrolled to: the user is looking at the other view.
extension TextInputView: TextDocumentClient {
    /// Notes what the change removes, for assistive technology.
    public func textDocument(_ document: TextDocument, willReplace range: Range<Int>) {
        accessibilityWillReplace(range)
    }

    /// Moves the selection with the text and shows the change.
    public func textDocument(_ document: TextDocument, didReplace change: TextStorage.Change) {
        selection = selection.adjusted(for: change)
        moveInsertion(past: change.range, insertedCount: change.insertedCount)
        goalX = nil
        isFollowingDocument = true
        defer { isFollowingDocument = false }
        textStorageDidChange([change])
        userDidChangeText()
    }

    /// Stops a long paste still arriving here: undo in another view stops it as undo in this one does (what
    /// came goes with its step, and the rest does not come back after it).
    public func textDocumentWillUndoOrRedo(_ document: TextDocument) {
        stopInsertion(reason: "undone or redone in another view")
    }

    /// Keeps the selection within the new text and shows it all again.
    public func textDocumentDidReplaceAllText(_ document: TextDocument) {
        stopInsertion(reason: "the text was set")
        selection = selection.clamped(to: document.storage.count)
        goalX = nil
        isFollowingDocument = true
        defer { isFollowingDocument = false }
        textStorageDidChange(nil)
        announceAccessibilityTextChange()
    }
}

extension TextInputView {
    /// Shows what this view's undo or redo did (to the text, whichever view had made the step): the
    /// selection it puts back, the paragraphs it changed, and the callbacks.
    func show(_ reversal: TextDocument.Reversal) {
        selection = reversal.selection
        goalX = nil
        textStorageDidChange(reversal.changes)
        userDidChangeText()
    }
}
