import Shoji

/// The seed's container view controller (a grey top controller, a red and a blue child, a flip one way
/// and a custom slide the other), its earlier article's two ways of switching full-size views, and the
/// choice of transition the shell uses between scenes.
@MainActor
final class TransitionsScene: DemoScene {
    static let name = "transitions"
    let view: View
    let seedContainer = SeedContainerController()
    private weak var app: DemoApp?
    private var shellChoices: [(TransitionStyle, Button)] = []

    init(context: SceneContext) {
        app = context.app
        let root = SceneView()
        view = root
        root.identifier = "transitions"

        let heading = Label(tr("transitions.heading"), style: .title)
        let seedTitle = Label(tr("transitions.seed.title"), style: .headline.with(size: 15))
        seedTitle.numberOfLines = 0
        let seedNote = Label(tr("transitions.seed.note"), style: .caption)
        seedNote.numberOfLines = 0
        seedNote.textColor = .secondaryLabel
        let state = Label("", style: .body.with(weight: .medium))
        state.identifier = "transitions.state"
        let log = LogLabel()

        let container = seedContainer
        container.start()
        container.onLogChange = { [weak container, weak state, weak log] in
            guard let container else { return }
            state?.text = TransitionsScene.describe(container)
            log?.lines = container.log
        }
        state.text = TransitionsScene.describe(container)
        log.lines = container.log

        // The earlier article: add/remove, and bring-to-front/send-to-back.
        var stages: [(title: Label, stage: SwitchingStage, caption: Label)] = []
        for method in [SwitchingStage.Method.addRemove, .bringSend] {
            let title = Label(tr("transitions.\(method.rawValue).title"), style: .headline.with(size: 15))
            title.numberOfLines = 0
            let stage = SwitchingStage(method: method)
            stage.identifier = "transitions.\(method.rawValue)"
            let caption = Label(TransitionsScene.subviewsText(stage.paintOrder), style: .caption.with(size: 12.5))
            caption.textColor = .secondaryLabel
            caption.identifier = "transitions.\(method.rawValue).subviews"
            stage.onSwitch = { [weak caption] order in
                caption?.text = TransitionsScene.subviewsText(order)
                Trace.emit("transitions.switched", ["method": .string(method.rawValue),
                                                     "subviews": .array(order.map { .string($0) })])
            }
            stages.append((title, stage, caption))
        }
        let stagesNote = Label(tr("transitions.stages.note"), style: .caption)
        stagesNote.numberOfLines = 0
        stagesNote.textColor = .secondaryLabel

        // The shell's transition between scenes.
        let shellTitle = Label(tr("transitions.shell.title"), style: .headline)
        let current = context.app?.sceneContainer.style ?? .crossDissolve
        let choices: [TransitionStyle] = [.none, .crossDissolve, .flipFromLeft, .slideUpAndSwap]
        var buttons: [Button] = []
        for style in choices {
            let b = Button(tr("transitions.style.\(style.rawValue)"))
            b.identifier = "transitions.shell.\(style.rawValue)"
            b.isFilled = style == current
            buttons.append(b)
        }
        shellChoices = Array(zip(choices, buttons))
        for (style, b) in shellChoices {
            b.primaryAction = { [weak self] _ in self?.pickShellStyle(style) }
        }

        for v in [heading, seedTitle, seedNote, container.view, state, log, stagesNote, shellTitle] { root.addSubview(v) }
        for s in stages { [s.title, s.stage, s.caption].forEach(root.addSubview) }
        buttons.forEach(root.addSubview)

        root.layout = { v in
            let m = 24.0
            let width = v.bounds.width - 2 * m
            let leftW = min(400, max(280, width * 0.5 - 16))
            let rightX = m + leftW + 32, rightW = max(160, v.bounds.width - rightX - m)
            let y = heading.place(at: Point(m, m), width: width).maxY + 14

            // Bottom, placed first so the columns know how much room they have: the shell's transition.
            let buttonsY = v.bounds.height - m - 36
            let shellTitleH = shellTitle.sizeThatFits(Size(width: width, height: 0)).height
            shellTitle.frame = Rect(x: m, y: buttonsY - 8 - shellTitleH, width: width, height: shellTitleH)
            var x = m
            for b in buttons { x = b.place(at: Point(x, buttonsY)).maxX + 10 }
            let columnsBottom = shellTitle.frame.minY - 16

            // Left: the container, its state and as many callbacks as fit.
            var ly = seedTitle.place(at: Point(m, y), width: leftW).maxY + 4
            ly = seedNote.place(at: Point(m, ly), width: leftW).maxY + 10
            let containerH = min(250, max(140, columnsBottom - ly - 10 - 22 - 4 * LogLabel.lineHeight))
            container.view.frame = Rect(x: m, y: ly, width: leftW, height: containerH)
            ly = container.view.frame.maxY + 10
            ly = state.place(at: Point(m, ly), width: leftW).maxY + 4
            log.frame = Rect(x: m, y: ly, width: leftW, height: max(0, min(8 * LogLabel.lineHeight, columnsBottom - ly)))

            // Right: the two stages.
            var ry = y
            let stageH = min(96, max(56, (columnsBottom - y) / 2 - 70))
            for s in stages {
                ry = s.title.place(at: Point(rightX, ry), width: rightW).maxY + 6
                s.stage.frame = Rect(x: rightX, y: ry, width: rightW, height: stageH)
                ry = s.stage.frame.maxY + 6
                ry = s.caption.place(at: Point(rightX, ry), width: rightW).maxY + 14
            }
            stagesNote.isHidden = stagesNote.place(at: Point(rightX, ry), width: rightW).maxY > columnsBottom
        }
    }

    // The seed's container is a root controller here: the scene tells it when it is on screen, and it
    // passes that on to the child it shows.
    func didAppear() {
        seedContainer.beginAppearanceTransition(true, animated: false)
        seedContainer.endAppearanceTransition()
    }

    func willDisappear() {
        seedContainer.finishRunningTransition()
        seedContainer.beginAppearanceTransition(false, animated: false)
        seedContainer.endAppearanceTransition()
    }

    /// The user's pick of the transition the sidebar uses from now on.
    private func pickShellStyle(_ style: TransitionStyle) {
        app?.sceneContainer.style = style
        for (s, b) in shellChoices { b.isFilled = s == style }
        Trace.emit("transitions.shell.style", ["style": .string(style.rawValue)])
    }

    static func describe(_ c: SeedContainerController) -> String {
        switch c.state {
        case .idle:
            return tr("transitions.state.showing", c.selectedChild?.title ?? "—")
        case .transitioning(let from, let to, let style):
            return tr("transitions.state.moving", from.title ?? "", to.title ?? "", tr("transitions.style.\(style.rawValue)"))
        }
    }

    static func subviewsText(_ order: [String]) -> String {
        "subviews: [" + order.map { $0 == "red" ? tr("transitions.red") : tr("transitions.blue") }.joined(separator: ", ") + "]"
    }
}

/// The newest lines of a log that fit its height, oldest at the top.
@MainActor
final class LogLabel: Label {
    static let lineHeight = 15.0
    var lines: [String] = [] { didSet { fit() } }

    init() {
        super.init("", style: .caption.with(size: 11.5))
        numberOfLines = 0
        textColor = .secondaryLabel
        centersVertically = false
        clipsToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fit()
    }

    private func fit() {
        let n = max(1, Int(bounds.height / Self.lineHeight))
        text = lines.suffix(n).joined(separator: "\n")
    }
}
