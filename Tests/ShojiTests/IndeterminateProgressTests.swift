import Testing
@testable import Shoji

/// The indeterminate `ProgressView` moves only while it is drawn: frames rendered through the screen
/// (`update(into:)`, as the host does) on the manual clock; the clock's pending timers are the wake-ups.
@MainActor
@Suite("Indeterminate progress")
struct IndeterminateProgressTests {
    let rig = Rig()
    let holder = View(frame: Rect(0, 0, 400, 200))
    let bar = ProgressView(frame: Rect(20, 20, 300, 6))

    init() {
        rig.window.addSubview(holder)
        holder.addSubview(bar)
        rig.layout()
    }

    /// Renders the frames of `seconds`, as the host does while anything asks for one; returns how many
    /// frames drew the bar.
    @discardableResult
    func run(_ seconds: Double) -> Int {
        var drawn = 0
        let end = rig.clock.now + seconds
        while rig.clock.now < end - 1e-9 {
            rig.clock.advance(by: min(Rig.frame, end - rig.clock.now))
            rig.layout()
            let canvas = RecordingCanvas()
            _ = rig.screen.update(into: canvas)
            if !canvas.commands.isEmpty { drawn += 1 }
        }
        return drawn
    }

    @Test("Shown, it asks for a frame after each drawing and the segment moves")
    func sweeps() {
        let baseline = rig.clock.pendingTimerCount
        bar.isIndeterminate = true
        run(Rig.frame)
        #expect(bar.isSweeping && rig.clock.pendingTimerCount == baseline + 1)
        #expect(run(1) >= 55, "about 60 frames a second")
        #expect(bar.accessibilityStates.contains(.busy) && bar.accessibilityNumericValue == nil)
    }

    @Test("Hidden (by an ancestor), out of the window, or made determinate: no wake-up at all after the one already asked for")
    func zeroWakeUpsWhenHidden() {
        let baseline = rig.clock.pendingTimerCount
        bar.isIndeterminate = true
        run(0.2)
        holder.isHidden = true
        run(0.1)
        #expect(!bar.isSweeping && rig.clock.pendingTimerCount == baseline, "hidden by its superview: nothing scheduled")
        #expect(run(2) == 0, "no frame draws anything")
        #expect(rig.clock.pendingTimerCount == baseline)
        holder.isHidden = false
        run(0.1)
        #expect(bar.isSweeping, "shown again, it goes on by itself")
        bar.removeFromSuperview()
        #expect(!bar.isSweeping && rig.clock.pendingTimerCount == baseline, "out of the window: nothing scheduled at once")
        holder.addSubview(bar)
        run(0.1)
        #expect(bar.isSweeping)
        bar.isIndeterminate = false
        run(0.1)
        #expect(!bar.isSweeping && rig.clock.pendingTimerCount == baseline)
    }
}
