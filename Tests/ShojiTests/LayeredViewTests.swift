import Testing
@testable import Shoji

@MainActor
@Suite("LayeredView")
struct LayeredViewTests {
    /// The seed's `eViewHierarchy`.
    enum Hierarchy: Int { case background, back, middle, front }

    func named(_ id: String, _ frame: Rect = Rect(0, 0, 100, 100)) -> View {
        let v = View(frame: frame)
        v.identifier = id
        return v
    }

    /// The seed's sample: views added front first, background third, middle last.
    func seedSample() -> (LayeredView<Hierarchy>, [String: View]) {
        let layered = LayeredView<Hierarchy>(frame: Rect(0, 0, 320, 480))
        let views = ["front": named("front", Rect(30, 30, 200, 200)), "back": named("back", Rect(90, 90, 200, 200)),
                     "background": named("background", Rect(0, 0, 320, 480)),
                     "middle1": named("middle1", Rect(60, 130, 250, 40)), "middle2": named("middle2", Rect(70, 150, 250, 40))]
        layered.addSubview(views["front"]!, layer: .front)
        layered.addSubview(views["back"]!, layer: .back)
        layered.addSubview(views["background"]!, layer: .background)
        layered.addSubview(views["middle1"]!, layer: .middle)
        layered.addSubview(views["middle2"]!, layer: .middle)
        return (layered, views)
    }

    func ids(_ views: [View]) -> [String] { views.map { $0.identifier ?? "?" } }

    @Test("Views added out of order are painted in layer order")
    func outOfOrder() {
        let (layered, _) = seedSample()
        #expect(ids(layered.layeredSubviews) == ["background", "back", "middle1", "middle2", "front"])
        #expect(layered.layers == [.background, .back, .middle, .front])
        #expect(ids(layered.subviews(in: .middle)) == ["middle1", "middle2"])
    }

    @Test("Bringing a view to the front keeps it inside its layer, as the seed's background tap does")
    func bringStaysInLayer() {
        let (layered, v) = seedSample()
        layered.bringSubviewToFront(v["middle1"]!)
        #expect(ids(layered.layeredSubviews) == ["background", "back", "middle2", "middle1", "front"])
        layered.bringSubviewToFront(v["background"]!)
        #expect(ids(layered.layeredSubviews).first == "background")
        layered.sendSubviewToBack(v["front"]!)
        #expect(ids(layered.layeredSubviews).last == "front")
    }

    @Test("Moving a view to another layer puts it on top of that layer; a view is in one layer at most")
    func moveBetweenLayers() {
        let (layered, v) = seedSample()
        layered.move(v["middle1"]!, to: .back)
        #expect(ids(layered.subviews(in: .back)) == ["back", "middle1"])
        #expect(ids(layered.subviews(in: .middle)) == ["middle2"])
        #expect(layered.layer(of: v["middle1"]!) == .back)
        // Moving within the same layer keeps the place; adding again brings it to the top.
        layered.move(v["back"]!, to: .back)
        #expect(ids(layered.subviews(in: .back)) == ["back", "middle1"])
        layered.addSubview(v["back"]!, layer: .back)
        #expect(ids(layered.subviews(in: .back)) == ["middle1", "back"])
    }

    @Test("Removing views, one or a whole layer; the layer itself stays")
    func removing() {
        let (layered, v) = seedSample()
        v["middle2"]!.removeFromSuperview()
        #expect(layered.layer(of: v["middle2"]!) == nil)
        layered.removeAllSubviews(in: .middle)
        #expect(layered.subviews(in: .middle).isEmpty)
        #expect(layered.layers == [.background, .back, .middle, .front])
        #expect(ids(layered.layeredSubviews) == ["background", "back", "front"])
    }

    @Test("Layer containers fill the view, follow its size and are named after it")
    func containers() {
        let (layered, _) = seedSample()
        layered.identifier = "sample"
        #expect(layered.subviews.map(\.identifier) == ["sample.layer.background", "sample.layer.back", "sample.layer.middle", "sample.layer.front"])
        #expect(layered.layerView(for: .middle).name == "middle")
        layered.frame = Rect(0, 0, 500, 600)
        layered.layoutIfNeeded()
        #expect(layered.subviews.allSatisfy { $0.frame == Rect(0, 0, 500, 600) })
        let inFront = layered.subviews(in: .front)[0]
        #expect(inFront.enclosingLayer === layered.layerView(for: .front))
    }

    @Test("Layers let hits through their empty area; the seed's background still gets its tap")
    func touchThrough() {
        let screen = Screen(size: Size(320, 480), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let (layered, v) = seedSample()
        window.addSubview(layered)
        #expect(screen.hitTest(Point(300, 400))?.view === v["background"])   // only the background here
        #expect(screen.hitTest(Point(100, 100))?.view === v["front"])
        #expect(screen.hitTest(Point(280, 165))?.view === v["middle2"])     // right of the front view
        // A whole layer set to .normal blocks everything below it, even where it is empty.
        layered.layerView(for: .front).hitPolicy = .normal
        #expect(screen.hitTest(Point(300, 400))?.view === layered.layerView(for: .front))
        // A hidden layer is neither drawn nor hit.
        layered.layerView(for: .front).isHidden = true
        #expect(screen.hitTest(Point(100, 100))?.view === v["back"])
    }

    @Test("Asking for a layer's container creates the layer in its place")
    func layerOnDemand() {
        let empty = LayeredView<Hierarchy>()
        _ = empty.layerView(for: .front)
        _ = empty.layerView(for: .background)
        #expect(empty.layers == [.background, .front])
        #expect(empty.layeredSubviews.isEmpty)
    }
}
