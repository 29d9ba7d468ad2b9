import Dispatch
import Shoji

/// The real clock: monotonic time, timers as `DispatchSourceTimer`s on the main queue, which the runtime
/// serves on the main thread (Foundation's `RunLoop` is not used: it would bring all of Foundation).
@MainActor
public final class DispatchClock: Clock {
    private let start = DispatchTime.now().uptimeNanoseconds
    /// Timers that fired or were scheduled, for the idle benchmark (wake-ups).
    public private(set) var wakeUps = 0

    /// The clock, starting at 0 now.
    public init() {}

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        makeTimer(delay: delay, repeating: nil, action)
    }

    @discardableResult
    public func scheduleRepeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        makeTimer(delay: interval, repeating: interval, action)
    }

    private func makeTimer(delay: Double, repeating: Double?, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let deadline = DispatchTime.now() + .nanoseconds(Int(saturating: max(0, delay) * 1e9))
        if let repeating {
            source.schedule(deadline: deadline, repeating: .nanoseconds(Int(saturating: repeating * 1e9)), leeway: .microseconds(500))
        } else {
            source.schedule(deadline: deadline, leeway: .microseconds(500))
        }
        let token = ClockTimer { source.cancel() }
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard !token.isCancelled else { return }
                self?.wakeUps += 1
                if repeating == nil { token.cancel() }
                action()
            }
        }
        source.activate()
        return token
    }
}
