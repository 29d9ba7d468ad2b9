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

    // MARK: Boundaries

    /// The next (`direction` 1) or previous (-1) place the caret may stand: a grapheme-cluster boundary,
    /// or across a paragraph's "\n".
    func cursorPosition(from offset: Int, direction: Int) -> Int {
        let (start, flags) = boundaries(around: offset)
        var i = offset - start + direction
        while i >= 0 && i < flags.count {
            if flags[i].contains(.cursorPosition) { return start + i }
            i += direction
        }
        return document.storage.clamp(direction > 0 ? start + flags.count : start - 1)
    }

    /// The next word's end (`direction` 1) or the previous word's start (-1), across paragraphs; secure
    /// text has no words, only its ends.
    func wordBoundary(from offset: Int, direction: Int) -> Int {
        if isSecureTextEntry { return direction < 0 ? 0 : document.storage.count }
        let want: TextBoundary = direction > 0 ? .wordEnd : .wordStart
        var o = offset
        while true {
            let (start, flags) = boundaries(around: o)
            var i = o - start + direction
            while i >= 0 && i < flags.count {
                if flags[i].contains(want) { return start + i }
                i += direction
            }
            // No more words in this paragraph: to its edge first, then on across its "\n".
            let edge = direction > 0 ? start + flags.count - 1 : start
            let next = edge + direction
            if edge != o || next < 0 || next > document.storage.count { return edge }
            o = next
        }
    }

    /// What Backspace deletes before `offset`, and what of it stays: the whole cluster, unless the text
    /// system says the script deletes a character at a time there (Thai and Indic marks); then the cluster
    /// without its last character (decomposed first, as GTK does, so 한 becomes 하).
    func backspaceRange(at offset: Int) -> (Range<Int>, String) {
        let previous = cursorPosition(from: offset, direction: -1)
        guard previous < offset else { return (offset..<offset, "") }
        let (start, flags) = boundaries(around: offset)
        let i = offset - start
        guard !isSecureTextEntry, i >= 0, i < flags.count, flags[i].contains(.backspaceDeletesCharacter) else {
            return (previous..<offset, "")
        }
        let cluster = document.storage.scalars[previous..<offset].flatMap(TextInputView.decomposeHangul)
        return (previous..<offset, String(String.UnicodeScalarView(cluster.dropLast())))
    }

    /// A precomposed Hangul syllable as its jamo (Unicode's algorithm); any other scalar as itself.
    static func decomposeHangul(_ s: Unicode.Scalar) -> [Unicode.Scalar] {
        let sIndex = Int(s.value) - 0xAC00
        guard sIndex >= 0, sIndex < 11172 else { return [s] }
        let l = 0x1100 + sIndex / 588, v = 0x1161 + (sIndex % 588) / 28, t = 0x11A7 + sIndex % 28
        return ([l, v] + (t == 0x11A7 ? [] : [t])).compactMap { Unicode.Scalar(UInt32($0)) }
    }

    /// The word around `offset` (a double click): the run of word characters it touches, or the run of
    /// what lies between words.
    func wordRange(at offset: Int) -> Range<Int> {
        if isSecureTextEntry { return 0..<document.storage.count }
        let (start, flags) = boundaries(around: offset)
        let i = min(max(0, offset - start), flags.count - 1)
        // Inside a word (or just after it): from its start to its end.
        if let s = (0...i).last(where: { flags[$0].contains(.wordStart) }),
           let e = flags.indices.first(where: { $0 > s && flags[$0].contains(.wordEnd) }), i <= e {
            return start + s..<start + e
        }
        let lo = (0...i).last(where: { flags[$0].contains(.wordEnd) }) ?? 0
        let hi = (i..<flags.count).first(where: { flags[$0].contains(.wordStart) }) ?? flags.count - 1
        return start + lo..<start + max(lo, hi)
    }
}
