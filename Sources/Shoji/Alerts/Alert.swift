/// The standard alert, as `UIAlertController` in its alert style: a card with a title, a message and a
/// row of buttons, one for each `AlertAction`. Present it with a `GlobalModal` (`modal.present(alert)`):
/// the modal dims and blocks the app, and choosing an action closes the modal, then runs its handler.
///
/// The keyboard, as on the desktop: the preferred action's button (filled) has the focus when the alert
/// appears, so Return chooses it; Tab moves between the buttons, and Return or Space chooses the focused
/// one (the focus ring shows which). Escape chooses the cancel action; an alert without one must be
/// answered, so Escape then does nothing. Destructive actions are drawn in red.
///
/// Buttons stand in a row on the right, the cancel action first (leftmost), the others in the order
/// added; when the row does not fit the card's width they stack in a column of full-width buttons, in
/// the same order (Tab's order too).
///
/// For assistive technology the card is an `alert` whose name is the title and whose description is the
/// message, inside the modal's `dialog` window. Choosing an action traces `alert.action` with the alert's
/// identifier (`id`) and the action's (`action`, its title when it has none).
@MainActor
open class Alert: View {
    /// The headline, in bold.
    public var title: String? {
        didSet { titleLabel.text = title ?? ""; setNeedsLayout() }
    }
    /// The text under the title, wrapped.
    public var message: String? {
        didSet { messageLabel.text = message ?? ""; accessibilityHint = message; setNeedsLayout() }
    }
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action Return chooses and whose button is filled and focused first. Unless set, the first
    /// action of style `.default`; failing that, none is filled and the cancel button takes the focus.
    public var preferredAction: AlertAction? {
        get { explicitPreferredAction ?? actions.first { $0.style == .default } }
        set { explicitPreferredAction = newValue; updateButtons() }
    }
    /// The widest the card gets; narrower when the window is.
    public var preferredWidth = 440.0 { didSet { setNeedsLayout() } }
    /// The colour of destructive actions.
    public static let destructiveColor = Color.destructive

    /// The modal showing the alert; set by `GlobalModal` when it presents one.
    weak var presenter: GlobalModal?
    private var explicitPreferredAction: AlertAction?
    let titleLabel = Label("", style: .headline.with(size: 19))
    let messageLabel = Label("")
    /// Views between the message and the buttons: the text fields `addTextField` added.
    private(set) var fields: [View] = []
    /// The buttons in the row's order (the cancel action's first), each with its action.
    private(set) var buttons: [Button] = []
    private var buttonActions: [AlertAction] = []
    private let padding = 24.0
    private let buttonSpacing = 10.0

    /// An alert with a title and a message; add its answers with `addAction(_:)`.
    public init(title: String?, message: String?) {
        self.title = title
        self.message = message
        super.init()
        backgroundColor = .systemBackground
        cornerRadius = 14
        titleLabel.text = title ?? ""
        titleLabel.numberOfLines = 0
        messageLabel.text = message ?? ""
        messageLabel.numberOfLines = 0
        messageLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(messageLabel)
        accessibilityHint = message
    }

