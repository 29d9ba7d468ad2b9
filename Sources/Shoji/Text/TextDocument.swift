/// An editable text apart from any view of it: its characters, its undo history, and the views that show it
/// (its clients), as GTK's `GtkTextBuffer` with its views and SerenityOS's `TextDocument` with its clients.
/// Several `TextField`s and `TextView`s can show one document (`textView.document = other.document`):
/// what is typed in one appears in the others, and undo in any of them undoes the last edit made in any.
///
/// What belongs to a view stays the view's: its selection and caret, its scroll position, its layout, and
/// an input method's composition, which enters the document only when it is committed. After each change
/// the document tells every client but the one that made it which range was replaced and by how many
/// scalars, and each client moves its own selection and lays out again only what changed, as the marks
/// of a GTK buffer move with the text around them.
///
/// Offsets count Unicode scalars (see `TextStorage`). Every change goes through `replace(_:with:action:time:selection:editor:)`
/// (or undo and redo), so the history sees them all.
@MainActor
public final class TextDocument {
    /// The characters.
    public private(set) var storage: TextStorage
    /// Undo and redo, shared by every view of the document.
    public private(set) var history = UndoHistory()
    /// The views showing the document, held weakly: a view that goes away stops being told.
    private var clients: [WeakClient] = []

    private struct WeakClient {
        weak var client: (any TextDocumentClient)?
    }

    /// A document holding `text`, with no undo history.
    public init(_ text: String = "") {
        storage = TextStorage(text)
    }

    /// The text as a string. Setting it replaces all of it and forgets the undo history (its offsets no
    /// longer mean anything), as UIKit does when a text view's `text` is set.
    public var text: String {
        get { storage.string }
        set { setText(newValue) }
    }

    /// Whether there is an edit to undo.
    public var canUndo: Bool { history.canUndo }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { history.canRedo }

    // MARK: Clients

    /// Starts telling `client` about changes (a view does this when it is given the document).
    public func addClient(_ client: any TextDocumentClient) {
        clients.removeAll { $0.client == nil || $0.client === client }
        clients.append(WeakClient(client: client))
    }

    /// Stops telling `client` about changes.
    public func removeClient(_ client: any TextDocumentClient) {
        clients.removeAll { $0.client == nil || $0.client === client }
    }

    /// The clients showing the document now.
    public var activeClients: [any TextDocumentClient] { clients.compactMap(\.client) }

    // MARK: Changing the text

    /// Replaces all the text and forgets the undo history; every client but `editor` is told.
    public func setText(_ text: String, editor: (any TextDocumentClient)? = nil) {
        storage = TextStorage(text)
        history.removeAll()
        for c in clients where c.client !== editor { c.client?.textDocumentDidReplaceAllText(self) }
    }

    /// Replaces `range` (clamped) with `text` and records it for undo at `time` (seconds; coalescing compares
    /// them), with `selection` the editing view's selection before (undo puts it back) and the caret after
    /// the inserted text as the selection after. Every client but `editor` is told.
    @discardableResult
    public func replace(_ range: Range<Int>, with text: String, action: UndoHistory.Action = .other, time: Double = 0,
                        selection: TextSelection? = nil, editor: (any TextDocumentClient)? = nil) -> TextStorage.Change {
        let r = storage.clamp(range)
        let before = selection ?? TextSelection(caret: r.upperBound)
        // More removed than the history keeps (each scalar is a byte at least): it could not be undone,
        // nor anything before it, so it is not copied only to be dropped.
        let kept = r.count <= history.textLimit
        let removed = kept ? storage.string(in: r) : ""
        let change = apply(r, with: text, editor: editor)
        guard kept else {
            history.removeAll()
            return change
        }
        let after = TextSelection(caret: r.lowerBound + change.insertedCount)
        let isSpace = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        history.record(UndoHistory.Edit(range: r, removed: removed, insertedCount: change.insertedCount), action: action,
                       before: before, after: after, time: time, insertedIsSpace: isSpace)
        return change
    }

    /// Inserts `text` at `offset` as more of the last undo step's last edit, whose inserted text ends at
    /// `offset` (a long paste arriving a piece at a time is one undo step; the caller checks
    /// `history.revision`). Every client but `editor` is told.
    @discardableResult
    public func appendToLastEdit(_ text: String, at offset: Int, editor: (any TextDocumentClient)? = nil) -> TextStorage.Change {
        let at = storage.clamp(offset)
        let change = apply(at..<at, with: text, editor: editor)
        history.appendToLastEdit(count: change.insertedCount, after: TextSelection(caret: at + change.insertedCount))
        return change
    }

    /// Makes room for `count` scalars to come at `offset`: a long insertion's pieces then move no text.
    public func reserveRoom(_ count: Int, at offset: Int) { storage.reserveRoom(count, at: offset) }

