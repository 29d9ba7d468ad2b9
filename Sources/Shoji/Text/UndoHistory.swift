/// Undo and redo for an editable text, as GTK's `GtkTextHistory`: steps of replacements on offsets, with no
/// knowledge of views. Typing is coalesced into words: characters typed one after another at the caret join
/// one step until a word starts after a space, until the caret moved elsewhere, or until
/// `coalescingInterval` passed since the last one (time is passed in, so tests use a manual clock).
/// Backspaces and Deletes join the same way. Anything else (a paste, an input method's commit, a cut)
/// is a step of its own.
public struct UndoHistory: Hashable, Sendable {
    /// What kind of edit a replacement is, for coalescing.
    public enum Action: Hashable, Sendable {
        /// One character typed.
        case typing
        /// Backspace or Delete.
        case deleting
        /// Anything else: a step of its own.
        case other
    }

    /// One replacement: the scalars in `range` (before it) were `removed` and became `inserted`.
    public struct Edit: Hashable, Sendable {
        /// Where, in the text before the edit.
        public var range: Range<Int>
        /// The text that was there.
        public var removed: String
        /// The text that replaced it.
        public var inserted: String
    }

    /// One undo step: its edits in the order they were made, and the selections before and after.
    public struct Step: Hashable, Sendable {
        /// The edits, oldest first.
        public var edits: [Edit]
        /// The selection before the first edit (undo restores it).
        public var selectionBefore: TextSelection
        /// The selection after the last edit (redo restores it).
        public var selectionAfter: TextSelection
        var action: Action
        var lastTime: Double
        var lastInsertedWasSpace = false
    }

    /// Steps that can be undone, oldest first.
    public private(set) var undoSteps: [Step] = []
    /// Steps undone that can be redone, the next one to redo last.
    public private(set) var redoSteps: [Step] = []
    /// Seconds without typing after which the next character starts a new step.
    public var coalescingInterval = 1.0
    /// The most steps kept; the oldest go first.
    public var levels = 200
    /// Set when the caret moved or the text changed outside the history: the next edit starts a step.
    private var isBroken = false
    /// Grows with every step recorded, joined, undone or redone, and when the history is cleared (not
    /// with `appendToLastEdit`): a long paste arriving in pieces tells by it whether its step is still
    /// the last one.
    public private(set) var revision = 0

    /// An empty history.
    public init() {}

    /// True when there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }
    /// True when there is a step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Records an edit made at `time`, joining the last step when the coalescing rules allow it.
    public mutating func record(_ edit: Edit, action: Action, before: TextSelection, after: TextSelection, time: Double) {
        redoSteps.removeAll()
        let isSpace = edit.inserted.unicodeScalars.allSatisfy { $0.properties.isWhitespace } && !edit.inserted.isEmpty
        if !isBroken, action != .other, let i = undoSteps.indices.last,
           continues(undoSteps[i], with: edit, action: action, before: before, time: time, isSpace: isSpace) {
            // In place: a copy of the step taken out and put back copied its whole list of edits for every
            // character typed (a word of 50 characters: 50 copies growing to 50 edits).
            undoSteps[i].edits.append(edit)
            undoSteps[i].selectionAfter = after
            undoSteps[i].lastTime = time
            undoSteps[i].lastInsertedWasSpace = isSpace
        } else {
            undoSteps.append(Step(edits: [edit], selectionBefore: before, selectionAfter: after, action: action,
                                  lastTime: time, lastInsertedWasSpace: isSpace))
            if undoSteps.count > levels { undoSteps.removeFirst(undoSteps.count - levels) }
        }
        isBroken = false
        revision += 1
    }

    /// Adds `text` to the end of the last step's last edit, whose inserted text ends where `text` went in,
    /// and makes `after` the step's selection after: one step for a long paste inserted a piece at a
    /// time (the caller checks with `revision` that no other step came between).
    public mutating func appendToLastEdit(_ text: String, after: TextSelection) {
        guard let i = undoSteps.indices.last, let j = undoSteps[i].edits.indices.last else { return }
        // In place, so that appending a piece copies only the piece.
        undoSteps[i].edits[j].inserted += text
        undoSteps[i].selectionAfter = after
    }

    /// Whether `edit` joins `last` (the same kind of edit, soon enough, from where the step left the
    /// selection, and next to it).
    private func continues(_ last: Step, with edit: Edit, action: Action, before: TextSelection, time: Double,
                           isSpace: Bool) -> Bool {
        last.action == action && time - last.lastTime <= coalescingInterval && before == last.selectionAfter
            && joins(edit, last, isSpace: isSpace)
    }

    /// A character continues a typing step unless it starts a word after a space; a deletion continues a
    /// deleting step when it is next to the last one.
    private func joins(_ edit: Edit, _ last: Step, isSpace: Bool) -> Bool {
        guard let previous = last.edits.last else { return false }
        switch last.action {
        case .typing:
            return edit.range.lowerBound == previous.range.lowerBound + previous.inserted.unicodeScalars.count
                && edit.removed.isEmpty && !(last.lastInsertedWasSpace && !isSpace)
        case .deleting:
            return edit.inserted.isEmpty && (edit.range.upperBound == previous.range.lowerBound
                                             || edit.range.lowerBound == previous.range.lowerBound)
        case .other:
            return false
        }
    }

    /// The next edit starts a step of its own (the caret was moved, the field lost focus).
    public mutating func breakCoalescing() { isBroken = true }

    /// Forgets every step (the text was set from outside, so the offsets no longer apply).
    public mutating func removeAll() { undoSteps.removeAll(); redoSteps.removeAll(); revision += 1 }

    /// Takes the last step off the undo list onto the redo list; the caller reverts its edits, newest first.
    public mutating func popUndo() -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        isBroken = true
        revision += 1
        return step
    }

    /// Takes the next step off the redo list back onto the undo list; the caller applies its edits again.
    public mutating func popRedo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        isBroken = true
        revision += 1
        return step
    }
}
