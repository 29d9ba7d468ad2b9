import Testing
@testable import Shoji

@MainActor
@Suite("Clock and animator")
struct AnimatorTests {
    @Test("A 0.2 s animation ends at the first frame at or after 0.2 s, with progress exactly 1, completion once")
    func timedAnimation() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        var values: [Double] = []
        var completions: [Bool] = []
        animator.animate(duration: 0.2, curve: .linear, update: { values.append($0) }, completion: { completions.append($0) })
        clock.advance(by: 0.1)
        #expect(abs(values.last! - 0.5) < 0.01)
        #expect(completions.isEmpty)
        clock.advance(by: 0.1 + 1.0 / 60)
        #expect(values.last == 1)
        #expect(completions == [true])
        #expect(!animator.isAnimating)
        clock.advance(by: 1)
        #expect(completions == [true])
    }

    @Test("The desktop turns animations off (Gtk/EnableAnimations 0): a transition jumps to its end at once, no timer")
    func animationsOffJump() {
        let screen = Screen(size: Size(200, 200), clock: ManualClock())
        screen.desktopSettings.animationsEnabled = false
        var values: [Double] = []
        var completions: [Bool] = []
        screen.animator.animate(duration: 0.3, update: { values.append($0) }, completion: { completions.append($0) })
        #expect(values == [1] && completions == [true] && !screen.animator.isAnimating)
        screen.desktopSettings.animationsEnabled = true
        screen.animator.animate(duration: 0.3, update: { values.append($0) })
        #expect(screen.animator.isAnimating)
    }

    @Test("No timer is scheduled while nothing animates (no idle wake-ups)")
    func idleHasNoTimer() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        #expect(clock.pendingTimerCount == 0)
        animator.animate(duration: 0.05, update: { _ in })
        #expect(clock.pendingTimerCount == 1)
        clock.advance(by: 0.1)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("Cancelling stops updates and completes with false")
    func cancel() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        var updates = 0
        var result: Bool?
        let a = animator.animate(duration: 1, update: { _ in updates += 1 }, completion: { result = $0 })
        clock.advance(by: 0.1)
        let seen = updates
        a.cancel()
        clock.advance(by: 1)
        #expect(updates == seen)
        #expect(result == false)
    }

    @Test("Timers fire in deadline order, each seeing its own deadline as now")
    func timerOrder() {
        let clock = ManualClock()
        var fired: [(String, Double)] = []
        clock.schedule(after: 0.75) { fired.append(("b", clock.now)) }
        clock.schedule(after: 0.5) { fired.append(("a", clock.now)) }
        let c = clock.schedule(after: 0.6) { fired.append(("c", clock.now)) }
        c.cancel()
        clock.advance(by: 1)
        #expect(fired.map(\.0) == ["a", "b"])
        #expect(fired.map(\.1) == [0.5, 0.75])
        #expect(clock.now == 1)
    }

    @Test("A scaled clock at 0.1 stretches a 0.2 s delay to 2 s of base time")
    func scaledClock() {
        let base = ManualClock()
        let slow = ScaledClock(base: base, factor: 0.1)
        var fired = false
        slow.schedule(after: 0.2) { fired = true }
        base.advance(by: 1.99)
        #expect(!fired)
        base.advance(by: 0.01)
        #expect(fired)
        #expect(abs(slow.now - 0.2) < 1e-9)
    }

    @Test("Timing curves start at 0, end at 1, and ease-in-out is symmetric")
    func curves() {
        for c in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(damping: 0.7), .spring(damping: 1)] {
            #expect(abs(c.progress(0)) < 1e-9)
            #expect(abs(c.progress(1) - 1) < 1e-9)
        }
        let e = TimingCurve.easeInOut
        #expect(abs(e.progress(0.3) + e.progress(0.7) - 1) < 1e-4)
        #expect(TimingCurve.easeIn.progress(0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(0.25) > 0.25)
    }
}
