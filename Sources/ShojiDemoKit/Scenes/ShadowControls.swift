import Shoji

/// The sliders and edge toggles that edit one inner shadow live: every move of a slider hands the
/// new shadow to `onChange` at once, so the panel redraws while the thumb is still being dragged.
@MainActor
final class ShadowControls: View {
    private(set) var shadow: InnerShadow
    var onChange: ((InnerShadow) -> Void)?
    var onPlacementChange: ((Bool) -> Void)?

    private let heading = Label(tr("shadows.controls"), style: .headline)
    private var rows: [SliderRow] = []
    private var edgeBoxes: [Checkbox] = []
    let overContent: Switch

    init(shadow: InnerShadow, overContent isOver: Bool) {
        self.shadow = shadow
        overContent = Switch(tr("shadows.overContent"), isOn: isOver)
        super.init()
        overContent.identifier = "shadows.overContent"
        addSubview(heading)

        // Offset moves the light down and to the right together, as the seed's (2.5, 2.5).
        rows = [
            SliderRow("offset", range: 0...12, step: 0.5, value: shadow.offset.y, format: "%.1f pt") { s, v in s.offset = Point(v, v) },
            SliderRow("blur", range: 0...40, step: 0.5, value: shadow.blurRadius, format: "%.1f pt") { s, v in s.blurRadius = v },
            SliderRow("spread", range: -10...20, step: 0.5, value: shadow.spread, format: "%.1f pt") { s, v in s.spread = v },
            SliderRow("opacity", range: 0...1, step: 0.01, value: shadow.opacity, format: "%.2f") { s, v in s.opacity = v },
        ]
        for row in rows {
            addSubview(row)
            row.slider.valueChanged = { [weak self, weak row] slider in
                guard let self, let row else { return }
                row.apply(&self.shadow, slider.value)
                row.showValue()
                self.onChange?(self.shadow)
            }
        }

        let edges: [(String, RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        for (name, edge) in edges {
            let box = Checkbox(tr("edge.\(name)"), isChecked: shadow.edges.contains(edge))
            box.identifier = "shadows.edge.\(name)"
            box.valueChanged = { [weak self] b in
                guard let self else { return }
                if b.isChecked { self.shadow.edges.insert(edge) } else { self.shadow.edges.remove(edge) }
                self.onChange?(self.shadow)
            }
            edgeBoxes.append(box)
            addSubview(box)
        }
        overContent.valueChanged = { [weak self] s in self?.onPlacementChange?(s.isOn) }
        addSubview(overContent)
    }

    override func layoutSubviews() {
        let w = bounds.width
        var y = heading.place(at: .zero, width: w).maxY + 10
        for row in rows {
            row.frame = Rect(x: 0, y: y, width: w, height: 30)
            y += 36
        }
        y += 4
        var x = 0.0
        for box in edgeBoxes { x = box.place(at: Point(x, y)).maxX + 18 }
        y += 36
        overContent.place(at: Point(0, y))
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: max(size.width, 340), height: 250) }
}
