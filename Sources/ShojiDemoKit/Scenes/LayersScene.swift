import Shoji

/// The seed's HierarchyViewController sample: coloured views added out of order into ordered layers, a
/// background that brings the back-most middle view to the front of its layer, a button under a
/// full-size ad layer that lets clicks through its empty area, and a panel above it all.
@MainActor
final class LayersScene: DemoScene {
    static let name = "layers"

    /// The scene's layers, back to front (the seed's `eViewHierarchy`, plus controls, ads and the panel).
    enum SampleLayer: Int {
        case background, back, middle, front, controls, ad, panel
    }

    let view: View
    private let stage: LayersStage
    private let orderLabel = Label("", style: .caption)
    private var taps = 0

    init(context: SceneContext) {
        stage = LayersStage()
        view = stage
        stage.identifier = "layers"
        let s = stage

        // Added deliberately out of order, as in the seed: the layers keep the paint order anyway.
        s.addSubview(s.front, layer: .front)
        s.addSubview(s.back, layer: .back)
        s.addSubview(s.ads[0], layer: .ad)
        s.addSubview(s.background, layer: .background)
        s.addSubview(s.button, layer: .controls)
        s.addSubview(s.middles[0], layer: .middle)
        s.addSubview(s.panel, layer: .panel)
        s.addSubview(s.middles[1], layer: .middle)
        s.addSubview(s.ads[1], layer: .ad)
        s.addSubview(s.tapsLabel, layer: .controls)

        let tap = TapGestureRecognizer { [weak self] _ in self?.backgroundTapped() }
        s.background.addGestureRecognizer(tap)
        // "click me": to a screen reader it is a button whose press does what the tap does.
        s.background.accessibilityRole = .button
        s.background.accessibilityActions = [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
            guard let self, self.stage.background.isAccessibilityReachable else { return false }
            self.backgroundTapped()
            return true
        }]

        s.button.primaryAction = { [weak self] _ in
            guard let self else { return }
            self.taps += 1
            self.stage.tapsLabel.text = formatted(tr("layers.taps"), self.taps)
        }

        let toggle = Switch(tr("layers.adblocks"))
        toggle.identifier = "layers.adblocks"
        toggle.valueChanged = { [weak self] sw in
            guard let self else { return }
            self.stage.layerView(for: .ad).hitPolicy = sw.isOn ? .normal : .passThroughSelf
            Trace.emit("layers.policy", ["layer": "ad", "policy": .string(self.stage.layerView(for: .ad).hitPolicy.rawValue)])
        }
        s.panel.build(toggle: toggle, orderLabel: orderLabel)
        updateOrderLabel()
    }

    /// The seed's handler: the back-most view of the middle layer comes to the front of that layer.
    private func backgroundTapped() {
        guard let backMost = stage.subviews(in: .middle).first else { return }
        stage.bringSubviewToFront(backMost)
        Trace.emit("layers.order", ["layer": .string(LayersStage.name(of: .middle)),
                                    "ids": .array(stage.subviews(in: .middle).map { TraceValue($0.identifier) })])
        updateOrderLabel()
    }

    private func updateOrderLabel() {
        orderLabel.text = stage.layers.map { layer in
            // Short names: "middle: yellow, gray" for layers.middle.yellow and layers.middle.gray.
            let name = LayersStage.name(of: layer)
            let ids = stage.subviews(in: layer).map { view in
                let id = (view.identifier ?? "?").replacing("layers.", with: "")
                return id.hasPrefix(name + ".") ? String(id.dropFirst(name.count + 1)) : id
            }
            return name + ": " + ids.joined(separator: ", ")
        }.joined(separator: "\n")
    }
}

