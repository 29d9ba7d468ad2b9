import Shoji

/// A layer over the whole window that shows short messages at the bottom. Only the toast itself takes
/// clicks: the layer's empty area passes them through to the views below (`HitPolicy.passThroughSelf`),
/// the touch-through pattern.
final class ToastLayer: View {
    private let toast = Label("", style: .body)
    private var hide: ClockTimer?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "feed.toasts"
        hitPolicy = .passThroughSelf
        toast.identifier = "feed.toast"
        toast.backgroundColor = Color(white: 0.15, alpha: 0.92)
        toast.textColor = .white
        toast.alignment = .center
        toast.cornerRadius = 18
        toast.isHidden = true
        addSubview(toast)
    }

    /// Shows `text` for two seconds; a click on the toast hides it at once.
    func show(_ text: String, clock: Clock) {
        toast.text = text
        toast.isHidden = false
        setNeedsLayout()
        hide?.cancel()
        hide = clock.schedule(after: 2) { [weak self] in self?.toast.isHidden = true }
    }

    var isShowingToast: Bool { !toast.isHidden }

    override func layoutSubviews() {
        let width = min(320, bounds.width - 40)
        toast.frame = Rect(x: (bounds.width - width) / 2, y: bounds.height - 76, width: width, height: 40)
    }
}
