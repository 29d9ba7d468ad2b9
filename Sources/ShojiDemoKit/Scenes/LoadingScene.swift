import Shoji

/// The seed's always-in-front loading screen. The overlay belongs to the app (`DemoApp.loadingOverlay`,
/// on the shell), so it outlives this scene; the scene only asks for it and keeps working behind it:
/// a job adds a coloured tile to the overlay's own parent every 0.3 s — exactly what would cover a
/// naive overlay — and dismisses it after 3 s.
@MainActor
final class LoadingScene: DemoScene {
    static let name = "loading"
    static let tileSize = 36.0, tileGap = 6.0

    let view: View
    private let context: SceneContext
    private let stage = BorderedView(edges: [.top, .left, .bottom, .right], color: .opaqueSeparator, width: 1)
    private let status = Label("", style: .body.with(size: 13))
    /// Tiles in the order they were added; they live in the overlay's parent, not in this scene's view.
    private var tiles: [View] = []
    private var tilesAdded = 0

    private var overlay: LoadingOverlay? { context.app?.loadingOverlay }

    init(context: SceneContext) {
        self.context = context
        let root = SceneView()
        view = root
        root.identifier = "loading"

        let heading = Label(tr("loading.heading"), style: .title)
        let body = Label(tr("loading.body"))
        body.numberOfLines = 0
        body.textColor = .secondaryLabel
        let show = Button(tr("loading.show"))
        show.identifier = "loading.show"
        show.isFilled = true
        let quick = Button(tr("loading.quick"))
        quick.identifier = "loading.quick"
        let passThrough = Switch(tr("loading.passthrough"), isOn: !(context.app?.loadingOverlay.blocksInput ?? true))
        passThrough.identifier = "loading.passthrough"
        status.identifier = "loading.status"
        status.textColor = .secondaryLabel
        let stageTitle = Label(tr("loading.stage"), style: .caption.with(weight: .bold))
        stageTitle.textColor = .secondaryLabel
        stage.identifier = "loading.stage"
        stage.backgroundColor = .systemBackground
        stage.cornerRadius = 8

        for v in [heading, body, show, quick, passThrough, status, stageTitle, stage] as [View] { root.addSubview(v) }

        show.primaryAction = { [weak self] _ in self?.startJob() }
        quick.primaryAction = { [weak self] _ in self?.startQuickJob() }
        passThrough.valueChanged = { [weak self] sw in self?.overlay?.blocksInput = !sw.isOn }

        root.layout = { [weak self] v in
            guard let self else { return }
            let m = 24.0, w = v.bounds.width - 2 * m
            var y = m
            y = heading.place(at: Point(m, y), width: w).maxY + 10
            y = body.place(at: Point(m, y), width: min(w, 640)).maxY + 18
            let x = show.place(at: Point(m, y)).maxX + 12
            quick.place(at: Point(x, y))
            y += 50
            y = passThrough.place(at: Point(m, y)).maxY + 12
            y = self.status.place(at: Point(m, y), width: w).maxY + 18
            y = stageTitle.place(at: Point(m, y), width: w).maxY + 6
            // Room for five rows of tiles, less if the window is short.
            let rows = 5.0, rowsHeight = rows * (LoadingScene.tileSize + LoadingScene.tileGap) + LoadingScene.tileGap
            self.stage.frame = Rect(x: m, y: y, width: max(0, w), height: max(0, min(rowsHeight, v.bounds.height - y - m)))
            self.placeTiles()
        }
    }

    func didAppear() {
        overlay?.onChange = { [weak self] _ in self?.updateStatus() }
        updateStatus()
    }

    /// The tiles are the scene's, even though they live beside the app-wide overlay: they go with it.
    func willDisappear() {
        isLeaving = true
        overlay?.onChange = nil
        tiles.forEach { $0.removeFromSuperview() }
        tiles.removeAll()
    }

    private var isLeaving = false

    // MARK: Tour

    /// The loading screen up, with tiles arriving behind it.
    func prepareForTour() -> (@MainActor () -> Void)? {
        startJob()
        return { [weak overlay = context.app?.loadingOverlay] in
            // The job would dismiss it at 3 s; the tour moves on now. Extra dismissals do nothing.
            for _ in 0..<4 { overlay?.dismiss() }
        }
    }

    var tourWait: Double { 1.3 }

    // MARK: Jobs

    /// Three seconds of "work" behind the loading screen, adding a tile every 0.3 s. The job is not the
    /// scene's: it finishes (and dismisses) even if the user switches scenes meanwhile.
    private func startJob() {
        guard let overlay else { return }
        BackgroundJob.run(overlay: overlay, clock: context.clock, duration: 3, every: 0.3) { [weak self] in
            self?.addTile()
        }
    }

