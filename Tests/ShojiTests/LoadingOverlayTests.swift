import Testing
@testable import Shoji

/// The always-in-front loading screen, on a manual clock: grace time, fades, counting, minimum show time,
/// staying in front through the host's subview changes, and input.
@MainActor
@Suite("LoadingOverlay")
struct LoadingOverlayTests {
    let clock = ManualClock()
    let screen: Screen
    let host: View
    let button: Button
    let overlay: LoadingOverlay

    init() {
        screen = Screen(size: Size(400, 300), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        host = View(frame: window.bounds)
        window.addSubview(host)
        button = Button("Under", frame: Rect(20, 20, 80, 30))
        host.addSubview(button)
        overlay = LoadingOverlay(host: host)
    }

    /// Shows and lets the grace time and the fade-in pass (it appeared at 0.1; now is 0.4).
    func showFully() {
        overlay.show()
        clock.advance(by: 0.4)
    }

    @Test("Work shorter than the grace time never shows it")
    func graceTime() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()
        #expect(overlay.phase == .waiting)
        clock.advance(by: 0.05)
        overlay.dismiss()
        clock.advance(by: 1)
        #expect(overlay.superview == nil)
        #expect(overlay.phase == .hidden)
        #expect(trace.names().isEmpty)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("It appears after 0.1 s and fades in over 0.2 s, tracing its frame")
    func fadeIn() throws {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()
        clock.advance(by: 0.099)
        #expect(overlay.superview == nil)
        clock.advance(by: 0.001)
        #expect(overlay.superview === host)
        #expect(host.subviews.last === overlay)
        #expect(overlay.alpha == 0)
        let shown = try #require(trace.last("loading.shown"))
        #expect(shown.first { $0.0 == "frame" }?.1 == TraceValue(Rect(0, 0, 400, 300)))
        clock.advance(by: 0.1)
        #expect(overlay.alpha > 0.3 && overlay.alpha < 0.7)
        clock.advance(by: 0.1 + 1.0 / 60)
        #expect(overlay.alpha == 1)
        #expect(!screen.animator.isAnimating)
    }

    @Test("Calls are counted: two shows need two dismisses; extra dismisses do nothing")
    func counted() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()
        overlay.show()
        clock.advance(by: 1)
        overlay.dismiss()
        clock.advance(by: 2)
        #expect(overlay.phase == .shown && overlay.showCount == 1)
        overlay.dismiss()
        #expect(overlay.phase == .disappearing)
        clock.advance(by: 0.2 + 1.0 / 60)
        #expect(overlay.superview == nil && overlay.phase == .hidden)
        overlay.dismiss()
        #expect(overlay.showCount == 0)
        #expect(trace.count("loading.shown") == 1 && trace.count("loading.hidden") == 1)
    }

