import Shoji

/// The seed's container view controller (a grey top controller, a red and a blue child, a flip one way
/// and a custom slide the other), its earlier article's two ways of switching full-size views, and the
/// choice of transition the shell uses between scenes.
@MainActor
final class TransitionsScene: DemoScene {
    static let name = "transitions"
    let view: View
    private let container = SeedContainerController()
    private weak var app: DemoApp?

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
        seedNote.textColor = Color(white: 0.35)
        let state = Label("", style: .body.with(weight: .medium))
        state.identifier = "transitions.state"
        let log = Label("", style: .caption.with(size: 11.5))
        log.numberOfLines = 0
        log.textColor = Color(white: 0.3)
        log.centersVertically = false

        let container = self.container
        container.start()
        container.onLogChange = { [weak container, weak state, weak log] in
            guard let container else { return }
            state?.text = TransitionsScene.describe(container)
            log?.text = container.log.suffix(8).joined(separator: "\n")
        }
        state.text = TransitionsScene.describe(container)
        log.text = container.log.suffix(8).joined(separator: "\n")

        // The earlier article: add/remove, and bring-to-front/send-to-back.
        var stages: [(title: Label, stage: SwitchingStage, caption: Label)] = []
        for method in [SwitchingStage.Method.addRemove, .bringSend] {
            let title = Label(tr("transitions.\(method.rawValue).title"), style: .headline.with(size: 15))
            title.numberOfLines = 0
            let stage = SwitchingStage(method: method)
            stage.identifier = "transitions.\(method.rawValue)"
            let caption = Label(TransitionsScene.subviewsText(stage.paintOrder), style: .caption.with(size: 12.5))
            caption.textColor = Color(white: 0.3)
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
        stagesNote.textColor = Color(white: 0.35)

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
        for (style, b) in zip(choices, buttons) {
            b.primaryAction = { [weak app = context.app] _ in
                app?.sceneContainer.style = style
                for (s, other) in zip(choices, buttons) { other.isFilled = s == style }
                Trace.emit("transitions.shell.style", ["style": .string(style.rawValue)])
            }
        }

        for v in [heading, seedTitle, seedNote, container.view, state, log, stagesNote, shellTitle] { root.addSubview(v) }
        for s in stages { [s.title, s.stage, s.caption].forEach(root.addSubview) }
        buttons.forEach(root.addSubview)

        root.layout = { v in
            let m = 24.0
            let width = v.bounds.width - 2 * m
            let leftW = min(400, max(280, width * 0.5 - 16))
            let rightX = m + leftW + 32, rightW = max(160, v.bounds.width - rightX - m)
            var y = heading.place(at: Point(m, m), width: width).maxY + 14

            // Left: the container, its state and the callbacks.
            var ly = seedTitle.place(at: Point(m, y), width: leftW).maxY + 4
            ly = seedNote.place(at: Point(m, ly), width: leftW).maxY + 10
            container.view.frame = Rect(x: m, y: ly, width: leftW, height: 250)
            ly = container.view.frame.maxY + 10
            ly = state.place(at: Point(m, ly), width: leftW).maxY + 4
            log.frame = Rect(x: m, y: ly, width: leftW, height: 8 * 15)
            ly = log.frame.maxY

            // Right: the two stages.
            var ry = y
            for s in stages {
                ry = s.title.place(at: Point(rightX, ry), width: rightW).maxY + 6
                s.stage.frame = Rect(x: rightX, y: ry, width: rightW, height: 96)
                ry = s.stage.frame.maxY + 6
                ry = s.caption.place(at: Point(rightX, ry), width: rightW).maxY + 14
            }
            ry = stagesNote.place(at: Point(rightX, ry), width: rightW).maxY

            // Bottom: the shell's transition.
            y = max(ly, ry) + 16
            y = shellTitle.place(at: Point(m, y), width: width).maxY + 8
            var x = m
            for b in buttons { x = b.place(at: Point(x, y)).maxX + 10 }
        }
    }

    // The seed's container is a root controller here: the scene tells it when it is on screen, and it
    // passes that on to the child it shows.
    func didAppear() {
        container.beginAppearanceTransition(true, animated: false)
        container.endAppearanceTransition()
    }

    func willDisappear() {
        container.finishRunningTransition()
        container.beginAppearanceTransition(false, animated: false)
        container.endAppearanceTransition()
    }

    static func describe(_ c: SeedContainerController) -> String {
        switch c.state {
        case .idle:
            return fill(tr("transitions.state.showing"), c.selectedChild?.title ?? "—")
        case .transitioning(let from, let to, let style):
            return fill(tr("transitions.state.moving"), from.title ?? "", to.title ?? "", tr("transitions.style.\(style.rawValue)"))
        }
    }

    /// Puts `args` into the template's `%@` slots in order.
    static func fill(_ template: String, _ args: String...) -> String {
        var out = "", rest = Substring(template), i = 0
        while let r = rest.firstRange(of: "%@") {
            out += rest[..<r.lowerBound] + (i < args.count ? args[i] : "")
            rest = rest[r.upperBound...]
            i += 1
        }
        return out + rest
    }

    static func subviewsText(_ order: [String]) -> String {
        "subviews: [" + order.map { $0 == "red" ? tr("transitions.red") : tr("transitions.blue") }.joined(separator: ", ") + "]"
    }
}
