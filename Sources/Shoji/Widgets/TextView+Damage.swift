/// How little of a text view an edit redraws: the part of one line that can have changed, or the lines of
/// a wrapped paragraph that still break where they did. `TextView.textStorageDidChange` damages what these
/// say, and the whole paragraph (or all below it) when they say nil.
extension TextView {
    /// Where across the view an edit at `offset` (from the paragraph's start) within one line of text can have changed pixels. Right:
    /// the longer of the line before and after, and a line's height more for ink past the logical box (an
    /// italic's overhang, the caret at the end). Left: where the edit starts in the line before it, less
    /// a line's height for what the new text can change before it (a ligature, kerning, an overhang);
    /// only in text that no script shapes or reorders across the edit (`isPlainLeftToRight`), else the
    /// view's left edge. A line that starts right of 0 (centred, right-aligned, right-to-left): from the
    /// leftmost start to the rightmost end of its text before and after, a line's height more on either side;
    /// a right-aligned line of plain left-to-right text only as far right as the edit's end, a line's height
    /// more (its text after the edit stays where it was, as the text before an edit does in a line that
    /// starts at the left).
    /// nil: anywhere across the view (more lines than one, a selection or a composition shown).
    /// A key typed into a line sends the line's text from the caret on, not the view's width of it, to the
    /// server, and leaves the border and the focus ring at the view's left edge alone.
    func changedTextSpan(old: EditableTextLayout?, oldDisplay: DisplayParagraph?, new: EditableTextLayout,
                         newDisplay: DisplayParagraph, at offset: Int, inserted: Int) -> (left: Double, right: Double)? {
        guard let old, editStartedWithCaret, composition == nil, old.lineCount == 1, new.lineCount == 1 else { return nil }
        guard old.logicalOrigin.x == 0, new.logicalOrigin.x == 0 else {
            let before = textContainerInset.left + old.logicalOrigin.x, after = textContainerInset.left + new.logicalOrigin.x
            if alignment == .trailing, let oldDisplay, oldDisplay.compositionRange == nil,
               TextView.isPlainLeftToRight(oldDisplay.text), TextView.isPlainLeftToRight(newDisplay.text),
               old.logicalOrigin.x + old.size.width == new.logicalOrigin.x + new.size.width {
                // Right-aligned, left to right: the text after the edit ends where it ended and keeps its
                // glyphs, so it stays (a key at a right-aligned line's start redrew the line up to the
                // view's edge, with the border, the focus ring and the scroll indicator there: 137 K of a
                // key's 570 K instructions, 1.24 × Tk at p50).
                let edge = textContainerInset.left + new.caretRects(at: offset + inserted).strong.maxX
                return (max(0, (min(before, after) - lineHeight).rounded(.down)), (edge + lineHeight).rounded(.up))
            }
            // Centred, right-aligned or right-to-left: the edit moves the line's text within it, so the
            // line's text before and after, not the view's width of it (the ASCII lines centred in a
            // 1280-pixel view were 1.18 × Tk at p50, against 1.07 for the same lines left-aligned).
            let left = min(before, after) - lineHeight
            let right = max(before + old.size.width, after + new.size.width) + lineHeight
            return (max(0, left.rounded(.down)), right.rounded(.up))
        }
        let right = textContainerInset.left + max(old.size.width, new.size.width) + lineHeight
        guard let oldDisplay, oldDisplay.compositionRange == nil, TextView.isPlainLeftToRight(oldDisplay.text),
              TextView.isPlainLeftToRight(newDisplay.text) else { return (0, right) }
        let x = old.caretRects(at: offset).strong.minX
        return (max(0, (textContainerInset.left + x - lineHeight).rounded(.down)), right)
    }

    /// In a wrapped paragraph whose lines still break where they did (each line starts where it started, or
    /// the edit's length later after the edit, at the same height), the lines the edit touches and one on
    /// either side, top to bottom from the paragraph's top; they are redrawn across the view. nil: the whole
    /// paragraph.
    ///
    /// Why: a key typed into a paragraph of six lines redrew and sent all six; Tk redraws the one line
    /// (issue 41: typing into wrapped paragraphs was 1.25 × Tk at p50).
    func changedLines(old: EditableTextLayout?, oldDisplay: DisplayParagraph?, new: EditableTextLayout,
                      at offset: Int, removed: Int, inserted: Int) -> Range<Double>? {
        guard let old, let oldDisplay, editStartedWithCaret, composition == nil, oldDisplay.compositionRange == nil,
              old.logicalOrigin == new.logicalOrigin else { return nil }
        guard old.lineCount > 1, old.lineCount == new.lineCount else { return nil }
        // Made once: a wrapped layout makes its lines on each call.
        let oldLines = old.lines, newLines = new.lines
        let delta = inserted - removed
        var touched: Range<Int>?
        for (i, (a, b)) in zip(oldLines, newLines).enumerated() {
            // Starts at or before the edit stay; later ones move by its length.
            let start = a.range.lowerBound <= offset ? a.range.lowerBound : a.range.lowerBound + delta
            guard b.range.lowerBound == start, a.rect.minY == b.rect.minY, a.rect.height == b.rect.height,
                  a.isRightToLeft == b.isRightToLeft else { return nil }
            // The lines the edit's old and new text lie in or touch.
            if a.range.lowerBound <= offset + removed && a.range.upperBound >= offset
                || b.range.lowerBound <= offset + inserted && b.range.upperBound >= offset {
                touched = (touched?.lowerBound ?? i)..<(i + 1)
            }
        }
        guard let touched else { return nil }
        // The lines above and below as well, whole and across the view: ink reaches past a line's box (marks,
        // accents), and Cairo draws a run of glyphs that the clip cuts through within the run's estimated
        // extents, which can be a row short of its ink (seen: the tops of the next line's "t"s left out when
        // the damage cut through that line). Lines break only between them, so the damage's edges fall
        // where no glyph is cut.
        return oldLines[max(0, touched.lowerBound - 1)].rect.minY..<oldLines[min(oldLines.count - 1, touched.upperBound)].rect.maxY
    }

    /// Text in which an edit changes nothing left of where it starts but for a glyph or two: letters of
    /// the Latin, Greek and Cyrillic alphabets, digits, punctuation and spaces, and the combining accents
    /// (U+0300–036F: one typed or deleted changes the letter before it, a glyph), none of them a
    /// right-to-left letter, a direction or joiner control, or an emoji (whose modifiers join the
    /// character before).
    nonisolated static func isPlainLeftToRight(_ s: String) -> Bool {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        return s.unicodeScalars.allSatisfy { c in
            switch c.value {
            case 0x09, 0x20...0x7E, 0xA0...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205F: return true
            default: return false
            }
        }
    }
}
