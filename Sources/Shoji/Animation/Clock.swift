/// Everything the toolkit knows about time. The host installs a real clock (dispatch timers); tests use
/// `ManualClock`, which makes a 0.75 s interval or a 2 s refresh instant and exact.
@MainActor
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary start; never goes backwards.
    var now: Double { get }
    /// Runs `action` once, `delay` seconds from now. Cancel through the returned token.
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer
    /// Runs `action` every `interval` seconds until cancelled.
    @discardableResult
    func scheduleRepeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer
    /// Runs `action` once per display frame (`interval` of real time) until cancelled. A slowed clock still
    /// ticks at the display's rate, so slow motion stays smooth.
    @discardableResult
    func scheduleFrames(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer
}

public extension Clock {
    @discardableResult
    func scheduleFrames(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        scheduleRepeating(every: interval, action)
    }
}

/// A scheduled action; `cancel()` is idempotent.
@MainActor
public final class ClockTimer {
    private var onCancel: (() -> Void)?
    /// Whether `cancel()` was called (a clock may also cancel a one-shot timer once it has fired).
    public private(set) var isCancelled = false

    /// A handle that calls `onCancel` the first time it is cancelled.
    public init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops the timer; calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel?(); onCancel = nil
    }
}

/// A clock that moves only when told to. Timers fire in deadline order, each seeing `now` equal to its
/// own deadline, so `advance(by: 2)` behaves exactly like two real seconds.
@MainActor
public final class ManualClock: Clock {
    private struct Entry { let id: Int; var deadline: Double; let interval: Double?; let action: @MainActor () -> Void }

    public private(set) var now: Double
    private var entries: [Entry] = []
    private var nextID = 0

    /// A clock that reads `now` until advanced.
    public init(now: Double = 0) { self.now = now }

    /// Timers scheduled and not yet fired or cancelled.
    public var pendingTimerCount: Int { entries.count }

    /// When the next timer falls due, or nil when none is scheduled: a headless run that has nothing to
    /// animate skips straight to it instead of stepping through the idle frames one by one.
    public var nextDeadline: Double? { entries.lazy.map(\.deadline).min() }

    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        add(deadline: now + max(0, delay), interval: nil, action)
    }

    @discardableResult
    public func scheduleRepeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        precondition(interval > 0, "a repeating interval must be positive")
        return add(deadline: now + interval, interval: interval, action)
    }

    private func add(deadline: Double, interval: Double?, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let id = nextID; nextID += 1
        entries.append(Entry(id: id, deadline: deadline, interval: interval, action: action))
        return ClockTimer { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Moves time forward, firing every timer that falls due, in order (ties in the order scheduled).
    public func advance(by seconds: Double) {
        let end = now + seconds
        while let i = nextDue(before: end) {
            now = max(now, entries[i].deadline)
            fire(at: i)
        }
        now = end
    }

    /// Fires the timers due now, in order, as one turn of the main queue does: a timer they schedule for
    /// now waits for the next call (`advance(by: 0)` would run a chain of them to its end). How a test
    /// steps through work done a turn at a time.
    public func fireDueTimers() {
        let due = entries.filter { $0.deadline <= now + 1e-9 }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        for d in due {
            guard let i = entries.firstIndex(where: { $0.id == d.id }) else { continue }
            fire(at: i)
        }
    }

    /// Runs the timer at `i`: a repeating one is moved to its next deadline, a one-shot one removed first, so
    /// that its action may schedule or cancel timers freely.
    private func fire(at i: Int) {
        var e = entries[i]
        if let interval = e.interval {
            e.deadline += interval
            entries[i] = e
        } else {
            entries.remove(at: i)
        }
        e.action()
    }

    /// Advances to the next deadline and fires it; false when nothing is scheduled.
    @discardableResult
    public func fireNext() -> Bool {
        guard let e = entries.min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) else { return false }
        advance(by: max(0, e.deadline - now))
        return true
    }

    private func nextDue(before end: Double) -> Int? {
        var best: Int?
        for (i, e) in entries.enumerated() where e.deadline <= end + 1e-9 {
            if let b = best, (entries[b].deadline, entries[b].id) <= (e.deadline, e.id) { continue }
            best = i
        }
        return best
    }
}

/// Wraps another clock and runs its time `factor` times as fast (0.1 = ten times slower), the
/// Simulator's "Slow Animations". Changing the factor keeps `now` continuous, and timers already
/// scheduled keep their deadlines in this clock's time: a 2 s timer half-way through when time slows
/// tenfold fires 10 real seconds later, not 1.
@MainActor
public final class ScaledClock: Clock {
    /// A timer, by its deadline in this clock's time; `timer` is its one-shot on the base clock, made
    /// again whenever the factor changes (a repeating timer is a chain of them).
    private final class Pending {
        let id: Int
        var deadline: Double
        let interval: Double?
        let action: @MainActor () -> Void
        var timer: ClockTimer?
        init(id: Int, deadline: Double, interval: Double?, action: @escaping @MainActor () -> Void) {
            self.id = id; self.deadline = deadline; self.interval = interval; self.action = action
        }
    }

    public let base: Clock
    private var baseAnchor: Double
    private var anchor: Double
    private var pending: [Int: Pending] = [:]
    private var nextID = 0

    /// How fast time runs against `base` (0.1: ten times slower); changing it keeps the current time.
    public var factor: Double {
        didSet {
            precondition(factor > 0, "a time scale must be positive")
            let n = now(at: base.now, factor: oldValue)
            anchor = n; baseAnchor = base.now
            // In the order scheduled, so that timers due together still fire in that order.
            for p in pending.values.sorted(by: { $0.id < $1.id }) {
                p.timer?.cancel()
                arm(p)
            }
        }
    }

    /// A clock that runs `factor` times as fast as `base`.
    public init(base: Clock, factor: Double = 1) {
        precondition(factor > 0, "a time scale must be positive")
        self.base = base; self.factor = factor
        baseAnchor = base.now; anchor = base.now
    }

    private func now(at baseNow: Double, factor: Double) -> Double { anchor + (baseNow - baseAnchor) * factor }

    public var now: Double { now(at: base.now, factor: factor) }

    /// Timers waiting to fire (the toolkit's tests read it).
    var pendingTimerCount: Int { pending.count }

    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        add(deadline: now + max(0, delay), interval: nil, action)
    }

    @discardableResult
    public func scheduleRepeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        precondition(interval > 0, "a repeating interval must be positive")
        return add(deadline: now + interval, interval: interval, action)
    }

    @discardableResult
    public func scheduleFrames(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        base.scheduleFrames(every: interval, action)
    }

    private func add(deadline: Double, interval: Double?, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let p = Pending(id: nextID, deadline: deadline, interval: interval, action: action)
        nextID += 1
        pending[p.id] = p
        arm(p)
        let id = p.id
        return ClockTimer { [weak self] in
            self?.pending[id]?.timer?.cancel()
            self?.pending[id] = nil
        }
    }

    private func arm(_ p: Pending) {
        let id = p.id
        p.timer = base.schedule(after: max(0, (p.deadline - now) / factor)) { [weak self] in self?.fire(id) }
    }

    private func fire(_ id: Int) {
        guard let p = pending[id] else { return }
        if let interval = p.interval {
            p.deadline += interval
            arm(p)
        } else {
            pending[id] = nil
        }
        p.action()
    }
}
