/// Undo and redo for an editable text, as GTK's `GtkTextHistory`: steps of replacements on offsets, with no
/// knowledge of views. Typing is coalesced into words: characters typed one after another at the caret join
/// one step until a word starts after a space, until the caret moved elsewhere, or until
/// `coalescingInterval` passed since the last one (time is passed in, so tests use a manual clock).
/// Backspaces and Deletes join the same way. Anything else (a paste, an input method's commit, a cut)
/// is a step of its own.
///
/// A step keeps only the text that is not in the storage: what its edits removed while it can be undone,
/// what they inserted once undone (the buffer reads it from the storage as it undoes). And the history
/// holds at most `textLimit` bytes of text, as Emacs's `undo-outer-limit`: over it, a step that alone
/// exceeds it goes, then the oldest. So a 64 MiB paste costs the history nothing and can be undone, but
/// 64 MiB deleted cannot be brought back: holding it would keep the memory of a text the user deleted.
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
        /// The text that was there, while the step can be undone (empty once undone: it is in the text).
        public var removed: String
        /// The text that replaced it, once the step was undone (empty before: it is in the text).
        public var inserted: String
        /// How many scalars replaced `range`.
        public var insertedCount: Int

        /// An edit as made: what it inserted is in the text, so only counted.
        public init(range: Range<Int>, removed: String, insertedCount: Int) {
            self.range = range
            self.removed = removed
            inserted = ""
            self.insertedCount = insertedCount
        }

        /// The UTF-8 bytes of text it holds.
        var textBytes: Int { removed.utf8.count + inserted.utf8.count }
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
        /// The UTF-8 bytes of text its edits hold.
        var textBytes: Int { edits.reduce(0) { $0 + $1.textBytes } }
    }

    /// Steps that can be undone, oldest first.
    public private(set) var undoSteps: [Step] = []
    /// Steps undone that can be redone, the next one to redo last.
    public private(set) var redoSteps: [Step] = []
    /// Seconds without typing after which the next character starts a new step.
    public var coalescingInterval = 1.0
    /// The most steps kept; the oldest go first.
    public var levels = 200
    /// The most bytes of text (UTF-8) the steps hold together: a step that holds more alone is not kept,
    /// and the oldest steps go first while they hold more.
    public var textLimit = 8 << 20 { didSet { enforceTextLimit() } }
    /// The bytes of text the steps hold now.
    public private(set) var textBytes = 0
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

    /// Records an edit made at `time`, joining the last step when the coalescing rules allow it
    /// (`insertedIsSpace`: what it inserted is white space, where a typed word ends).
    public mutating func record(_ edit: Edit, action: Action, before: TextSelection, after: TextSelection, time: Double,
                                insertedIsSpace isSpace: Bool = false) {
        if !redoSteps.isEmpty {
            textBytes -= redoSteps.reduce(0) { $0 + $1.textBytes }
            redoSteps.removeAll()
        }
        textBytes += edit.textBytes
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
            if undoSteps.count > levels {
                let n = undoSteps.count - levels
                textBytes -= undoSteps[..<n].reduce(0) { $0 + $1.textBytes }
                undoSteps.removeFirst(n)
            }
        }
        isBroken = false
        revision += 1
        enforceTextLimit()
    }

    /// Makes `textLimit` hold: a step that alone holds more goes, with those beyond it (older undo steps,
    /// later redo steps: their offsets are of texts that can no longer be reached), then the oldest undo
    /// steps, then the redo steps furthest from being redone.
    private mutating func enforceTextLimit() {
        guard textBytes > textLimit else { return }
        let limit = textLimit
        if let i = undoSteps.lastIndex(where: { $0.textBytes > limit }) { undoSteps.removeSubrange(...i) }
        if let j = redoSteps.lastIndex(where: { $0.textBytes > limit }) { redoSteps.removeSubrange(...j) }
        textBytes = (undoSteps + redoSteps).reduce(0) { $0 + $1.textBytes }
        while textBytes > textLimit, !undoSteps.isEmpty { textBytes -= undoSteps.removeFirst().textBytes }
        while textBytes > textLimit, !redoSteps.isEmpty { textBytes -= redoSteps.removeFirst().textBytes }
    }

    /// Adds `count` scalars to the last step's last edit, whose inserted text ends where they went in,
    /// and makes `after` the step's selection after: one step for a long paste inserted a piece at a
    /// time (the caller checks with `revision` that no other step came between).
    public mutating func appendToLastEdit(count: Int, after: TextSelection) {
        guard let i = undoSteps.indices.last, let j = undoSteps[i].edits.indices.last else { return }
        undoSteps[i].edits[j].insertedCount += count
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
            return edit.range.lowerBound == previous.range.lowerBound + previous.insertedCount
                && edit.removed.isEmpty && !(last.lastInsertedWasSpace && !isSpace)
        case .deleting:
            return edit.insertedCount == 0 && (edit.range.upperBound == previous.range.lowerBound
                                             || edit.range.lowerBound == previous.range.lowerBound)
        case .other:
            return false
        }
    }

    /// The next edit starts a step of its own (the caret was moved, the field lost focus).
    public mutating func breakCoalescing() { isBroken = true }

    /// Forgets every step (the text was set from outside, so the offsets no longer apply).
    public mutating func removeAll() { undoSteps.removeAll(); redoSteps.removeAll(); textBytes = 0; revision += 1 }

    /// Takes the last step off the undo list onto the redo list; the caller reverts its edits, newest first,
    /// and hands the step back with `inserted` read from the text and `removed` emptied (`finishUndo`).
    public mutating func popUndo() -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        textBytes -= step.textBytes
        isBroken = true
        revision += 1
        return step
    }

    /// Forgets every step that can be redone (one undone was too large to keep: those after it cannot be
    /// reached).
    public mutating func removeAllRedo() {
        textBytes -= redoSteps.reduce(0) { $0 + $1.textBytes }
        redoSteps.removeAll()
    }

    /// Forgets every step that can be undone (one redone was too large to keep).
    public mutating func removeAllUndo() {
        textBytes -= undoSteps.reduce(0) { $0 + $1.textBytes }
        undoSteps.removeAll()
    }

    /// Puts an undone step on the redo list, holding the text its edits had inserted.
    public mutating func finishUndo(_ step: Step) {
        redoSteps.append(step)
        textBytes += step.textBytes
        enforceTextLimit()
    }

    /// Takes the next step off the redo list; the caller applies its edits again and hands it back with
    /// `removed` read from the text and `inserted` emptied (`finishRedo`).
    public mutating func popRedo() -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        textBytes -= step.textBytes
        isBroken = true
        revision += 1
        return step
    }

    /// Puts a redone step back on the undo list, holding the text its edits removed.
    public mutating func finishRedo(_ step: Step) {
        undoSteps.append(step)
        textBytes += step.textBytes
        enforceTextLimit()
    }
}
