/// A paste or a drop of megabytes goes in a piece at a time, one piece a main-queue turn, so that the
/// window keeps answering while it arrives: 16 MiB put in at once held the main thread ~10 s (a debug
/// build; the storage's work is per scalar), and a click waited all that time. Between pieces the view is
/// drawn and takes clicks, keys and the wheel as always:
/// - the caret follows the text coming in until the user puts it elsewhere; from then on it stays there
///   (moved along when text arrives before it);
/// - an edit elsewhere moves where the rest goes in, as a mark in GTK's buffer moves;
/// - the whole paste is one undo step; undo while it arrives stops it and undoes what came (setting
///   `text` stops it too); an edit made between pieces starts a step of its own for the rest.
/// The app's `shouldChangeText` is asked once, for the whole text, as for any paste.
extension TextInputView {
    /// UTF-8 bytes a piece holds at most: a few milliseconds of the storage's and the layout's work in a
    /// debug build (64 MiB from xclip: 2,048 turns in 3.6 s, the longest 16 ms); a text up to this long
    /// goes in at once.
    public static let insertionPieceBytes = 32 << 10

    /// Whether a long paste or drop is still arriving.
    public var isInsertingText: Bool { insertion != nil }

    /// Replaces `range` with `text` as the user's edit: at once when it is short, filtered (a filter
    /// judges the whole text) or in a field (a field lays its one line out whole: pieces would lay out the
    /// growing line again every turn), else a piece a turn. `completion` is told where the text went in and
    /// whether that was all of it; false (and no completion) when nothing changes.
    func insertLongText(_ text: String, replacing range: Range<Int>,
                        completion: @escaping @MainActor (_ inserted: Range<Int>, _ complete: Bool) -> Void) -> Bool {
        guard text.utf8.count > TextInputView.insertionPieceBytes, inputFilter == nil, !isSingleLine,
              let clock = window?.screen?.clock, isEditable else {
            let before = document.storage.count
            guard edit(range, with: text, action: .other) else { return false }
            completion(range.lowerBound..<range.lowerBound + document.storage.count - before + range.count, true)
            return true
        }
        // One long insertion at a time: an earlier one still arriving goes in first.
        finishInsertion()
        var whole = text
        if let shouldChangeText {
            whole = sanitized(text)
            guard shouldChangeText(range, whole) else { return false }
        }
        var insertion = TextInsertion(whole, at: range.lowerBound, completion: completion)
        guard let first = insertion.nextPiece(maxBytes: TextInputView.insertionPieceBytes) else { return false }
        let before = document.storage.count
        document.breakUndoCoalescing()
        guard applyEdit(range, with: sanitized(String(first)), action: .other) else { return false }
        insertion.insertedCount = document.storage.count - before + range.count
        insertion.offset = range.lowerBound + insertion.insertedCount
        insertion.revision = document.history.revision
        // Room for the rest (its bytes: at least as many as its scalars), made once.
        document.reserveRoom(insertion.remainingBytes, at: insertion.offset)
        self.insertion = insertion
        Trace.emit("text.insertionStarted", ["id": TraceValue(identifier), "bytes": .number(Double(text.utf8.count))])
        insertionTimer = clock.schedule(after: 0) { [weak self] in self?.insertNextPiece() }
        return true
    }

    /// Puts the next piece in, and asks for the turn after for the one after it.
    func insertNextPiece() {
        insertionTimer = nil
        guard var insertion else { return }
        guard window != nil, isEditable else { return stopInsertion(reason: "the view went away or stopped being editable") }
        guard let piece = insertion.nextPiece(maxBytes: TextInputView.insertionPieceBytes) else {
            self.insertion = nil
            return insertion.completion(insertion.insertedRange, true)
        }
        let text = sanitized(String(piece))
        let at = insertion.offset
        let old = selection
        // The caret follows the text in until the user puts it elsewhere.
        let follows = old == TextSelection(caret: at)
        accessibilityWillReplace(at..<at)
        let change: TextStorage.Change
        if document.history.revision == insertion.revision {
            change = document.appendToLastEdit(text, at: at, editor: self)
        } else {
            // Something else was done between pieces: the rest is a step of its own.
            change = document.replace(at..<at, with: text, action: .other, time: inputTime, selection: old, editor: self)
        }
        let n = change.insertedCount
        // Elsewhere, the user's selection stays on the text it covered (one that ends where the text goes
        // in stays before it: text typed there while following came after what was pasted so far).
        let shift = { (o: Int) in o > at ? o + n : o }
        selection = follows ? TextSelection(caret: at + n) : TextSelection(anchor: shift(old.anchor), head: shift(old.head))
        insertion.offset = at + n
        insertion.insertedCount += n
        insertion.revision = document.history.revision
        self.insertion = insertion
        textStorageDidChange([change])
        userDidChangeText()
        if Trace.isEnabled {
            Trace.emit("text.insertionStep", ["id": TraceValue(identifier), "scalars": .number(Double(n)),
                                              "inserted": .number(Double(insertion.insertedCount))])
        }
        if insertion.isFinished {
            self.insertion = nil
            document.breakUndoCoalescing()
            insertion.completion(insertion.insertedRange, true)
        } else {
            insertionTimer = window?.screen?.clock.schedule(after: 0) { [weak self] in self?.insertNextPiece() }
        }
    }

    /// Puts in at once whatever of a long insertion is still to come (another one is starting).
    func finishInsertion() {
        while insertion != nil {
            insertionTimer?.cancel()
            insertNextPiece()
        }
    }

    /// Gives up the rest of a long insertion (undone, the text set, the view gone): what came stays, the
    /// completion is told how much that was.
    func stopInsertion(reason: String) {
        guard let insertion else { return }
        insertionTimer?.cancel()
        insertionTimer = nil
        self.insertion = nil
        Trace.emit("text.insertionStopped", ["id": TraceValue(identifier), "reason": .string(reason),
                                             "inserted": .number(Double(insertion.insertedCount)),
                                             "leftBytes": .number(Double(insertion.remainingBytes))])
        insertion.completion(insertion.insertedRange, false)
    }

    /// A user's edit of `range` by `delta` scalars while a long insertion arrives: where the rest goes
    /// moves with the text (to the edit's end when the edit covered it).
    func moveInsertion(past range: Range<Int>, insertedCount: Int) {
        guard var insertion else { return }
        if range.upperBound <= insertion.offset, !(range.isEmpty && range.lowerBound == insertion.offset) {
            insertion.offset += insertedCount - range.count
        } else if range.lowerBound < insertion.offset {
            insertion.offset = range.lowerBound + insertedCount
        }
        self.insertion = insertion
    }
}
