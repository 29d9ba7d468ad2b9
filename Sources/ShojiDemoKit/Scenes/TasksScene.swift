import FoundationEssentials
import Shoji
import ShojiFiles

/// The seed's serial exports: "Start" queues several exports that each write and check a few megabytes
/// off the main actor, strictly one after another, with a progress bar and a cancel button each. On the
/// right, proof that the UI stays live meanwhile: a tile to drag, a spinner, and the longest gap between
/// frames measured while the queue was busy.
@MainActor
final class TasksScene: DemoScene, SerialTaskQueueObserver {
    static let name = "tasks"
    static let batch = 5
    static let megabytes = 6
    let view: View
    let queue = SerialTaskQueue()
    private let clock: Clock
    private let animator: Animator
    /// Where the exports go: a private folder (0700, unguessable name) made for a batch and removed
    /// once the queue is idle — so also when the scene goes away (which cancels it) — and at exit.
    private(set) var folder: PrivateFolder?
    private let list = ExportListView()
    private let summary = Label("", style: .body.with(weight: .medium))
    private let corrupt = Switch(tr("tasks.corrupt"))
    private let heartbeat = HeartbeatView()
    private let gapLabel = Label("", style: .caption.with(size: 12.5))
    private var rows: [Int: ExportRowView] = [:]   // by job id
    private var nextIndex = 1
    private var frames: Animation?
    private var lastFrame: Double?
    private var longestGap = 0.0
    private weak var app: DemoApp?

    init(context: SceneContext) {
        clock = context.clock
        animator = context.animator
        app = context.app
        let root = SceneView()
        view = root
        root.identifier = "tasks"

        let heading = Label(tr("tasks.heading"), style: .title)
        let note = Label(tr("tasks.note", "\(Self.megabytes)"), style: .caption)
        note.numberOfLines = 0
        note.textColor = .secondaryLabel
        let start = Button(tr("tasks.start", "\(Self.batch)"))
        start.isFilled = true
        start.identifier = "tasks.start"
        let cancelAll = Button(tr("tasks.cancelAll"))
        cancelAll.identifier = "tasks.cancelAll"
        let exportAs = Button(tr("tasks.exportAs"))
        exportAs.identifier = "tasks.exportAs"
        corrupt.identifier = "tasks.corrupt"
        summary.identifier = "tasks.summary"
        list.identifier = "tasks.list"

        let liveTitle = Label(tr("tasks.live.title"), style: .headline.with(size: 15))
        let liveNote = Label(tr("tasks.live.note"), style: .caption)
        liveNote.numberOfLines = 0
        liveNote.textColor = .secondaryLabel
        let pad = View()
        pad.backgroundColor = TasksPalette.well
        pad.cornerRadius = 10
        pad.clipsToBounds = true
        pad.identifier = "tasks.pad"
        let tile = DraggableTile(title: tr("tasks.tile"))
        tile.identifier = "tasks.tile"
        pad.addSubview(tile)
        gapLabel.textColor = .secondaryLabel
        gapLabel.numberOfLines = 2
        gapLabel.identifier = "tasks.gap"

        for v in [heading, note, start, cancelAll, exportAs, corrupt, summary, list, liveTitle, liveNote, pad, heartbeat, gapLabel] as [View] {
            root.addSubview(v)
        }

        queue.addObserver(self)
        start.primaryAction = { [weak self] _ in self?.startBatch() }
        cancelAll.primaryAction = { [weak self] _ in self?.queue.cancelAll() }
        exportAs.primaryAction = { [weak self] _ in self?.exportList() }
        updateSummary()
        gapLabel.text = tr("tasks.gap.none")

        let (list, summary, corrupt, heartbeat, gapLabel) = (self.list, self.summary, self.corrupt, self.heartbeat, self.gapLabel)
        root.layout = { v in
            let m = 24.0
            let width = v.bounds.width - 2 * m
            let rightW = min(280, max(200, width * 0.34))
            let leftW = width - rightW - 28
            let rightX = m + leftW + 28
            var y = heading.place(at: Point(m, m), width: width).maxY + 8
            y = note.place(at: Point(m, y), width: width).maxY + 14
            var x = m
            x = start.place(at: Point(x, y)).maxX + 10
            x = cancelAll.place(at: Point(x, y)).maxX + 10
            if x + exportAs.sizeThatFits(.zero).width > m + width {   // too narrow: Export… starts a row below
                y += 44
                x = m
            }
            x = exportAs.place(at: Point(x, y)).maxX + 18
            if x + corrupt.sizeThatFits(.zero).width > m + width {   // too narrow: the switch goes below
                y += 44
                x = m
            }
            corrupt.place(at: Point(x, y + 5))
            y += 46
            y = summary.place(at: Point(m, y), width: leftW).maxY + 8
            list.frame = Rect(x: m, y: y, width: leftW, height: max(60, v.bounds.height - y - m))

            var ry = liveTitle.place(at: Point(rightX, y - 26), width: rightW).maxY + 4
            ry = liveNote.place(at: Point(rightX, ry), width: rightW).maxY + 10
            pad.frame = Rect(x: rightX, y: ry, width: rightW, height: 200)
            if tile.frame.isEmpty { tile.frame = Rect(x: 20, y: 20, width: 110, height: 64) }
            ry = pad.frame.maxY + 14
            heartbeat.frame = Rect(x: rightX, y: ry, width: 28, height: 28)
            gapLabel.frame = Rect(x: rightX + 38, y: ry - 4, width: rightW - 38, height: 36)
        }
    }

