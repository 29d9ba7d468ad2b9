/// An editable text's state as a value: its characters, its selection and its undo history. Every change
/// goes through `replace(_:with:action:time:)`, so undo sees them all; views only read it and redraw
/// what the returned `TextStorage.Change` says.
///
/// Offsets count Unicode scalars (see `TextStorage`).
public struct TextBuffer: Hashable, Sendable {
    /// The characters.
    public private(set) var storage: TextStorage
    /// The selection; setting it clamps it to the text and ends the typing step under way.
    public var selection: TextSelection {
        didSet {
            selection = selection.clamped(to: storage.count)
            if selection != oldValue { history.breakCoalescing() }
        }
    }
    /// Undo and redo.
    public private(set) var history = UndoHistory()

    /// A buffer holding `text`, the caret at its end.
    public init(_ text: String = "") {
        storage = TextStorage(text)
        selection = TextSelection(caret: storage.count)
    }

    /// The text as a string.
    public var text: String { storage.string }

    /// Replaces the whole text, with the caret at its end, and forgets the undo history (its offsets no
    /// longer mean anything), as UIKit does when `text` is set.
    public mutating func setText(_ text: String) {
        storage = TextStorage(text)
        selection = TextSelection(caret: storage.count)
        history.removeAll()
    }

    /// Replaces `range` with `text`, leaving the caret after the inserted text, and records it for undo
    /// at `time` (seconds; coalescing compares them).
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with text: String, action: UndoHistory.Action = .other,
                                 time: Double = 0) -> TextStorage.Change {
        let r = storage.clamp(range)
        let before = selection
        // More removed than the history keeps (each scalar is a byte at least): it could not be undone,
        // nor anything before it, so it is not copied only to be dropped.
        let kept = r.count <= history.textLimit
        let removed = kept ? storage.string(in: r) : ""
        let change = storage.replace(r, with: text)
        let after = TextSelection(caret: r.lowerBound + change.insertedCount)
        selectionWithoutBreaking(after)
        guard kept else {
            history.removeAll()
            return change
        }
        let isSpace = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        history.record(UndoHistory.Edit(range: r, removed: removed, insertedCount: change.insertedCount), action: action,
                       before: before, after: after, time: time, insertedIsSpace: isSpace)
        return change
    }

    /// Inserts `text` at `offset` as more of the last undo step's last edit, whose inserted text ends at
    /// `offset` (a long paste arriving a piece at a time is one undo step; the caller checks
    /// `history.revision`). The selection is the caller's to set.
    @discardableResult
    public mutating func appendToLastEdit(_ text: String, at offset: Int) -> TextStorage.Change {
        let at = storage.clamp(offset)
        let change = storage.replace(at..<at, with: text)
        history.appendToLastEdit(count: change.insertedCount, after: TextSelection(caret: at + change.insertedCount))
        return change
    }

    /// Makes room for `count` scalars to come at `offset`: a long insertion's pieces then move no text.
    public mutating func reserveRoom(_ count: Int, at offset: Int) { storage.reserveRoom(count, at: offset) }

    /// Sets the selection without ending the typing step under way.
    public mutating func setSelectionKeepingUndoStep(_ s: TextSelection) { selectionWithoutBreaking(s) }

    /// Reverts the last undo step and restores the selection before it; the changes made, in order (empty:
    /// nothing to undo).
    @discardableResult
    public mutating func undo() -> [TextStorage.Change] {
        guard var step = history.popUndo() else { return [] }
        // Redo would need more text than the history keeps (a 64 MiB paste): it is not read only to be dropped.
        let redoable = step.edits.reduce(0) { $0 + $1.insertedCount } <= history.textLimit
        var changes: [TextStorage.Change] = []
        for k in step.edits.indices.reversed() {
            let edit = step.edits[k]
            let inserted = edit.range.lowerBound..<edit.range.lowerBound + edit.insertedCount
            // What redo puts back is read from the text now; what undo put back is the text's again.
            step.edits[k].inserted = redoable ? storage.string(in: inserted) : ""
            step.edits[k].removed = ""
            changes.append(storage.replace(inserted, with: edit.removed))
        }
        if redoable { history.finishUndo(step) } else { history.removeAllRedo() }
        selectionWithoutBreaking(step.selectionBefore)
        return changes
    }

    /// Applies the last undone step again and restores the selection after it; the changes made.
    @discardableResult
    public mutating func redo() -> [TextStorage.Change] {
        guard var step = history.popRedo() else { return [] }
        let undoable = step.edits.reduce(0) { $0 + $1.range.count } <= history.textLimit
        var changes: [TextStorage.Change] = []
        for k in step.edits.indices {
            let edit = step.edits[k]
            step.edits[k].removed = undoable ? storage.string(in: edit.range) : ""
            step.edits[k].inserted = ""
            changes.append(storage.replace(edit.range, with: edit.inserted))
        }
        if undoable { history.finishRedo(step) } else { history.removeAllUndo() }
        selectionWithoutBreaking(step.selectionAfter)
        return changes
    }

    /// Ends the typing step under way: the next character typed starts a new undo step.
    public mutating func breakUndoCoalescing() { history.breakCoalescing() }

    private mutating func selectionWithoutBreaking(_ s: TextSelection) {
        let h = history
        selection = s
        history = h
    }
}
