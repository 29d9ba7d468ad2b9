/// Keys and editing commands: what each `TextCommand` does to the document and the selection, with boundaries from the layout.
extension TextInputView {
    /// True when the key was an editing command and was done.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = TextCommand(event) else { return false }
        if command == .insertNewline, isSingleLine {
            // Return in a field: the app's, then up the chain (a dialog's default button).
            return shouldReturn?(self) == true
        }
        if case .insert = command, composition != nil { setComposition(nil) }
        perform(command)
        return true
    }

    /// Does what `command` says, as a key press would.
    public func perform(_ command: TextCommand) {
        let sel = selection
        let o = sel.head
        switch command {
        case .insert(let text):
            // One character typed joins the word being typed; an input method's commit is a step of its own.
            edit(sel.range, with: text, action: text.count == 1 ? .typing : .other)
        case .insertNewline:
            edit(sel.range, with: "\n", action: .other)
        case .deleteBackward:
            if !sel.isEmpty { edit(sel.range, with: "", action: .deleting); return }
            let (range, keep) = backspaceRange(at: o)
            edit(range, with: keep, action: .deleting)
        case .deleteForward:
            edit(sel.isEmpty ? o..<cursorPosition(from: o, direction: 1) : sel.range, with: "", action: .deleting)
        case .deleteWordBackward:
            edit(sel.isEmpty ? wordBoundary(from: o, direction: -1)..<o : sel.range, with: "", action: .other)
        case .deleteWordForward:
            edit(sel.isEmpty ? o..<wordBoundary(from: o, direction: 1) : sel.range, with: "", action: .other)
        case .move(let movement, let extending):
            move(movement, extending: extending)
        case .selectAll:
            setSelection(TextSelection(anchor: 0, head: document.storage.count))
        case .undo:
            // Undo while a long paste arrives stops it; what came goes with its step.
            stopInsertion(reason: "undone")
            if let undone = document.undo(editor: self) { show(undone) }
        case .redo:
            stopInsertion(reason: "redone")
            if let redone = document.redo(editor: self) { show(redone) }
        }
    }

    private func move(_ movement: TextMovement, extending: Bool) {
        let sel = selection
        var target: Int
        switch movement {
        case .visual(let d) where !sel.isEmpty && !extending:
            // An arrow without Shift collapses the selection to its end on that side of the screen (in mixed
            // directions not always its logical start or end, as GTK does); ends on two lines: in reading order.
            target = d < 0 ? sel.range.lowerBound : sel.range.upperBound
            if let a = caretRect(forOffset: sel.anchor), let h = caretRect(forOffset: sel.head), abs(a.midY - h.midY) < 1 {
                let leftIsHead = h.minX < a.minX
                target = (d < 0) == leftIsHead ? sel.head : sel.anchor
            }
        case .word(let d): target = wordBoundary(from: sel.head, direction: d)
        case .documentBoundary(let d): target = d < 0 ? 0 : document.storage.count
        default: target = offset(from: sel.head, moving: movement)
        }
        switch movement {
        case .line, .page: break
        default: goalX = nil
        }
        target = document.storage.clamp(target)
        setSelection(extending ? TextSelection(anchor: sel.anchor, head: target) : TextSelection(caret: target))
        if selection == sel { restartCaretBlink() }
    }

    // MARK: Boundaries (TextBoundaries.swift: the text's, from this view's layout)

    /// The text's boundaries as this view's layout gives them.
    var textBoundaries: TextBoundaries {
        TextBoundaries(storage: document.storage, isSecure: isSecureTextEntry) { [unowned self] in boundaries(around: $0) }
    }

    /// The next (`direction` 1) or previous (-1) place the caret may stand.
    func cursorPosition(from offset: Int, direction: Int) -> Int {
        textBoundaries.cursorPosition(from: offset, direction: direction)
    }

    /// The next word's end (`direction` 1) or the previous word's start (-1), across paragraphs.
    func wordBoundary(from offset: Int, direction: Int) -> Int { textBoundaries.wordBoundary(from: offset, direction: direction) }

    /// What Backspace deletes before `offset`, and what of it stays.
    func backspaceRange(at offset: Int) -> (Range<Int>, String) { textBoundaries.backspaceRange(at: offset) }

    /// The word around `offset` (a double click).
    func wordRange(at offset: Int) -> Range<Int> { textBoundaries.wordRange(at: offset) }
}
