import Testing
@testable import Shoji

/// Slow motion (F2, `--time-scale`): every animation and timer reads the one clock, so they all stretch
/// together.
@MainActor
@Suite("Slow motion")
struct SlowMotionTests {
    let base = ManualClock()
    let slow: ScaledClock
    let screen: Screen
    let window: Window

    init() {
        slow = ScaledClock(base: base, factor: 0.1)
        screen = Screen(size: Size(400, 300), clock: slow)
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
    }

    @Test("At a time scale of 0.1 the loading overlay's 0.2 s fade takes 2 s")
    func fadeStretches() {
        let host = View(frame: screen.bounds)
        window.addSubview(host)
        let overlay = LoadingOverlay(host: host)
        overlay.graceTime = 0
        overlay.show()
        #expect(overlay.isVisible)
        base.advance(by: 1.0)
        #expect(overlay.alpha > 0.3 && overlay.alpha < 0.7, "half way through the stretched fade: \(overlay.alpha)")
        base.advance(by: 0.9)
        #expect(overlay.alpha < 1)
        base.advance(by: 0.1 + 1.0 / 60)
        #expect(overlay.alpha == 1)
    }

    @Test("At a time scale of 0.1 the number pad's 0.75 s sequence interval is 7.5 s")
    func intervalStretches() {
        final class Log: NumberPadObserver {
            var sequences: [String] = []
            var finished: [String] = []
            func numberPad(_ pad: NumberPad, didUpdateSequence s: String) { sequences.append(s) }
            func numberPad(_ pad: NumberPad, didFinishSequence s: String) { finished.append(s) }
        }
        let pad = NumberPad(frame: Rect(0, 200, 320, 54))
        window.addSubview(pad)
        let log = Log()
        pad.addObserver(log)
        pad.press(digit: 1)
        base.advance(by: 7.4)      // 0.74 s of app time
        pad.press(digit: 4)
        #expect(log.sequences == ["1", "14"])
        base.advance(by: 7.6)      // 0.76 s of app time
        #expect(log.finished == ["14"])
        pad.press(digit: 2)
        #expect(log.sequences.last == "2")
    }

    @Test("Frames still tick at the display's rate while time runs slowly")
    func framesStayAtSixtyHertz() {
        var updates = 0
        screen.animator.animate(duration: 0.2, update: { _ in updates += 1 })
        base.advance(by: 1)
        #expect(updates >= 59 && updates <= 61, "\(updates) frames in one real second")
    }

    @Test("Changing the factor keeps time continuous")
    func continuous() {
        base.advance(by: 1)
        let before = slow.now
        slow.factor = 1
        #expect(abs(slow.now - before) < 1e-9)
        base.advance(by: 1)
        #expect(abs(slow.now - before - 1) < 1e-9)
    }
}

@MainActor
@Suite("Input in slow motion")
struct SlowMotionInputTests {
    /// Real time: what the tests advance. The screen's clock runs ten times slower.
    let base = ManualClock()
    let screen: Screen
    let window: Window

    init() {
        screen = Screen(size: Size(400, 600), clock: ScaledClock(base: base, factor: 0.1))
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
    }

    @Test("A drag's velocity is what the hand did, whatever the time scale")
    func velocityInRealTime() {
        var velocity = Point.zero
        let pan = PanGestureRecognizer { r in velocity = (r as! PanGestureRecognizer).velocity }
        window.addGestureRecognizer(pan)
        screen.send(.pointer(PointerEvent(.down, at: Point(10, 100))))
        for i in 1...10 {
            base.advance(by: 0.01)
            screen.send(.pointer(PointerEvent(.moved, at: Point(10 + Double(i) * 10, 100), button: .primary)))
        }
        #expect(abs(velocity.x - 1000) < 1, "100 px in 0.1 real seconds is 1000 px/s, got \(velocity.x)")
    }

    @Test("A long press begins after its 0.5 s of real time, whatever the time scale")
    func longPressInRealTime() {
        var began = false
        let press = LongPressGestureRecognizer { r in if r.state == .began { began = true } }
        window.addGestureRecognizer(press)
        screen.send(.pointer(PointerEvent(.down, at: Point(100, 100))))
        base.advance(by: press.minimumPressDuration - 0.001)
        #expect(!began, "not before the hold time")
        base.advance(by: 0.002)
        #expect(began, "held 0.5 real seconds, not 5")
    }

    @Test("A wheel pull past the top is released 0.2 s of real time after the last notch, whatever the time scale")
    func wheelGapInRealTime() {
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        let rows = TextRows((0..<30).map { "r\($0)" })
        list.dataSource = rows
        let control = RefreshControl()
        list.refreshControl = control
        var refreshes = 0
        control.onRefresh = { _ in refreshes += 1 }
        window.addSubview(list)
        screen.layoutIfNeeded()
        for _ in 0..<5 {
            screen.send(.wheel(WheelEvent(at: Point(200, 300), delta: Point(0, -40))))
            base.advance(by: 0.03)
        }
        #expect(control.state == .armed)
        base.advance(by: ScrollView.wheelGestureGap - 0.03 - 0.001)
        #expect(control.state == .armed, "still one gesture just before the gap")
        base.advance(by: 0.002)
        #expect(control.state == .refreshing && refreshes == 1, "released after 0.2 real seconds, not 2")
    }
}
