import Shoji

/// Inner shadows (the seed's CALayer trick, done as a drawing feature): on flat panels by edge and
/// shape, a drop shadow from the same engine, and a photo whose shadow the sliders edit live. The
/// seed's two cases sit on the photo below, beside the per-edge `BorderedView` of the other seed.
@MainActor
final class ShadowsScene: DemoScene {
    static let name = "shadows"
    let view: View

    init(context: SceneContext) {
        let root = SceneView()
        view = root
        root.identifier = "shadows"
        let image = context.assets.image(named: "landscape.png", fallbackSize: Size(360, 240))

        let heading = Label(tr("shadows.heading"), style: .title)
        let subtitle = Label(tr("shadows.subtitle"), style: .body.with(size: 14))
        subtitle.textColor = .secondaryLabel

        // Flat panels: one per kind of shadow.
        let panels: [(ShadowView, String)] = [
            (ShadowsScene.panel("shadows.inner.top", [InnerShadow(offset: Point(0, 2), blurRadius: 10, opacity: 0.5, edges: .top)]), "shadows.top"),
            (ShadowsScene.panel("shadows.inner.topLeft", [InnerShadow(offset: Point(2, 2), blurRadius: 10, opacity: 0.45, edges: [.top, .left])],
                                cornerRadius: 20), "shadows.topLeft"),
            (ShadowsScene.panel("shadows.inner.all", [InnerShadow(offset: Point(0, 1), blurRadius: 3, opacity: 0.3),
                                                      InnerShadow(offset: Point(0, 5), blurRadius: 18, opacity: 0.25)],
                                cornerRadius: 10), "shadows.all"),
            (ShadowsScene.panel("shadows.inner.circle", [InnerShadow(offset: Point(0, 3), blurRadius: 12, opacity: 0.45)], oval: true),
             "shadows.circle"),
            (ShadowsScene.card("shadows.outer"), "shadows.outer"),
        ]
        let captions = panels.map { ShadowsScene.caption(tr($0.1)) }

        // The photo, its shadow laid over the picture (the seed's case), edited by the controls.
        let start = InnerShadow(offset: Point(3, 3), blurRadius: 16, opacity: 0.7, edges: .top)
        let photo = ShadowsScene.photo(image, id: "shadows.image", shadows: [start], cornerRadius: 12)
        let photoCaption = ShadowsScene.caption(tr("shadows.photo"))
        let controls = ShadowControls(shadow: start, overContent: true)

        // The seed's two cases, and the per-edge borders of the other seed.
        let seedTop = ShadowsScene.photo(image, id: "shadows.seed.top",
                                         shadows: [InnerShadow(offset: Point(2.5, 2.5), blurRadius: 6, opacity: 0.5, edges: .top)])
        let seedTopLeft = ShadowsScene.photo(image, id: "shadows.seed.topLeft",
                                             shadows: [InnerShadow(offset: Point(2.5, 2.5), blurRadius: 6, opacity: 0.5, edges: [.top, .left])],
                                             cornerRadius: 16)
        let bordered = BorderedView(edges: [.top, .left], color: Color(light: Color(hex: 0x1F4E79), dark: Color(hex: 0x7FB2E5)), width: 4)
        bordered.backgroundColor = Color(light: Color(hex: 0xEAF2FB), dark: Color(hex: 0x1C2733))
        bordered.identifier = "shadows.bordered"
        let borderedLabel = Label("[.top, .left]", style: .body.with(size: 14))
        borderedLabel.alignment = .center
        bordered.addSubview(borderedLabel)
        let bottomCaptions = [tr("shadows.seedTop"), tr("shadows.seedTopLeft"), tr("shadows.bordered")].map(ShadowsScene.caption)
        // The pictures are named by the captions under them.
        for (p, caption) in [(photo, photoCaption), (seedTop, bottomCaptions[0]), (seedTopLeft, bottomCaptions[1])] {
            (p as? PhotoPanel)?.imageView.accessibilityLabel = caption.text
        }

        for v in [heading, subtitle] { root.addSubview(v) }
        for (p, _) in panels { root.addSubview(p) }
        for v in captions + [photo, photoCaption, controls, seedTop, seedTopLeft, bordered] + bottomCaptions { root.addSubview(v) }

        // Only the photo is damaged: its shadow mask is remade (or found in the cache) and nothing else redraws.
        controls.onChange = { [weak photo] shadow in
            photo?.innerShadows = [shadow]
            Trace.emit("shadows.changed", fields: [
                ("offset", .number(shadow.offset.y)), ("blur", .number(shadow.blurRadius)), ("spread", .number(shadow.spread)),
                ("opacity", .number(shadow.opacity)), ("edges", .string(BasicsScene.describe(shadow.edges))),
            ])
        }
        controls.onPlacementChange = { [weak photo] over in photo?.innerShadowPlacement = over ? .overContent : .belowContent }

        root.layout = { v in
            let m = 24.0, w = v.bounds.width - 2 * m
            var y = m - 4
            y = heading.place(at: Point(m, y), width: w).maxY + 4
            y = subtitle.place(at: Point(m, y), width: w).maxY + 18
            // Row 1: five panels.
            let slot = 136.0, gap = 20.0, panelHeight = 96.0
            for (i, (p, _)) in panels.enumerated() {
                let x = m + Double(i) * (slot + gap)
                let side = p.outline == .oval ? panelHeight : slot
                p.frame = Rect(x: x + (slot - side) / 2, y: y, width: side, height: panelHeight)
                captions[i].place(at: Point(x, y + panelHeight + 8), width: slot)
            }
            y += panelHeight + 50
            // Row 2: the photo and its controls.
            photo.frame = Rect(x: m, y: y, width: 360, height: 240)
            photoCaption.place(at: Point(m, y + 246), width: 360)
            controls.frame = Rect(x: m + 360 + 32, y: y - 2, width: min(380, max(260, w - 392)), height: 250)
            y += 240 + 40
            // Row 3: the seed's cases and the bordered view.
            let thumb = Size(150, 100)
            seedTop.frame = Rect(origin: Point(m, y), size: thumb)
            seedTopLeft.frame = Rect(origin: Point(m + thumb.width + gap, y), size: thumb)
            bordered.frame = Rect(x: m + 2 * (thumb.width + gap), y: y, width: 200, height: thumb.height)
            borderedLabel.frame = bordered.bounds
            for (i, c) in bottomCaptions.enumerated() {
                c.place(at: Point(m + Double(i) * (thumb.width + gap), y + thumb.height + 6), width: i == 2 ? 200 : thumb.width)
            }
        }
    }

