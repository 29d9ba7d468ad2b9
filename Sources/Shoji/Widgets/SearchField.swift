/// A text field for a search, as AppKit's `NSSearchField` and GTK 4's `GtkSearchEntry`: a magnifier at the
/// leading end, a placeholder, and a clear button (×) at the trailing end while there is text.
///
/// - Results as you type: each change the user makes (typing, deleting, pasting, undoing) sends the search
///   once the typing pauses for `searchDelay` seconds on the screen's clock, so a table of 100,000 rows is
///   filtered once for a word typed quickly, not once a letter. A delay of 0 sends at every change.
/// - Return sends the search at once (cutting the pause short), then calls `searchSubmitted` (find the
///   next match); without `searchSubmitted` it goes on as a field's Return does (`shouldReturn`, then up
///   the responder chain: a dialog's default button).
/// - Escape with text clears it and sends the empty search at once; Escape in an empty field goes on up
///   the responder chain (a find bar closing, a dialog's Cancel), as GTK's `stop-search`.
/// - The clear button clears the text, sends at once, and leaves the keyboard in the field.
///
/// Setting `text` from code sends nothing, as AppKit's `stringValue`; `searchString` is what was last
/// sent. Each search sent traces `search.changed` (`id`, `text`, `reason`: "typed", "return", "cleared").
///
/// To assistive technology it is an entry (AT-SPI has no search role; GTK 4's search entry is an entry
/// too), named by its placeholder, with its clear button as a push button inside it while shown.
@MainActor
open class SearchField: TextField {
    /// How long the typing must pause before the search is sent, in seconds (GTK's 150 ms); 0: at once.
    public var searchDelay = 0.15
    /// Called with the field when a search is sent: after a pause in typing, on Return, on clearing.
    public var searchChanged: (@MainActor (SearchField) -> Void)?
    /// Called on Return after the search is sent: go to the next match. Nil: Return goes on as in a field.
    public var searchSubmitted: (@MainActor (SearchField) -> Void)?
    /// The text last sent to `searchChanged` (empty before any search).
    public private(set) var searchString = ""
    /// Whether a change waits for the pause before it is sent.
    public var isSearchPending: Bool { timer != nil }
    /// Whether the clear button shows (it does while there is text).
    public var isClearButtonShown: Bool { !clearButton.isHidden }
    /// The clear button's name for assistive technology and its tool tip, for an app to translate.
    public var clearButtonTitle: String {
        get { clearButton.accessibilityLabel ?? "" }
        set { clearButton.accessibilityLabel = newValue; clearButton.toolTip = newValue }
    }

    /// The room the magnifier and the clear button take at either end.
    static let iconWidth = 26.0
    let clearButton = SearchFieldClearButton()
    private var timer: ClockTimer?

    /// A search field in `frame` showing `placeholder` while empty.
    public override init(frame: Rect = .zero, placeholder: String? = nil) {
        super.init(frame: frame, placeholder: placeholder)
        textInsets.left = 4 + SearchField.iconWidth
        textInsets.right = 4 + SearchField.iconWidth
        clearButton.field = self
        clearButton.isHidden = true
        clearButtonTitle = "Clear"
        addSubview(clearButton)
        // The entry stays one element for a screen reader, but its clear button is met inside it.
        accessibilityExposesSubviews = true
    }

    // MARK: Sending

    override func textStorageDidChange(_ changes: [TextStorage.Change]?) {
        super.textStorageDidChange(changes)
        let empty = document.storage.isEmpty
        if clearButton.isHidden != empty {
            clearButton.isHidden = empty
            accessibilityChildrenChanged()
        }
        // Nil: the text was set from code (or only its style changed), which sends nothing.
        if changes != nil { scheduleSearch() }
    }

    private func scheduleSearch() {
        timer?.cancel()
        timer = nil
        guard searchDelay > 0, let clock = window?.screen?.clock else { return sendSearch(reason: "typed") }
        timer = clock.schedule(after: searchDelay) { [weak self] in
            self?.timer = nil
            self?.sendSearch(reason: "typed")
        }
    }