    /// "Export…": asks where with the save dialog, then writes the list of exports there (as a new file
    /// renamed over the old one, so a failed write leaves the old file whole).
    private func exportList() {
        guard let choose = app?.chooseSaveLocation else { return }
        let options = FileDialogOptions(mode: .save, title: tr("tasks.exportAs.title"), suggestedName: "tasks.txt",
                                        filters: [FileFilter(name: tr("tasks.exportAs.textFiles"), patterns: ["*.txt"]),
                                                  FileFilter(name: tr("tasks.exportAs.allFiles"), patterns: [])],
                                        strings: Strings.language == .ja ? .japanese : FileDialogStrings())
        Task { @MainActor [weak self] in
            guard let path = await choose(options)?.first, let self else { return }
            let lines = self.rows.keys.sorted().compactMap { id in self.rows[id].map { "export \($0.index): \($0.job.state)" } }
            do {
                try OutputFile.write(lines.joined(separator: "\n") + "\n", to: path)
                Trace.emit("tasks.exported", ["path": .string(path.string), "lines": .number(Double(lines.count))])
            } catch {
                Trace.emit("tasks.exportFailed", ["why": .string("\(error)")])
            }
        }
    }

    func willDisappear() {
        queue.cancelAll()
        stopMeasuring()
    }

    // MARK: The queue

    private func startBatch() {
        list.removeFinished { ($0 as? ExportRowView)?.job.state.isFinished == true }
        rows = rows.filter { !$0.value.job.state.isFinished }
        let corruptIndex = corrupt.isOn ? nextIndex + 2 : nil
        let folder: PrivateFolder
        do throws(FileError) {
            if let existing = self.folder { folder = existing } else { folder = try PrivateFolder(prefix: "shoji-exports") }
        } catch {
            summary.text = error.description
            Trace.emit("tasks.failed", ["error": .string(error.description)])
            return
        }
        self.folder = folder
        for _ in 0..<Self.batch {
            let index = nextIndex
            nextIndex += 1
            let work = ExportJob.work(index: index, folder: folder, megabytes: Self.megabytes,
                                      corrupt: index == corruptIndex, pace: .milliseconds(20))
            let job = queue.enqueue(tr("tasks.row.name", "\(index)"), work: work)
            let row = ExportRowView(index: index, job: job, megabytes: Self.megabytes) { [weak self] job in
                self?.queue.cancel(job)
            }
            rows[job.id] = row
            list.append(row)
        }
        // The new rows' buttons, for whoever wants to click them (the end-to-end tests).
        if Trace.isEnabled, let app {
            Trace.emit("tasks.enqueued", fields: [("count", TraceValue(Self.batch)), ("folder", .string(folder.path)),
                                                  ("views", app.visibleViews())])
        }
        updateSummary()
        startMeasuring()
    }

    func taskQueue(_ queue: SerialTaskQueue, didStart job: SerialTaskQueue.Job) {
        guard let row = rows[job.id] else { return }
        row.refresh(now: clock.now)
        Trace.emit("task.started", ["index": TraceValue(row.index), "name": .string(job.name)])
        updateSummary()
    }

    func taskQueue(_ queue: SerialTaskQueue, didUpdateProgress job: SerialTaskQueue.Job) {
        rows[job.id]?.refresh(now: clock.now)
    }

    func taskQueue(_ queue: SerialTaskQueue, didFinish job: SerialTaskQueue.Job) {
        guard let row = rows[job.id] else { return }
        row.refresh(now: clock.now)
        var fields: [(String, TraceValue)] = [("index", TraceValue(row.index)), ("outcome", .string(Self.outcome(job.state)))]
        if case .failed(let message) = job.state { fields.append(("error", .string(message))) }
        Trace.emit("task.finished", fields: fields)
        updateSummary()
        if queue.isIdle {
            stopMeasuring()
            folder?.remove()
            folder = nil
        }
    }

    static func outcome(_ s: SerialTaskQueue.State) -> String {
        switch s {
        case .waiting: return "waiting"
        case .running: return "running"
        case .succeeded: return "succeeded"
        case .failed: return "failed"
        case .cancelled: return "cancelled"
        }
    }

    private func updateSummary() {
        if let current = queue.current {
            summary.text = tr("tasks.summary.running", current.name, "\(queue.waiting.count)")
        } else {
            summary.text = tr("tasks.summary.idle")
        }
    }

    // MARK: Responsiveness

    /// While the queue works, every frame notes the time since the one before: a main actor held up by
    /// the exports would show here as a long gap (at 60 frames a second the ideal is 17 ms).
    private func startMeasuring() {
        guard frames == nil else { return }
        lastFrame = nil
        longestGap = 0
        frames = animator.addFrameHandler { [weak self] now in
            guard let self else { return false }
            if let last = self.lastFrame { self.longestGap = max(self.longestGap, now - last) }
            self.lastFrame = now
            heartbeat.angle = now * 2 * Double.pi / 1.2
            gapLabel.text = tr("tasks.gap", "\(Int((self.longestGap * 1000).rounded()))")
            return true
        }
        heartbeat.isSpinning = true
    }

    private func stopMeasuring() {
        guard let f = frames else { return }
        frames = nil
        f.cancel()
        heartbeat.isSpinning = false
        Trace.emit("tasks.idle", ["longestFrameGapMs": TraceValue(Int((longestGap * 1000).rounded()))])
    }
}
