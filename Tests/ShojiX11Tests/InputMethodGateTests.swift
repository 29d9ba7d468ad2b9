import Shoji
@testable import ShojiX11
import Testing

/// A call that would wait for the input method's server (focus, spot, reset) is made only in the pass
/// that reads the server's answer to a question asked for it; a silent server is asked again on the
/// clock's time (a manual clock here), and nothing ever waits.
@MainActor
@Suite("The input method's gate for calls that wait")
struct InputMethodGateTests {
    /// What the gate says, one call after another (`want` and `answered` change it).
    private struct Steps {
        var gate = InputMethodGate()
        mutating func want(_ now: Double) -> InputMethodGate.Action { gate.want(now: now) }
        mutating func answered() -> Bool { gate.answered() }
    }

    @Test("A wanted call is kept and the server asked; its answer lets the kept calls through for that pass only")
    func answerOpensForOnePass() {
        var s = Steps()
        let first = s.want(0), second = s.want(0)
        #expect(first == .keepAndAsk)
        #expect(second == .keep, "one question at a time")
        let opened = s.answered()
        let third = s.want(0), fourth = s.want(0)
        #expect(opened)
        #expect(third == .call)
        #expect(fourth == .call, "every kept call of the pass")
        s.gate.passEnded()
        let fifth = s.want(0)
        #expect(fifth == .keepAndAsk, "the next call asks again: the server may have stopped since")
    }

    @Test("A server that stopped is asked again only once its question is 2 s old; the calls wait in the program, not in Xlib")
    func silentServerAskedAgain() {
        let clock = ManualClock()
        var s = Steps()
        let asked = s.want(clock.now)
        clock.advance(by: 1.9)
        let early = s.want(clock.now)
        #expect(asked == .keepAndAsk)
        #expect(early == .keep)
        #expect(s.gate.isAsking, "a context closed now is forgotten, not destroyed (XDestroyIC would wait)")
        clock.advance(by: 0.1)
        let again = s.want(clock.now)
        #expect(again == .keepAndAsk)
        clock.advance(by: 30) // it goes on at last
        let opened = s.answered()
        let call = s.want(clock.now)
        #expect(opened)
        #expect(call == .call)
    }

    @Test("An answer nobody waits for (a late one, or the start-up probe's) opens nothing")
    func unaskedAnswer() {
        var s = Steps()
        let opened = s.answered()
        #expect(!opened)
        s.gate.passEnded()
        let action = s.want(0)
        #expect(action == .keepAndAsk)
    }
}
