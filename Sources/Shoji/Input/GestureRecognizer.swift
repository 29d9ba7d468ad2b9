/// Turns a touch into a gesture, as `UIGestureRecognizer`. Recognizers on the touched view and its
/// ancestors see the touch first (deepest first); the first to recognize wins and the others fail. When
/// the winner has `cancelsTouchesInView` (the default), the touched view gets `touchesCancelled` instead of
/// the rest of the touch — so a tap recognizer on a parent swallows a child button's tap unless it sets
/// `cancelsTouchesInView = false` (the seed's fix for a table inside a tappable view).
@MainActor
open class GestureRecognizer {
    public enum State: String, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) recognizes by ending.
        public static let recognized = State.ended
    }

    public var state: State = .possible {
        didSet {
            // Setting `.changed` again is how a continuous gesture reports each move.
            guard state != oldValue || state == .changed else { return }
            if state != oldValue { view?.window?.screen?.dispatcher.recognizer(self, changedFrom: oldValue) }
            switch state {
            case .began, .changed, .ended, .cancelled: actions.forEach { $0(self) }
            case .possible, .failed: break
            }
        }
    }

    public internal(set) weak var view: View?
    public var isEnabled = true { didSet { if !isEnabled, isActive { state = .cancelled } } }
    public var cancelsTouchesInView = true
    /// Recognize alongside other recognizers instead of excluding them.
    public var recognizesSimultaneously = false
    public var identifier: String?

    private var actions: [@MainActor (GestureRecognizer) -> Void] = []
    /// The touch being followed, while there is one.
    /// Weak: the dispatcher owns the press; a recognizer holding it would keep its view (and the
    /// view its recognizers) alive in a cycle if the screen went away mid-press.
    public internal(set) weak var touch: Touch?

    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) { actions.append(action) }

    /// Began or changed: the recognizer owns the touch.
    public var isActive: Bool { state == .began || state == .changed }

    public func location(in view: View?) -> Point { touch?.location(in: view) ?? .zero }

    /// The clock of the screen the view is on (for long-press timers).
    public var clock: Clock? { view?.window?.screen?.clock }

    open func touchesBegan(_ touch: Touch) {}
    open func touchesMoved(_ touch: Touch) {}
    open func touchesEnded(_ touch: Touch) {}
    open func touchesCancelled(_ touch: Touch) { if isActive { state = .cancelled } else { state = .failed } }

    /// Back to `.possible` after the touch is over; subclasses clear their own state too.
    open func reset() {}
}

/// A tap (or a double tap): the pointer goes down and up without moving more than `allowableMovement`.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var allowableMovement = 10.0

    public override func touchesMoved(_ touch: Touch) {
        if touch.screenLocation.distance(to: touch.startScreenLocation) > allowableMovement { state = .failed }
    }

    public override func touchesEnded(_ touch: Touch) {
        guard state == .possible else { return }
        state = touch.clickCount >= numberOfTapsRequired ? .recognized : .failed
    }
}

/// A drag: begins once the pointer has moved `minimumDistance`, then reports every move.
@MainActor
public final class PanGestureRecognizer: GestureRecognizer {
    public var minimumDistance = 10.0
    private var samples: [(time: Double, location: Point)] = []
    private var startLocation = Point.zero

    /// How far the pointer has moved since the gesture began, in `view`'s coordinates.
    public func translation(in view: View?) -> Point {
        guard let touch else { return .zero }
        return touch.location(in: view) - (view?.convertFromScreen(startLocation) ?? startLocation)
    }

    /// Resets the translation to zero at the current location.
    public func setTranslationToZero() { if let touch { startLocation = touch.screenLocation } }

    /// Points per second over the last 100 ms, in screen points (views are rarely scaled).
    public var velocity: Point {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time > first.time else { return .zero }
        return (last.location - first.location) * (1 / (last.time - first.time))
    }

    public override func touchesBegan(_ touch: Touch) {
        startLocation = touch.screenLocation
        samples = [(touch.timestamp, touch.screenLocation)]
    }

    public override func touchesMoved(_ touch: Touch) {
        samples.append((touch.timestamp, touch.screenLocation))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        switch state {
        case .possible:
            if touch.screenLocation.distance(to: touch.startScreenLocation) >= minimumDistance {
                startLocation = touch.startScreenLocation
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    public override func touchesEnded(_ touch: Touch) {
        samples.append((touch.timestamp, touch.screenLocation))
        if isActive { state = .ended } else if state == .possible { state = .failed }
    }

    public override func reset() { samples.removeAll() }
}

/// A press held for `minimumPressDuration` without moving more than `allowableMovement`; then reports
/// moves until release.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    private var timer: ClockTimer?

    public override func touchesBegan(_ touch: Touch) {
        timer = clock?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    public override func touchesMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if touch.screenLocation.distance(to: touch.startScreenLocation) > allowableMovement {
                timer?.cancel(); state = .failed
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    public override func touchesEnded(_ touch: Touch) {
        timer?.cancel()
        if isActive { state = .ended } else if state == .possible { state = .failed }
    }

    public override func touchesCancelled(_ touch: Touch) {
        timer?.cancel()
        super.touchesCancelled(touch)
    }

    public override func reset() { timer?.cancel(); timer = nil }
}
