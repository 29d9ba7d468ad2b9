/// A running animation or frame handler; `cancel()` stops it without completing.
@MainActor
public final class Animation {
    /// What an animation does each frame: eases a value over a duration, or calls a handler with the time
    /// until it returns false.
    enum Kind { case timed(duration: Double, curve: TimingCurve, update: (Double) -> Void), frames((Double) -> Bool) }

    /// Both closures are dropped when the animation ends: an owner that keeps its finished animation
    /// (to cancel it later) must not be kept alive by what those closures captured.
    private(set) var kind: Kind?
    var start: Double
    private var completion: ((Bool) -> Void)?
    /// Whether the animation has run to its end or was cancelled.
    public private(set) var isFinished = false
    weak var animator: Animator?

    init(kind: Kind, start: Double, completion: ((Bool) -> Void)?) {
        self.kind = kind; self.start = start; self.completion = completion
    }

    /// Stops the animation where it is; the completion runs with `false`.
    public func cancel() {
        guard !isFinished else { return }
        animator?.remove(self)
        finish(false)
    }

    /// The animator went away with the animation unfinished: drop the closures without calling them.
    func abandon() {
        isFinished = true
        kind = nil
        completion = nil
    }

    func finish(_ completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        let done = completion
        kind = nil
        completion = nil
        done?(completed)
    }
}

/// Drives animations from one `Clock`: a frame tick at `frameInterval` while anything animates, and no
/// timer at all — no wake-ups — when nothing does.
@MainActor
public final class Animator {
    /// The clock the animator reads.
    public let clock: Clock
    /// Seconds between frames (1/60 by default).
    public let frameInterval: Double
    private var running: [Animation] = []
    private var ticker: ClockTimer?
    /// Called after each tick's updates (the host uses it to count frames).
    public var onFrame: (() -> Void)?
    /// Called when the last running animation ends, finished or cancelled: its screen asks for one more
    /// frame then, even with nothing to draw, so that its host sees it at rest and says so (the trace's
    /// `settled`, `whenSettled`). The last step of an animation that ends drawing nothing would say nothing.
    var onIdle: (() -> Void)?
    /// Whether timed animations run (true), or jump to their end at once (false: the desktop turned
    /// animations off, `Gtk/EnableAnimations`, as reduced motion asks). Frame handlers (momentum
    /// scrolling, spinners) still run: they follow the finger or show work, they are not transitions.
    public var animatesTimedChanges = true

    /// An animator that steps animations every `frameInterval` seconds of `clock`.
    public init(clock: Clock, frameInterval: Double = 1.0 / 60.0) {
        self.clock = clock; self.frameInterval = frameInterval
    }

    isolated deinit {
        // Unfinished animations may be owned by what their closures capture; break those cycles.
        for a in running { a.abandon() }
    }

    /// Whether any animation is running (a screenshot waits until none is).
    public var isAnimating: Bool { !running.isEmpty }

    /// Calls `update` each frame with the curve's progress (0…1) for `duration` seconds after `delay`,
    /// then once more with exactly 1, then `completion(true)`. A zero duration finishes at once.
    @discardableResult
    public func animate(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
                        update: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil) -> Animation {
        let a = Animation(kind: .timed(duration: max(0, duration), curve: curve, update: update),
                          start: clock.now + max(0, delay), completion: completion)
        if (duration <= 0 && delay <= 0) || !animatesTimedChanges {
            update(1)
            a.finish(true)
            return a
        }
        add(a)
        return a
    }

    /// Calls `handler(now)` every frame until it returns false (momentum scrolling, spinners).
    @discardableResult
    public func addFrameHandler(_ handler: @escaping (Double) -> Bool, completion: ((Bool) -> Void)? = nil) -> Animation {
        let a = Animation(kind: .frames(handler), start: clock.now, completion: completion)
        add(a)
        return a
    }

    private func add(_ a: Animation) {
        a.animator = self
        running.append(a)
        if ticker == nil {
            ticker = clock.scheduleFrames(every: frameInterval) { [weak self] in self?.tick() }
        }
    }

    func remove(_ a: Animation) {
        running.removeAll { $0 === a }
        stopIfIdle()
    }

    private func stopIfIdle() {
        guard running.isEmpty, let ticker else { return }
        ticker.cancel()
        self.ticker = nil
        onIdle?()
    }

    /// One frame: every running animation steps to `clock.now`.
    public func tick() {
        let now = clock.now
        for a in running where !a.isFinished {
            guard now >= a.start, let kind = a.kind else { continue }
            switch kind {
            case .timed(let duration, let curve, let update):
                let t = duration > 0 ? (now - a.start) / duration : 1
                if t >= 1 - 1e-9 {
                    update(1)
                    running.removeAll { $0 === a }
                    a.finish(true)
                } else {
                    update(curve.progress(t))
                }
            case .frames(let handler):
                if !handler(now) {
                    running.removeAll { $0 === a }
                    a.finish(true)
                }
            }
        }
        stopIfIdle()
        onFrame?()
    }
}
