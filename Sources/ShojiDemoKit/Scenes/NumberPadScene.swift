import Shoji

/// The seed's LKNumberPad: a large pad and one at the seed's 320×54, a display of the last digit and the
/// current sequence, the seed's settings as controls (start with zero, sequence interval, enabled digits,
/// colours), and a PIN entry built on sequences. The scene observes both pads; they hold it weakly.
@MainActor
final class NumberPadScene: DemoScene, NumberPadObserver {
    static let name = "numberpad"
    let view: View
    let pad = NumberPad()
    let seedPad = NumberPad()
    private let lastDigit = Label("–", style: .title.with(size: 30))
    private let currentSequence = Label("–", style: .title.with(size: 30))
    private let finished = Label("", style: .body.with(size: 14))
    private var finishedSequences: [String] = []
    private let pin = PinEntryView(pin: "2580")
    /// The pad typed on last: the display and the PIN follow its sequence, not the other pad's.
    private weak var activePad: NumberPad?

    /// The seed's defaults, a dark keyboard and a tinted one.
    static let themes: [(key: String, background: Color, colors: NumberPad.Colors)] = [
        ("numberpad.theme.classic", NumberPad.trayColor, NumberPad.Colors()),
        ("numberpad.theme.dark", Color(hex: 0x25272B),
         NumberPad.Colors(key: Color(white: 0.38), text: .white, disabledKey: Color(white: 0.26), disabledText: Color(white: 0.5))),
        ("numberpad.theme.blue", Color(hex: 0x8DA9CC),
         NumberPad.Colors(key: Color(hex: 0xEEF4FB), text: Color(hex: 0x1F4E79), disabledKey: Color(hex: 0xC3D1E2),
                          disabledText: Color(hex: 0x8A9DB5), pressedTint: Color(hex: 0x1F4E79))),
    ]

    private var digitChecks: [Checkbox] = []

    private func enabledDigitsChanged() {
        let on = Set(digitChecks.enumerated().filter { $0.element.isChecked }.map(\.offset))
        pads.forEach { $0.enabledDigits = on.count == 10 ? nil : on }
    }

    init(context: SceneContext) {
        let root = SceneView()
        view = root
        root.identifier = "numberpad.scene"
        pad.identifier = "numberpad"
        seedPad.identifier = "numberpad.seed"

        let heading = Label(tr("numberpad.heading"), style: .title)
        let intro = Label(tr("numberpad.intro"))
        intro.numberOfLines = 0
        intro.textColor = .secondaryLabel
        let lastCaption = caption(tr("numberpad.last"))
        let sequenceCaption = caption(tr("numberpad.sequence"))
        let finishedCaption = caption(tr("numberpad.finished"))
        let seedCaption = caption(tr("numberpad.seedSize"))
        lastDigit.identifier = "numberpad.last"
        currentSequence.identifier = "numberpad.current"
        finished.identifier = "numberpad.finished"
        finished.textColor = .secondaryLabel

        let zero = Switch(tr("numberpad.startWithZero"))
        zero.identifier = "numberpad.startWithZero"
        let intervalLabel = Label(NumberPadScene.intervalText(0.75), style: .body.with(size: 14))
        intervalLabel.identifier = "numberpad.interval.label"
        let interval = Slider(value: 0.75, minimum: 0.25, maximum: 2)
        interval.step = 0.05
        interval.identifier = "numberpad.interval"
        // To a screen reader the slider says what the label beside it shows (the label stays readable too:
        // automation reads the interval from it).
        interval.accessibilityLabel = intervalLabel.text
        interval.accessibilityLabelledBy = intervalLabel
        let themeCaption = caption(tr("numberpad.theme"))
        let theme = SegmentedControl(NumberPadScene.themes.map { tr($0.key) })
        theme.identifier = "numberpad.theme"
        theme.accessibilityLabel = themeCaption.text
        let enabledCaption = caption(tr("numberpad.enabled"))
        let checks = (0...9).map { d -> Checkbox in
            let c = Checkbox(String(d), isChecked: true)
            c.identifier = "numberpad.enabled.\(d)"
            return c
        }

        let views: [View] = [heading, intro, lastCaption, lastDigit, sequenceCaption, currentSequence, finishedCaption,
                             finished, seedCaption, zero, intervalLabel, interval, themeCaption, theme, enabledCaption]
        views.forEach(root.addSubview)
        checks.forEach(root.addSubview)
        root.addSubview(pin)
        // The pads last, so nothing in the scene paints over their keys (the balloons are above all anyway).
        root.addSubview(seedPad)
        root.addSubview(pad)

        for p in [pad, seedPad] { p.addObserver(self) }
        pad.accessibilityLabel = heading.text
        seedPad.accessibilityLabel = seedCaption.text
        zero.valueChanged = { [weak self] s in self?.pads.forEach { $0.startWithZero = s.isOn } }
        interval.valueChanged = { [weak self, weak intervalLabel] s in
            self?.pads.forEach { $0.sequenceInterval = s.value }
            intervalLabel?.text = NumberPadScene.intervalText(s.value)
            s.accessibilityLabel = intervalLabel?.text
        }
        theme.valueChanged = { [weak self] s in self?.applyTheme(s.selectedSegmentIndex) }
        digitChecks = checks
        // Through `self`, never `checks` itself: each box holding the array of boxes would keep them all alive.
        for c in checks { c.valueChanged = { [weak self] _ in self?.enabledDigitsChanged() } }
        applyTheme(0)

        root.layout = { [unowned self] v in
            let m = 24.0, w = v.bounds.width - 2 * m
            var y = 16.0
            y = heading.place(at: Point(m, y), width: w).maxY + 6
            intro.place(at: Point(m, y), width: min(w, 720))
            // Room above the large pad for its balloon, which may cover the text above.
            let padWidth = min(w, 640)
            self.pad.frame = Rect(x: m, y: 196, width: padWidth, height: (padWidth * 0.15).rounded())
            y = self.pad.frame.maxY + 14
            lastCaption.place(at: Point(m, y))
            sequenceCaption.place(at: Point(m + 140, y))
            finishedCaption.place(at: Point(m + 340, y))
            self.lastDigit.frame = Rect(x: m, y: y + 18, width: 120, height: 40)
            self.currentSequence.frame = Rect(x: m + 140, y: y + 18, width: 190, height: 40)
            self.finished.frame = Rect(x: m + 340, y: y + 24, width: max(0, w - 340), height: 24)
            y += 140
            self.seedPad.frame = Rect(x: m, y: y, width: 320, height: 54)
            seedCaption.place(at: Point(m, y + 60))
            self.pin.frame = Rect(x: m + 352, y: y - 36, width: min(360, max(0, w - 352)), height: 112)
            y += 96
            zero.place(at: Point(m, y))
            themeCaption.place(at: Point(m + 300, y + 5))
            theme.place(at: Point(m + 300 + themeCaption.frame.width + 12, y - 3))
            y += 40
            intervalLabel.place(at: Point(m, y + 5), width: 200)
            interval.place(at: Point(m + 200, y), width: 240)
            y += 40
            enabledCaption.place(at: Point(m, y + 2))
            var x = m + enabledCaption.frame.width + 16
            for c in checks { x = c.place(at: Point(x, y)).maxX + 14 }
        }
    }

