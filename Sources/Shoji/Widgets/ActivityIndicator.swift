import Foundation

/// The spinning wheel of spokes, as `UIActivityIndicatorView`: twelve spokes, the brightest one stepping
/// round once a second. It redraws only when the lit spoke changes (12 times a second) and asks for no
/// frames at all while stopped or out of a window.
@MainActor
open class ActivityIndicator: View {
    public var color = Color(white: 0.42) { didSet { if color != oldValue { setNeedsDisplay() } } }
    public private(set) var isAnimating = false
    /// Hidden while stopped (the default), as UIKit's.
    public var hidesWhenStopped = true { didSet { updateVisibility() } }
    public static let spokes = 12
    /// Revolutions a second.
    public var speed = 1.0

    /// The spoke drawn brightest.
    public private(set) var phase = 0
    private var ticker: Animation?
    private var startTime = 0.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        updateVisibility()
    }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        resume()
    }

    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        ticker?.cancel()
        ticker = nil
        updateVisibility()
    }

    open override func didMoveToWindow() {
        if window == nil { ticker?.cancel(); ticker = nil } else { resume() }
    }

    private func resume() {
        guard isAnimating, ticker == nil, let screen = window?.screen else { return }
        startTime = screen.clock.now - Double(phase) / (Double(ActivityIndicator.spokes) * speed)
        ticker = screen.animator.addFrameHandler { [weak self] now in
            guard let self, self.isAnimating else { return false }
            let step = Int(((now - self.startTime) * self.speed * Double(ActivityIndicator.spokes)).rounded(.down))
            let p = ((step % ActivityIndicator.spokes) + ActivityIndicator.spokes) % ActivityIndicator.spokes
            if p != self.phase { self.phase = p; self.setNeedsDisplay() }
            return true
        }
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating } else { setNeedsDisplay() }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: 20, height: 20) }

    open override func draw(in canvas: Canvas) {
        let r = min(bounds.width, bounds.height) / 2
        guard r > 1 else { return }
        let c = bounds.center, n = ActivityIndicator.spokes
        let width = max(1.5, r * 0.2)
        for i in 0..<n {
            // Spokes trail the lit one, fading over the circle; stopped, all are dim.
            let age = ((phase - i) % n + n) % n
            let alpha = isAnimating ? 1 - 0.75 * Double(age) / Double(n - 1) : 0.3
            let a = Double(i) / Double(n) * 2 * .pi - .pi / 2
            var p = Path()
            p.move(to: Point(c.x + cos(a) * r * 0.5, c.y + sin(a) * r * 0.5))
            p.line(to: Point(c.x + cos(a) * (r - width / 2), c.y + sin(a) * (r - width / 2)))
            canvas.stroke(p, color: color.withAlpha(color.alpha * alpha), lineWidth: width)
        }
    }
}