    private static func panel(_ id: String, _ shadows: [InnerShadow], cornerRadius: Double = 0, oval: Bool = false) -> ShadowView {
        let v = ShadowView(innerShadows: shadows)
        v.identifier = id
        v.backgroundColor = Color(light: Color(hex: 0xE4E9EF), dark: Color(hex: 0x2A2F36))
        v.cornerRadius = cornerRadius
        if oval { v.outline = .oval }
        return v
    }

    private static func card(_ id: String) -> ShadowView {
        let v = ShadowView(dropShadows: [DropShadow(offset: Point(0, 5), blurRadius: 16, opacity: 0.3),
                                         DropShadow(offset: Point(0, 1), blurRadius: 3, opacity: 0.2)])
        v.identifier = id
        v.backgroundColor = .systemBackground
        v.cornerRadius = 12
        return v
    }

    private static func photo(_ image: Image, id: String, shadows: [InnerShadow], cornerRadius: Double = 0) -> ShadowView {
        let v = PhotoPanel(image: image, shadows: shadows)
        v.identifier = id
        v.cornerRadius = cornerRadius
        return v
    }

    private static func caption(_ text: String) -> Label {
        let l = Label(text, style: .caption)
        l.numberOfLines = 2
        l.centersVertically = false
        l.textColor = .secondaryLabel
        return l
    }
}

/// A picture clipped to its rounded outline, with inner shadows laid over it.
@MainActor
private final class PhotoPanel: ShadowView {
    let imageView: ImageView

    init(image: Image, shadows: [InnerShadow]) {
        imageView = ImageView(image: image)
        super.init(innerShadows: shadows)
        clipsToBounds = true
        innerShadowPlacement = .overContent
        addSubview(imageView)
    }

    override func layoutSubviews() { imageView.frame = bounds }
}