    private var pads: [NumberPad] { [pad, seedPad] }

    private func caption(_ text: String) -> Label {
        let l = Label(text, style: .caption.with(weight: .bold))
        l.textColor = .secondaryLabel
        return l
    }

    static func intervalText(_ seconds: Double) -> String {
        tr("numberpad.interval").replacing("{s}", with: formatted("%.2f", seconds))
    }

    private func applyTheme(_ index: Int) {
        let t = NumberPadScene.themes[index]
        for p in pads { p.backgroundColor = t.background; p.colors = t.colors }
    }

    func didAppear() { pad.window?.makeFirstResponder(pad) }

    /// A key held down on the large pad: its balloon is up. Showing the next scene ends the press.
    func prepareForTour() -> (@MainActor () -> Void)? {
        let key = pad.keyView(for: 5)
        pad.window?.screen?.send(.pointer(PointerEvent(.down, at: key.convertToScreen(key.bounds).center)))
        return nil
    }

    var tourWait: Double { 0.3 }

    /// Digits typed while something else has the keyboard still reach the large pad.
    func handleKey(_ event: KeyEvent) -> Bool {
        NumberPad.digit(typedBy: event) != nil ? pad.keyDown(event) : false
    }

    // MARK: NumberPadObserver

    func numberPad(_ pad: NumberPad, didType digit: Int) {
        if activePad !== pad { activePad?.finishSequence() } // switching pads closes the other's sequence
        activePad = pad
        lastDigit.text = String(digit)
    }

    func numberPad(_ pad: NumberPad, didUpdateSequence sequence: String) {
        currentSequence.text = sequence
        currentSequence.textColor = .label
        pin.sequenceUpdated(sequence)
    }

    func numberPad(_ pad: NumberPad, didFinishSequence sequence: String) {
        finishedSequences = Array((finishedSequences + [sequence]).suffix(6))
        finished.text = finishedSequences.reversed().joined(separator: "  ·  ")
        guard pad === activePad else { return }
        currentSequence.textColor = .tertiaryLabel // complete: the next digit starts a new one
        pin.sequenceFinished(sequence)
    }
}
