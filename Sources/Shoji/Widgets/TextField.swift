/// One line of editable text, as `UITextField`: it scrolls sideways to keep the caret in view, shows a
/// placeholder while empty, draws a focus ring while edited, and composes input-method text inline.
///
/// Keys: typing, Backspace and Delete (as the text system says for the script), Ctrl+Backspace and
/// Ctrl+Delete (a word), ←/→ by grapheme cluster, visually through mixed-direction text, Ctrl+←/→ by
/// word, Home/End, Shift to extend, Ctrl+A, Ctrl+Z and Ctrl+Shift+Z. Return calls `shouldReturn`, and
/// goes on up the responder chain unless it says it handled it.
@MainActor
open class TextField: TextInputView {
    /// Room between the border and the text.
    public var textInsets = EdgeInsets(top: 7, left: 8, bottom: 7, right: 8) {
        didSet { if textInsets != oldValue { clampScroll(); setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }
    /// How far the text is scrolled to the left to keep the caret in view, in points.
    public private(set) var scrollOffset = 0.0

    private var cached: (display: DisplayParagraph, layout: EditableTextLayout)?

    /// A field in `frame` showing `placeholder` while empty.
    public init(frame: Rect = .zero, placeholder: String? = nil) {
        super.init(frame: frame)
        self.placeholder = placeholder
        backgroundColor = .controlBackground
    }

    override var isSingleLine: Bool { true }

    private var lineStyle: TextStyle {
        var s = textStyle
        s.wrapping = .truncate; s.maxLines = 1; s.alignment = .leading
        return s
    }

    /// The shown text laid out: the text (or bullets), with the composition spliced in.
    var line: (display: DisplayParagraph, layout: EditableTextLayout) {
        if let cached { return cached }
        let d = DisplayParagraph(storage: document.storage, range: 0..<document.storage.count, secure: isSecureTextEntry,
                                 composition: composition, selection: selection)
        let l = layoutSystem.editableLayout(d.text, style: lineStyle, width: nil)
        cached = (d, l)
        return (d, l)
    }

    /// Where the text goes: the bounds inside `textInsets`.
    public var textRect: Rect { bounds.inset(by: textInsets) }
    override var visibleTextRect: Rect { textRect }

    /// Where the layout's box starts, in the bounds: scrolled, and aligned when the text is narrower than
    /// the field (right-to-left text at the right, unless centred).
    var textOrigin: Point {
        let r = textRect, l = line.layout
        var x = r.minX - scrollOffset
        let free = r.width - l.size.width
        if free > 0 {
            let rtl = l.lines.first?.isRightToLeft ?? false
            switch alignment {
            case .center: x += free / 2
            case .trailing: x += rtl ? 0 : free
            case .leading: x += rtl ? free : 0
            }
        }
        return Point(x: x, y: (r.midY - l.size.height / 2).rounded())
    }

    // MARK: Size

    /// One line of the style's text inside `textInsets`, and any width, as `UITextField`: in a filling stack a
    /// field keeps its height (a toolbar's search field is not stretched like a list) and takes the width
    /// it is given. The height is an empty line's, so it does not change with what is typed.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    // MARK: Layout answers

    override func textStorageDidChange(_ changes: [TextStorage.Change]?) {
        cached = nil
        super.textStorageDidChange(changes)
    }

    override func selectionDidChange(from old: TextSelection) {
        if composition != nil { cached = nil }
        super.selectionDidChange(from: old)
    }

    override func compositionDidChange() {
        cached = nil
        super.compositionDidChange()
    }

    override func caretRects() -> (strong: Rect, weak: Rect)? {
        let (d, l) = line
        let o = textOrigin
        let (s, w) = l.caretRects(at: caretDisplayOffset(in: d))
        return (s.offsetBy(dx: o.x, dy: o.y), w.offsetBy(dx: o.x, dy: o.y))
    }

    override func caretRect(forOffset offset: Int) -> Rect? {
        let (d, l) = line
        let o = textOrigin
        return l.caretRects(at: d.display(offset)).strong.offsetBy(dx: o.x, dy: o.y)
    }

    override func offset(at point: Point) -> Int {
        let (d, l) = line
        let o = textOrigin
        return d.storage(l.offset(at: Point(x: point.x - o.x, y: min(max(0, point.y - o.y), l.size.height - 1))))
    }

    override func offset(from offset: Int, moving movement: TextMovement) -> Int {
        let (d, l) = line
        switch movement {
        case .visual(let dir):
            guard let to = l.offsetMovingVisually(from: d.display(offset), direction: dir) else { return offset }
            return d.storage(to)
        case .line(let dir), .page(let dir), .lineBoundary(let dir), .documentBoundary(let dir), .word(let dir):
            return dir < 0 ? 0 : document.storage.count
        }
    }

    override func boundaries(around offset: Int) -> (start: Int, flags: [TextBoundary]) {
        let (d, l) = line
        let shown = l.boundaries
        let flags = (0...document.storage.count).map { shown[min(d.display($0), shown.count - 1)] }
        return (0, flags)
    }

    override func lineOrParagraphRange(at offset: Int) -> Range<Int> { 0..<document.storage.count }

    // MARK: Scrolling

    override func scrollCaretIntoView() {
        guard let caretX = caretRects()?.strong.minX else { return }
        let r = textRect
        var s = scrollOffset
        if caretX < r.minX { s -= r.minX - caretX }
        if caretX > r.maxX - 1.5 { s += caretX - (r.maxX - 1.5) }
        setScrollOffset(s)
    }

    private func clampScroll() { setScrollOffset(scrollOffset) }

    private func setScrollOffset(_ s: Double) {
        let overflow = max(0, line.layout.size.width + 1.5 - textRect.width)
        let clamped = min(max(0, s), overflow)
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
        window?.screen?.textInputDidChange()   // the caret moved on screen: the input method's spot follows
    }

    override func autoscroll(toward point: Point) -> Bool {
        let r = textRect, before = scrollOffset
        if point.x < r.minX { setScrollOffset(scrollOffset - max(4, (r.minX - point.x) / 2)) }
        if point.x > r.maxX { setScrollOffset(scrollOffset + max(4, (point.x - r.maxX) / 2)) }
        return scrollOffset != before
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        clampScroll()
    }

    // MARK: Drawing

    open override func sizeThatFits(_ size: Size) -> Size {
        let h = layoutSystem.editableLayout("", style: lineStyle, width: nil).size.height
        return Size(width: size.width > 0 ? size.width : 200, height: (h + textInsets.top + textInsets.bottom).rounded(.up))
    }

    open override func draw(in canvas: Canvas) {
        // Dimmed while disabled, as `Control` promises: a grey fill behind the text.
        if !isEnabled { canvas.fill(Path(roundedRect: bounds, cornerRadius: cornerRadius), color: .secondarySystemFill) }
        if let borderColor {
            canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: max(0, cornerRadius - 0.5)),
                          color: borderColor, lineWidth: 1)
        }
        canvas.save()
        // Sideways only: a line with a taller fallback font (Japanese) may be taller than the insets leave.
        canvas.clip(to: Rect(x: textRect.minX - 2, y: 0, width: textRect.width + 4, height: bounds.height))
        if document.storage.isEmpty, composition == nil, let placeholder, !placeholder.isEmpty {
            let p = layoutSystem.layout(placeholder, style: lineStyle, width: textRect.width)
            canvas.draw(p, in: textRect, color: placeholderColor, alignment: alignment)
        } else {
            let (d, l) = line
            drawParagraph(l, display: d, at: textOrigin, in: canvas)
        }
        drawCaret(in: canvas)
        canvas.restore()
    }
}
