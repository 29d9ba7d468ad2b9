extension Window.Level {
    /// Above everything, overlays and modal windows included: only the inspector goes here.
    public static let inspector = Window.Level(1_000_000)
}

/// A live view-hierarchy inspector, drawn over the whole screen in a window of its own that takes no
/// input: every visible view outlined, named views tagged with their identifier and layer, and under the
/// pointer the hit-test path — the view a click would reach (green), the views it is inside, and the
/// views in front that let it through (red, usually a layer's empty area). UIKit has this only in a
/// debugger; here it is in the app.
///
/// It does no work while hidden. While shown it redraws on pointer moves and along with the app's own
/// frames; when what it shows changed, it repaints itself whole once, so no stale tag stays behind.
/// Trace: `inspector.toggled` with `on`, `inspector.hover` with `hit` and `through` when the hit changes.
@MainActor
public final class Inspector: Window, PointerObserver {
    /// Whether the outlines and hit path are shown.
    public private(set) var isEnabled = false
    /// The hit path under the pointer, while enabled.
    public private(set) var hitPath: HitPath?
    private(set) var displayList = InspectorDisplayList()
    /// The outlines' captions, by text: at most 1,001, then the cache starts again (captions repeat from
    /// frame to frame, so a full cache means the tree changed wholesale).
    private var textCache: [String: TextLayout] = [:]

    /// An inspector window for `screen`, hidden and passing every hit through.
    public init(screen: Screen) {
        super.init(screen: screen, name: "inspector", level: .inspector)
        hitPolicy = .passThroughAll
        accessibilityElementsHidden = true // a picture of the other windows, not content of its own
    }

    /// Shows or hides the inspector (the demo binds F12 to this).
    public func toggle() { setEnabled(!isEnabled) }

    /// Shows (`true`) or hides the inspector.
    public func setEnabled(_ on: Bool) {
        guard on != isEnabled, let screen else { return }
        isEnabled = on
        if on {
            screen.addPointerObserver(self)
            isHidden = false // unhiding orders it front, on its own level above everything
            refresh(force: true)
        } else {
            screen.removePointerObserver(self)
            isHidden = true
            hitPath = nil
            displayList = InspectorDisplayList()
            textCache.removeAll()
        }
        Trace.emit("inspector.toggled", ["on": .bool(on)])
    }

    /// How the inspector names a view: its identifier (else its type) and the layer it is in.
    public static func describe(_ view: View) -> String {
        if let layer = view as? LayerView { return view.identifier ?? "layer \(layer.name)" }
        let name = view.identifier ?? String(describing: type(of: view))
        guard let layer = view.enclosingLayer else { return name }
        return name + " · " + layer.name
    }

    // MARK: Following the pointer and the app

    public func pointerMoved(to location: Point?, on screen: Screen) { refresh() }

    /// Recomputes what to show; repaints the whole inspector when it differs from what is on screen.
    private func refresh(force: Bool = false) {
        guard isEnabled, let screen else { return }
        let pointer = screen.pointerLocation
        let path = pointer.flatMap { screen.hitPath(at: $0) }.map { p in
            // The inspector's own window lets everything through; that is not news.
            HitPath(window: p.window, view: p.view, passedThrough: p.passedThrough.filter { $0 !== self })
        }
        if !HitPath.same(path, hitPath) {
            hitPath = path
            Trace.emit("inspector.hover", ["hit": TraceValue(path.map { Inspector.describe($0.view) }),
                                           "through": .array((path?.passedThrough ?? []).map { .string(Inspector.describe($0)) })])
        }
        let list = InspectorDisplayList.make(screen: screen, skipping: self, path: path, pointer: pointer, measure: measure)
        if force || list != displayList {
            displayList = list
            setNeedsDisplay()
        }
    }

    private func layout(_ text: String, _ style: TextStyle) -> TextLayout {
        let key = "\(style.size)|\(text)"
        if let l = textCache[key] { return l }
        if textCache.count > 1000 { textCache.removeAll() }
        let l = layoutText(text, style: style)
        textCache[key] = l
        return l
    }

    private func measure(_ text: String, _ style: TextStyle) -> Size { layout(text, style).size }

    // MARK: Drawing

    private static func color(_ role: InspectorDisplayList.Role) -> Color {
        switch role {
        case .view: return Color(hex: 0x8E8E93, alpha: 0.5)
        case .identified: return Color(hex: 0x0A84FF, alpha: 0.9)
        case .layer: return Color(hex: 0xFF9F0A, alpha: 0.9)
        case .ancestor: return Color(hex: 0x248A3D, alpha: 0.9)
        case .passedThrough: return Color(hex: 0xFF2D55)
        case .hit: return Color(hex: 0x30D158)
        }
    }

    /// Lighter versions for text on the dark panel.
    private static func panelColor(_ role: InspectorDisplayList.Role) -> Color {
        switch role {
        case .hit: return Color(hex: 0x5EE27F)
        case .ancestor: return Color(hex: 0xA8E6B8)
        case .passedThrough: return Color(hex: 0xFF6B88)
        default: return .white
        }
    }

    public override func draw(in canvas: Canvas) {
        // The app's frame may have changed what is under the pointer without the pointer moving.
        refresh()
        let list = displayList
        for o in list.outlines {
            let width: Double
            switch o.role {
            case .hit: width = 3; canvas.fill(o.rect, color: Inspector.color(.hit).withAlpha(0.18))
            case .passedThrough: width = 2
            case .ancestor: width = 1.5
            default: width = 1
            }
            canvas.stroke(Path(rect: o.rect.insetBy(dx: width / 2, dy: width / 2)), color: Inspector.color(o.role), lineWidth: width)
        }
        let pad = InspectorDisplayList.tagPadding
        for t in list.tags {
            let face: Color
            switch t.role {
            case .hit: face = Color(hex: 0x1E7B34)
            case .passedThrough: face = Color(hex: 0xC4163F)
            default: face = Color(white: 0.1, alpha: 0.78)
            }
            canvas.fill(Path(roundedRect: t.rect, cornerRadius: 3), color: face)
            canvas.draw(layout(t.text, InspectorDisplayList.tagStyle), at: Point(t.rect.minX + pad, t.rect.minY + pad / 2), color: .white)
        }
        guard !list.lines.isEmpty else { return }
        canvas.fill(Path(roundedRect: list.panel, cornerRadius: 8), color: Color(white: 0.08, alpha: 0.88))
        var y = list.panel.minY + 7
        for line in list.lines {
            let text = layout(line.text, InspectorDisplayList.panelStyle)
            canvas.save()
            canvas.clip(to: list.panel.insetBy(dx: 10, dy: 0))
            canvas.draw(text, at: Point(list.panel.minX + 10, y), color: Inspector.panelColor(line.role))
            canvas.restore()
            y += 17
        }
    }
}

extension HitPath {
    /// The same view hit through the same views.
    static func same(_ a: HitPath?, _ b: HitPath?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            return a.view === b.view && a.passedThrough.count == b.passedThrough.count
                && zip(a.passedThrough, b.passedThrough).allSatisfy { $0 === $1 }
        default: return false
        }
    }
}
