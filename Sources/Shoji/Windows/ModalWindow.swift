/// The window a `GlobalModal` shows its content in (the seed's extra `UIWindow`): a dimmed backdrop over
/// the whole screen that takes every click, and the content panels centred on top. As a modal window
/// nothing below it gets a pointer event, and as the key window it keeps the keyboard to itself: Tab moves
/// among its own controls, Escape asks the modal to dismiss, and no key leaks to the app below.
@MainActor
public final class ModalWindow: Window {
    /// Covers the screen; its colour's alpha is the dimming (animated, so nothing needs a layer).
    public let backdrop = View()
    /// Black at this alpha when fully shown.
    public var dimming = 0.4 { didSet { updateBackdrop() } }
    /// 0: clear, 1: fully dimmed.
    var backdropLevel = 0.0 { didSet { updateBackdrop() } }
    /// Margin kept free around a panel.
    public var margin = 24.0 { didSet { setNeedsLayout() } }
    /// Escape was pressed.
    var onEscape: (() -> Void)?

    public override init(screen: Screen, name: String, level: Level = .alert) {
        super.init(screen: screen, name: name, level: level)
        isModal = true
        backdrop.identifier = "\(name).backdrop"
        addSubview(backdrop)
        updateBackdrop()
    }

    public override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .dialog }
        set { super.accessibilityRole = newValue }
    }

    private func updateBackdrop() {
        backdrop.backgroundColor = Color(white: 0, alpha: dimming * backdropLevel)
    }

    var panels: [ModalPanel] { subviews.compactMap { $0 as? ModalPanel } }

    public override func layoutSubviews() {
        backdrop.frame = bounds
        for p in panels { p.place(in: bounds.insetBy(dx: margin, dy: margin), windowHeight: bounds.height) }
    }

    public override func keyDown(_ event: KeyEvent) -> Bool {
        if super.keyDown(event) { return true } // Tab
        // With nothing focused, an alert still answers Return and Escape (its own keys win over closing).
        if let alert = panels.last(where: { $0.isUserInteractionEnabled })?.content as? Alert, alert.answerKey(event) {
            return true
        }
        if event.key == .escape, event.modifiers.isEmpty { onEscape?() }
        return true // a modal keeps every key from the app below
    }
}

/// One content view on its way in, shown, or on its way out: centred at the size the content asks for,
/// and slid down by `(1 - position)` of the way to just below the window's bottom edge. The panel reaches
/// `shadowMargin` beyond the content, where it draws a soft shadow under a content with a background.
@MainActor
final class ModalPanel: View {
    let content: View
    /// 0: below the window, 1: in place.
    var position = 0.0 { didSet { if position != oldValue { updateTransform() } } }
    private var windowHeight = 0.0
    static let shadowMargin = 16.0

    init(content: View) {
        self.content = content
        super.init()
        hitPolicy = .passThroughSelf // the panel is only a frame; its content takes the hits
        addSubview(content)
    }

    /// Centres the content in `area` at the size it asks for, at most the area.
    func place(in area: Rect, windowHeight: Double) {
        let want = content.sizeThatFits(area.size)
        let size = Size(width: min(max(want.width, 1), area.width), height: min(max(want.height, 1), area.height))
        let m = ModalPanel.shadowMargin
        frame = Rect(x: (area.midX - size.width / 2).rounded() - m, y: (area.midY - size.height / 2).rounded() - m,
                     width: size.width + 2 * m, height: size.height + 2 * m)
        content.frame = Rect(origin: Point(x: m, y: m), size: size)
        self.windowHeight = windowHeight
        updateTransform()
    }

    /// Stacked translucent outlines, a little lower than the content: a shadow without a blur.
    override func draw(in canvas: Canvas) {
        guard let bg = content.backgroundColor, bg.alpha > 0 else { return }
        let r = content.frame.offsetBy(dx: 0, dy: 4)
        for i in stride(from: 12, through: 1, by: -1) {
            let grow = Double(i)
            canvas.fill(Path(roundedRect: r.insetBy(dx: -grow, dy: -grow), cornerRadius: content.cornerRadius + grow),
                        color: Color.shadow.withAlpha(0.018))
        }
    }

    /// How far the panel travels: from in place to just past the bottom edge.
    var travel: Double { max(0, windowHeight - frame.minY) }

    private func updateTransform() {
        transform = position >= 1 ? .identity : Transform(translationX: 0, y: ((1 - position) * travel).rounded())
    }
}
