/// The text view's answers to the editing machinery: carets, hit testing, and moves that need the
/// layout (visual, by line, by page), paragraph by paragraph.
extension TextView {
    /// The caret's paragraph and its display offset there (the composition's cursor while composing).
    private var caretPlace: (paragraph: Int, display: DisplayParagraph, layout: EditableTextLayout, offset: Int) {
        let anchorOffset = composition != nil ? selection.range.lowerBound : selection.head
        let p = document.storage.paragraph(containing: anchorOffset)
        let (d, l) = paragraph(p)
        return (p, d, l, caretDisplayOffset(in: d))
    }

    func paragraphCaretRects() -> (strong: Rect, weak: Rect)? {
        guard layouts.paragraphCount > 0 else { return nil }
        let c = caretPlace
        let o = origin(ofParagraph: c.paragraph)
        let (s, w) = caretRects(in: c.layout, at: c.offset)
        return (s.offsetBy(dx: o.x, dy: o.y), w.offsetBy(dx: o.x, dy: o.y))
    }

    /// The layout's carets at `offset`, asked once for a layout and offset: a key asks for the caret
    /// three times (to scroll to it, for the input method's spot, to draw it), each a walk through the
    /// layout's runs in Pango. A layout never changes; an edit makes a new one.
    private func caretRects(in layout: EditableTextLayout, at offset: Int) -> (strong: Rect, weak: Rect) {
        let object = layout as AnyObject
        if let c = caretCache, c.layout === object, c.offset == offset { return c.rects }
        let rects = layout.caretRects(at: offset)
        caretCache = CaretCache(layout: object, offset: offset, rects: rects)
        return rects
    }

    func textOffset(at point: Point) -> Int {
        let y = point.y - textContainerInset.top + contentOffset.y
        if y < 0 { return offset(inParagraph: 0, at: Point(point.x, origin(ofParagraph: 0).y)) }
        let p = paragraphIndex(atTextY: y)
        if y >= textHeight { return document.storage.paragraphRange(p).upperBound }
        return offset(inParagraph: p, at: point)
    }

    /// The text offset nearest `point` (in the bounds) in paragraph `p`.
    private func offset(inParagraph p: Int, at point: Point) -> Int {
        let (d, l) = paragraph(p)
        let o = origin(ofParagraph: p)
        let local = Point(point.x - o.x, min(max(0, point.y - o.y), max(0, l.size.height - 1)))
        let hit = l.offset(at: local)
        // A click past a wrapped line's end would land on the next line's start: keep it on this line.
        let lines = l.lines
        if let i = lines.firstIndex(where: { local.y < $0.rect.maxY }), i + 1 < lines.count, hit >= lines[i].range.upperBound {
            return d.storage(previousCursorPosition(in: l, before: lines[i].range.upperBound, floor: lines[i].range.lowerBound))
        }
        return d.storage(hit)
    }

    func paragraphBoundaries(around offset: Int) -> (start: Int, flags: [TextBoundary]) {
        let p = document.storage.paragraph(containing: offset)
        let (d, l) = paragraph(p)
        let shown = l.boundaries
        return (d.start, (0...d.count).map { shown[min(d.display(d.start + $0), shown.count - 1)] })
    }

    func textOffset(from offset: Int, moving movement: TextMovement) -> Int {
        let s = document.storage
        let p = s.paragraph(containing: offset)
        let (d, l) = paragraph(p)
        let lineIndex = l.lineIndex(at: d.display(offset))
        switch movement {
        case .visual(let dir):
            if let to = l.offsetMovingVisually(from: d.display(offset), direction: dir) { return d.storage(to) }
            // Off the paragraph: on into the next one in reading order, whichever way that is on screen.
            let forward = (dir > 0) != (l.lines[lineIndex].isRightToLeft)
            if forward { return p + 1 < s.paragraphCount ? s.paragraphStarts[p + 1] : offset }
            return p > 0 ? s.paragraphRange(p - 1).upperBound : offset
        case .lineBoundary(let dir):
            let line = l.lines[lineIndex]
            if dir < 0 { return d.storage(line.range.lowerBound) }
            // A wrapped line's end is the next line's start: stop one cluster before it, as GTK does, so
            // that the caret stays on this line.
            var end = line.range.upperBound
            if lineIndex + 1 < l.lines.count { end = previousCursorPosition(in: l, before: end, floor: line.range.lowerBound) }
            return d.storage(end)
        case .line(let n):
            return verticalMove(from: p, line: lineIndex, by: n)
        case .page(let n):
            let page = max(lineHeight, visibleTextRect.height - lineHeight)
            let caretY = caretRects()?.strong.midY ?? 0
            if goalX == nil { goalX = caretRects()?.strong.minX }
            setContentOffset(Point(x: 0, y: contentOffset.y + Double(n) * page))
            let y = caretY
            return textOffset(at: Point(goalX ?? 0, min(max(y, visibleTextRect.minY + 1), visibleTextRect.maxY - 1)))
        case .word, .documentBoundary:
            return offset
        }
    }

    /// One line up or down from line `line` of paragraph `p`, at the goal x; past the first or last line:
    /// the text's start or end.
    private func verticalMove(from p: Int, line: Int, by n: Int) -> Int {
        if goalX == nil { goalX = caretRects()?.strong.minX }
        var (tp, tl) = (p, line + n)
        if tl < 0 {
            guard p > 0 else { return 0 }
            tp = p - 1
            tl = paragraph(tp).layout.lines.count - 1
        } else if tl >= paragraph(p).layout.lines.count {
            guard p + 1 < layouts.paragraphCount else { return document.storage.count }
            tp = p + 1
            tl = 0
        }
        let (d, l) = paragraph(tp)
        let o = origin(ofParagraph: tp)
        let target = l.lines[tl]
        let hit = l.offset(at: Point((goalX ?? 0) - o.x, target.rect.midY))
        // A hit at a wrapped line's end lands on the next line's start; keep it on this line.
        if tl + 1 < l.lines.count, hit >= target.range.upperBound {
            return d.storage(previousCursorPosition(in: l, before: target.range.upperBound, floor: target.range.lowerBound))
        }
        return d.storage(max(hit, target.range.lowerBound))
    }

    /// The cursor position before `offset` in `layout`, not before `floor`.
    private func previousCursorPosition(in layout: EditableTextLayout, before offset: Int, floor: Int) -> Int {
        let b = layout.boundaries
        var i = offset - 1
        while i > floor, !b[i].contains(.cursorPosition) { i -= 1 }
        return max(i, floor)
    }
}
