@testable import ShojiX11
import Testing

/// The event pump without X: a queue of numbered events stands for Xlib's, a list of jobs for the main
/// queue. Handlers do what the host's do: call the pump again (a frame drawn from a handler), read more
/// events in a round trip, schedule a frame.
@MainActor
final class FakeConnection {
    private(set) var waiting: [Int] = []
    private var next = 0
    private(set) var handled: [Int] = []
    private(set) var log: [String] = []
    private var jobs: [@MainActor () -> Void] = []
    private var depth = 0
    /// The deepest handlers were nested, counted here rather than by the pump.
    private(set) var deepest = 0
    /// What each event does. It is stored here, so a handler takes the connection `unowned`: a strong capture
    /// would be a cycle that outlives the test (LeakSanitizer reports it).
    var onHandle: (Int) -> Void = { _ in }
    private(set) var pump: EventPump!

    init(events: Int = 0, maxEventsPerPass: Int = EventPump.defaultMaxEventsPerPass) {
        waiting = Array(0..<events)
        pump = EventPump(maxEventsPerPass: maxEventsPerPass,
                         hasPendingEvent: { [unowned self] in next < waiting.count },
                         handleNextEvent: { [unowned self] in
                             let event = waiting[next]
                             next += 1
                             depth += 1
                             deepest = max(deepest, depth)
                             handled.append(event)
                             onHandle(event)
                             depth -= 1
                         },
                         schedule: { [unowned self] job in jobs.append(job) })
    }

    /// Events read into the queue (by a round trip, or from the socket).
    func receive(_ events: [Int]) { waiting += events }
    /// Whether the queue holds events not handled yet (what the loop asks before it waits).
    var hasWaitingEvents: Bool { next < waiting.count }
    var scheduledJobs: Int { jobs.count }
    /// Puts a job on the main queue, logged as `name` when it runs.
    func enqueue(_ name: String, _ body: @escaping @MainActor () -> Void = {}) {
        jobs.append { [unowned self] in log.append(name); body() }
    }
    /// Runs the main queue's jobs in order until none is left.
    func runMainQueue() {
        var i = 0
        while i < jobs.count { jobs[i](); i += 1 }
        jobs.removeAll()
    }
}

@MainActor
@Suite("The event pump never runs a handler inside another")
struct EventPumpTests {
    @Test("100,000 queued events whose handlers each call the pump are handled in order, nested 1 deep")
    func flatStack() {
        let count = 100_000
        let c = FakeConnection(events: count)
        c.onHandle = { [unowned c] _ in c.pump.pass() }
        c.pump.pass() // the connection became readable
        c.runMainQueue()
        #expect(c.handled == Array(0..<count))
        #expect(c.deepest == 1)
        #expect(c.pump.deepestNesting == 1)
        // The rest after each full pass of 256 came in scheduled passes, one at a time.
        let passes = (count + EventPump.defaultMaxEventsPerPass - 1) / EventPump.defaultMaxEventsPerPass
        #expect(c.pump.passes == passes && c.pump.scheduledPasses == passes - 1)
        #expect(c.scheduledJobs == 0)
    }

    @Test("Events a handler's round trip reads are handled in the same pass, after that handler returns")
    func roundTripInsideHandler() {
        let c = FakeConnection(events: 3)
        c.onHandle = { [unowned c] event in
            if event == 0 { c.receive([100, 101]) }
        }
        c.pump.pass()
        #expect(c.handled == [0, 1, 2, 100, 101])
        #expect(c.deepest == 1)
        #expect(c.pump.passes == 1 && c.scheduledJobs == 0, "the running pass found them: nothing more to schedule")
    }

    @Test("An idle program schedules nothing: a pass that finds no event, or empties the queue, leaves no job")
    func idleSchedulesNothing() {
        let c = FakeConnection()
        c.pump.pass()
        #expect(c.scheduledJobs == 0)
        c.receive([1, 2])
        c.pump.pass()
        #expect(c.handled == [1, 2] && c.scheduledJobs == 0)
        // A handler's round trip read one more: the same pass handled it, nothing is left to wake for.
        c.onHandle = { [unowned c] event in if event == 3 { c.receive([4]) } }
        c.receive([3])
        c.pump.pass()
        #expect(c.handled == [1, 2, 3, 4] && c.scheduledJobs == 0)
    }

    @Test("A burst is worked through in passes of maxEventsPerPass, with the frame its handlers ask for drawn between them")
    func framesBetweenPasses() {
        let c = FakeConnection(events: 35, maxEventsPerPass: 10)
        var frameScheduled = false
        var framesDrawnAfter: [Int] = [] // how many events had been handled when each frame was drawn
        c.onHandle = { [unowned c] _ in
            guard !frameScheduled else { return }
            frameScheduled = true
            c.enqueue("frame") { frameScheduled = false; framesDrawnAfter.append(c.handled.count) }
        }
        c.enqueue("readable") { c.pump.pass() }
        c.runMainQueue()
        #expect(c.handled == Array(0..<35))
        #expect(framesDrawnAfter == [10, 20, 30, 35])
        #expect(c.pump.passes == 4 && c.pump.scheduledPasses == 3)
        #expect(c.scheduledJobs == 0, "the last pass of 5 emptied the queue")
    }

    @Test("A pass asked for from inside a handler, directly, returns at once and the running pass goes on")
    func passInsideHandlerReturns() {
        let c = FakeConnection(events: 4)
        var handledWhenInnerReturned: [Int] = []
        c.onHandle = { [unowned c] event in
            guard event == 1 else { return }
            c.pump.pass()
            handledWhenInnerReturned = c.handled
        }
        c.pump.pass()
        #expect(handledWhenInnerReturned == [0, 1], "the inner call handled nothing")
        #expect(c.handled == [0, 1, 2, 3] && c.pump.passes == 1)
    }

    @Test("Once stopped (the connection closed), a pass already scheduled reads nothing, and nothing more is scheduled")
    func stopped() {
        let c = FakeConnection(events: 3, maxEventsPerPass: 1)
        c.pump.pass() // one event, then a pass scheduled for the rest
        #expect(c.handled == [0] && c.scheduledJobs == 1)
        c.pump.stop()
        c.runMainQueue()
        c.pump.pass()
        #expect(c.handled == [0] && c.scheduledJobs == 0)
    }

    @Test("A handler that closes the connection ends the pass: the events after it are not read")
    func stoppedByAHandler() {
        let c = FakeConnection(events: 5)
        c.onHandle = { [unowned c] event in if event == 1 { c.pump.stop() } }
        c.pump.pass()
        #expect(c.handled == [0, 1] && c.scheduledJobs == 0)
    }
}
