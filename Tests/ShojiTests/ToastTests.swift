import Testing
@testable import Shoji

/// The toast layer over a 400×600 window with a button under where the bubble shows, on a manual clock.
@MainActor
@Suite("Toast")
struct ToastTests {
    let rig = Rig()
    let toasts = ToastPresenter()
    let below = RecordingControl(Rect(0, 500, 400, 100))

    init() {
        rig.window.addSubview(below)
        toasts.frame = rig.window.bounds
        toasts.identifier = "toasts"
        rig.window.addSubview(toasts)
        rig.layout()
    }

    @Test("A toast fades in over 0.2 s, stays 2 s on the screen's clock, fades out over 0.2 s, and is gone")
    func timing() {
        toasts.show("3 new posts")
        rig.layout()
        #expect(toasts.isShowing && toasts.text == "3 new posts")
        rig.advance(0.1)
        #expect(abs(toasts.bubble.alpha - 0.5) < 0.01)
        rig.advance(0.1)
        #expect(toasts.bubble.alpha == 1)
        rig.advance(1.99)
        #expect(toasts.bubble.alpha == 1, "still fully shown at 2.19 s")
        rig.advance(0.11)
        #expect(toasts.isShowing && toasts.bubble.alpha < 0.6, "fading out")
        rig.advance(0.11)
        #expect(!toasts.isShowing)
        #expect(rig.clock.pendingTimerCount == 0)
    }

    @Test("A second message replaces the first and starts its time again")
    func replaces() {
        toasts.show("First")
        rig.advance(1.5)
        toasts.show("Second", duration: 1)
        rig.advance(0.9)
        #expect(toasts.text == "Second" && toasts.bubble.alpha == 1, "past the first one's end (2.2 s), the second stays")
        rig.advance(0.35)
        #expect(!toasts.isShowing)
    }

    @Test("Clicks go through the layer and through the bubble itself to the control below")
    func clicksPassThrough() {
        toasts.show("Saved")
        rig.advance(0.3)
        let bubble = toasts.bubble.convertToScreen(toasts.bubble.bounds)
        #expect(below.frame.contains(bubble.center), "the bubble is over the control")
        #expect(rig.screen.hitTest(bubble.center)?.view === below)
        rig.click(bubble.center)
        #expect(below.taps == 1)
        #expect(toasts.isShowing, "the toast does not go on a click below it")
    }

    @Test("Screen readers hear the message, and find the bubble as a notification while it shows")
    func accessibility() {
        let listener = AccessibilityTests.Listener(rig.screen)
        toasts.show("Copied")
        rig.advance(0.3)
        #expect(listener.log.contains("say Copied"))
        let element = rig.window.accessibilityChildren.first { $0.accessibilityRole == .notification }
        #expect(element?.accessibilityLabel == "Copied")
        rig.advance(2.5)
        #expect(!rig.window.accessibilityChildren.contains { $0.accessibilityRole == .notification })
    }
}
