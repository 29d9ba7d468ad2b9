/// A bar that fills as work goes on, as `UIProgressView`. `setProgress(_:animated:)` glides to the new
/// value, so progress that arrives in steps still moves smoothly; a new value mid-glide starts from where
/// the bar is, never jumping back. The glide is short so that a bar fed often does not lag behind.
///
/// An indeterminate bar (`isIndeterminate`: work of unknown length) sweeps a short segment across the
/// track instead. It moves only while it is drawn: each drawing asks for the next frame, so a bar that is
/// hidden (itself or an ancestor), scrolled out of view, in a window not shown or out of every window
/// costs no wake-up at all after the one already asked for (GTK's tick callbacks run only for mapped
/// widgets, for the same reason).
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
    /// Work of unknown length: a segment sweeps across the track, and the bar is busy to assistive technology.
    public var isIndeterminate = false {
        didSet {
            guard isIndeterminate != oldValue else { return }
            sweepStart = nil
            if !isIndeterminate { stopSweep() }
            setNeedsDisplay()
            accessibilityStateChanged(.busy, isIndeterminate)
        }
    }
    /// Seconds the segment takes to cross the track once.
    public var sweepPeriod = 1.4
    /// Seconds between two drawings of the sweep (60 a second).
    public static let sweepFrameInterval = 1.0 / 60
    private var sweepStart: Double?
    private var nextSweepFrame: ClockTimer?

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
        get { accessibilityStorage?.value ?? (isIndeterminate ? nil : "\(Int(saturating: (progress * 100).rounded()))%") }
        set { super.accessibilityValue = newValue }
    }
    /// The value set last (not the glide towards it), 0…1.
    /// None while indeterminate (AT-SPI's progress bar without a value).
    open override var accessibilityNumericValue: AccessibilityValueRange? {
        isIndeterminate ? nil : AccessibilityValueRange(current: progress, minimum: 0, maximum: 1)
    }

    /// Busy while indeterminate.
    open override var accessibilityStates: AccessibilityStates {
        isIndeterminate ? super.accessibilityStates.union(.busy) : super.accessibilityStates
    }

    open override func didMoveToWindow() {
        if window == nil { stopSweep() } // out of every window: no frame asked for; drawn again, it goes on
    }

    private func stopSweep() {
        nextSweepFrame?.cancel()
        nextSweepFrame = nil
    }

    /// Whether a frame of the sweep is asked for (false once the bar stopped being drawn).
    public var isSweeping: Bool { nextSweepFrame != nil }

    /// Where the sweeping segment is now (as fractions of the track, maybe past either end), and asks for the
    /// next frame: only a bar that is drawn keeps moving.
    private func sweepSegment() -> (start: Double, end: Double)? {
        guard let clock = window?.screen?.clock else { return nil }
        let start = sweepStart ?? clock.now
        sweepStart = start
        if nextSweepFrame == nil {
            nextSweepFrame = clock.schedule(after: ProgressView.sweepFrameInterval) { [weak self] in
                self?.nextSweepFrame = nil
                self?.setNeedsDisplay()
            }
        }
        // Begun half way, so that the first frame already shows the segment.
        let t = ((clock.now - start) / sweepPeriod + 0.5).truncatingRemainder(dividingBy: 1)
        let eased = t * t * (3 - 2 * t) // slow at the ends, as GTK's and macOS's bars
        let width = 0.3
        let head = -width + (1 + width) * eased
        return (head, head + width)
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
        if isIndeterminate {
            guard let segment = sweepSegment() else { return }
            canvas.save()
            canvas.clip(to: round)
            canvas.fill(Rect(x: track.width * segment.start, y: track.minY, width: track.width * (segment.end - segment.start), height: h),
                        color: progressTintColor)
            canvas.restore()
            return
        }
        guard displayedProgress > 0 else { return }
        canvas.save()
        canvas.clip(to: round)     // the filled part keeps the track's rounded ends
        canvas.fill(Rect(x: 0, y: track.minY, width: track.width * displayedProgress, height: h), color: progressTintColor)
        canvas.restore()
    }
}
