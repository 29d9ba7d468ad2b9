@testable import Shoji

/// A screen on a manual clock with one window, and a mouse: what the headless tests drive widgets with.
/// Layout runs after every event and every frame, as the host does.
@MainActor
final class Rig {
    static let frame = 1.0 / 60.0
    let clock = ManualClock()
    let screen: Screen
    /// The screen's host: what the screen told it is noted there.
    let host = RecordingScreenHost()
    let window: Window
    private(set) var events: [(name: String, fields: [String: TraceValue])] = []

    init(size: Size = Size(400, 600)) {
        screen = Screen(size: size, clock: clock, host: host)
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
    }

    /// Records trace events from now on (call `stopTracing` at the end of the test).
    func startTracing() {
        Trace.addSink { [weak self] name, fields in
            self?.events.append((name, Dictionary(fields, uniquingKeysWith: { a, _ in a })))
        }
    }

    func stopTracing() { Trace.removeAllSinks() }

    func names(_ prefix: String) -> [String] { events.filter { $0.name.hasPrefix(prefix) }.map(\.name) }

    /// The `field` string of every `event`, in order.
    func values(_ event: String, _ field: String) -> [TraceValue] {
        events.filter { $0.name == event }.compactMap { $0.fields[field] }
    }

    func layout() { screen.layoutIfNeeded() }

    /// Lets `seconds` pass a frame at a time.
    func advance(_ seconds: Double) {
        var left = seconds
        while left > 1e-9 {
            let step = min(Rig.frame, left)
            clock.advance(by: step)
            left -= step
            layout()
        }
    }

    /// Runs frames until nothing animates (at most `limit` seconds); returns the time it took.
    @discardableResult
    func settle(limit: Double = 10) -> Double {
        let start = clock.now
        layout()
        while screen.animator.isAnimating && clock.now - start < limit { advance(Rig.frame) }
        return clock.now - start
    }

    func down(_ p: Point) { screen.send(.pointer(PointerEvent(.down, at: p))); layout() }
    func move(_ p: Point) { screen.send(.pointer(PointerEvent(.moved, at: p, button: .primary))); layout() }
    func up(_ p: Point) { screen.send(.pointer(PointerEvent(.up, at: p))); layout() }

    func click(_ p: Point) {
        down(p)
        advance(0.05)
        up(p)
    }

    /// Presses at `a`, moves to `b` in `steps` even steps over `duration`, waits `hold`, and releases
    /// (unless `release` is false).
    func drag(from a: Point, to b: Point, duration: Double = 0.4, steps: Int = 20, hold: Double = 0, release: Bool = true,
              onStep: ((Int) -> Void)? = nil) {
        down(a)
        for i in 1...steps {
            advance(duration / Double(steps))
            move(lerp(a, b, Double(i) / Double(steps)))
            onStep?(i)
        }
        if hold > 0 { advance(hold) }
        if release { up(b) }
    }

    func wheel(at p: Point, dy: Double) { screen.send(.wheel(WheelEvent(at: p, delta: Point(0, dy)))); layout() }

    func key(_ key: Key, modifiers: Modifiers = []) { screen.send(.key(KeyEvent(key, modifiers: modifiers))); layout() }
}