    @Test("Once shown it stays at least 0.5 s, so it never flashes")
    func minimumShowTime() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()                 // appears at 0.1
        clock.advance(by: 0.15)
        overlay.dismiss()
        #expect(overlay.phase == .lingering)
        clock.advance(by: 0.44)        // 0.59
        #expect(overlay.phase == .lingering && overlay.alpha == 1)
        clock.advance(by: 0.01)        // 0.6: fades out
        #expect(overlay.phase == .disappearing)
        clock.advance(by: 0.2 + 1.0 / 60)
        #expect(overlay.phase == .hidden && overlay.superview == nil)
    }

    @Test("A show during the fade-out fades back in without hiding")
    func showDuringFadeOut() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        showFully()
        clock.advance(by: 1)           // past the minimum show time
        overlay.dismiss()
        clock.advance(by: 0.1)
        let mid = overlay.alpha
        #expect(mid > 0.2 && mid < 0.8)
        overlay.show()
        #expect(overlay.phase == .shown)
        clock.advance(by: 0.2)
        #expect(overlay.alpha == 1 && overlay.superview === host)
        #expect(trace.count("loading.hidden") == 0 && trace.count("loading.shown") == 1)
    }

    @Test("It stays frontmost through N insertions and N removals, with exactly N raises and no work in between")
    func staysInFront() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        showFully()
        let timersWhenShown = clock.pendingTimerCount // the spinner's step timer, nothing else
        #expect(timersWhenShown == 1 && !screen.animator.isAnimating)
        let n = 25
        var added: [View] = []
        for i in 0..<n {
            let v = View(frame: Rect(Double(i * 10), 100, 30, 30))
            host.addSubview(v)
            added.append(v)
            #expect(host.subviews.last === overlay)
        }
        for v in added {
            v.removeFromSuperview()
            #expect(host.subviews.last === overlay)
        }
        #expect(trace.count("loading.raised") == n)
        // Inserting below it or reordering below it needs nothing; bringing another view to the front does.
        host.insertSubview(View(), at: 0)
        host.sendSubviewToBack(button)
        #expect(trace.count("loading.raised") == n)
        host.bringSubviewToFront(button)
        #expect(host.subviews.last === overlay && trace.count("loading.raised") == n + 1)
        // Nothing changes: no raises, no animation, no new timers.
        clock.advance(by: 10)
        #expect(trace.count("loading.raised") == n + 1)
        #expect(!screen.animator.isAnimating && clock.pendingTimerCount == timersWhenShown)
    }

    @Test("Once hidden it stops watching the host, and the spinner stops")
    func stopsWatching() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        showFully()
        overlay.dismiss()
        clock.advance(by: 1)
        host.addSubview(View())
        #expect(overlay.superview == nil)
        #expect(trace.count("loading.raised") == 0)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("Input under it is blocked from the moment it appears, unless it lets clicks through; once dismissed it lets them through at once")
    func input() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()
        #expect(screen.hitTest(Point(30, 30))?.view === button) // the grace time: not there yet
        clock.advance(by: 0.1)
        #expect(overlay.alpha == 0 && screen.hitTest(Point(30, 30))?.view === overlay)
        clock.advance(by: 0.3)
        #expect(screen.hitTest(Point(30, 30))?.view === overlay)
        overlay.blocksInput = false
        #expect(screen.hitTest(Point(30, 30))?.view === button)
        overlay.blocksInput = true
        clock.advance(by: 1)
        overlay.dismiss()
        #expect(overlay.phase == .disappearing)
        #expect(screen.hitTest(Point(30, 30))?.view === button)
    }

    @Test("Dismissed before its minimum time, it stays on screen but no longer blocks, and what it covers is not busy")
    func lingeringLetsInputThrough() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        overlay.show()
        clock.advance(by: 0.2)         // appeared at 0.1
        #expect(screen.hitTest(Point(30, 30))?.view === overlay && overlay.isBlocking)
        overlay.dismiss()
        #expect(overlay.phase == .lingering && overlay.isVisible)
        #expect(screen.hitTest(Point(30, 30))?.view === button)
        #expect(!overlay.isBlocking)
        overlay.show()                 // more work before it went: it blocks again
        #expect(overlay.phase == .shown && screen.hitTest(Point(30, 30))?.view === overlay)
    }

    @Test("The host's content can change under it, as a scene switch does")
    func contentSwitch() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        showFully()
        button.removeFromSuperview()
        let next = View(frame: host.bounds)
        host.addSubview(next)
        #expect(host.subviews.count == 2 && host.subviews[0] === next && host.subviews[1] === overlay)
        #expect(overlay.phase == .shown && trace.count("loading.raised") == 1)
    }

    @Test("The spinner steps twelve times a second while shown")
    func spinner() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        showFully()
        let start = overlay.activityIndicator.step
        clock.advance(by: 0.5)
        #expect((overlay.activityIndicator.step - start + 12) % 12 == 6)
        #expect(overlay.activityIndicator.isAnimating && !overlay.activityIndicator.isHidden)
    }
}
