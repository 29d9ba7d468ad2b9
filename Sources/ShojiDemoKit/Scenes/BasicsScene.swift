import Shoji

/// Labels in English and Japanese, buttons in every state, the seed's per-edge border view with a
/// switch for each edge, and the form controls: a pop-up button, a radio group, a stepper and an
/// indeterminate progress bar.
@MainActor
final class BasicsScene: DemoScene {
    static let name = "basics"
    let view: View
    private var taps = 0

    init(context: SceneContext) {
        let root = SceneView()
        view = root
        root.identifier = "basics"

        let heading = Label(tr("basics.heading"), style: .title)
        let english = Label(tr("basics.english"))
        english.identifier = "basics.label.en"
        let japanese = Label(tr("basics.japanese"), style: .body.with(size: 18))
        japanese.identifier = "basics.label.ja"
        let wrapped = Label(tr("basics.wrapped"))
        wrapped.identifier = "basics.label.wrapped"
        wrapped.numberOfLines = 0
        wrapped.textColor = .secondaryLabel
        let truncated = Label(tr("basics.wrapped"))
        truncated.textColor = .secondaryLabel

        let counter = Label(formatted(tr("basics.taps"), 0))
        counter.identifier = "basics.taps"
        let normal = Button(tr("basics.button.normal"))
        normal.identifier = "basics.button"
        let filled = Button(tr("basics.button.filled"))
        filled.isFilled = true
        filled.identifier = "basics.button.filled"
        let disabled = Button(tr("basics.button.disabled"))
        disabled.isEnabled = false
        disabled.identifier = "basics.button.disabled"

        let bordersTitle = Label(tr("basics.borders"), style: .headline)
        let bordered = BorderedView(edges: [.top, .left], color: Color(light: Color(hex: 0x1F4E79), dark: Color(hex: 0x7FB2E5)), width: 4)
        bordered.backgroundColor = Color(light: Color(hex: 0xEAF2FB), dark: Color(hex: 0x1C2733))
        bordered.identifier = "basics.bordered"
        let inner = Label("[.top, .left]")
        inner.alignment = .center
        bordered.addSubview(inner)

        let edges: [(String, RectEdge, String)] = [
            ("edge.top", .top, "top"), ("edge.left", .left, "left"),
            ("edge.bottom", .bottom, "bottom"), ("edge.right", .right, "right"),
        ]
        var switches: [Switch] = []
        for (key, edge, id) in edges {
            let s = Switch(tr(key), isOn: bordered.borderEdges.contains(edge))
            s.identifier = "basics.edge.\(id)"
            s.valueChanged = { [weak bordered, weak inner] sw in
                guard let bordered else { return }
                if sw.isOn { bordered.borderEdges.insert(edge) } else { bordered.borderEdges.remove(edge) }
                inner?.text = BasicsScene.describe(bordered.borderEdges)
            }
            switches.append(s)
        }

        let formsTitle = Label(tr("basics.forms"), style: .headline)
        let popUp = PopUpButton(items: [tr("prefs.theme.light"), tr("prefs.theme.dark"), tr("prefs.theme.auto")], selectedIndex: 2)
        popUp.identifier = "basics.popup"
        let radios = RadioGroup([tr("prefs.refresh.manual"), tr("prefs.refresh.quarter"), tr("prefs.refresh.hour")])
        radios.identifier = "basics.radio"
        let stepper = Stepper(value: 15, minimum: 10, maximum: 24, format: NumberFormat(suffix: " pt"))
        stepper.identifier = "basics.stepper"
        // Off at first: the first scene must come to rest (the idle benchmark, tests that wait for rest).
        let busy = ProgressView()
        busy.identifier = "basics.busy"
        busy.accessibilityLabel = tr("basics.busy")
        popUp.accessibilityLabel = Mnemonic(tr("prefs.theme")).text // the form's label marks its mnemonic
        stepper.accessibilityLabel = Mnemonic(tr("prefs.textSize")).text
        let busySwitch = Switch(tr("basics.busy"))
        busySwitch.identifier = "basics.busy.switch"
        busySwitch.valueChanged = { [weak busy] sw in busy?.isIndeterminate = sw.isOn }

        for v in [heading, english, japanese, wrapped, truncated, counter, normal, filled, disabled, bordersTitle, bordered,
                  formsTitle, popUp, radios, stepper, busy, busySwitch] {
            root.addSubview(v)
        }
        switches.forEach(root.addSubview)

        let tapped: @MainActor (Control) -> Void = { [weak self, weak counter] _ in
            guard let self else { return }
            self.taps += 1
            counter?.text = formatted(tr("basics.taps"), self.taps)
        }
        normal.primaryAction = tapped
        filled.primaryAction = tapped

        root.layout = { v in
            let m = 24.0, w = v.bounds.width - 2 * m
            var y = m
            y = heading.place(at: Point(m, y), width: w).maxY + 16
            y = english.place(at: Point(m, y), width: w).maxY + 8
            y = japanese.place(at: Point(m, y), width: w).maxY + 8
            y = wrapped.place(at: Point(m, y), width: min(w, 520)).maxY + 8
            y = truncated.place(at: Point(m, y), width: min(w, 360)).maxY + 20
            var x = m
            for b in [normal, filled, disabled] { x = b.place(at: Point(x, y)).maxX + 12 }
            counter.place(at: Point(x + 8, y + 8))
            y += 56
            y = bordersTitle.place(at: Point(m, y), width: w).maxY + 12
            bordered.frame = Rect(x: m, y: y, width: 240, height: 140)
            inner.frame = bordered.bounds
            var sy = y
            for s in switches { sy = s.place(at: Point(m + 264, sy)).maxY + 10 }
            y = max(sy, bordered.frame.maxY) + 20
            y = formsTitle.place(at: Point(m, y), width: w).maxY + 12
            let p = popUp.place(at: Point(m, y))
            let st = stepper.place(at: Point(m, p.maxY + 12))
            let r = radios.place(at: Point(m + max(p.width, st.width) + 32, y))
            let sw = busySwitch.place(at: Point(r.maxX + 32, y))
            busy.frame = Rect(x: sw.minX, y: sw.maxY + 16, width: 160, height: ProgressView.barHeight)
        }
    }

    static func describe(_ edges: RectEdge) -> String {
        let names = [(RectEdge.top, ".top"), (.left, ".left"), (.bottom, ".bottom"), (.right, ".right")]
            .filter { edges.contains($0.0) }.map(\.1)
        return "[" + names.joined(separator: ", ") + "]"
    }
}
