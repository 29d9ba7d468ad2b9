/// Many lines of editable text, as `UITextView`: paragraphs wrap at the view's width and the text scrolls
/// vertically (the wheel, the caret kept in view, a drag past the top or bottom).
///
/// Each paragraph (a line ended by "\n") is laid out on its own, when it is first shown, and only the
/// paragraphs an edit touched are laid out and redrawn again; paragraphs never shown are counted at an
/// estimated height. So a key typed into 10,000 lines costs one paragraph's layout.
///
/// Keys as `TextField`'s, and Up/Down by line keeping the caret's x, Page Up/Down, Ctrl+Home/End; Return
/// starts a new paragraph; Tab moves the focus on (as a web page's text area), so a keyboard user can
/// always leave the view.
@MainActor
open class TextView: TextInputView {
    /// Room between the edges and the text.
    public var textContainerInset = EdgeInsets(all: 8) { didSet { if textContainerInset != oldValue { textStorageDidChange(nil) } } }
    /// How far the text is scrolled: `y` points of it are above the view's top (`x` is always 0).
    public private(set) var contentOffset = Point.zero

    /// The paragraphs laid out (only those), and how many there are.
    var layouts = ParagraphLayouts(paragraphCount: 1)
    /// Each paragraph's height (laid out, or estimated) and top below the text's top.
    private var heights = ParagraphHeights([0])
    private var laidOutWidth = -1.0
    private var cachedLineHeight: Double?
    struct CaretCache {
        let layout: AnyObject
        let offset: Int
        let rects: (strong: Rect, weak: Rect)
    }
    /// The last caret asked of a paragraph's layout (TextView+Navigation.swift).
    var caretCache: CaretCache?

