import Shoji

/// The exports, one row each, stacked; drag it up and down (it scrolls when the rows are taller than
/// it, and stretches a little and springs back when they are not) — a drag that keeps up while the
/// exports run is the point.
@MainActor
final class ExportListView: View {
    static let spacing = 6.0
    private var rows: [View] = []
    private let placeholder = Label(tr("tasks.empty"), style: .body)
    private var dragStart = 0.0
    private var spring: Animation?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        cornerRadius = 10
        backgroundColor = TasksPalette.well
        placeholder.textColor = .secondaryLabel
        placeholder.alignment = .center
        addSubview(placeholder)
        let pan = PanGestureRecognizer { [weak self] g in self?.panned(g as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    func append(_ row: View) {
        rows.append(row)
        addSubview(row)
        setNeedsLayout()
    }

    func removeFinished(where isFinished: (View) -> Bool) {
        for r in rows where isFinished(r) { r.removeFromSuperview() }
        rows.removeAll(where: isFinished)
        bounds.origin = .zero
        setNeedsLayout()
    }

    private var contentHeight: Double {
        rows.isEmpty ? 0 : Double(rows.count) * (ExportRowView.height + Self.spacing) + Self.spacing
    }

    private var maxOffset: Double { max(0, contentHeight - bounds.height) }

    override func layoutSubviews() {
        placeholder.isHidden = !rows.isEmpty
        placeholder.frame = Rect(x: 0, y: bounds.minY, width: bounds.width, height: min(bounds.height, 120))
        var y = Self.spacing
        for r in rows {
            r.frame = Rect(x: Self.spacing, y: y, width: max(0, bounds.width - 2 * Self.spacing), height: ExportRowView.height)
            y += ExportRowView.height + Self.spacing
        }
    }

    private func panned(_ g: PanGestureRecognizer) {
        switch g.state {
        case .began:
            spring?.cancel()
            dragStart = bounds.origin.y
        case .changed:
            var y = dragStart - g.translation(in: self).y
            // Past either end the list follows at a third of the pointer's speed.
            if y < 0 { y /= 3 } else if y > maxOffset { y = maxOffset + (y - maxOffset) / 3 }
            bounds.origin.y = y
        case .ended, .cancelled:
            let from = bounds.origin.y, to = min(max(from, 0), maxOffset)
            guard from != to, let animator = window?.screen?.animator else { return }
            spring = animator.animate(duration: 0.35, curve: .spring(damping: 1), update: { [weak self] t in
                self?.bounds.origin.y = lerp(from, to, t)
            })
            Trace.emit("tasks.list.dragged", ["offset": TraceValue(to)])
        default:
            break
        }
    }
}

/// A tile the user can drag around its pad while the exports run.
@MainActor
final class DraggableTile: View {
    private let label: Label
    private var grabbed = Point.zero

    init(title: String) {
        label = Label(title, style: .caption.with(size: 12.5, weight: .medium))
        super.init()
        backgroundColor = Color(hex: 0x5856D6)
        cornerRadius = 10
        label.textColor = .white
        label.alignment = .center
        label.numberOfLines = 0
        addSubview(label)
        let pan = PanGestureRecognizer { [weak self] g in self?.dragged(g as! PanGestureRecognizer) }
        pan.minimumDistance = 2
        addGestureRecognizer(pan)
    }

    override func layoutSubviews() { label.frame = bounds.insetBy(dx: 8, dy: 4) }

    private func dragged(_ g: PanGestureRecognizer) {
        guard let pad = superview else { return }
        switch g.state {
        case .began:
            grabbed = frame.origin
        case .changed:
            let t = g.translation(in: pad)
            let b = pad.bounds
            frame.origin = Point(x: min(max(grabbed.x + t.x, 0), b.width - frame.width),
                                 y: min(max(grabbed.y + t.y, 0), b.height - frame.height))
        case .ended:
            Trace.emit("tasks.tile.dropped", ["x": TraceValue(frame.minX), "y": TraceValue(frame.minY)])
        default:
            break
        }
    }
}

/// A ring with a turning arc while the queue is busy: if the main actor stalled, it would stop turning.
@MainActor
final class HeartbeatView: View {
    var angle = 0.0 { didSet { if isSpinning { setNeedsDisplay() } } }
    var isSpinning = false { didSet { if isSpinning != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        let r = min(bounds.width, bounds.height) / 2 - 3
        let c = Point(bounds.midX, bounds.midY)
        var ring = Path()
        ring.addArc(center: c, radius: r, startAngle: 0, endAngle: 2 * Double.pi)
        canvas.stroke(ring, color: .systemFill, lineWidth: 3)
        guard isSpinning else { return }
        var arc = Path()
        arc.addArc(center: c, radius: r, startAngle: angle, endAngle: angle + Double.pi * 0.6)
        canvas.stroke(arc, color: .tint, lineWidth: 3)
    }
}

/// The tasks scene's colours.
enum TasksPalette {
    /// The well the tiles sit in.
    static let well = Color(light: Color(hex: 0xE9ECF2), dark: Color(hex: 0x23262C))
}
