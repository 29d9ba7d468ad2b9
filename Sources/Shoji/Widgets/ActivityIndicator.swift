/// The spinning wheel of spokes, as `UIActivityIndicatorView`: the bright spoke steps round twelve
/// times a second while animating. It steps on a clock timer only while it animates in a window, and
/// redraws only its own square, so a shown spinner costs twelve tiny repaints a second and nothing else.
@MainActor
open class ActivityIndicator: View {
    /// The number of spokes in the wheel.
    public static let spokeCount = 12
    /// The spokes' colour (the brightest one; the others fade).
    public var color: Color = .secondaryLabel { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Hidden while stopped (as UIKit's default).
    public var hidesWhenStopped = true { didSet { updateVisibility() } }
    /// Whether the wheel turns.
    public private(set) var isAnimating = false
    /// The spoke drawn brightest, 0…11 clockwise from 12 o'clock.
    public private(set) var step = 0
    private var timer: ClockTimer?

    /// A stopped (and so hidden) indicator; it takes no input.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        updateVisibility()
    }

    /// Starts turning (and shows the indicator).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        updateTimer()
        accessibilityStateChanged(.busy, true)
    }

    /// Stops turning (and hides the indicator when `hidesWhenStopped`).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateVisibility()
        updateTimer()
        accessibilityStateChanged(.busy, false)
    }

    open override func didMoveToWindow() { updateTimer() }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .busyIndicator }
        set { super.accessibilityRole = newValue }
    }
    /// Busy while it spins.
    open override var accessibilityStates: AccessibilityStates {
        isAnimating ? super.accessibilityStates.union(.busy) : super.accessibilityStates
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: 37, height: 37) }
    /// 37 by 37 points, as UIKit's large indicator.
    open override var intrinsicContentSize: Size { Size(width: 37, height: 37) }

    private func updateVisibility() { isHidden = hidesWhenStopped && !isAnimating }

    private func updateTimer() {
        let clock = window?.screen?.clock
        guard isAnimating, let clock else {
            timer?.cancel(); timer = nil
            return
        }
        guard timer == nil else { return }
        timer = clock.scheduleRepeating(every: 1.0 / Double(ActivityIndicator.spokeCount)) { [weak self] in
            guard let self else { return }
            self.step = (self.step + 1) % ActivityIndicator.spokeCount
            self.setNeedsDisplay()
        }
    }

    open override func draw(in canvas: Canvas) {
        let n = ActivityIndicator.spokeCount
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 2 else { return }
        let spoke = Rect(x: -radius * 0.09, y: -radius, width: radius * 0.18, height: radius * 0.5)
        let shape = Path(roundedRect: spoke, cornerRadius: spoke.width / 2)
        let base = color.resolved() // once, not a dynamic colour made per spoke
        for i in 0..<n {
            // The brightest spoke leads; the ones behind it fade to a quarter.
            let behind = (step - i + n) % n
            let alpha = 1 - 0.75 * Double(behind) / Double(n - 1)
            canvas.save()
            canvas.concatenate(Transform(rotationAngle: 2 * Double.pi * Double(i) / Double(n))
                .concatenating(Transform(translationX: bounds.midX, y: bounds.midY)))
            canvas.fill(shape, color: base.withAlpha(base.alpha * alpha))
            canvas.restore()
        }
    }
}
