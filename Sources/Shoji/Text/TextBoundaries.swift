/// What editing asks about the text itself, with no view in it: where the caret may stand, where words
/// start and end (Ctrl+arrows, Ctrl+Backspace, a double click) and what Backspace deletes. Answered from
/// the `TextBoundary` flags the text system gives each paragraph (GTK's `PangoLogAttr`s), which the view
/// asks its layout for: a field's one line, a text view's paragraph, with a composition spliced in.
///
/// Offsets count Unicode scalars. Secure text has no words, only its ends, and deletes whole characters,
/// so that nothing about the hidden text leaks through where the caret stops (as GTK's entry does).
struct TextBoundaries {
    /// The text.
    let storage: TextStorage
    /// Whether the text is hidden (secure entry).
    let isSecure: Bool
    /// The paragraph around an offset: its start, and the flags of each place in it (one more than its
    /// scalars: its end is a place too).
    let paragraph: (_ offset: Int) -> (start: Int, flags: [TextBoundary])

    /// The next (`direction` 1) or previous (-1) place the caret may stand: a grapheme-cluster boundary,
    /// or across a paragraph's "\n".
    func cursorPosition(from offset: Int, direction: Int) -> Int {
        let (start, flags) = paragraph(offset)
        var i = offset - start + direction
        while i >= 0 && i < flags.count {
            if flags[i].contains(.cursorPosition) { return start + i }
            i += direction
        }
        return storage.clamp(direction > 0 ? start + flags.count : start - 1)
    }

    /// The next word's end (`direction` 1) or the previous word's start (-1), across paragraphs.
    func wordBoundary(from offset: Int, direction: Int) -> Int {
        if isSecure { return direction < 0 ? 0 : storage.count }
        let want: TextBoundary = direction > 0 ? .wordEnd : .wordStart
        var o = offset
        while true {
            let (start, flags) = paragraph(o)
            var i = o - start + direction
            while i >= 0 && i < flags.count {
                if flags[i].contains(want) { return start + i }
                i += direction
            }
            // No more words in this paragraph: to its edge first, then on across its "\n".
            let edge = direction > 0 ? start + flags.count - 1 : start
            let next = edge + direction
            if edge != o || next < 0 || next > storage.count { return edge }
            o = next
        }
    }

    /// What Backspace deletes before `offset`, and what of it stays: the whole cluster, unless the text
    /// system says the script deletes a character at a time there (Thai and Indic marks); then the cluster
    /// without its last character (decomposed first, as GTK does, so 한 becomes 하).
    func backspaceRange(at offset: Int) -> (Range<Int>, String) {
        let previous = cursorPosition(from: offset, direction: -1)
        guard previous < offset else { return (offset..<offset, "") }
        let (start, flags) = paragraph(offset)
        let i = offset - start
        guard !isSecure, i >= 0, i < flags.count, flags[i].contains(.backspaceDeletesCharacter) else {
            return (previous..<offset, "")
        }
        let cluster = storage.scalars[previous..<offset].flatMap(TextBoundaries.decomposeHangul)
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
    /// what lies between words; secure text: all of it.
    func wordRange(at offset: Int) -> Range<Int> {
        if isSecure { return 0..<storage.count }
        let (start, flags) = paragraph(offset)
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
