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
        let removed = storage.string(in: r)
        let change = storage.replace(r, with: text)
        let after = TextSelection(caret: r.lowerBound + change.insertedCount)
        selectionWithoutBreaking(after)
        history.record(UndoHistory.Edit(range: r, removed: removed, inserted: text), action: action,
                       before: before, after: after, time: time)
        return change
    }

    /// Inserts `text` at `offset` as more of the last undo step's last edit, whose inserted text ends at
    /// `offset` (a long paste arriving a piece at a time is one undo step; the caller checks
    /// `history.revision`). The selection is the caller's to set.
    @discardableResult
    public mutating func appendToLastEdit(_ text: String, at offset: Int) -> TextStorage.Change {
        let at = storage.clamp(offset)
        let change = storage.replace(at..<at, with: text)
        history.appendToLastEdit(text, after: TextSelection(caret: at + change.insertedCount))
        return change
    }

    /// Sets the selection without ending the typing step under way.
    public mutating func setSelectionKeepingUndoStep(_ s: TextSelection) { selectionWithoutBreaking(s) }

    /// Reverts the last undo step and restores the selection before it; the changes made, in order (empty:
    /// nothing to undo).
    @discardableResult
    public mutating func undo() -> [TextStorage.Change] {
        guard let step = history.popUndo() else { return [] }
        var changes: [TextStorage.Change] = []
        for edit in step.edits.reversed() {
            let insertedCount = edit.inserted.unicodeScalars.count
            changes.append(storage.replace(edit.range.lowerBound..<edit.range.lowerBound + insertedCount, with: edit.removed))
        }
        selectionWithoutBreaking(step.selectionBefore)
        return changes
    }

    /// Applies the last undone step again and restores the selection after it; the changes made.
    @discardableResult
    public mutating func redo() -> [TextStorage.Change] {
        guard let step = history.popRedo() else { return [] }
        let changes = step.edits.map { storage.replace($0.range, with: $0.inserted) }
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
