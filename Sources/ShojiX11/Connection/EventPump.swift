/// The one place a host reads and handles its X events, and the guard that keeps one event's handler
/// from ever running inside another's.
///
/// A *pass* handles the waiting events one after another, each handler returning before the next event
/// is read, until none is waiting (or `maxEventsPerPass` have been handled). Passes start from the main
/// loop, when the connection is readable and, before every wait, when Xlib's queue already holds events
/// (`LoopSources`: Xlib reads events into its queue during any round trip, and the descriptor does not
/// wake anyone for those). So nothing that talks to the server has to ask for a pass.
///
/// ``pass()`` itself may be called from anywhere: inside a pass it returns at once, because the running
/// pass looks for waiting events again after the current handler returns. No event's handler therefore
/// ever runs inside another's, and any number of queued events is handled with a flat stack. (Draining
/// from inside a handler, as the host once did whenever it set its title, ran the next event's handler
/// inside the current one: 20,000 queued F2 presses, each setting the title, overflowed the stack.)
///
/// The pump knows nothing of X: the host gives it how to ask whether an event is waiting, how to handle
/// the next one, and how to run something later on the main queue. An idle program is asked for nothing
/// and schedules nothing, so it never wakes.
@MainActor
final class EventPump {
    /// The most events one pass handles before it lets the main queue run (a frame, a timer) and goes on
    /// in another pass: a burst of thousands of queued events is shown as it is worked through, instead of
    /// freezing the window until the last one.
    static let defaultMaxEventsPerPass = 256

    private let hasPendingEvent: () -> Bool
    private let handleNextEvent: () -> Void
    private let schedule: (@escaping @Sendable @MainActor () -> Void) -> Void
    let maxEventsPerPass: Int

    /// A pass is running: a handler is on the stack, or the pass is about to call the next one.
    private(set) var isInPass = false
    /// The connection is closed: no pass runs any more, not even one already scheduled.
    private(set) var isStopped = false
    private var isPassScheduled = false
    private var depth = 0
    /// The deepest handlers have been nested so far: 1 once any event was handled, and it stays 1.
    private(set) var deepestNesting = 0
    /// Passes run so far, and how many of them the pump scheduled itself because the last pass stopped at
    /// `maxEventsPerPass`.
    private(set) var passes = 0, scheduledPasses = 0

    /// - Parameters:
    ///   - hasPendingEvent: whether an event is waiting (`XPending`, which also flushes the requests made).
    ///   - handleNextEvent: reads the next event and handles it.
    ///   - schedule: runs a job later on the main queue, after the jobs already queued there.
    init(maxEventsPerPass: Int = EventPump.defaultMaxEventsPerPass, hasPendingEvent: @escaping () -> Bool,
         handleNextEvent: @escaping () -> Void,
         schedule: @escaping (@escaping @Sendable @MainActor () -> Void) -> Void) {
        self.maxEventsPerPass = max(1, maxEventsPerPass)
        self.hasPendingEvent = hasPendingEvent
        self.handleNextEvent = handleNextEvent
        self.schedule = schedule
    }

    /// Handles the waiting events now, one after another; inside a pass, nothing (the running pass
    /// handles them after the current event).
    func pass() {
        guard !isInPass, !isStopped else { return }
        isInPass = true
        passes += 1
        var handled = 0
        // A handler may close the connection (stop): then nothing more is read from it.
        while handled < maxEventsPerPass, !isStopped, hasPendingEvent() {
            depth += 1
            deepestNesting = max(deepestNesting, depth)
            handleNextEvent()
            depth -= 1
            handled += 1
        }
        isInPass = false
        // Stopped at the budget: the rest wait in Xlib's queue. The main loop finds them before its next
        // wait; a program that serves the main queue its own way (a read source) has only this pass.
        if handled == maxEventsPerPass, !isStopped, hasPendingEvent() { scheduleNextPass() }
    }

    /// Ends the passes for good (the host closes its connection; a pass scheduled before would read a closed
    /// display).
    func stop() { isStopped = true }

    /// One pass on the main queue soon (however many times it is asked for before that pass runs).
    private func scheduleNextPass() {
        guard !isPassScheduled, !isStopped else { return }
        isPassScheduled = true
        schedule { [weak self] in
            guard let self else { return }
            isPassScheduled = false
            scheduledPasses += 1
            pass()
        }
    }
}
