import Shoji
import ShojiRuntime
import Testing

/// The runtime without an X server: the delegate's callbacks in order, the window it gets, the trace of
/// `app.ready`, and time that moves only when the test says so.
@MainActor
struct HeadlessApplicationTests {
    final class Probe: ApplicationDelegate {
        var configuration = ApplicationConfiguration(title: "Probe", size: Size(300, 200))
        var calls: [String] = []
        let box = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))

        func applicationDidFinishLaunching(_ application: Application) {
            calls.append("launched")
            box.identifier = "probe.box"
            box.backgroundColor = .black
            application.mainWindow.addSubview(box)
        }
        func applicationDidBecomeReady(_ application: Application) { calls.append("ready") }
        var readyTraceFields: [(String, TraceValue)] { [("probe", true)] }
    }

    @Test func theDelegateBuildsTheUIInTheMainWindowThenHearsItIsReady() {
        let probe = Probe()
        let app = HeadlessApplication(delegate: probe)
        #expect(probe.calls == ["launched", "ready"])
        #expect(app.screen.size == Size(300, 200), "the configuration's size")
        #expect(app.application.mainWindow.isKeyWindow)
        #expect(app.application.host == nil && app.application.isHeadless)
        #expect(Application.shared === app.application)
        #expect(app.screen.view(withIdentifier: "probe.box") === probe.box)
    }

    @Test func optionsOverrideTheConfiguration() {
        var options = LaunchOptions()
        options.size = Size(640, 480)
        options.scale = 2
        let app = HeadlessApplication(delegate: Probe(), options: options)
        #expect(app.screen.size == Size(640, 480))
        #expect(app.image().pixelWidth == 1280, "rendered at the scale asked for")
    }

    @Test func readyIsTracedWithEveryIdentifiedViewInWindowPixels() throws {
        var lines: [(String, [(String, TraceValue)])] = []
        Trace.addSink { event, fields in lines.append((event, fields)) }
        defer { Trace.removeAllSinks() }
        var options = LaunchOptions()
        options.scale = 2
        _ = HeadlessApplication(delegate: Probe(), options: options)
        let ready = try #require(lines.first { $0.0 == "app.ready" })
        let fields = Dictionary(ready.1, uniquingKeysWith: { a, _ in a })
        #expect(fields["size"] == [600, 400])
        #expect(fields["views"] == .array([.object([("id", "probe.box"), ("frame", [20, 40, 60, 80])])]))
        #expect(fields["probe"] == true, "the delegate's own fields come along")
    }

    @Test func timePassesOnlyWhenTheTestMovesIt() {
        let app = HeadlessApplication(delegate: Probe())
        var fired = false
        app.application.clock.schedule(after: 0.5) { fired = true }
        app.advance(by: 0.4)
        #expect(!fired)
        app.advance(by: 0.1)
        #expect(fired)
        #expect(abs(app.clock.now - 0.5) < 1e-9, "advance moves exactly that far")
    }

    @Test func settlingWaitsForAnimationsToFinish() {
        let probe = Probe()
        let app = HeadlessApplication(delegate: probe)
        var done = false
        app.screen.animator.animate(duration: 0.3, update: { _ in }, completion: { _ in done = true })
        app.settle()
        #expect(done)
        #expect(!app.screen.animator.isAnimating)
    }

    @Test func aClickReachesTheViewUnderIt() throws {
        let probe = Probe()
        let app = HeadlessApplication(delegate: probe)
        var taps = 0
        let tap = TapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        probe.box.addGestureRecognizer(tap)
        #expect(app.tap(identifier: "probe.box"))
        #expect(taps == 1)
        #expect(!app.tap(identifier: "nothing.here"))
    }
}