    /// A text view in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .controlBackground
        clipsToBounds = true
    }

    var paragraphStyle: TextStyle {
        var s = textStyle
        s.wrapping = .wrap; s.maxLines = 0; s.alignment = alignment
        return s
    }

    /// The width paragraphs wrap at.
    var wrapWidth: Double { max(1, bounds.width - textContainerInset.left - textContainerInset.right) }
    /// One line's height (of an empty paragraph), kept until the style or the width changes.
    var lineHeight: Double {
        if let h = cachedLineHeight { return h }
        let h = layoutSystem.editableLayout("", style: paragraphStyle, width: wrapWidth).size.height
        cachedLineHeight = h
        return h
    }

    // MARK: Paragraphs

    /// A height for a paragraph not laid out yet, from its length.
    private func estimatedHeight(_ count: Int) -> Double {
        let perLine = max(1, (wrapWidth / (textStyle.size * 0.6)).rounded(.down))
        return lineHeight * max(1, (Double(count) / perLine).rounded(.up))
    }

    /// Every paragraph not laid out, at its estimated height.
    private func resetSlots() {
        let s = document.storage
        layouts.reset(paragraphCount: s.paragraphCount)
        heights = ParagraphHeights((0..<s.paragraphCount).map { estimatedHeight(s.paragraphRange($0).count) })
    }

    /// Paragraph `i` as shown, laid out (now, if it was not).
    func paragraph(_ i: Int) -> (display: DisplayParagraph, layout: EditableTextLayout) {
        if var slot = layouts[i] {
            // Text changed in a paragraph above: this one only moved.
            let start = document.storage.paragraphStarts[i]
            if slot.display.start != start { slot.display.start = start; layouts[i] = slot }
            return (slot.display, slot.layout)
        }
        let d = DisplayParagraph(storage: document.storage, range: document.storage.paragraphRange(i), secure: isSecureTextEntry,
                                 composition: composition, selection: selection)
        let l = layoutSystem.editableLayout(d.text, style: paragraphStyle, width: wrapWidth)
        layouts[i] = ParagraphLayouts.Slot(display: d, layout: l)
        heights.set(i, to: max(l.size.height, lineHeight))
        return (d, l)
    }

    /// The text's height, without the insets.
    var textHeight: Double { heights.total }

    /// The text's height, insets included.
    public var contentHeight: Double { textHeight + textContainerInset.top + textContainerInset.bottom }

    /// Where paragraph `i`'s box starts, in the bounds.
    func origin(ofParagraph i: Int) -> Point {
        Point(x: textContainerInset.left, y: textContainerInset.top + heights.top(of: i) - contentOffset.y)
    }

    /// The paragraph at `y` below the text's top (clamped to the first and the last).
    func paragraphIndex(atTextY y: Double) -> Int { heights.index(atY: y) }

    /// The longest paragraph, in scalars, laid out again ahead of the first key (`prepareLayoutAtCaret`):
    /// a longer one is left to that key, as a turn of its own would take as long as the key.
    static let preparedParagraphLimit = 4096

    override func prepareLayoutAtCaret() {
        let i = document.storage.paragraph(containing: selection.range.lowerBound)
        guard let slot = layouts[i], document.storage.paragraphRange(i).count <= Self.preparedParagraphLimit else { return }
        layoutSystem.prepareForEditing(slot.display.text, style: paragraphStyle, width: wrapWidth)
        invalidate(paragraph: i)
        _ = paragraph(i)
    }

    private func invalidate(paragraph i: Int) {
        guard i >= 0, i < layouts.paragraphCount else { return }
        layouts[i] = nil
    }

    /// The paragraph the composition is shown in.
    private var compositionParagraph: Int { document.storage.paragraph(containing: selection.range.lowerBound) }

    // MARK: Changes

    override func textStorageDidChange(_ changes: [TextStorage.Change]?) {
        guard let changes, laidOutWidth == wrapWidth else {
            cachedLineHeight = nil
            resetSlots()
            laidOutWidth = wrapWidth
            setNeedsLayout()
            setNeedsDisplay()
            return caretDidMove()
        }
        let oldTextHeight = textHeight
        var first = Int.max, reflows = changes.count != 1
        let oldHeight = changes.count == 1 ? heights[changes[0].paragraphs.lowerBound] : 0
        let oldLayout = changes.count == 1 ? layouts[changes[0].paragraphs.lowerBound]?.layout : nil
        let oldDisplay = changes.count == 1 ? layouts[changes[0].paragraphs.lowerBound]?.display : nil
        for c in changes {
            let fresh = (0..<c.newParagraphCount).map { k in
                estimatedHeight(document.storage.paragraphRange(c.paragraphs.lowerBound + k).count)
            }
            layouts.replace(c.paragraphs, newCount: fresh.count)
            heights.replaceSubrange(c.paragraphs, with: fresh)
            first = min(first, c.paragraphs.lowerBound)
            // Only a change within one paragraph can leave the ones below it where they were.
            if c.newParagraphCount != 1 || c.paragraphs.count != 1 { reflows = true }
        }
        // Lay the touched paragraph out now: if its height is what it was, only it is redrawn.
        var left = 0.0, right = bounds.width
        var top = origin(ofParagraph: first).y
        var bottom = origin(ofParagraph: min(first + 1, layouts.paragraphCount)).y
        // Whole lines need no margin: their edges cut no glyph (`changedLines`).
        var margin = 2.0
        if !reflows {
            let (display, new) = paragraph(first)
            if heights[first] != oldHeight { reflows = true }
            let offset = changes[0].range.lowerBound - document.storage.paragraphStarts[first]
            if !reflows, let span = changedTextSpan(old: oldLayout, oldDisplay: oldDisplay, new: new, newDisplay: display, at: offset,
                                                   inserted: changes[0].insertedCount) {
                left = span.left
                right = min(right, span.right)
            } else if !reflows, let rows = changedLines(old: oldLayout, oldDisplay: oldDisplay, new: new,
                                                        at: offset, removed: changes[0].range.count,
                                                        inserted: changes[0].insertedCount) {
                bottom = top + rows.upperBound
                top += rows.lowerBound
                margin = 0
            }
        }
        if reflows { bottom = bounds.height }
        setNeedsDisplay(Rect(x: left, y: top - margin, width: right - left, height: bottom - top + 2 * margin))
        // A paragraph laid out again at its old height moves nothing: no layout pass over the others.
        if reflows { setNeedsLayout() }
        // The text's height changed: the scroll indicator moves even when the change is out of sight (a
        // long paste going in below the lines the user clicked on left it where it was).
        if textHeight != oldTextHeight { setNeedsDisplay(scrollIndicatorStrip) }
        caretDidMove()
    }

    override func selectionDidChange(from old: TextSelection) {
        if composition != nil {
            invalidate(paragraph: document.storage.paragraph(containing: old.range.lowerBound))
            invalidate(paragraph: compositionParagraph)
        }
        // A caret that moved with nothing selected: only where it was and where it is are redrawn.
        if old.isEmpty, selection.isEmpty, composition == nil {
            if let was = caret.drawnRect { setNeedsDisplay(was) }
            return caretDidMove()
        }
        let s = document.storage
        let lo = min(old.range.lowerBound, selection.range.lowerBound)
        let hi = max(old.range.upperBound, selection.range.upperBound)
        damageParagraphs(s.paragraph(containing: lo)...s.paragraph(containing: hi))
        caretDidMove()
    }

    override func compositionDidChange() {
        invalidate(paragraph: compositionParagraph)
        setNeedsDisplay()
        setNeedsLayout()
        caretDidMove()
    }

    private func damageParagraphs(_ r: ClosedRange<Int>) {
        let top = origin(ofParagraph: r.lowerBound).y, bottom = origin(ofParagraph: min(r.upperBound + 1, layouts.paragraphCount)).y
        setNeedsDisplay(Rect(x: 0, y: top - 2, width: bounds.width, height: bottom - top + 4))
    }

    // MARK: Answers (TextView+Navigation.swift)

    override func caretRects() -> (strong: Rect, weak: Rect)? { paragraphCaretRects() }
    override func caretRect(forOffset offset: Int) -> Rect? {
        let p = document.storage.paragraph(containing: offset)
        let (d, l) = paragraph(p)
        let o = origin(ofParagraph: p)
        return l.caretRects(at: d.display(offset)).strong.offsetBy(dx: o.x, dy: o.y)
    }
    override func offset(at point: Point) -> Int { textOffset(at: point) }
    override func offset(from offset: Int, moving movement: TextMovement) -> Int { textOffset(from: offset, moving: movement) }
    override func boundaries(around offset: Int) -> (start: Int, flags: [TextBoundary]) { paragraphBoundaries(around: offset) }
    override func lineOrParagraphRange(at offset: Int) -> Range<Int> {
        document.storage.paragraphRange(containing: offset)
    }

    // MARK: Scrolling

    /// Scrolls so that `y` points of the text are above the top (clamped to the text).
    public func setContentOffset(_ offset: Point) {
        let maxY = max(0, contentHeight - bounds.height)
        let y = min(max(0, offset.y), maxY).rounded()
        guard y != contentOffset.y else { return }
        contentOffset = Point(x: 0, y: y)
        setNeedsLayout()
        setNeedsDisplay()
        window?.screen?.textInputDidChange()
    }

    override var visibleTextRect: Rect {
        Rect(x: 0, y: textContainerInset.top, width: bounds.width,
             height: max(1, bounds.height - textContainerInset.top - textContainerInset.bottom))
    }

    override func scrollCaretIntoView() {
        guard bounds.height > 0, let caret = caretRects()?.strong else { return }
        let visible = visibleTextRect
        if caret.minY < visible.minY {
            setContentOffset(Point(x: 0, y: contentOffset.y - (visible.minY - caret.minY)))
        } else if caret.maxY > visible.maxY {
            setContentOffset(Point(x: 0, y: contentOffset.y + (caret.maxY - visible.maxY)))
        }
    }

    override var scrollsWithFinger: Bool { true }
    override func scroll(byFinger dy: Double) { setContentOffset(Point(x: 0, y: contentOffset.y - dy)) }

    override func autoscroll(toward point: Point) -> Bool {
        let v = visibleTextRect, before = contentOffset.y
        if point.y < v.minY { setContentOffset(Point(x: 0, y: before - max(4, (v.minY - point.y) / 2))) }
        if point.y > v.maxY { setContentOffset(Point(x: 0, y: before + max(4, (point.y - v.maxY) / 2))) }
        return contentOffset.y != before
    }

    /// The wheel scrolls the text; at either end it goes on to an enclosing scroll view.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        let before = contentOffset.y
        setContentOffset(Point(x: 0, y: before + event.delta.y))
        return contentOffset.y != before || super.scrollWheel(event)
    }

    // MARK: Layout and drawing

    /// The paragraphs that show, laid out, until their heights settle (an estimate corrected moves
    /// the ones below it).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != wrapWidth { textStorageDidChange(nil) }
        for _ in 0..<4 {
            let before = heights.version
            for i in visibleParagraphs { _ = paragraph(i) }
            if heights.version == before { break }
        }
        setContentOffset(contentOffset)
        forgetFarLayouts()
    }

    /// Layouts of paragraphs far from the view are dropped (their heights stay), so that scrolling through
    /// a long text does not keep every paragraph's layout.
    private func forgetFarLayouts() {
        let keep = 1000
        guard layouts.laidOutCount > keep else { return }
        let near = visibleParagraphs
        let lo = max(0, near.lowerBound - keep / 4), hi = min(layouts.paragraphCount - 1, near.upperBound + keep / 4)
        layouts.removeAll(outside: lo...hi)
    }

    var visibleParagraphs: ClosedRange<Int> {
        let top = contentOffset.y - textContainerInset.top
        let first = paragraphIndex(atTextY: max(0, top))
        let last = paragraphIndex(atTextY: max(0, top + bounds.height))
        return first...max(first, last)
    }

    open override func draw(in canvas: Canvas) { draw(in: canvas, dirty: .everything) }

    /// The text, caret, selection and scroll indicator stay clear of corners rounded by up to 6 points
    /// (the text starts `textContainerInset` in, at least the radius; the indicator, 2 points from the
    /// edge, stays inside such an arc), so the view then clips them to its bounds, a rectangle: under a
    /// rounded clip Cairo composites everything through a mask of the outline, which cost a typed key's
    /// line ~30 µs of drawing (measured). What follows the corners (the disabled fill, the border, the
    /// focus ring) is drawn under the rounded outline, as before. Larger corners clip as they did.
    override var clipOutline: Path {
        let r = cornerRadius
        guard cornerRadii == nil, r <= 6, r <= textContainerInset.left, r <= textContainerInset.right else { return backgroundPath }
        return Path(rect: bounds)
    }

    open override func draw(in canvas: Canvas, dirty: DirtyRegion) {
        // Dimmed while disabled, as `Control` promises: a grey fill behind the text.
        if !isEnabled {
            canvas.save()
            canvas.clip(to: backgroundPath)
            canvas.fill(Path(roundedRect: bounds, cornerRadius: cornerRadius), color: .secondarySystemFill)
            canvas.restore()
        }
        if document.storage.isEmpty, composition == nil, let placeholder, !placeholder.isEmpty {
            let p = layoutSystem.layout(placeholder, style: paragraphStyle, width: wrapWidth)
            canvas.draw(p, in: Rect(x: textContainerInset.left, y: textContainerInset.top, width: wrapWidth, height: p.size.height),
                        color: placeholderColor, alignment: alignment, verticallyCentered: false)
        }
        for i in visibleParagraphs {
            let (d, l) = paragraph(i)
            let o = origin(ofParagraph: i)
            // Paragraphs outside the damage are skipped, not drawn clipped: a key redraws one line, and
            // Pango drew every line on screen for it (callgrind, `make bench`'s typing). Half a line of
            // margin keeps ink that reaches past a line's box (tall marks, accents).
            let m = lineHeight / 2
            if !dirty.needsToDraw(Rect(x: 0, y: o.y - m, width: bounds.width, height: max(l.size.height, lineHeight) + 2 * m)) { continue }
            drawParagraph(l, display: d, at: o, in: canvas)
        }
        drawCaret(in: canvas)
        drawScrollIndicator(in: canvas, dirty: dirty)
        // The border and the focus ring only where the damage reaches them: a key's line touches the
        // left side, and Cairo stroked the whole 1280×800 outline three times for those few pixels.
        let border = borderColor.flatMap { color in
            dirty.visibleOutline(of: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: max(0, cornerRadius - 0.5), lineWidth: 1)
                .map { (color, $0) }
        }
        let ringWidth = 4.0
        let ring = isFocused && dirty.visibleOutline(of: bounds.insetBy(dx: ringWidth / 2, dy: ringWidth / 2),
                                                     cornerRadius: max(0, cornerRadius - ringWidth / 2), lineWidth: ringWidth) != nil
        guard border != nil || ring else { return }
        canvas.save()
        canvas.clip(to: backgroundPath)
        if let (color, edge) = border { canvas.stroke(edge, color: color, lineWidth: 1) }
        if ring { drawBoundsFocusRing(in: canvas, dirty: dirty) }
        canvas.restore()
    }

    /// The ring is drawn with the view's own content (`draw(in:dirty:)`), where the damage is known; a
    /// text view has no subviews for it to be drawn over.
    open override func drawOverSubviews(in canvas: Canvas) {}

    /// Where the scroll indicator can be, top to bottom.
    private var scrollIndicatorStrip: Rect { Rect(x: bounds.width - 6, y: 0, width: 5, height: bounds.height) }

    private func drawScrollIndicator(in canvas: Canvas, dirty: DirtyRegion) {
        let total = contentHeight
        guard total > bounds.height + 0.5 else { return }
        let h = max(24, bounds.height * bounds.height / total)
        let y = (bounds.height - h) * contentOffset.y / (total - bounds.height)
        let r = Rect(x: bounds.width - 5, y: y + 2, width: 3, height: h - 4)
        guard dirty.needsToDraw(r.insetBy(dx: -1, dy: -1)) else { return }
        canvas.fill(Path(roundedRect: r, cornerRadius: 1.5), color: Color.label.withAlpha(0.3))
    }
}
