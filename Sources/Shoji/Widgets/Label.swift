/// Read-only text, as `UILabel`: one line with "…" by default, or wrapped with `numberOfLines` 0.
/// Labels take no input (as in UIKit), so a tap on one goes to the control behind it.
@MainActor
open class Label: View {
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            textChanged()
            // An empty label is not in the tree: gaining or losing all its text adds or removes it.
            if text.isEmpty != oldValue.isEmpty { accessibilityParentChildrenChanged() } else { accessibilityNameChanged() }
        }
    }
    public var style: TextStyle { didSet { if style != oldValue { textChanged() } } }
    public var textColor: Color = .label { didSet { if textColor != oldValue { textColorChanged() } } }
    public var alignment: TextAlignment = .leading { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// 1: one truncated line; 0: as many lines as the text needs; n: at most n.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    /// Centre the text vertically in the bounds (else top-aligned).
    public var centersVertically = true
    /// Whether `&` in ``text`` marks a mnemonic, as a control's title does ("&Save", "保存(&S)"): the marks are
    /// not shown, and the marked letter is underlined while the window shows mnemonics (Alt held).
    public var marksMnemonic = false { didSet { if marksMnemonic != oldValue { textChanged() } } }
    /// The text as shown: ``text`` without its mnemonic marks when ``marksMnemonic``.
    public var displayText: String { marksMnemonic ? Mnemonic(text).text : text }

    private var cachedLayout: TextLayout?
    private var cachedWidth = -1.0

    /// A label showing `text` in `style`.
    public init(_ text: String = "", style: TextStyle = .body, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    private var effectiveStyle: TextStyle {
        var s = style
        s.wrapping = numberOfLines == 1 ? .truncate : .wrap
        s.maxLines = numberOfLines == 1 ? 1 : numberOfLines
        s.alignment = alignment
        return s
    }

    /// The laid-out text for the current width.
    public var textLayout: TextLayout {
        if let l = cachedLayout, cachedWidth == bounds.width { return l }
        let l = layoutText(displayText, style: effectiveStyle, width: bounds.width > 0 ? bounds.width : nil)
        cachedLayout = l
        cachedWidth = bounds.width
        return l
    }

    /// The text is laid out again in the new UI font, and the label asks for its new size.
    open override func systemFontDidChange() {
        cachedLayout = nil
        super.systemFontDidChange()
    }

    /// Redraws where the text was and where it is now, not the whole label: a wide label whose few
    /// characters change (a counter, a digit shown) sends a few hundred pixels, not its whole width. A
    /// label never drawn yet has no old text to go by and is redrawn whole.
    private func textChanged() {
        invalidateIntrinsicContentSize()   // a stack around it makes room for the new text
        let was = cachedLayout.map(drawnRect(of:))
        cachedLayout = nil
        guard let was, window != nil, !bounds.isEmpty else { return setNeedsDisplay() }
        setNeedsDisplay(was.union(drawnRect(of: textLayout)).insetBy(dx: -1, dy: -1))
    }

    /// A new colour changes only the glyphs' pixels: where the text is, once it has been laid out.
    private func textColorChanged() {
        guard let l = cachedLayout, cachedWidth == bounds.width, window != nil else { return setNeedsDisplay() }
        setNeedsDisplay(drawnRect(of: l).insetBy(dx: -1, dy: -1))
    }

    /// Where `draw(in:)` puts `layout` in the bounds (as `Canvas.draw(_:in:color:alignment:verticallyCentered:)`).
    private func drawnRect(of layout: TextLayout) -> Rect {
        let size = layout.size
        var x = bounds.minX
        switch alignment {
        case .leading: break
        case .center: x = bounds.midX - size.width / 2
        case .trailing: x = bounds.maxX - size.width
        }
        let y = centersVertically ? bounds.midY - size.height / 2 : bounds.minY
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .label }
        set { super.accessibilityRole = newValue }
    }
    /// The text unless a label was set; an empty label is not worth exposing.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? !text.isEmpty }
        set { super.isAccessibilityElement = newValue }
    }
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? displayText }
        set { super.accessibilityLabel = newValue }
    }
    open override var accessibilityText: String? { displayText }

    /// Glyphs may overhang their advance box by a little (a "T" at the start of a line, italics).
    open override var drawingOutset: Double { (style.size * 0.15).rounded(.up) }

    /// The text on one line (or on its explicit line breaks), unwrapped; a stack offers a wrapping label
    /// its width through `sizeThatFits`.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let l = layoutText(displayText, style: effectiveStyle, width: size.width > 0 ? size.width : nil)
        return Size(width: l.size.width.rounded(.up), height: l.size.height.rounded(.up))
    }

    open override func draw(in canvas: Canvas) {
        guard !text.isEmpty else { return }
        let l = textLayout
        canvas.draw(l, in: bounds, color: textColor, alignment: alignment, verticallyCentered: centersVertically)
        if marksMnemonic, window?.screen?.showsMnemonics == true { drawMnemonicUnderline(l, in: canvas) }
    }

    /// The marked letter's underline, from the widths of the text before it and through it (as the menu
    /// bar's titles draw theirs); not drawn on wrapped text or past a truncation.
    private func drawMnemonicUnderline(_ layout: TextLayout, in canvas: Canvas) {
        let mnemonic = Mnemonic(text)
        guard numberOfLines == 1, let offset = mnemonic.offset else { return }
        let plain = style.with(wrapping: .truncate)
        let before = layoutText(String(mnemonic.text.prefix(offset)), style: plain).size.width
        let through = layoutText(String(mnemonic.text.prefix(offset + 1)), style: plain).size.width
        let origin = drawnRect(of: layout).origin
        guard origin.x + through <= bounds.maxX + 0.5 else { return }
        let y = (origin.y + layout.size.height - 2).rounded()
        canvas.fill(Rect(x: origin.x + before, y: y, width: max(1, through - before), height: 1), color: textColor)
    }
}
