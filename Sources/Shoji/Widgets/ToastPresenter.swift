/// Short messages that ask for nothing and go by themselves (Android's toast): a layer over its host
/// that shows one message at a time in a dark bubble near the bottom, fading in, staying `duration`
/// seconds and fading out, on the screen's clock (so slow motion slows it, and a manual clock makes it
/// exact). It never takes a click, a hover or the keyboard: the whole layer passes input through
/// (`HitPolicy.passThroughAll`), the bubble included, so the app below works while a toast is up.
///
/// Add it as the frontmost subview of the view it covers and give it that view's bounds. A message
/// shown while another is up replaces it and starts its time again. Screen readers hear each message
/// as an announcement, and find the bubble as a `notification` while it shows. Traces `toast.shown`
/// with the layer's identifier (`id`) and the text.
@MainActor
open class ToastPresenter: View {
    /// Seconds a message stays (after fading in).
    public var duration = 2.0
    /// Seconds to fade in, and to fade out.
    public var fadeDuration = 0.2
    /// Space between the bubble and the layer's bottom edge.
    public var bottomMargin = 36.0 { didSet { setNeedsLayout() } }
    /// The widest a bubble gets.
    public var maximumWidth = 420.0 { didSet { setNeedsLayout() } }
    /// The message shown or fading out (empty when none).
    public var text: String { bubble.text }
    /// Whether a message is on screen (fading in, shown or fading out).
    public var isShowing: Bool { !bubble.isHidden }

    let bubble = ToastBubble()
    private var timer: ClockTimer?
    private var fade: Animation?

    /// A layer with nothing shown.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        hitPolicy = .passThroughAll
        bubble.isHidden = true
        addSubview(bubble)
    }

    /// Shows `text` for `duration` seconds (the presenter's when nil), replacing any message shown.
    public func show(_ text: String, duration: Double? = nil) {
        bubble.text = text
        bubble.isHidden = false
        setNeedsLayout()
        postAccessibility(.announcement(text))
        Trace.emit("toast.shown", ["id": TraceValue(identifier), "text": .string(text)])
        timer?.cancel()
        fadeBubble(to: 1)
        guard let clock = window?.screen?.clock else { return }
        timer = clock.schedule(after: fadeDuration * (1 - bubble.alpha) + (duration ?? self.duration)) { [weak self] in
            self?.dismiss()
        }
    }

    /// Fades the message out now.
    public func dismiss(animated: Bool = true) {
        timer?.cancel()
        timer = nil
        guard isShowing else { return }
        if animated { fadeBubble(to: 0) } else { fade?.cancel(); bubble.alpha = 0; bubble.isHidden = true }
    }

    private func fadeBubble(to target: Double) {
        fade?.cancel()
        let from = bubble.alpha
        guard let animator = window?.screen?.animator, fadeDuration > 0 else {
            bubble.alpha = target
            if target == 0 { bubble.isHidden = true }
            return
        }
        fade = animator.animate(duration: fadeDuration * abs(target - from), curve: .linear, update: { [weak bubble] t in
            bubble?.alpha = from + (target - from) * t
        }, completion: { [weak bubble] finished in
            if finished && target == 0 { bubble?.isHidden = true }
        })
    }

    open override func layoutSubviews() {
        let width = min(maximumWidth, bounds.width - 40)
        let size = bubble.sizeThatFits(Size(width: width, height: 0))
        bubble.frame = Rect(x: ((bounds.width - size.width) / 2).rounded(), y: bounds.height - bottomMargin - size.height,
                            width: size.width, height: size.height)
    }
}

/// The dark, rounded bubble a `ToastPresenter` shows its message in.
@MainActor
final class ToastBubble: Label {
    private let padding = EdgeInsets(top: 10, left: 18, bottom: 10, right: 18)

    init() {
        super.init("", style: .body)
        backgroundColor = Color(light: Color(white: 0.15, alpha: 0.92), dark: Color(white: 0.85, alpha: 0.95))
        textColor = Color(light: .white, dark: .black)
        alignment = .center
        numberOfLines = 0
        cornerRadius = 18
        alpha = 0
    }

    /// The text's size at `size.width` (less the padding), plus the padding; at least a pill's width.
    override func sizeThatFits(_ size: Size) -> Size {
        let inner = max(0, size.width - padding.left - padding.right)
        let t = layoutText(text, style: style.with(wrapping: .wrap), width: inner).size
        return Size(width: max(120, min(size.width, t.width + padding.left + padding.right)),
                    height: max(36, t.height + padding.top + padding.bottom))
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .notification }
        set { super.accessibilityRole = newValue }
    }
}
