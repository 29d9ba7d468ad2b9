import Testing
@testable import Shoji

/// A control that records what reached it.
@MainActor
final class TouchLogControl: Control {
    var log: [String] = []
    override func touchesBegan(_ touch: Touch) { log.append("began"); super.touchesBegan(touch) }
    override func touchesEnded(_ touch: Touch) { log.append("ended"); super.touchesEnded(touch) }
    override func touchesCancelled(_ touch: Touch) { log.append("cancelled"); super.touchesCancelled(touch) }
}

@MainActor
@Suite("Gesture recognizers and touch delivery")
struct GestureTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    let parent = View(frame: Rect(0, 0, 300, 300))
    let button = TouchLogControl(frame: Rect(50, 50, 100, 40))
    var taps = 0

    init() {
        screen = Screen(size: Size(400, 400), clock: clock)
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        window.addSubview(parent)
        parent.addSubview(button)
    }

    func click(_ p: Point) {
        screen.send(.pointer(PointerEvent(.down, at: p)))
        screen.send(.pointer(PointerEvent(.up, at: p)))
    }

    @Test("A tap recognizer on a parent swallows a child control's tap by default")
    func tapOnParentCancelsChild() {
        var parentTaps = 0, controlActions = 0
        parent.addGestureRecognizer(TapGestureRecognizer { _ in parentTaps += 1 })
        button.primaryAction = { _ in controlActions += 1 }
        click(Point(60, 60))
        #expect(parentTaps == 1)
        #expect(controlActions == 0)
        #expect(button.log == ["began", "cancelled"])
        #expect(!button.isHighlighted)
    }

    @Test("cancelsTouchesInView = false lets the child control have its tap too (the seed's fix)")
    func tapWithoutCancelling() {
        var parentTaps = 0, controlActions = 0
        let tap = TapGestureRecognizer { _ in parentTaps += 1 }
        tap.cancelsTouchesInView = false
        parent.addGestureRecognizer(tap)
        button.primaryAction = { _ in controlActions += 1 }
        click(Point(60, 60))
        #expect(parentTaps == 1)
        #expect(controlActions == 1)
        #expect(button.log == ["began", "ended"])
    }

    @Test("A tap fails when the pointer moves too far; a pan begins after 10 px and reports translation")
    func panVersusTap() {
        var tapCount = 0
        var states: [GestureRecognizer.State] = []
        var lastTranslation = Point.zero
        parent.addGestureRecognizer(TapGestureRecognizer { _ in tapCount += 1 })
        let pan = PanGestureRecognizer { r in
            states.append(r.state)
            lastTranslation = (r as! PanGestureRecognizer).translation(in: nil)
        }
        parent.addGestureRecognizer(pan)
        screen.send(.pointer(PointerEvent(.down, at: Point(200, 200))))
        screen.send(.pointer(PointerEvent(.moved, at: Point(205, 200), button: .primary)))
        #expect(states.isEmpty)
        screen.send(.pointer(PointerEvent(.moved, at: Point(215, 200), button: .primary)))
        screen.send(.pointer(PointerEvent(.moved, at: Point(240, 210), button: .primary)))
        screen.send(.pointer(PointerEvent(.up, at: Point(240, 210))))
        #expect(tapCount == 0)
        #expect(states == [.began, .changed, .ended])
        #expect(lastTranslation == Point(40, 10))
    }

    @Test("A pan that starts on a control cancels the control's press")
    func panCancelsControl() {
        parent.addGestureRecognizer(PanGestureRecognizer())
        var actions = 0
        button.primaryAction = { _ in actions += 1 }
        screen.send(.pointer(PointerEvent(.down, at: Point(60, 60))))
        #expect(button.isHighlighted)
        screen.send(.pointer(PointerEvent(.moved, at: Point(60, 80), button: .primary)))
        screen.send(.pointer(PointerEvent(.up, at: Point(60, 62))))
        #expect(actions == 0)
        #expect(button.log == ["began", "cancelled"])
    }

    @Test("A long press begins after exactly 0.5 s on the clock, not before")
    func longPress() {
        var began = 0
        parent.addGestureRecognizer(LongPressGestureRecognizer { r in if r.state == .began { began += 1 } })
        screen.send(.pointer(PointerEvent(.down, at: Point(200, 200))))
        clock.advance(by: 0.49)
        #expect(began == 0)
        clock.advance(by: 0.01)
        #expect(began == 1)
        screen.send(.pointer(PointerEvent(.up, at: Point(200, 200))))
    }

    @Test("Two clicks within 0.4 s at one place make a double click")
    func doubleClick() {
        var doubles = 0
        let dbl = TapGestureRecognizer { _ in doubles += 1 }
        dbl.numberOfTapsRequired = 2
        parent.addGestureRecognizer(dbl)
        click(Point(200, 200))
        clock.advance(by: 0.3)
        click(Point(201, 200))
        #expect(doubles == 1)
        clock.advance(by: 0.5)
        click(Point(201, 200))
        #expect(doubles == 1)
    }

    @Test("The desktop's double-click time and distance (XSETTINGS) decide, changed while the app runs")
    func doubleClickFollowsTheDesktop() {
        var doubles = 0
        let dbl = TapGestureRecognizer { _ in doubles += 1 }
        dbl.numberOfTapsRequired = 2
        parent.addGestureRecognizer(dbl)
        click(Point(200, 200))
        clock.advance(by: 0.7)
        click(Point(200, 200))
        #expect(doubles == 0)                     // slower than 0.4 s: two single clicks
        clock.advance(by: 2)
        screen.desktopSettings.doubleClickInterval = 1.5
        screen.desktopSettings.doubleClickDistance = 10
        click(Point(200, 200))
        clock.advance(by: 0.7)
        click(Point(208, 200))
        #expect(doubles == 1)                     // 0.7 s and 8 points apart are now a double click
        clock.advance(by: 2)
        screen.desktopSettings.doubleClickInterval = 0.2
        click(Point(200, 200))
        clock.advance(by: 0.3)
        click(Point(200, 200))
        #expect(doubles == 1)                     // faster than the old limit, slower than the new one
    }

    @Test("Releasing outside a pressed control does not fire it; dragging back in does")
    func controlSlop() {
        var actions = 0
        button.primaryAction = { _ in actions += 1 }
        screen.send(.pointer(PointerEvent(.down, at: Point(60, 60))))
        screen.send(.pointer(PointerEvent(.moved, at: Point(250, 250), button: .primary)))
        #expect(!button.isHighlighted)
        screen.send(.pointer(PointerEvent(.up, at: Point(250, 250))))
        #expect(actions == 0)
        click(Point(60, 60))
        #expect(actions == 1)
    }

    @Test("Removing the touched view cancels its touch")
    func removalCancels() {
        screen.send(.pointer(PointerEvent(.down, at: Point(60, 60))))
        button.removeFromSuperview()
        #expect(button.log == ["began", "cancelled"])
        screen.send(.pointer(PointerEvent(.up, at: Point(60, 60))))
        #expect(button.log == ["began", "cancelled"])
    }

    @Test("Hover enters and leaves the deepest view")
    func hover() {
        screen.send(.pointer(PointerEvent(.moved, at: Point(60, 60), button: nil)))
        #expect(button.isHovered)
        screen.send(.pointer(PointerEvent(.moved, at: Point(250, 250), button: nil)))
        #expect(!button.isHovered)
    }

    @Test("Input is delivered while an animation runs")
    func inputDuringAnimation() {
        var actions = 0
        button.primaryAction = { _ in actions += 1 }
        screen.animator.animate(duration: 1, update: { [button] t in button.alpha = 0.5 + t / 2 })
        clock.advance(by: 0.3)
        click(Point(60, 60))
        #expect(actions == 1)
        #expect(screen.animator.isAnimating)
    }
}