/// The layered view of the scene with its views; places them in `layoutSubviews`.
@MainActor
final class LayersStage: LayeredView<LayersScene.SampleLayer> {
    let background = LayersStage.block("layers.background", 0x4CD964, tr("layers.background"), trailing: false)
    let back = LayersStage.block("layers.back", 0xFF3B30, tr("layers.back"))
    let middles = [LayersStage.block("layers.middle.yellow", 0xFFCC00, tr("layers.middle") + " 1", text: .black),
                   LayersStage.block("layers.middle.gray", 0x8E8E93, tr("layers.middle") + " 2")]
    let front = LayersStage.block("layers.front", 0x007AFF, tr("layers.front"), trailing: false)
    let button = Button(tr("layers.button"))
    let tapsLabel = Label(formatted(tr("layers.taps"), 0))
    let ads = [LayersStage.banner("layers.ad.top"), LayersStage.banner("layers.ad.bottom")]
    let panel = LayersPanel()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = SceneView.defaultBackground
        button.identifier = "layers.button"
        button.isFilled = true
        tapsLabel.identifier = "layers.taps"
        tapsLabel.textColor = .white
    }

    /// A plain coloured view with its name in a corner the views in front leave visible (the seed's UIViews).
    static func block(_ id: String, _ hex: UInt32, _ title: String, text: Color = .white, trailing: Bool = true) -> View {
        let v = NamedBlock(title: title, textColor: text, alignment: trailing ? .trailing : .leading)
        v.identifier = id
        v.backgroundColor = Color(hex: hex)
        return v
    }

    static func banner(_ id: String) -> Button {
        let b = Button(tr("layers.ad"))
        b.identifier = id
        b.isFilled = true
        b.tintColor = Color(hex: 0xFF9500)
        b.cornerRadius = 0
        return b
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let bannerHeight = 48.0, panelWidth = min(300.0, b.width * 0.4)
        ads[0].frame = Rect(x: 0, y: 0, width: b.width, height: bannerHeight)
        ads[1].frame = Rect(x: 0, y: b.height - bannerHeight, width: b.width, height: bannerHeight)
        let top = bannerHeight
        let middleHeight = max(0, b.height - 2 * bannerHeight)
        let panelHeight = min(max(0, middleHeight - 32), panel.sizeThatFits(Size(width: panelWidth, height: 0)).height)
        panel.frame = Rect(x: b.width - panelWidth - 16, y: top + 16, width: panelWidth, height: panelHeight)
        background.frame = Rect(x: 0, y: top, width: b.width, height: middleHeight)

        // The seed's geometry (an iPhone's points), scaled to the room left of the panel.
        let roomWidth = b.width - panelWidth - 56, roomHeight = middleHeight - 100
        let k = max(0.5, min(1.5, roomWidth / 340, roomHeight / 300))
        let origin = Point(24, top + 24)
        func seed(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: (origin.x + x * k).rounded(), y: (origin.y + y * k).rounded(), width: (w * k).rounded(), height: (h * k).rounded())
        }
        front.frame = seed(30, 30, 200, 200)
        back.frame = seed(90, 90, 200, 200)
        middles[0].frame = seed(60, 130, 250, 40)
        middles[1].frame = seed(70, 150, 250, 40)
        let buttonY = back.frame.maxY + 20
        button.place(at: Point(origin.x, buttonY))
        tapsLabel.place(at: Point(button.frame.maxX + 14, buttonY + (button.frame.height - 20) / 2))
        // In a short window the bottom banner goes below the button rather than over it (the scene then
        // scrolls): everything stays reachable.
        if ads[1].frame.minY < button.frame.maxY + 16 {
            ads[1].frame.origin.y = button.frame.maxY + 16
            background.frame.size.height = ads[1].frame.minY - top
        }
    }
}

/// The explanation, the ad layer's policy switch and the live paint order, in the topmost layer so that
/// the switch stays usable whatever the ad layer does: a column, each part at its own width from the left
/// (the switch no wider than it is, so only it takes clicks), 16 points inside the card's edges.
@MainActor
final class LayersPanel: StackView {
    init() {
        super.init([], spacing: 10, alignment: .leading, distribution: .start)
        identifier = "layers.panel"
        backgroundColor = .systemBackground
        cornerRadius = 12
        clipsToBounds = true // a short window cuts the panel off rather than spilling it over the ads
    }

    func build(toggle: Switch, orderLabel: Label) {
        let heading = Label(tr("layers.heading"), style: .headline)
        let body = Label(tr("layers.body"), style: .body.with(size: 13))
        body.numberOfLines = 0
        body.textColor = .secondaryLabel
        let orderTitle = Label(tr("layers.order"), style: .caption.with(weight: .bold))
        orderLabel.numberOfLines = 0
        orderLabel.textColor = .secondaryLabel
        orderLabel.identifier = "layers.orderlist"
        let hint = Label(tr("layers.hint"), style: .caption)
        hint.numberOfLines = 0
        hint.textColor = .secondaryLabel
        for part in [heading, body, toggle, orderTitle, orderLabel, hint] { addSubview(part) }
        setCustomSpacing(18, after: toggle)   // the switch stands apart from the paint order below it
    }
}

/// A coloured block with its name in a top corner.
@MainActor
final class NamedBlock: View {
    private let label: Label

    init(title: String, textColor: Color, alignment: TextAlignment) {
        label = Label(title, style: .caption.with(weight: .bold))
        label.textColor = textColor
        label.alignment = alignment
        super.init()
        addSubview(label)
        // A coloured panel named by its title, so the accessible hit test has something to find on it.
        accessibilityRole = .panel
        accessibilityLabel = title
        label.accessibilityElementsHidden = true
    }

    override func layoutSubviews() { label.frame = Rect(x: 8, y: 4, width: max(0, bounds.width - 16), height: 18) }
}
