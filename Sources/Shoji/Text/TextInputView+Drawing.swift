/// Drawing one laid-out paragraph: the selection behind the text (every run of a mixed-direction
/// selection, as Pango's ranges give them), the text, the composition's underlines and its converted
/// segment, and the caret, strong and (where text of the other direction would go) weak.
extension TextInputView {
    /// The selection's colour while editing.
    public static let selectionColor = Color.selectedContentBackground
    /// The selection's colour when the view is not being edited.
    public static let inactiveSelectionColor = Color.unemphasizedSelectedContentBackground
    /// The composition's segment being converted.
    public static let compositionHighlightColor = Color.focusRing.withAlpha(0.28)

    /// Draws `layout` (showing `display`) with its box's top-left corner at `origin`, in the bounds.
    func drawParagraph(_ layout: EditableTextLayout, display: DisplayParagraph, at origin: Point, in canvas: Canvas) {
        let sel = selection.range
        let shift = { (r: Rect) in r.offsetBy(dx: origin.x, dy: origin.y) }
        // The selection, unless a composition stands in its place.
        if !sel.isEmpty, composition == nil {
            let lo = display.display(max(sel.lowerBound, display.start))
            let hi = display.display(min(sel.upperBound, display.start + display.count))
            var rects = lo < hi ? layout.selectionRects(for: lo..<hi) : []
            // A selection that goes on past this paragraph covers its "\n": a little box at its end.
            if sel.upperBound > display.start + display.count, sel.lowerBound <= display.start + display.count,
               let last = layout.lines.last {
                let w = textStyle.size * 0.3
                rects.append(Rect(x: last.isRightToLeft ? last.rect.minX - w : last.rect.maxX, y: last.rect.minY,
                                  width: w, height: last.rect.height))
            }
            let color = isEditing ? TextInputView.selectionColor : TextInputView.inactiveSelectionColor
            for r in rects { canvas.fill(shift(r), color: color) }
        }
        let compositionRange = display.compositionRange
        if let composition, let range = compositionRange {
            for segment in composition.segments where segment.highlight == .selected {
                let r = segment.range.clamped(to: 0..<range.count)
                for rect in layout.selectionRects(for: range.lowerBound + r.lowerBound..<range.lowerBound + r.upperBound) {
                    canvas.fill(shift(rect), color: TextInputView.compositionHighlightColor)
                }
            }
        }
        canvas.draw(layout, at: Point(x: origin.x + layout.logicalOrigin.x, y: origin.y + layout.logicalOrigin.y),
                    color: textColor)
        if let composition, let range = compositionRange {
            // Raw text: a thin underline; the segment being converted: a thick one; others: medium.
            for (r, highlight) in compositionRuns(composition) {
                let width = highlight == .selected ? 2.0 : highlight == .converted ? 1.5 : 1.0
                for rect in layout.selectionRects(for: range.lowerBound + r.lowerBound..<range.lowerBound + r.upperBound) {
                    let line = shift(rect)
                    // On whole pixels, so that a thin line is one sharp row.
                    canvas.fill(Rect(x: (line.minX + 1).rounded(), y: (line.maxY - width - 1).rounded(),
                                     width: max(0, (line.width - 2).rounded()), height: width), color: textColor)
                }
            }
        }
    }

    /// The composition cut into runs that cover it all, those no segment names drawn as raw.
    func compositionRuns(_ c: Composition) -> [(Range<Int>, Composition.Highlight)] {
        let n = c.text.unicodeScalars.count
        var runs: [(Range<Int>, Composition.Highlight)] = []
        var at = 0
        for s in c.segments.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let r = s.range.clamped(to: at..<max(at, n))
            if r.lowerBound > at { runs.append((at..<r.lowerBound, .raw)) }
            if !r.isEmpty { runs.append((r, s.highlight)) }
            at = max(at, r.upperBound)
        }
        if at < n { runs.append((at..<n, .raw)) }
        return runs
    }

    /// The caret's display offset in `display`'s paragraph: the composition's own cursor while there is one.
    func caretDisplayOffset(in display: DisplayParagraph) -> Int {
        if let composition, let range = display.compositionRange, let cursor = composition.cursor {
            return range.lowerBound + min(max(0, cursor), range.count)
        }
        return display.display(selection.head)
    }

    /// Draws the carets (in the bounds) when they are shown.
    func drawCaret(in canvas: Canvas) {
        drawDropCaret(in: canvas)
        guard showsCaret, let (strong, weak) = caretRects() else { return }
        caret.drawnRect = strong.union(weak).insetBy(dx: -2, dy: -1)
        let w = 1.5
        canvas.fill(Rect(x: strong.minX - w / 2, y: strong.minY, width: w, height: strong.height), color: textColor)
        if abs(weak.minX - strong.minX) > 0.5 || abs(weak.minY - strong.minY) > 0.5 {
            // The weak caret: where text of the other direction would go; thinner and half height.
            canvas.fill(Rect(x: weak.minX - 0.5, y: weak.midY, width: 1, height: weak.height / 2),
                        color: textColor.withAlpha(0.55))
        }
    }
}
