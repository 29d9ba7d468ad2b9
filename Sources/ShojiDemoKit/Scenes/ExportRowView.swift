import Shoji

/// One export in the tasks scene's list: its name, what it is doing, a progress bar and a cancel button.
@MainActor
final class ExportRowView: View {
    static let height = 54.0
    let index: Int
    let job: SerialTaskQueue.Job
    private let megabytes: Int
    private let nameLabel: Label
    private let statusLabel = Label("", style: .caption.with(size: 12.5))
    let bar = ProgressView()
    let cancelButton = Button(tr("tasks.cancel"))
    private var startedAt: Double?
    private var elapsed: Double?

    init(index: Int, job: SerialTaskQueue.Job, megabytes: Int, onCancel: @escaping @MainActor (SerialTaskQueue.Job) -> Void) {
        self.index = index
        self.job = job
        self.megabytes = megabytes
        nameLabel = Label(tr("tasks.row.name", "\(index)"), style: .body.with(weight: .medium))
        super.init()
        identifier = "tasks.row.\(index)"
        backgroundColor = .systemBackground
        cornerRadius = 8
        statusLabel.textColor = .secondaryLabel
        statusLabel.identifier = "tasks.status.\(index)"
        cancelButton.identifier = "tasks.cancel.\(index)"
        cancelButton.primaryAction = { [weak self] _ in
            guard let self else { return }
            onCancel(self.job)
        }
        for v in [nameLabel, statusLabel, bar, cancelButton] as [View] { addSubview(v) }
        // A group named by its export, so that its bar and its Cancel button say which export they are.
        accessibilityRole = .panel
        accessibilityLabel = nameLabel.text
        nameLabel.accessibilityElementsHidden = true
        bar.accessibilityLabel = nameLabel.text
        refresh(now: nil)
    }

    /// Updates the text, bar and button from the job's state; `now` marks starts and ends.
    func refresh(now: Double?) {
        switch job.state {
        case .waiting:
            statusLabel.text = tr("tasks.state.waiting")
        case .running(let p):
            if startedAt == nil { startedAt = now }
            if p < ExportJob.writeShare {
                let written = Double(megabytes) * p / ExportJob.writeShare
                statusLabel.text = tr("tasks.state.writing", Self.oneDecimal(written), Self.oneDecimal(Double(megabytes)))
            } else {
                statusLabel.text = tr("tasks.state.verifying")
            }
            bar.setProgress(p, animated: true)
        case .succeeded:
            if elapsed == nil, let s = startedAt, let now { elapsed = now - s }
            let time = elapsed.map { " · " + Self.oneDecimal($0) + " s" } ?? ""
            statusLabel.text = tr("tasks.state.done", Self.oneDecimal(Double(megabytes))) + time
            bar.progressTintColor = Color(hex: 0x34C759)
            bar.setProgress(1, animated: true)
        case .failed(let message):
            statusLabel.text = tr("tasks.state.failed", message)
            statusLabel.textColor = .destructive
            bar.progressTintColor = Color(hex: 0xE5534B)
        case .cancelled:
            statusLabel.text = tr("tasks.state.cancelled")
            bar.progressTintColor = Color(white: 0.6)
        }
        cancelButton.isEnabled = !job.state.isFinished
    }

    nonisolated static func oneDecimal(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    override func layoutSubviews() {
        let b = bounds
        let button = cancelButton.sizeThatFits(.zero)
        cancelButton.frame = Rect(x: b.width - button.width - 10, y: (b.height - button.height) / 2, width: button.width, height: button.height)
        let textRight = cancelButton.frame.minX - 14
        let nameW = min(150, nameLabel.sizeThatFits(.zero).width)
        nameLabel.frame = Rect(x: 14, y: 8, width: nameW, height: 20)
        let statusX = max(112, nameLabel.frame.maxX + 12)
        statusLabel.frame = Rect(x: statusX, y: 8, width: max(0, textRight - statusX), height: 20)
        bar.frame = Rect(x: 14, y: 35, width: max(0, textRight - 14), height: ProgressView.barHeight)
    }
}
