/// What the field last told assistive technology: the text and selection its events were relative to, so
/// that the next change is announced as what was removed and what was inserted (a client keeps a copy of
/// the text and applies them). Kept only while someone listens.
struct TextAccessibilityEcho {
    var text: TextStorage?
    var selection: TextSelection?
    /// An edit under way: its range, what it removes and the text's length before it.
    var pending: (range: Range<Int>, removed: [Unicode.Scalar], count: Int)?
}

/// `TextField` and `TextView` for assistive technology (AT-SPI's `Text` and `EditableText`): their text
/// read by character, word, sentence, line and paragraph, the caret and selection, where each character is
/// on screen, and edits that go through the same path as the user's keys. Secure text is exposed as
/// bullets, one for each character, as GTK's entry does: its length, never its characters.
extension TextInputView: AccessibleText {
    /// The text as exposed: bullets for secure text. Reading it is what a client's copy starts from.
    func accessibilityExposedText() -> String {
        if isAccessibilityObserved, accessibilityEcho.text == nil {
            accessibilityEcho.text = document.storage
            accessibilityEcho.selection = selection
        }
        return exposed(document.storage.scalars[...])
    }

    private func exposed(_ scalars: some Collection<Unicode.Scalar>) -> String {
        if isSecureTextEntry { return String(repeating: String(DisplayParagraph.bullet), count: scalars.count) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The states a text adds: editable or read-only, one or many lines, selectable text.
    var accessibilityTextStates: AccessibilityStates {
        var s: AccessibilityStates = [.selectableText, isSingleLine ? .singleLine : .multiLine]
        s.insert(isAccessibilityTextEditable ? .editable : .readOnly)
        return s
    }

    // MARK: Reading

    /// Where the caret is drawn: the selection's head.
    public var accessibilityCaretOffset: Int { selection.head }

    /// The selected characters.
    public var accessibilitySelectedRange: Range<Int> { selection.range }

    /// Selects `range` (clamped to the text), keeping its direction: the caret ends at its upper bound.
    public func accessibilitySetSelectedRange(_ range: Range<Int>) -> Bool {
        let n = document.storage.count
        guard range.lowerBound >= 0, range.lowerBound <= n else { return false }
        setSelection(TextSelection(anchor: range.lowerBound, head: min(range.upperBound, n)))
        return true
    }

    /// The unit of `granularity` around `offset`, from its start to the next one's start.
    public func accessibilityRange(of granularity: AccessibilityTextGranularity, at offset: Int) -> Range<Int> {
        let s = document.storage
        guard offset >= 0, offset <= s.count else { return 0..<0 }
        switch granularity {
        case .character:
            return offset < s.count ? offset..<offset + 1 : offset..<offset
        case .paragraph:
            return withNewline(s.paragraphRange(s.paragraph(containing: offset)))
        case .word:
            return isSecureTextEntry ? 0..<s.count : accessibilityWordRange(at: offset)
        case .sentence:
            return isSecureTextEntry ? 0..<s.count : accessibilitySentenceRange(at: offset)
        case .line:
            return accessibilityLineRange(at: offset)
        }
    }

    /// A paragraph's range with the "\n" that ends it (the last one has none).
    private func withNewline(_ r: Range<Int>) -> Range<Int> {
        r.lowerBound..<min(r.upperBound + 1, document.storage.count)
    }

    /// From the word start at or before `offset` to the next word start (the text system's words).
    private func accessibilityWordRange(at offset: Int) -> Range<Int> {
        let s = document.storage
        let (start, flags) = boundaries(around: offset)
        var lo = offset - start
        while lo > 0 && !flags[lo].contains(.wordStart) { lo -= 1 }
        var hi = offset - start + 1
        while hi < flags.count && !flags[hi].contains(.wordStart) { hi += 1 }
        // No word starts after it in this paragraph: up to the next paragraph's first word.
        var end = start + hi
        if hi >= flags.count {
            end = withNewline(s.paragraphRange(s.paragraph(containing: offset))).upperBound
            if end < s.count {
                let (next, nextFlags) = boundaries(around: end)
                if let k = nextFlags.firstIndex(where: { $0.contains(.wordStart) }) { end = next + k }
            }
        }
        return start + lo..<max(start + lo, min(end, s.count))
    }

    /// Sentences end after ".", "!", "?" and their full-width forms, with the spaces that follow, and at
    /// a paragraph's end.
    private func accessibilitySentenceRange(at offset: Int) -> Range<Int> {
        let s = document.storage
        let p = withNewline(s.paragraphRange(s.paragraph(containing: offset)))
        let chars = s.scalars
        func isEnd(_ c: Unicode.Scalar) -> Bool { ".!?。！？".unicodeScalars.contains(c) }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\u{3000}" }
        // Where a sentence starts at or after `from`: past its terminators and the spaces after them.
        func nextStart(after from: Int) -> Int {
            var i = from
            while i < p.upperBound && !isEnd(chars[i]) { i += 1 }
            while i < p.upperBound && isEnd(chars[i]) { i += 1 }
            while i < p.upperBound && isSpace(chars[i]) { i += 1 }
            return i
        }
        var start = p.lowerBound
        while true {
            let next = nextStart(after: start)
            if next > offset || next >= p.upperBound { return start..<max(start, next) }
            start = next
        }
    }

    /// The line on screen holding `offset`: the run of places whose caret is drawn on its line.
    private func accessibilityLineRange(at offset: Int) -> Range<Int> {
        let s = document.storage
        let p = s.paragraphRange(s.paragraph(containing: offset))
        guard let here = caretRect(forOffset: offset) else { return withNewline(p) }
        func sameLine(_ i: Int) -> Bool { caretRect(forOffset: i).map { abs($0.minY - here.minY) < 0.5 } ?? true }
        var lo = offset
        while lo > p.lowerBound && sameLine(lo - 1) { lo -= 1 }
        var hi = offset
        while hi < p.upperBound && sameLine(hi + 1) { hi += 1 }
        return lo..<(hi == p.upperBound ? withNewline(p).upperBound : hi + 1)
    }

    /// The character's box: from the caret before it to the caret after it on its line.
    public func accessibilityFrame(ofCharacterAt offset: Int) -> Rect {
        let n = document.storage.count
        let o = max(0, min(offset, n))
        guard let a = caretRect(forOffset: o) else { return .zero }
        var r = Rect(x: a.minX, y: a.minY, width: 0, height: a.height)
        if o < n, let b = caretRect(forOffset: o + 1), abs(b.minY - a.minY) < 0.5 {
            r = Rect(x: min(a.minX, b.minX), y: a.minY, width: abs(b.minX - a.minX), height: a.height)
        }
        return convertToScreen(r)
    }

    /// The character under `point`, in screen points; nil outside the view.
    public func accessibilityCharacterOffset(at point: Point) -> Int? {
        let local = convertFromScreen(point)
        guard bounds.contains(local) else { return nil }
        let o = offset(at: local)
        // The place nearest the point may be after the character it is on.
        if o > 0, accessibilityFrame(ofCharacterAt: o - 1).contains(point) { return o - 1 }
        return min(o, max(0, document.storage.count - 1))
    }

    // MARK: Editing

    /// Editable and enabled.
    public var isAccessibilityTextEditable: Bool { isEditable && isEnabled }

    /// The user's edit path: the input filter, `shouldChangeText`, one undo step, `didChange`.
    public func accessibilityReplaceText(in range: Range<Int>, with text: String) -> Bool {
        guard isAccessibilityTextEditable else { return false }
        let r = document.storage.clamp(range)
        document.breakUndoCoalescing()
        return edit(r, with: text, action: .other)
    }

    /// Copies to the clipboard (its screen's, ``Screen/pasteboard``), as Ctrl+C does; never secure text.
    public func accessibilityCopyText(in range: Range<Int>) -> Bool {
        guard !isSecureTextEntry else { return false }
        clipboard.string = document.storage.string(in: document.storage.clamp(range))
        return true
    }

    /// Pastes the clipboard at `offset`, as Ctrl+V does there: this program's own text at once, another
    /// program's when it arrives (a read never blocks); true when the paste was asked for.
    public func accessibilityPasteText(at offset: Int) -> Bool {
        guard isAccessibilityTextEditable else { return false }
        setSelection(TextSelection(caret: document.storage.clamp(offset..<offset).lowerBound))
        return pasteText(from: clipboard, at: nil)
    }

    // MARK: Announcing

    /// Before an edit of `range`: what it removes is noted, and the copy of the text let go, so that the
    /// edit changes the text in place (holding it would copy all of it at every key).
    func accessibilityWillReplace(_ range: Range<Int>) {
        guard isAccessibilityObserved, accessibilityEcho.text != nil else { return }
        let r = document.storage.clamp(range)
        // A copy: a slice would hold on to the whole text.
        accessibilityEcho.pending = (r, Array(document.storage.scalars[r]), document.storage.count)
        accessibilityEcho.text = nil
    }

    /// After the text changed (an edit, undo, redo, `text` set): what went and what came, then the caret.
    /// An edit says so itself; otherwise the old and new text are compared, as one removal and one
    /// insertion between their unchanged start and end.
    func announceAccessibilityTextChange() {
        guard isAccessibilityObserved else { accessibilityEcho = TextAccessibilityEcho(); return }
        let new = document.storage
        if let edit = accessibilityEcho.pending {
            accessibilityEcho.pending = nil
            let at = edit.range.lowerBound
            if !edit.removed.isEmpty { postAccessibility(.textRemoved(self, offset: at, text: exposed(edit.removed[...]))) }
            let end = min(new.count, at + new.count - edit.count + edit.range.count)
            if end > at { postAccessibility(.textInserted(self, offset: at, text: exposed(new.scalars[at..<end]))) }
        } else if let old = accessibilityEcho.text {
            let a = old.scalars, b = new.scalars
            let (head, tail) = commonEnds(Array(a), Array(b))
            if head < a.count - tail {
                postAccessibility(.textRemoved(self, offset: head, text: exposed(a[head..<a.count - tail])))
            }
            if head < b.count - tail {
                postAccessibility(.textInserted(self, offset: head, text: exposed(b[head..<b.count - tail])))
            }
        }
        accessibilityEcho.text = new
        announceAccessibilitySelection()
    }

    /// After the selection may have changed: the caret's new place, and whether the selection changed.
    func announceAccessibilitySelection() {
        let s = selection
        let old = accessibilityEcho.selection
        accessibilityEcho.selection = s
        guard isAccessibilityObserved, s != old else { return }
        if old?.head != s.head { postAccessibility(.caretMoved(self, offset: s.head)) }
        let wasEmpty = old?.isEmpty ?? true
        if !(wasEmpty && s.isEmpty) && old?.range != s.range { postAccessibility(.textSelectionChanged(self)) }
    }
}

/// How many scalars `a` and `b` share at their start, and then at their end (not overlapping the start).
/// Compared a block at a time (`memcmp`, through Math.swift): a key typed into 10,000 lines must not walk them one by one.
func commonEnds(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> (head: Int, tail: Int) {
    a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
            let n = min(pa.count, pb.count)
            guard n > 0, let ba = pa.baseAddress, let bb = pb.baseAddress else { return (0, 0) }
            let block = 1024, size = MemoryLayout<Unicode.Scalar>.stride
            var head = 0
            while head + block <= n && bytesEqual(ba + head, bb + head, count: block * size) { head += block }
            while head < n && pa[head] == pb[head] { head += 1 }
            let room = n - head
            var tail = 0
            while tail + block <= room
                    && bytesEqual(ba + pa.count - tail - block, bb + pb.count - tail - block, count: block * size) { tail += block }
            while tail < room && pa[pa.count - 1 - tail] == pb[pb.count - 1 - tail] { tail += 1 }
            return (head, tail)
        }
    }
}
