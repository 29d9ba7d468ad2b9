import Shoji

/// The seed's global modal (003): content presented in a window of its own above the app, made key and
/// visible, whatever scene is shown. Four ways to try it, and a live view of the window stack and the
/// key window's history underneath.
@MainActor
final class ModalScene: DemoScene {
    static let name = "modal"
    let view: View
    private weak var modals: DemoModals?
    private let screen: Screen
    private let statusLines: [Label]
    private let timedNote: Label
    /// Says what the delete question's answer did, and lets every click through.
    private let toasts = ToastPresenter()

    init(context: SceneContext) {
        screen = context.screen
        modals = context.app?.modals
        let root = SceneView()
        view = root
        root.identifier = "modal"

        let heading = Label(tr("modal.heading"), style: .title)
        heading.numberOfLines = 0
        let intro = Label(tr("modal.intro"))
        intro.numberOfLines = 0
        intro.textColor = .secondaryLabel

        let rows: [(id: String, title: String, note: String, action: @MainActor (DemoModals) -> Void)] = [
            ("modal.present", tr("modal.present"), tr("modal.present.note"), { $0.presentSample() }),
            ("modal.timed", tr("modal.timed"), tr("modal.timed.note"), { $0.presentTimed() }),
            ("modal.nested", tr("modal.nested"), tr("modal.nested.note"), { $0.presentNested() }),
            ("modal.queue", tr("modal.queue"), tr("modal.queue.note"), { $0.queueTwo() }),
            ("modal.confirm", tr("modal.confirm"), tr("modal.confirm.note"), { _ in }),
        ]
        var buttons: [Button] = [], notes: [Label] = []
        for row in rows {
            let b = Button(row.title)
            b.identifier = row.id
            let note = Label(row.note, style: .body.with(size: 14))
            note.numberOfLines = 0
            note.textColor = .secondaryLabel
            buttons.append(b)
            notes.append(note)
        }
        buttons[0].isFilled = true
        timedNote = notes[1]

        let statusBox = BorderedView(edges: .left, color: .tint, width: 3)
        statusBox.backgroundColor = Color(light: Color(hex: 0xEEF4FC), dark: Color(hex: 0x1E2A3A))
        statusLines = (0..<4).map { _ in Label("", style: .body.with(size: 14)) }
        statusLines.forEach(statusBox.addSubview)

        for v in [heading, intro] { root.addSubview(v) }
        for (b, n) in zip(buttons, notes) { root.addSubview(b); root.addSubview(n) }
        root.addSubview(statusBox)
        toasts.identifier = "modal.toasts"
        root.addSubview(toasts)

        for (b, row) in zip(buttons, rows) {
            b.primaryAction = { [weak self] _ in
                guard let self, let modals = self.modals else { return }
                row.action(modals)
                if row.id == "modal.timed" { self.timedNote.text = tr("modal.timed.pending") }
                if row.id == "modal.confirm" {
                    modals.confirmDelete { [weak self] deleted in self?.toasts.show(tr(deleted ? "confirm.deleted" : "confirm.kept")) }
                }
            }
        }

        root.layout = { [statusLines, toasts] v in
            toasts.frame = v.bounds
            let m = 24.0, w = v.bounds.width - 2 * m
            var y = m
            y = heading.place(at: Point(m, y), width: w).maxY + 10
            y = intro.place(at: Point(m, y), width: min(w, 680)).maxY + 24
            let buttonWidth = buttons.map { $0.sizeThatFits(.zero).width }.max() ?? 0
            for (b, n) in zip(buttons, notes) {
                let bf = b.place(at: Point(m, y), width: buttonWidth)
                let nx = bf.maxX + 16, nw = m + w - nx
                if nw >= 240 { // beside the button, centred on it while it is the taller
                    let nh = n.sizeThatFits(Size(width: nw, height: 0)).height
                    n.frame = Rect(x: nx, y: bf.minY + max(0, (bf.height - nh) / 2), width: nw, height: nh)
                } else {       // a narrow window: under it
                    n.place(at: Point(m, bf.maxY + 4), width: w)
                }
                y = max(bf.maxY, n.frame.maxY) + 12
            }
            // The status sits at the bottom, clear of a centred modal, so it can be read while one is up.
            var sy = 12.0
            for l in statusLines { sy = l.place(at: Point(16, sy), width: max(0, min(w, 680) - 28)).maxY + 4 }
            let boxHeight = sy + 8
            statusBox.frame = Rect(x: m, y: max(y + 12, v.bounds.height - m - boxHeight), width: min(w, 680), height: boxHeight)
        }
        refresh()
    }

    func didAppear() { modals?.onChange = { [weak self] in self?.refresh() } }

    /// The sample notice up over the scene, dismissed after the screenshot (the modal is the app's).
    func prepareForTour() -> (@MainActor () -> Void)? {
        modals?.presentSample()
        return { [weak modals] in modals?.notices.dismiss(animated: false) }
    }

    var tourWait: Double { 0.6 }
    func willDisappear() { modals?.onChange = nil }

    /// The key window, the key owners' history, the visible windows and the queue, as a user would ask.
    private func refresh() {
        let none = tr("modal.status.none")
        func line(_ key: String, _ value: String) -> String {
            tr(key).replacing("%@", with: value.isEmpty ? none : value)
        }
        let windows = screen.windows.filter { !$0.isHidden }.map { "\($0.name) (\(ModalScene.levelName($0.level)))" }
        let queued = [modals?.notices, modals?.nested].compactMap { $0 }.flatMap(\.queuedIDs)
        let texts = [
            line("modal.status.key", screen.keyWindow?.name ?? ""),
            line("modal.status.history", screen.keyWindowHistory.map(\.name).joined(separator: " › ")),
            line("modal.status.windows", windows.joined(separator: " · ")),
            line("modal.status.queue", queued.joined(separator: ", ")),
        ]
        for (l, t) in zip(statusLines, texts) { l.text = t }
    }

    static func levelName(_ level: Window.Level) -> String {
        switch level {
        case .normal: return "normal"
        case .alert: return "alert"
        case .overlay: return "overlay"
        default: return "\(level.rawValue)"
        }
    }
}
