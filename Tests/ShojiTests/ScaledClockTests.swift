import Testing
@testable import Shoji

/// Slow motion switched on or off while timers wait (F2 in the middle of the number pad's 0.75 s
/// interval, the refresh's 2 s load): each keeps its deadline in the app's time.
@MainActor
@Suite("Scaled clock: changing the factor")
struct ScaledClockTests {
    @Test("A timer half-way through when time slows tenfold fires after the rest of its time, stretched")
    func slowsPendingTimer() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        var firedAt: [Double] = []
        clock.schedule(after: 2) { firedAt.append(clock.now) }
        base.advance(by: 1)
        clock.factor = 0.1
        base.advance(by: 9.99)
        #expect(firedAt.isEmpty, "1 s of app time left is 10 real seconds at 0.1")
        base.advance(by: 0.01)
        #expect(firedAt.count == 1)
        #expect(abs((firedAt.first ?? 0) - 2) < 1e-9, "it sees the app time it was scheduled for")
    }

    @Test("A timer scheduled in slow motion fires sooner when time speeds up again")
    func speedsPendingTimer() {
        let base = ManualClock()
        let clock = ScaledClock(base: base, factor: 0.1)
        var fired = false
        clock.schedule(after: 0.75) { fired = true }   // 7.5 real seconds at 0.1
        base.advance(by: 5)                           // 0.5 s of app time gone
        clock.factor = 1
        base.advance(by: 0.24)
        #expect(!fired)
        base.advance(by: 0.01)
        #expect(fired, "0.25 s of app time left is 0.25 real seconds at 1")
    }

    @Test("A repeating timer keeps its beat in app time across changes, and a cancelled one stays cancelled")
    func repeating() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        var ticks: [Double] = []
        let timer = clock.scheduleRepeating(every: 1) { ticks.append(clock.now) }
        var other = 0
        clock.schedule(after: 1.5) { other += 1 }.cancel()
        base.advance(by: 1.5)                          // tick at 1
        clock.factor = 0.5
        base.advance(by: 1)                            // app time 2.0: tick at 2
        clock.factor = 2
        base.advance(by: 1)                            // app time 4.0: ticks at 3, 4
        #expect(ticks.count == 4)
        for (i, t) in ticks.enumerated() { #expect(abs(t - Double(i + 1)) < 1e-9) }
        timer.cancel()
        clock.factor = 1
        base.advance(by: 10)
        #expect(ticks.count == 4 && other == 0)
        #expect(clock.pendingTimerCount == 0 && base.pendingTimerCount == 0)
    }

    @Test("Timers due together fire in the order scheduled, also after a change")
    func order() {
        let base = ManualClock()
        let clock = ScaledClock(base: base)
        var log: [String] = []
        clock.schedule(after: 1) { log.append("a") }
        clock.schedule(after: 1) { log.append("b") }
        base.advance(by: 0.5)
        clock.factor = 0.25
        base.advance(by: 2)
        #expect(log == ["a", "b"])
    }
}