    /// Work shorter than the grace time: the loading screen never appears.
    private func startQuickJob() {
        guard let overlay else { return }
        BackgroundJob.run(overlay: overlay, clock: context.clock, duration: 0.05, every: nil, tick: {})
    }

    // MARK: Tiles

    private var capacity: Int {
        let step = LoadingScene.tileSize + LoadingScene.tileGap
        let columns = Int((stage.bounds.width - LoadingScene.tileGap) / step)
        let rows = Int((stage.bounds.height - LoadingScene.tileGap) / step)
        return max(1, columns * rows)
    }

    /// Adds a tile to the overlay's parent, over this scene's stage: after the overlay, so that it would
    /// land in front of it if the overlay did not put itself back.
    private func addTile() {
        // The scene stays on screen while the shell's transition takes it away: no tiles after it is told it leaves.
        guard !isLeaving, let host = overlay?.host, stage.window != nil else { return }
        if tiles.count >= capacity { tiles.removeFirst().removeFromSuperview() }
        let tile = View()
        tile.identifier = "loading.tile.\(tilesAdded)"
        let hue = Double(tilesAdded % 12) / 12
        tile.backgroundColor = LoadingScene.color(hue: hue)
        tile.cornerRadius = 6
        tile.isUserInteractionEnabled = false
        tiles.append(tile)
        tilesAdded += 1
        host.addSubview(tile)
        placeTiles()
        let f = tile.frameInWindow, s = context.screen.scale, c = tile.backgroundColor ?? .clear
        Trace.emit("loading.tile", ["index": TraceValue(tilesAdded - 1),
                                    "frame": TraceValue(Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s)),
                                    "color": .array([.number(c.red), .number(c.green), .number(c.blue)])])
        updateStatus()
    }

    /// Tiles fill the stage row by row, in the host's coordinates.
    private func placeTiles() {
        guard let host = overlay?.host else { return }
        let step = LoadingScene.tileSize + LoadingScene.tileGap
        let columns = max(1, Int((stage.bounds.width - LoadingScene.tileGap) / step))
        for (i, tile) in tiles.enumerated() {
            let cell = Rect(x: LoadingScene.tileGap + Double(i % columns) * step, y: LoadingScene.tileGap + Double(i / columns) * step,
                            width: LoadingScene.tileSize, height: LoadingScene.tileSize)
            tile.frame = stage.convert(cell, to: host)
        }
    }

    private func updateStatus() {
        guard let overlay else { return }
        status.text = tr("loading.state") + " " + tr("loading.phase.\(overlay.phase.rawValue)") + " · "
            + formatted(tr("loading.counts"), overlay.showCount, tiles.count)
    }

    /// A bright colour around the hue circle (HSV with full saturation and value).
    static func color(hue: Double) -> Color {
        let h = hue * 6, i = Int(h) % 6, f = h - Double(Int(h))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (1, f, 0)
        case 1: (r, g, b) = (1 - f, 1, 0)
        case 2: (r, g, b) = (0, 1, f)
        case 3: (r, g, b) = (0, 1 - f, 1)
        case 4: (r, g, b) = (f, 0, 1)
        default: (r, g, b) = (1, 0, 1 - f)
        }
        return Color(red: 0.15 + 0.8 * r, green: 0.15 + 0.8 * g, blue: 0.15 + 0.8 * b)
    }
}

/// Some work that shows the loading screen while it runs: `tick` every `every` seconds, done after
/// `duration`. It keeps itself alive through its timers until it is done.
@MainActor
final class BackgroundJob {
    private let overlay: LoadingOverlay
    private var ticker: ClockTimer?
    private var finisher: ClockTimer?

    private init(overlay: LoadingOverlay) { self.overlay = overlay }

    static func run(overlay: LoadingOverlay, clock: Clock, duration: Double, every interval: Double?,
                    tick: @escaping @MainActor () -> Void) {
        let job = BackgroundJob(overlay: overlay)
        overlay.show()
        Trace.emit("loading.job.started", ["duration": TraceValue(duration)])
        if let interval { job.ticker = clock.scheduleRepeating(every: interval, tick) }
        job.finisher = clock.schedule(after: duration) { job.finish(duration) }
    }

    private func finish(_ duration: Double) {
        ticker?.cancel()
        ticker = nil
        finisher = nil
        overlay.dismiss()
        Trace.emit("loading.job.finished", ["duration": TraceValue(duration)])
    }
}
