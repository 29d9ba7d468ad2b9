/// What the inspector draws, worked out from the screen in one pass: an outline for every visible view,
/// a tag for the named ones (identifier and layer), the hit path under the pointer, and a summary panel.
/// Kept as plain values so that the inspector can tell when anything changed and tests can read it.
struct InspectorDisplayList: Equatable {
    enum Role: Equatable {
        case view, identified, layer, ancestor, passedThrough, hit
    }
    struct Outline: Equatable { var rect: Rect; var role: Role }
    struct Tag: Equatable { var rect: Rect; var text: String; var role: Role }
    struct Line: Equatable { var text: String; var role: Role }

    var outlines: [Outline] = []
    var tags: [Tag] = []
    var panel = Rect.zero
    var lines: [Line] = []

    static let tagStyle = TextStyle(size: 10.5, weight: .medium)
    static let panelStyle = TextStyle(size: 12)
    static let tagPadding = 3.0

    /// Walks every visible window except `skipping` (the inspector's own).
    @MainActor
    static func make(screen: Screen, skipping own: Window, path: HitPath?, pointer: Point?,
                     measure: (String, TextStyle) -> Size) -> InspectorDisplayList {
        var list = InspectorDisplayList()
        let ancestors = path.map { Set($0.ancestors.map(ObjectIdentifier.init)) } ?? []
        let passed = path.map { Set($0.passedThrough.map(ObjectIdentifier.init)) } ?? []

        func role(of v: View) -> Role {
            if v === path?.view { return .hit }
            if passed.contains(ObjectIdentifier(v)) { return .passedThrough }
            if ancestors.contains(ObjectIdentifier(v)) { return .ancestor }
            if v is LayerView { return .layer }
            return v.identifier == nil ? .view : .identified
        }

        func visit(_ v: View, toScreen: Transform, clip: Rect) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let box = toScreen.apply(to: v.bounds)
            let visible = box.intersection(clip)
            let r = role(of: v)
            if !(v is Window), !visible.isEmpty {
                list.outlines.append(Outline(rect: visible, role: r))
                let named = v.identifier != nil && !(v is LayerView)
                if named || r == .hit || r == .passedThrough {
                    list.placeTag(Inspector.describe(v), role: r, in: visible, measure: measure)
                }
            }
            let inner = v.clipsToBounds ? clip.intersection(box) : clip
            for sub in v.subviews { visit(sub, toScreen: sub.transformToSuperview.concatenating(toScreen), clip: inner) }
        }
        for w in screen.windows where !w.isHidden && w !== own {
            visit(w, toScreen: w.transformToSuperview, clip: screen.bounds)
        }
        list.makePanel(screen: screen, path: path, pointer: pointer, measure: measure)
        return list
    }

    /// Puts a tag at the top-left of the view's box, moved down past tags already there so that views
    /// sharing a corner (a layered view and its layers) stay readable.
    private mutating func placeTag(_ text: String, role: Role, in box: Rect, measure: (String, TextStyle) -> Size) {
        let size = measure(text, InspectorDisplayList.tagStyle)
        let p = InspectorDisplayList.tagPadding
        var rect = Rect(x: box.minX + 1, y: box.minY + 1, width: size.width + 2 * p, height: size.height + p)
        var tries = 0
        while tries < 12, let other = tags.first(where: { $0.rect.intersects(rect) }) {
            rect.origin.y = other.rect.maxY + 1
            tries += 1
        }
        tags.append(Tag(rect: rect, text: text, role: role))
    }

    /// The summary in a corner: what would take a click here, the way down to it, and what let it pass.
    @MainActor
    private mutating func makePanel(screen: Screen, path: HitPath?, pointer: Point?, measure: (String, TextStyle) -> Size) {
        if let path {
            let way = path.ancestors.dropFirst().filter { !($0 is Window) }.map(Inspector.describe)
            lines = [
                Line(text: "Inspector · F12 hides it", role: .view),
                Line(text: "Hit: " + Inspector.describe(path.view), role: .hit),
                Line(text: "Inside: " + (way.isEmpty ? "the window" : way.joined(separator: " › ")), role: .ancestor),
                Line(text: "Passed through: " + (path.passedThrough.isEmpty ? "nothing"
                    : path.passedThrough.map(Inspector.describe).joined(separator: ", ")), role: .passedThrough),
            ]
        } else {
            lines = [Line(text: "Inspector · F12 hides it", role: .view),
                     Line(text: pointer == nil ? "Point at a view to see what a click would hit" : "Nothing takes a click here",
                          role: .identified)]
        }
        let maxWidth = min(560, screen.size.width - 24)
        let width = min(maxWidth, lines.map { measure($0.text, InspectorDisplayList.panelStyle).width }.max() ?? 0) + 20
        let height = Double(lines.count) * 17 + 14
        var rect = Rect(x: screen.size.width - width - 12, y: screen.size.height - height - 12, width: width, height: height)
        // Out of the pointer's way.
        if let pointer, rect.insetBy(dx: -8, dy: -8).contains(pointer) { rect.origin.y = 12 }
        panel = rect
    }
}
