import Testing
@testable import Shoji

/// The F12 inspector, headless: what it outlines and tags, the hit path it marks, and that it takes no
/// input and does no work while hidden.
@MainActor
@Suite("Inspector")
struct InspectorTests {
    enum Tier: Int { case content, controls, ad }

    let screen = Screen(size: Size(400, 300), clock: ManualClock())
    let layered = LayeredView<Tier>(frame: Rect(0, 0, 400, 300))
    let button = Button("OK", frame: Rect(20, 20, 80, 30))
    let banner = View(frame: Rect(0, 250, 400, 50))
    let inspector: Inspector

    init() {
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        layered.identifier = "stage"
        button.identifier = "button"
        banner.identifier = "banner"
        layered.addSubview(banner, layer: .ad)
        layered.addSubview(button, layer: .controls)
        window.addSubview(layered)
        inspector = Inspector(screen: screen)
        screen.layoutIfNeeded()
    }

    func move(to p: Point?) {
        if let p { screen.send(.pointer(PointerEvent(.moved, at: p, button: nil))) } else { screen.send(.pointerExited) }
    }

    @Test("It names a view by identifier and layer, a layer by its container's name")
    func names() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        #expect(Inspector.describe(button) == "button · controls")
        #expect(Inspector.describe(layered.layerView(for: .ad)) == "stage.layer.ad")
        #expect(Inspector.describe(layered) == "stage")
        #expect(Inspector.describe(button.titleLabel) == "Label · controls")
    }

    @Test("Shown on top of every window, it takes no input and leaves the key window alone")
    func takesNoInput() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        let key = screen.keyWindow
        inspector.toggle()
        #expect(screen.windows.last === inspector && !inspector.isHidden)
        #expect(screen.keyWindow === key)
        #expect(screen.hitTest(Point(30, 30))?.view === button)
        #expect(trace.last("inspector.toggled")?.first?.1 == .bool(true))
    }

    @Test("Every visible view is outlined; named ones are tagged with identifier and layer")
    func outlinesAndTags() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        inspector.toggle()
        let list = inspector.displayList
        // main's views: the layered view, its two layers, the banner, the button and its label.
        #expect(list.outlines.count == 6)
        let tags = Set(list.tags.map(\.text))
        #expect(tags == ["stage", "button · controls", "banner · ad"])
        // Tags never cover each other.
        for (i, a) in list.tags.enumerated() {
            for b in list.tags[(i + 1)...] { #expect(!a.rect.intersects(b.rect)) }
        }
    }

    @Test("Under the pointer: the view hit and the layers that let the hit through")
    func hitPath() throws {
        let trace = TraceRecorder()
        defer { trace.stop() }
        inspector.toggle()
        move(to: Point(30, 30))
        let path = try #require(inspector.hitPath)
        #expect(path.view === button)
        #expect(path.passedThrough.map(\.identifier) == ["stage.layer.ad"])
        let list = inspector.displayList
        #expect(list.outlines.contains { $0.role == .hit && $0.rect == Rect(20, 20, 80, 30) })
        #expect(list.outlines.contains { $0.role == .passedThrough && $0.rect == Rect(0, 0, 400, 300) })
        #expect(list.lines.contains { $0.text == "Hit: button · controls" })
        #expect(list.lines.contains { $0.text == "Passed through: stage.layer.ad" })
        let hover = try #require(trace.last("inspector.hover"))
        #expect(hover.first { $0.0 == "hit" }?.1 == "button · controls")
        #expect(hover.first { $0.0 == "through" }?.1 == ["stage.layer.ad"])
        // Over the banner nothing passes the hit on.
        move(to: Point(200, 280))
        #expect(inspector.hitPath?.view === banner && inspector.hitPath?.passedThrough.isEmpty == true)
    }

    @Test("When the app changes under a still pointer, the next frame shows the new path")
    func followsTheApp() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        inspector.toggle()
        move(to: Point(30, 30))
        layered.layerView(for: .ad).hitPolicy = .normal // the button goes dead: nothing visible changed
        button.setNeedsDisplay()                         // any frame at all
        _ = screen.update(into: RecordingCanvas())
        #expect(inspector.hitPath?.view === layered.layerView(for: .ad))
        #expect(screen.hasPendingUpdate)                 // and it repaints itself whole once
    }

    @Test("Hidden, it ignores the pointer and draws nothing")
    func noWorkWhileHidden() {
        let trace = TraceRecorder()
        defer { trace.stop() }
        inspector.toggle()
        inspector.toggle()
        _ = screen.update(into: RecordingCanvas())
        move(to: Point(200, 150))   // over nothing that lights up
        #expect(inspector.hitPath == nil && inspector.displayList == InspectorDisplayList())
        #expect(trace.count("inspector.hover") == 0)
        #expect(!screen.hasPendingUpdate)
    }
}
