/// Turns a touch into a gesture, as `UIGestureRecognizer`. Recognizers on the touched view and its
/// ancestors see the touch first (deepest first); the first to recognize wins and the others fail. When
/// the winner has `cancelsTouchesInView` (the default), the touched view gets `touchesCancelled` instead of
/// the rest of the touch — so a tap recognizer on a parent swallows a child button's tap unless it sets
/// `cancelsTouchesInView = false` (the seed's fix for a table inside a tappable view).
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is, as `UIGestureRecognizer.State`: `possible` until it recognizes or fails; a
    /// continuous gesture goes `began`, `changed`…, `ended` (or `cancelled`); a discrete one goes straight to
    /// `ended`.
    public enum State: String, Hashable, Sendable {
        /// The states, in the order a gesture passes through them.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) recognizes by ending.
        public static let recognized = State.ended
    }

    /// The current state; setting `began`, `changed`, `ended` or `cancelled` calls the actions (`changed` every
    /// time it is set, once per move).
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

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer sees no touches; disabling an active one cancels it.
    public var isEnabled = true { didSet { if !isEnabled, isActive { state = .cancelled } } }
    /// When it recognizes, the touched view gets `touchesCancelled` instead of the rest of the touch.
    public var cancelsTouchesInView = true
    /// Recognize alongside other recognizers instead of excluding them.
    public var recognizesSimultaneously = false
    /// A name for the trace and for tests.
    public var identifier: String?

    private var actions: [@MainActor (GestureRecognizer) -> Void] = []
    /// The touch being followed, while there is one.
    /// Weak: the dispatcher owns the press; a recognizer holding it would keep its view (and the
    /// view its recognizers) alive in a cycle if the screen went away mid-press.
    public internal(set) weak var touch: Touch?

    /// A recognizer that calls `action` when it begins, changes, ends or is cancelled.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// Adds another action, called after the earlier ones.
    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) { actions.append(action) }

    /// Began or changed: the recognizer owns the touch.
    public var isActive: Bool { state == .began || state == .changed }

    /// Where the touch is, in `view`'s coordinates (screen points when nil).
    public func location(in view: View?) -> Point { touch?.location(in: view) ?? .zero }

    /// The clock input is timed by on the screen the view is on (for long-press timers): the screen's
    /// `inputClock`, real time even in slow motion, so a long press is held for as long as it says.
    public var clock: Clock? { view?.window?.screen?.inputClock }

    /// The touch went down in the view or one of its subviews; subclasses start tracking here.
    open func touchesBegan(_ touch: Touch) {}
    /// The touch moved; subclasses recognize, fail or report a change here.
    open func touchesMoved(_ touch: Touch) {}
    /// The touch ended; subclasses end or fail here.
    open func touchesEnded(_ touch: Touch) {}
    /// The touch was cancelled: an active gesture is cancelled, a possible one fails.
    open func touchesCancelled(_ touch: Touch) { if isActive { state = .cancelled } else { state = .failed } }

    /// Back to `.possible` after the touch is over; subclasses clear their own state too.
    open func reset() {}
}

/// A tap (or a double tap): the pointer goes down and up without moving more than `allowableMovement`.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed: 2 makes a double-tap recognizer.
    public var numberOfTapsRequired = 1
    /// How far, in points, the pointer may move between down and up and still tap.
    public var allowableMovement = 10.0

    /// Fails once the pointer has moved more than `allowableMovement`.
    public override func touchesMoved(_ touch: Touch) {
        if touch.screenLocation.distance(to: touch.startScreenLocation) > allowableMovement { state = .failed }
    }

    /// Recognizes when the touch ends with enough clicks.
    public override func touchesEnded(_ touch: Touch) {
        guard state == .possible else { return }
        state = touch.clickCount >= numberOfTapsRequired ? .recognized : .failed
    }
}

/// A drag: begins once the pointer has moved `minimumDistance`, then reports every move.
@MainActor
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far, in points, the pointer must move before the pan begins.
    public var minimumDistance = 10.0
    /// Asked once the press has moved `minimumDistance`, with how far it moved (screen points): false makes
    /// the pan fail, as `gestureRecognizerShouldBegin` does, and the press stays with the view under it.
    public var shouldBegin: (@MainActor (Point) -> Bool)?
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

    /// Starts sampling the pointer for the velocity.
    public override func touchesBegan(_ touch: Touch) {
        startLocation = touch.screenLocation
        samples = [(touch.timestamp, touch.screenLocation)]
    }

    /// Begins after `minimumDistance`, then reports every move as `changed`.
    public override func touchesMoved(_ touch: Touch) {
        samples.append((touch.timestamp, touch.screenLocation))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        switch state {
        case .possible:
            if touch.screenLocation.distance(to: touch.startScreenLocation) >= minimumDistance {
                if shouldBegin?(touch.screenLocation - touch.startScreenLocation) == false { state = .failed; return }
                startLocation = touch.startScreenLocation
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends an active pan (fails one that never began).
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
    /// How long, in seconds, the press must be held.
    public var minimumPressDuration = 0.5
    /// How far, in points, the pointer may move before the press fails.
    public var allowableMovement = 10.0
    private var timer: ClockTimer?

    /// Starts the hold timer on the screen's input clock.
    public override func touchesBegan(_ touch: Touch) {
        timer = clock?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    /// Fails if the pointer moves too far before the hold time; reports moves once begun.
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

    /// Ends an active press (fails one released too early).
    public override func touchesEnded(_ touch: Touch) {
        timer?.cancel()
        if isActive { state = .ended } else if state == .possible { state = .failed }
    }

    /// Cancels the hold timer, then cancels or fails.
    public override func touchesCancelled(_ touch: Touch) {
        timer?.cancel()
        super.touchesCancelled(touch)
    }

    public override func reset() { timer?.cancel(); timer = nil }
}