    /// Adds an answer; its button goes in the row (a cancel action's to the front of it).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        action.onChange = { [weak self] in self?.updateButtons() }
        let button = Button(action.title)
        button.identifier = action.identifier
        button.primaryAction = { [weak self, weak action] _ in
            if let self, let action { self.choose(action) }
        }
        if action.style == .cancel, let first = buttons.first {
            insertSubview(button, belowSubview: first) // Tab's order is the row's order
            buttons.insert(button, at: 0)
            buttonActions.insert(action, at: 0)
        } else {
            addSubview(button)
            buttons.append(button)
            buttonActions.append(action)
        }
        updateButtons()
        setNeedsLayout()
    }

    /// The text fields added with `addTextField(configurationHandler:)`, in order: read their `text` in an
    /// action's handler.
    public var textFields: [TextField] { fields.compactMap { $0 as? TextField } }

    /// Adds a text field under the message (a name to ask for, a password), as `UIAlertController` does;
    /// `configurationHandler` sets it up (placeholder, secure entry, a filter). The first field has the
    /// focus when the alert appears, and Return in it chooses the preferred action.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        let field = TextField()
        configurationHandler?(field)
        addField(field)
    }

    /// Puts `field` under the message, above the buttons; the first field takes the focus when the alert
    /// appears. Return in a field that does not take it chooses the preferred action.
    func addField(_ field: View) {
        fields.append(field)
        if let first = buttons.first { insertSubview(field, belowSubview: first) } else { addSubview(field) }
        setNeedsLayout()
    }

    /// The cancel action, if any.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The button that shows `action`.
    public func button(for action: AlertAction) -> Button? {
        buttonActions.firstIndex { $0 === action }.map { buttons[$0] }
    }

    // MARK: Choosing

    /// Chooses `action` as its button would: closes the alert (unless the action keeps it open), then runs
    /// the handler. Nothing happens for a disabled action, or once the alert has begun to close.
    public func choose(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        if let presenter, presenter.currentContent !== self { return } // already answered: on its way out
        Trace.emit("alert.action", ["id": TraceValue(identifier), "action": .string(action.identifier ?? action.title)])
        if action.dismissesAlert { presenter?.dismiss() }
        action.handler?(action)
    }

    /// Escape: the cancel action, or nothing when there is none (the alert must be answered).
    func cancel() {
        if let c = cancelAction { choose(c) }
    }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        answerKey(event) || super.keyDown(event)
    }

    /// Return chooses the preferred action, Escape the cancel one; false for any other key. Its window
    /// calls this too when nothing has the focus (never `keyDown`, which would climb back to the window).
    func answerKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter:
            if let p = preferredAction { choose(p) }
            return true
        case .escape:
            cancel()
            return true
        default:
            return false
        }
    }

    /// The view that has the focus when the alert appears: the first field, else the preferred action's
    /// button, else the cancel button, else the first.
    var initialFocus: View? {
        if let f = fields.first(where: { $0.canBecomeFirstResponder }) { return f }
        if let p = preferredAction, let b = button(for: p), b.isEnabled { return b }
        if let c = cancelAction, let b = button(for: c), b.isEnabled { return b }
        return buttons.first { $0.isEnabled }
    }

    open override func didMoveToWindow() {
        if let window, let focus = initialFocus { window.makeFirstResponder(focus) }
    }

    private func updateButtons() {
        let preferred = preferredAction
        for (action, button) in zip(buttonActions, buttons) {
            button.isEnabled = action.isEnabled
            button.isFilled = action === preferred
            button.tintColor = action.style == .destructive ? Alert.destructiveColor : .tint
        }
    }

    // MARK: Layout

    open override func sizeThatFits(_ size: Size) -> Size {
        let w = min(preferredWidth, size.width > 0 ? size.width : preferredWidth)
        return Size(width: w, height: layout(width: w, apply: false))
    }

    open override func layoutSubviews() { _ = layout(width: bounds.width, apply: true) }

    /// Places the parts for `width` (when `apply`) and returns the height they take.
    private func layout(width: Double, apply: Bool) -> Double {
        let inner = max(0, width - 2 * padding)
        var y = padding
        func put(_ v: View, height: Double) {
            if apply { v.frame = Rect(x: padding, y: y, width: inner, height: height) }
            y += height
        }
        for (label, gap) in [(titleLabel, 10.0), (messageLabel, 0)] where !label.text.isEmpty {
            put(label, height: label.sizeThatFits(Size(width: inner, height: 0)).height)
            y += gap
        }
        y += 22
        for f in fields {
            put(f, height: f.sizeThatFits(Size(width: inner, height: 0)).height)
            y += 12
        }
        let sizes = buttons.map { $0.sizeThatFits(.zero) }
        guard !sizes.isEmpty else { return y - 22 + padding }
        let rowHeight = sizes.map(\.height).max() ?? 0
        let rowWidth = sizes.reduce(0) { $0 + $1.width } + buttonSpacing * Double(sizes.count - 1)
        if rowWidth <= inner {
            if apply {
                var x = width - padding - rowWidth
                for (b, s) in zip(buttons, sizes) {
                    b.frame = Rect(x: x, y: y, width: s.width, height: rowHeight)
                    x += s.width + buttonSpacing
                }
            }
            return y + rowHeight + padding
        }
        for b in buttons {
            put(b, height: rowHeight)
            y += 8
        }
        return y - 8 + padding
    }

    open override func draw(in canvas: Canvas) {
        // A hairline edge keeps the card distinct where the backdrop is light.
        canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
                      color: .separator, lineWidth: 1)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .alert }
        set { super.accessibilityRole = newValue }
    }
    /// The title unless a label was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? title }
        set { super.accessibilityLabel = newValue }
    }
}
