/// When a tool tip shows and goes, as a pure state machine with the time passed in (GTK 3's
/// `gtktooltip.c` timings): the pointer must rest `hoverDelay` (0.5 s) on a view with a tip before it
/// shows; while one shows, and for `browseCooldown` (0.5 s) after it went, moving onto another view's tip
/// shows it after only `browseDelay` (60 ms), so browsing a toolbar's tips is quick. The first key,
/// press or wheel hides it, ends browsing, and no tip shows again for that view until the pointer has
/// left it. A move on the same view before the tip shows starts the wait again (the pointer must rest).
///
/// `Target` is whatever names a view with a tip (the host passes the view's identity); nil is "no tip
/// here". The host feeds it input, and `.tick` at `nextDeadline` from a timer on its clock.
public struct ToolTipScheduler<Target: Equatable> {
    /// What happened.
    public enum Input {
        /// The pointer moved; `over` is the tip's owner under it (nil: none).
        case pointerMoved(over: Target?)
        /// A key, a button press or a wheel: the user is doing something.
        case otherInput
        /// `nextDeadline` has come.
        case tick
    }

    /// What the host should do.
    public enum Intent: Equatable {
        /// Show `Target`'s tip (near the pointer, in a tool tip window).
        case show(Target)
        /// Hide the tip shown.
        case hide
    }

    /// Seconds the pointer rests before a first tip shows.
    public var hoverDelay = 0.5
    /// Seconds before a tip shows while browsing.
    public var browseDelay = 0.06
    /// Seconds browsing lasts after a tip went (by moving off it).
    public var browseCooldown = 0.5

    enum State: Equatable { case idle, waiting(Target, until: Double), showing(Target), suppressed(Target) }
    private(set) var state = State.idle
    /// Browsing lasts until this time (infinity while a tip shows).
    private var browseUntil = -Double.infinity

    /// Nothing shown, nothing waiting.
    public init() {}

    /// The tip's owner shown now.
    public var shown: Target? { if case .showing(let t) = state { return t } else { return nil } }

    /// Whether `.otherInput` would change nothing (no tip shown or waiting, no browsing): every key
    /// typed asks, and reading the clock and running the machine for nothing cost each key ~4 µs.
    var ignoresOtherInput: Bool {
        guard browseUntil == -.infinity else { return false }
        if case .idle = state { return true }
        if case .suppressed = state { return true }
        return false
    }

    /// When the host should feed `.tick` next.
    public var nextDeadline: Double? { if case .waiting(_, let until) = state { return until } else { return nil } }

    /// Takes one input at `time` (seconds on the host's clock).
    public mutating func handle(_ input: Input, at time: Double) -> [Intent] {
        switch input {
        case .pointerMoved(let target): return moved(over: target, at: time)
        case .otherInput:
            browseUntil = -.infinity
            switch state {
            case .showing(let t): state = .suppressed(t); return [.hide]
            case .waiting(let t, _): state = .suppressed(t); return []
            case .idle, .suppressed: return []
            }
        case .tick:
            guard case .waiting(let t, let until) = state, until <= time + 1e-9 else { return [] }
            state = .showing(t)
            browseUntil = .infinity
            return [.show(t)]
        }
    }

    private mutating func moved(over target: Target?, at time: Double) -> [Intent] {
        switch state {
        case .showing(let shown):
            if target == shown { return [] }
            browseUntil = time + browseCooldown
            state = .idle
            return [.hide] + wait(for: target, at: time)
        case .suppressed(let s):
            if target == s { return [] }
            state = .idle
            return wait(for: target, at: time)
        case .waiting, .idle:
            state = .idle
            return wait(for: target, at: time)
        }
    }

    private mutating func wait(for target: Target?, at time: Double) -> [Intent] {
        guard let target else { return [] }
        state = .waiting(target, until: time + (time <= browseUntil ? browseDelay : hoverDelay))
        return []
    }
}
