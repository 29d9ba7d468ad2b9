/// A bar that fills as work goes on, as `UIProgressView`. `setProgress(_:animated:)` glides to the new
/// value, so progress that arrives in steps still moves smoothly; a new value mid-glide starts from where
/// the bar is, never jumping back. The glide is short so that a bar fed often does not lag behind.
@MainActor
open class ProgressView: View {
    /// The value set last (0…1); the bar may still be gliding towards it.
    public private(set) var progress: Double = 0
    /// What the bar shows now.
    public private(set) var displayedProgress: Double = 0 { didSet { if displayedProgress != oldValue { setNeedsDisplay() } } }
    /// The filled part's colour.
    public var progressTintColor: Color = .tint { didSet { if progressTintColor != oldValue { setNeedsDisplay() } } }
    /// The unfilled track's colour.
    public var trackTintColor = Color.systemFill { didSet { if trackTintColor != oldValue { setNeedsDisplay() } } }
    /// The bar's height, in points.
    public static let barHeight = 6.0
    /// Seconds an animated change takes to glide to its value.
    public var glideDuration = 0.12
    private var glide: Animation?

    /// A bar showing `progress` (0…1).
    public init(progress: Double = 0, frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        setProgress(progress, animated: false)
    }

    /// Sets the progress (clamped to 0…1), gliding there when `animated` and on screen.
    public func setProgress(_ value: Double, animated: Bool) {
        let target = value.isFinite ? min(max(value, 0), 1) : 0
        if target != progress { postAccessibility(.valueChanged(self)) }
        progress = target
        glide?.cancel()
        glide = nil
        guard animated, target != displayedProgress, let animator = window?.screen?.animator else {
            displayedProgress = target
            return
        }
        let start = displayedProgress
        glide = animator.animate(duration: glideDuration, curve: .easeOut, update: { [weak self] t in
            self?.displayedProgress = lerp(start, target, t)
        })
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .progressBar }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? "\(Int(saturating: (progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
    /// The value set last (not the glide towards it), 0…1.
    open override var accessibilityNumericValue: AccessibilityValueRange? {
        AccessibilityValueRange(current: progress, minimum: 0, maximum: 1)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 ? size.width : 150, height: ProgressView.barHeight)
    }
    /// The bar's height, and any width (as `UIProgressView`).
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ProgressView.barHeight) }

    open override func draw(in canvas: Canvas) {
        let h = min(bounds.height, ProgressView.barHeight)
        let track = Rect(x: 0, y: (bounds.height - h) / 2, width: bounds.width, height: h)
        let round = Path(roundedRect: track, cornerRadius: h / 2)
        canvas.fill(round, color: trackTintColor)
        guard displayedProgress > 0 else { return }
        canvas.save()
        canvas.clip(to: round)     // the filled part keeps the track's rounded ends
        canvas.fill(Rect(x: 0, y: track.minY, width: track.width * displayedProgress, height: h), color: progressTintColor)
        canvas.restore()
    }
}
