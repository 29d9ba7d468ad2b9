import Shoji
import ShojiRuntime
import ShojiX11

/// F9 shows a small meter in the corner: the last frame's time, the share of the window it redrew, and
/// frames per second. It reads the host's counters twice a second while shown and costs nothing while
/// hidden; its own redraws are left out of what it reports.
@MainActor
final class FrameMeter {
    private let window: Window
    private let label = Label("", style: .caption.with(size: 12, weight: .medium))
    private weak var host: X11Host?
    private var timer: ClockTimer?
    private var lastFrames = 0, lastTime = 0.0
    private var damagedShare = 0.0

    init(screen: Screen, host: X11Host, app: DemoApp) {
        self.host = host
        window = Window(screen: screen, name: "meter", level: .overlay)
        window.hitPolicy = .passThroughAll
        window.resizesWithScreen = false
        label.backgroundColor = Color(white: 0, alpha: 0.72)
        label.textColor = Color(hex: 0x7CFC9A)
        label.cornerRadius = 6
        label.alignment = .center
        label.identifier = "meter"
        window.addSubview(label)
        app.keyCommands.append { [weak self] event in
            guard event.key == .function(9), let self else { return false }
            self.toggle()
            return true
        }
        host.onFramePresented = { [weak self] damage in
            guard let self, !self.window.isHidden else { return }
            let own = self.window.screenBoundingBox.area
            self.damagedShare = max(0, damage.area - own) / max(1, screen.bounds.area)
        }
    }

    var isShown: Bool { !window.isHidden }

    func toggle() {
        if window.isHidden {
            let size = Size(260, 24)
            window.frame = Rect(x: window.screen!.size.width - size.width - 12, y: 56, width: size.width, height: size.height)
            label.frame = window.bounds
            window.orderFront()
            lastFrames = host?.statistics.framesPresented ?? 0
            lastTime = window.screen!.clock.now
            timer = window.screen!.clock.scheduleRepeating(every: 0.5) { [weak self] in self?.refresh() }
            refresh()
        } else {
            timer?.cancel()
            window.isHidden = true
        }
        Trace.emit("meter.toggled", ["shown": .bool(!window.isHidden)])
    }

    private func refresh() {
        guard let host, let screen = window.screen else { return }
        let now = screen.clock.now
        // The meter's own redraw is one frame per refresh: not the app's.
        let stats = host.statistics
        let frames = max(0, stats.framesPresented - lastFrames - 1)
        let fps = Double(frames) / max(0.001, now - lastTime)
        lastFrames = stats.framesPresented
        lastTime = now
        label.text = formatted("%.2f ms · %.1f %% · %.0f fps%@", stats.lastFrameSeconds * 1000, damagedShare * 100, fps,
                            stats.usesSharedMemory ? " · shm" : "")
    }
}
