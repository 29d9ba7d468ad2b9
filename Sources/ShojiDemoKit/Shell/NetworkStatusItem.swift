import Shoji
import ShojiSystem

/// The title bar's network item: a coloured dot and a word, from a `NetworkMonitor` that reads the
/// kernel's tables in the background (the seed's reachability without the DNS wait). The item learns of
/// changes through the notification centre, so nothing here ever waits for the network.
@MainActor
final class NetworkStatusItem: View {
    let monitor: NetworkMonitor
    private let label = Label("", style: .caption.with(weight: .bold))
    private var dotColor = Color(white: 0.6)

    init(monitor: NetworkMonitor) {
        self.monitor = monitor
        super.init()
        identifier = "titlebar.network"
        cornerRadius = 11
        backgroundColor = Color(white: 1, alpha: 0.08)
        label.textColor = Color(white: 0.85)
        addSubview(label)
        show(monitor.status)
        monitor.center.addObserver(self, for: .networkStatusDidChange, object: monitor) { item, note in
            item.show(note.payload)
            Trace.emit("network.status", ["status": .string(NetworkStatusItem.traceName(note.payload)),
                                          "interface": TraceValue(note.payload.interface)])
        }
    }

    /// The status again, in the language now chosen.
    func retitle() { show(monitor.status) }

    private func show(_ status: NetworkStatus) {
        switch status {
        case .unknown:
            label.text = tr("network.unknown"); dotColor = Color(white: 0.6)
        case .offline:
            label.text = tr("network.offline"); dotColor = Color(hex: 0xE5534B)
        case .localOnly(let i):
            label.text = tr("network.local") + " · " + i; dotColor = Color(hex: 0xE0A030)
        case .online(let i):
            label.text = tr("network.online") + " · " + i; dotColor = Color(hex: 0x3FB950)
        }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()   // the title bar's stack gives it room for the new text
    }

    static func traceName(_ s: NetworkStatus) -> String {
        switch s {
        case .unknown: return "unknown"
        case .offline: return "offline"
        case .localOnly: return "localOnly"
        case .online: return "online"
        }
    }

    override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    override func sizeThatFits(_ size: Size) -> Size {
        let t = label.sizeThatFits(.zero)
        return Size(width: 28 + t.width + 12, height: 22)
    }

    override func layoutSubviews() {
        label.frame = Rect(x: 28, y: 0, width: max(0, bounds.width - 40), height: bounds.height)
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(Path(ellipseIn: Rect(x: 11, y: bounds.midY - 4, width: 8, height: 8)), color: dotColor)
    }
}
