import Shoji

/// The Simulator's "Slow Animations": F2 switches every animation and timer between normal speed and
/// the slow factor, because they all read the one scaled clock. The title bar shows the factor while it
/// is not 1.
@MainActor
final class SlowMotion {
    let clock: ScaledClock
    let slowFactor: Double
    private let badge = Label("", style: .body.with(size: 13, weight: .bold))
    private weak var app: DemoApp?

    init(clock: ScaledClock, app: DemoApp, slowFactor: Double) {
        self.clock = clock
        self.app = app
        self.slowFactor = slowFactor == 1 ? 0.1 : slowFactor
        badge.identifier = "titlebar.timescale"
        badge.textColor = Color(hex: 0xFFCC00)
        app.shell.titleBar.addAccessory(badge)
        app.keyCommands.append { [weak self] event in
            guard event.key == .function(2), let self else { return false }
            self.toggle()
            return true
        }
        update()
    }

    func toggle() {
        clock.factor = clock.factor == 1 ? slowFactor : 1
        update()
        Trace.emit("app.timeScale", ["factor": .number(clock.factor)])
    }

    private func update() {
        badge.text = clock.factor == 1 ? "" : "× \(SlowMotion.format(clock.factor))"
        // Hidden at normal speed, so the title bar neither measures it (an empty label would still load its
        // bold 13-point font, before the first frame, for nothing on screen) nor keeps room for it.
        badge.isHidden = clock.factor == 1
        app?.shell.titleBar.setNeedsLayout()
        app?.refreshTitle()
    }

    static func format(_ f: Double) -> String {
        f == f.rounded() ? String(Int(f)) : String(f)
    }
}
