import Shoji
@testable import ShojiX11
import Testing

/// The input method's server check never waits: the question is sent, the answer is an event like any
/// other, and a server that stays silent is asked again on the clock's time (a manual clock here).
@MainActor
@Suite("The input method's server probe")
struct InputMethodProbeTests {
    @Test("An answer, however late, opens the server once; no answer is ever waited for")
    func answerOpens() {
        let clock = ManualClock()
        var probe = InputMethodProbe()
        probe.asked(now: clock.now)
        clock.advance(by: 30) // a stopped server: the program went on meanwhile
        #expect(probe.answered(now: clock.now) == .openServer)
        #expect(probe.answered(now: clock.now) == .none, "a second answer opens nothing more")
        #expect(!probe.isAsking)
    }

    @Test("A silent server is asked again only once its last question is 2 s old, and only when an event comes")
    func askAgainOnTheClock() {
        let clock = ManualClock()
        var probe = InputMethodProbe()
        probe.asked(now: clock.now)
        clock.advance(by: 1.9)
        #expect(probe.eventHandled(now: clock.now) == .none)
        clock.advance(by: 0.1)
        #expect(probe.eventHandled(now: clock.now) == .ask)
        clock.advance(by: 1)
        #expect(probe.eventHandled(now: clock.now) == .none, "the new question is 1 s old")
        clock.advance(by: 1)
        #expect(probe.eventHandled(now: clock.now) == .ask)
    }

    @Test("Without a question pending (no named server, or it answered, or it went away) nothing is asked")
    func idleAsksNothing() {
        let clock = ManualClock()
        var probe = InputMethodProbe()
        clock.advance(by: 10)
        #expect(probe.eventHandled(now: clock.now) == .none && probe.answered(now: clock.now) == .none)
        probe.asked(now: clock.now)
        probe.serverGone()
        clock.advance(by: 10)
        #expect(probe.eventHandled(now: clock.now) == .none)
    }
}
