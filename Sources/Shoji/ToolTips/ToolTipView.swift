/// Draws a tool tip's text for a host to show in a tool tip window beside the pointer: small text on a
/// dark rounded box, wrapped at `maximumWidth`. It takes no input, and is a `tool tip` to assistive
/// technology, named by its text.
@MainActor
open class ToolTipView: View {
    /// The tip's text.
    public var text: String {
        get { label.text }
        set { label.text = newValue; frame.size = sizeThatFits(.zero); setNeedsLayout() }
    }
    /// The widest the box gets; longer text wraps.
    public var maximumWidth = 320.0
    /// The text's style.
    public static let textStyle = TextStyle.body.with(size: 13)
    private let label = Label("", style: ToolTipView.textStyle)
    private let padding = EdgeInsets(top: 5, left: 9, bottom: 5, right: 9)

    /// A tip showing `text`, at its natural size.
    public init(text: String) {
        super.init()
        backgroundColor = Color(light: Color(white: 0.18, alpha: 0.96), dark: Color(white: 0.88, alpha: 0.97),
                                lightIncreasedContrast: .black, darkIncreasedContrast: .white)
        cornerRadius = 5
        isUserInteractionEnabled = false
        label.textColor = Color(light: .white, dark: .black)
        label.numberOfLines = 0
        label.accessibilityElementsHidden = true // the tip speaks for its text
        addSubview(label)
        self.text = text
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let inner = maximumWidth - padding.left - padding.right
        let t = layoutText(text, style: ToolTipView.textStyle.with(wrapping: .wrap), width: inner).size
        return Size(width: (t.width + padding.left + padding.right).rounded(.up),
                    height: (t.height + padding.top + padding.bottom).rounded(.up))
    }

    open override func layoutSubviews() { label.frame = bounds.inset(by: padding) }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .toolTip }
        set { super.accessibilityRole = newValue }
    }
    /// The text unless a label was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