    /// Moves the storage's gap toward `offset` by at most `limit` scalars; true when it is there (see
    /// `TextScalars.moveGap(toward:limit:)`). The text does not change.
    func moveGap(toward offset: Int, limit: Int) -> Bool { storage.moveGap(toward: offset, limit: limit) }

    /// Ends the typing step under way: the next character typed starts a new undo step (a view's caret was
    /// moved, a view lost the focus).
    public func breakUndoCoalescing() { history.breakCoalescing() }

    // MARK: Undo

    /// What undo or redo did: the changes made, in order, and the selection the view that asked for it
    /// shows (the one before the step for undo, after it for redo).
    public struct Reversal: Sendable {
        /// The changes made, in order.
        public var changes: [TextStorage.Change]
        /// The selection to show in the view that undid or redid.
        public var selection: TextSelection
    }

    /// Reverts the last undo step, whichever view made it; nil when there is nothing to undo. Every client
    /// but `editor` is told of each change.
    @discardableResult
    public func undo(editor: (any TextDocumentClient)? = nil) -> Reversal? {
        guard var step = history.popUndo() else { return nil }
        for c in others(than: editor) { c.textDocumentWillUndoOrRedo(self) }
        // Redo would need more text than the history keeps (a 64 MiB paste): it is not read only to be dropped.
        let redoable = step.edits.reduce(0) { $0 + $1.insertedCount } <= history.textLimit
        var changes: [TextStorage.Change] = []
        for k in step.edits.indices.reversed() {
            let edit = step.edits[k]
            let inserted = edit.range.lowerBound..<edit.range.lowerBound + edit.insertedCount
            // What redo puts back is read from the text now; what undo put back is the text's again.
            step.edits[k].inserted = redoable ? storage.string(in: inserted) : ""
            step.edits[k].removed = ""
            changes.append(apply(inserted, with: edit.removed, editor: editor))
        }
        if redoable { history.finishUndo(step) } else { history.removeAllRedo() }
        return Reversal(changes: changes, selection: step.selectionBefore.clamped(to: storage.count))
    }

    /// Applies the last undone step again; nil when there is nothing to redo. Every client but `editor` is
    /// told of each change.
    @discardableResult
    public func redo(editor: (any TextDocumentClient)? = nil) -> Reversal? {
        guard var step = history.popRedo() else { return nil }
        for c in others(than: editor) { c.textDocumentWillUndoOrRedo(self) }
        let undoable = step.edits.reduce(0) { $0 + $1.range.count } <= history.textLimit
        var changes: [TextStorage.Change] = []
        for k in step.edits.indices {
            let edit = step.edits[k]
            step.edits[k].removed = undoable ? storage.string(in: edit.range) : ""
            step.edits[k].inserted = ""
            changes.append(apply(edit.range, with: edit.inserted, editor: editor))
        }
        if undoable { history.finishRedo(step) } else { history.removeAllUndo() }
        return Reversal(changes: changes, selection: step.selectionAfter.clamped(to: storage.count))
    }

    /// The one place the storage changes after it was made: the clients but `editor` are told before and after.
    private func apply(_ range: Range<Int>, with text: String, editor: (any TextDocumentClient)?) -> TextStorage.Change {
        let told = others(than: editor)
        for c in told { c.textDocument(self, willReplace: range) }
        let change = storage.replace(range, with: text)
        for c in told { c.textDocument(self, didReplace: change) }
        return change
    }

    /// The clients but `editor`. The common case, one view of the document, tells nobody: no array is made
    /// at each key.
    private func others(than editor: (any TextDocumentClient)?) -> [any TextDocumentClient] {
        if clients.count == 1 && clients[0].client === editor { return [] }
        return clients.compactMap { c in c.client === editor ? nil : c.client }
    }
}

/// A view of a `TextDocument` (as SerenityOS's `TextDocument::Client`): told before and after each change
/// another client or the app made, so that it moves its selection (`TextSelection.adjusted(for:)`) and
/// lays out again only what changed. `TextInputView` is one.
@MainActor
public protocol TextDocumentClient: AnyObject {
    /// `range` (in the text as it is now) is about to be replaced.
    func textDocument(_ document: TextDocument, willReplace range: Range<Int>)
    /// `change` was made: its range (in the text before) now holds `change.insertedCount` scalars.
    func textDocument(_ document: TextDocument, didReplace change: TextStorage.Change)
    /// All the text was replaced (`TextDocument.setText`), and the undo history forgotten.
    func textDocumentDidReplaceAllText(_ document: TextDocument)
    /// Another client is about to undo or redo a step (its changes follow, each told as a replacement).
    func textDocumentWillUndoOrRedo(_ document: TextDocument)
}

extension TextDocumentClient {
    /// Nothing: most clients need only the replacements.
    public func textDocumentWillUndoOrRedo(_ document: TextDocument) {}
}
