/// A bar for a window's bottom edge, as Qt's `QStatusBar` and GTK's `GtkStatusbar`: a message on the left that
/// takes the room left over (truncated when it does not fit), and permanent items (any views: a zoom slider,
/// a line and column count) on the right at their own widths.
///
/// The normal ``message`` says how things stand; ``showMessage(_:timeout:)`` puts a temporary one over it
/// ("Saved", "Copied 3 rows") that goes away after `timeout` seconds on the screen's clock and brings the
/// normal message back, as `QStatusBar.showMessage(_:timeout:)` does. A newer temporary message replaces an
/// older one and starts its time again.
///
/// ```swift
/// let status = StatusBar()
/// status.message = "Ready"
/// status.permanentItems = [Label("Ln 1, Col 1")]
/// status.showMessage("Saved", timeout: 3)
/// ```
///
/// For assistive technology it is a `status bar` named by the message it shows, whose children are its
/// message and items. Traces `statusbar.message` (the bar's identifier `id` and the `text` now shown).
@MainActor
open class StatusBar: View {
    /// The normal message, shown whenever no temporary message is.
    public var message: String = "" { didSet { if message != oldValue { showDisplayedMessage() } } }
    /// The temporary message now shown over ``message`` (nil: none).
    public private(set) var temporaryMessage: String?
    /// What the bar shows now: the temporary message if there is one, else the normal message.
    public var displayedMessage: String { temporaryMessage ?? message }
    /// The views on the right, left to right, each as wide as its `sizeThatFits(_:)` says.
    public var permanentItems: [View] = [] {
        didSet {
            oldValue.forEach { $0.removeFromSuperview() }
            permanentItems.forEach(addSubview)
            setNeedsLayout()
        }
    }
    /// The bar's height.
    public static let height = 24.0
    /// Space at each end and between the message and the items.
    public static let spacing = 8.0
    /// The text style of the message.
    public static let messageStyle = TextStyle.body.with(size: 13)

    /// The label that shows ``displayedMessage``.
    public let messageLabel = Label("", style: StatusBar.messageStyle)
    private var timer: ClockTimer?

    /// A bar with no message and no items.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        messageLabel.textColor = .secondaryLabel
        messageLabel.identifier = "statusbar.message"
        addSubview(messageLabel)
    }

    /// Shows `text` over the normal message; after `timeout` seconds (nil: until ``clearMessage()`` or the
    /// next temporary message) the normal message comes back.
    public func showMessage(_ text: String, timeout: Double? = nil) {
        timer?.cancel()
        timer = nil
        temporaryMessage = text
        showDisplayedMessage()
        guard let timeout else { return }
        // Without a screen there is no clock; the message then stays until cleared, which is what a
        // bar not yet in a window should do rather than drop it.
        timer = window?.screen?.clock.schedule(after: timeout) { [weak self] in self?.clearMessage() }
    }

    /// Removes the temporary message, bringing the normal one back.
    public func clearMessage() {
        timer?.cancel()
        timer = nil
        guard temporaryMessage != nil else { return }
        temporaryMessage = nil
        showDisplayedMessage()
    }

    private func showDisplayedMessage() {
        let text = displayedMessage
        guard messageLabel.text != text else { return }
        messageLabel.text = text
        Trace.emit("statusbar.message", ["id": TraceValue(identifier), "text": .string(text)])
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let items = permanentItems.reduce(0) { $0 + $1.sizeThatFits(.zero).width + StatusBar.spacing }
        return Size(width: items + messageLabel.sizeThatFits(.zero).width + 2 * StatusBar.spacing, height: StatusBar.height)
    }

    open override func layoutSubviews() {
        // Items from the right edge inwards at their own widths; the message gets whatever is left.
        var right = bounds.width - StatusBar.spacing
        for item in permanentItems.reversed() {
            let fit = item.sizeThatFits(Size(width: 0, height: bounds.height))
            let h = min(bounds.height - 2, fit.height > 0 ? fit.height : bounds.height - 2)
            right -= fit.width
            item.frame = Rect(x: right, y: ((bounds.height - h) / 2).rounded(), width: fit.width, height: h)
            right -= StatusBar.spacing
        }
        let left = StatusBar.spacing
        messageLabel.frame = Rect(x: left, y: 1, width: max(0, right - left), height: max(0, bounds.height - 2))
    }

    open override func draw(in canvas: Canvas) {
        // The line that parts the bar from the window's content above it.
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), color: .separator)
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .statusBar }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? displayedMessage }
        set { super.accessibilityLabel = newValue }
    }
}
