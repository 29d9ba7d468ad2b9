import Testing
@testable import Shoji

/// When tool tips show and go, with GTK 3's timings, on a manual clock; and the view's tip property.
@MainActor
@Suite("Tool tips")
struct ToolTipTests {
    /// The scheduler on a manual clock, with a timer at its deadline as a host keeps one.
    @MainActor
    final class Host {
        let clock = ManualClock()
        var scheduler = ToolTipScheduler<String>()
        var shown: [String] = []
        var log: [String] = []
        private var timer: ClockTimer?

        func send(_ input: ToolTipScheduler<String>.Input) {
            for intent in scheduler.handle(input, at: clock.now) {
                switch intent {
                case .show(let t): shown.append(t); log.append("show \(t) at \(Int((clock.now * 1000).rounded())) ms")
                case .hide: log.append("hide at \(Int((clock.now * 1000).rounded())) ms")
                }
            }
            timer?.cancel()
            if let d = scheduler.nextDeadline { timer = clock.schedule(after: d - clock.now) { [weak self] in self?.send(.tick) } }
        }
        func over(_ t: String?) { send(.pointerMoved(over: t)) }
        func wait(_ s: Double) { clock.advance(by: s) }
    }

    let h = Host()

    @Test("A tip shows after the pointer rests 500 ms on its view; moving on the view starts the wait again")
    func hover() {
        h.over("save")
        h.wait(0.3)
        h.over("save")
        h.wait(0.499)
        #expect(h.shown.isEmpty)
        h.wait(0.001)
        #expect(h.log == ["show save at 800 ms"])
    }

    @Test("Browsing: from one tip to the next in 60 ms, and within 500 ms after leaving one; later, 500 ms again")
    func browse() {
        h.over("save")
        h.wait(0.5)
        h.over("open")
        #expect(h.log == ["show save at 500 ms", "hide at 500 ms"])
        h.wait(0.06)
        #expect(h.scheduler.shown == "open")
        h.over(nil)                      // off every tip at 560 ms: browsing lasts until 1,060 ms
        h.wait(0.4)
        h.over("print")
        h.wait(0.06)
        #expect(h.scheduler.shown == "print", "within the cool-down: 60 ms")
        h.over(nil)
        h.wait(0.6)
        h.over("save")
        h.wait(0.06)
        #expect(h.scheduler.shown == nil, "after the cool-down the full delay again")
        h.wait(0.44)
        #expect(h.scheduler.shown == "save")
    }

    @Test("Any key, press or wheel hides the tip and ends browsing; it does not come back until the pointer leaves the view")
    func firstInputHides() {
        h.over("save")
        h.wait(0.5)
        h.send(.otherInput)
        #expect(h.log.last == "hide at 500 ms")
        h.over("save")
        h.wait(2)
        #expect(h.scheduler.shown == nil, "still on the same view: no tip")
        h.over("open")
        h.wait(0.06)
        #expect(h.scheduler.shown == nil, "browsing ended with the input")
        h.wait(0.44)
        #expect(h.scheduler.shown == "open")
        h.over(nil)
        h.over("save")
        h.send(.otherInput)               // a press while waiting: the wait is dropped too
        h.wait(1)
        #expect(h.shown == ["save", "open"])
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test("A view's tip is its accessible description unless a hint is set; subviews show their ancestor's tip")
    func viewProperty() {
        let button = Button("Save")
        button.toolTip = "Save the document (Ctrl+S)"
        #expect(button.accessibilityHint == "Save the document (Ctrl+S)")
        #expect(button.titleLabel.effectiveToolTip == "Save the document (Ctrl+S)")
        button.accessibilityHint = "Saves"
        #expect(button.accessibilityHint == "Saves" && button.toolTip == "Save the document (Ctrl+S)")
        #expect(View().effectiveToolTip == nil)
    }

    @Test("The tip view is a tool tip named by its text, sized to it and wrapped at its maximum width")
    func tipView() {
        let short = ToolTipView(text: "Save")
        #expect(short.accessibilityRole == .toolTip && short.accessibilityLabel == "Save")
        #expect(short.bounds.width < 100)
        let long = ToolTipView(text: String(repeating: "A long explanation of a button ", count: 6))
        #expect(long.bounds.width <= long.maximumWidth)
        #expect(long.bounds.height > short.bounds.height * 2)
    }
}