    /// Sends the text now if it is not what was last sent, cancelling a pending pause.
    public func sendSearchNow() { sendSearch(reason: "return") }

    private func sendSearch(reason: String) {
        timer?.cancel()
        timer = nil
        let t = text
        guard t != searchString else { return }
        searchString = t
        Trace.emit("search.changed", ["id": TraceValue(identifier), "text": .string(t), "reason": .string(reason)])
        searchChanged?(self)
    }

    /// Clears the text as the user would (one undo step), sends the empty search at once and keeps the
    /// keyboard in the field.
    public func clear() {
        if !isFocused { window?.makeFirstResponder(self) }
        let count = document.storage.count
        if count > 0 { applyEdit(0..<count, with: "", action: .other) }
        sendSearch(reason: "cleared")
    }

    // MARK: Keys

    /// Return sends the search and asks for the next match; Escape clears the text (or goes on when empty).
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, composition == nil, event.modifiers.isEmpty || event.modifiers == .shift else {
            return super.keyDown(event)
        }
        switch event.key {
        case .enter:
            sendSearchNow()
            guard let searchSubmitted else { return super.keyDown(event) }
            searchSubmitted(self)
            return true
        case .escape where event.modifiers.isEmpty && !document.storage.isEmpty:
            clear()
            return true
        default:
            return super.keyDown(event)
        }
    }

    // MARK: Layout and drawing

    /// Puts the clear button at the trailing end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = SearchField.iconWidth
        clearButton.frame = Rect(x: bounds.width - w - 3, y: 0, width: w, height: bounds.height)
    }

    /// The field, then the magnifier at the leading end.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        // The magnifier: a ring and its handle, in the secondary colour, centred in the leading room.
        let cx = 4 + SearchField.iconWidth / 2 - 1, cy = (bounds.height / 2).rounded() - 1, r = 4.5
        let tint: Color = isEnabled ? .secondaryLabel : .tertiaryLabel
        canvas.stroke(Path(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), color: tint, lineWidth: 1.5)
        var handle = Path()
        let d = r * 0.7071
        handle.move(to: Point(cx + d + 0.5, cy + d + 0.5))
        handle.line(to: Point(cx + d + 4.5, cy + d + 4.5))
        canvas.stroke(handle, color: tint, lineWidth: 2)
    }

    /// The text is laid out again in the new UI font, and the clear button placed again.
    open override func systemFontDidChange() {
        super.systemFontDidChange()
        setNeedsLayout()
    }
}

/// The × at the trailing end of a ``SearchField``: a press and a release on it clear the field. A push
/// button to assistive technology, its "press" clearing too.
@MainActor
final class SearchFieldClearButton: View {
    weak var field: SearchField?
    private var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }

    override func cursor(at point: Point) -> Cursor? { .arrow }

    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, field?.isEnabled == true else { return }
        isPressed = true
    }

    override func touchesMoved(_ touch: Touch) { isPressed = bounds.contains(touch.location(in: self)) }

    override func touchesEnded(_ touch: Touch) {
        let inside = isPressed && bounds.contains(touch.location(in: self))
        isPressed = false
        if inside { field?.clear() }
    }

    override func touchesCancelled(_ touch: Touch) { isPressed = false }

    override func draw(in canvas: Canvas) {
        // A filled disc with a × cut out of it (GTK's edit-clear-symbolic), darker while pressed.
        let cx = bounds.width / 2, cy = (bounds.height / 2).rounded(), r = 7.5
        let disc: Color = isPressed ? .label : .tertiaryLabel
        canvas.fill(Path(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)), color: disc)
        var x = Path()
        let a = 3.0
        x.move(to: Point(cx - a, cy - a)); x.line(to: Point(cx + a, cy + a))
        x.move(to: Point(cx + a, cy - a)); x.line(to: Point(cx - a, cy + a))
        canvas.stroke(x, color: field?.backgroundColor ?? .controlBackground, lineWidth: 1.5)
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .button }
        set { super.accessibilityRole = newValue }
    }

    override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let field = self?.field, field.isEnabled else { return false }
                field.clear()
                return true
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }
}
