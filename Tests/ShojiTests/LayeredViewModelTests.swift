import Testing
@testable import Shoji

/// Thousands of random operations on a `LayeredView`, checked after every one against a plain model:
/// "layers in order of their raw value, views in order inside each". What is compared is what a user
/// sees and does: the order the views are really painted in, and the order in which they take a click.
@MainActor
@Suite("LayeredView against a reference model")
struct LayeredViewModelTests {
    /// Raw values out of declaration order and with gaps: the order must come from the raw values.
    enum Tier: Int, CaseIterable { case high = 40, low = -3, mid = 7, zero = 0, top = 99, two = 2 }

    /// The reference: a dictionary of plain arrays.
    struct Model {
        var layers: [Int: [Int]] = [:]

        var layerOrder: [Int] { layers.keys.sorted() }
        var paintOrder: [Int] { layerOrder.flatMap { layers[$0]! } }

        func layer(of id: Int) -> Int? { layers.first { $0.value.contains(id) }?.key }

        mutating func remove(_ id: Int) {
            for k in layers.keys { layers[k]!.removeAll { $0 == id } }
        }

        mutating func insert(_ id: Int, at index: Int, layer: Int) {
            remove(id)
            var list = layers[layer] ?? []
            list.insert(id, at: min(max(0, index), list.count))
            layers[layer] = list
        }

        mutating func add(_ id: Int, layer: Int) { insert(id, at: Int.max, layer: layer) }

        mutating func bringToFront(_ id: Int) {
            guard let k = layer(of: id) else { return }
            layers[k]!.removeAll { $0 == id }
            layers[k]!.append(id)
        }

        mutating func sendToBack(_ id: Int) {
            guard let k = layer(of: id) else { return }
            layers[k]!.removeAll { $0 == id }
            layers[k]!.insert(id, at: 0)
        }

        mutating func move(_ id: Int, to layer: Int) {
            guard let k = self.layer(of: id), k != layer else { return }
            add(id, layer: layer)
        }
    }

    static let size = 320.0
    static let poolSize = 40

    @Test("Random add, insert, bring, send, move and remove keep paint order and hit order", arguments: [1, 2, 3, 4] as [UInt64])
    func randomOperations(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let screen = Screen(size: Size(LayeredViewModelTests.size, LayeredViewModelTests.size), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let layered = LayeredView<Tier>(frame: Rect(size: screen.size))
        window.addSubview(layered)

        // Each view has a distinct colour (its id in the red channel) and a random frame.
        let views: [View] = (0..<LayeredViewModelTests.poolSize).map { id in
            let v = View(frame: Rect(Double.random(in: 0...250, using: &rng).rounded(), Double.random(in: 0...250, using: &rng).rounded(),
                                     Double.random(in: 10...160, using: &rng).rounded(), Double.random(in: 10...160, using: &rng).rounded()))
            v.backgroundColor = Color(red: Double(id) / 255, green: 0.5, blue: 0.25)
            v.tag = id
            return v
        }
        var model = Model()
        let steps = 2500

        for step in 0..<steps {
            let id = Int.random(in: 0..<views.count, using: &rng)
            let tier = Tier.allCases.randomElement(using: &rng)!
            let v = views[id]
            let op = Int.random(in: 0..<100, using: &rng)
            var described = ""
            switch op {
            case 0..<30:
                layered.addSubview(v, layer: tier); model.add(id, layer: tier.rawValue)
                described = "add \(id) to \(tier)"
            case 30..<40:
                let index = Int.random(in: -1...8, using: &rng)
                layered.insertSubview(v, at: index, layer: tier); model.insert(id, at: index, layer: tier.rawValue)
                described = "insert \(id) at \(index) in \(tier)"
            case 40..<55:
                layered.bringSubviewToFront(v); model.bringToFront(id)
                described = "bring \(id)"
            case 55..<70:
                layered.sendSubviewToBack(v); model.sendToBack(id)
                described = "send \(id)"
            case 70..<85:
                layered.move(v, to: tier); model.move(id, to: tier.rawValue)
                described = "move \(id) to \(tier)"
            case 85..<95:
                v.removeFromSuperview(); model.remove(id)
                described = "remove \(id)"
            case 95..<97:
                layered.removeAllSubviews(in: tier)
                if model.layers[tier.rawValue] != nil { model.layers[tier.rawValue] = [] }
                described = "clear \(tier)"
            default:
                // Layers never reorder, whatever is asked of their containers.
                if let container = layered.subviews.randomElement(using: &rng) {
                    layered.bringSubviewToFront(container)
                    layered.sendSubviewToBack(container)
                }
                described = "bring and send a layer container"
            }

            let context = "seed \(seed), step \(step): \(described)"
            let mismatch = firstMismatch(layered: layered, model: model, tier: tier, view: v, screen: screen, views: views, rng: &rng)
            #expect(mismatch == nil, "\(context): \(mismatch ?? "")")
            if mismatch != nil { break } // one clear failure rather than thousands
        }
    }

    /// What differs from the model after one operation, or nil.
    func firstMismatch(layered: LayeredView<Tier>, model: Model, tier: Tier, view: View, screen: Screen, views: [View],
                       rng: inout SeededRandom) -> String? {
        let expected = model.paintOrder
        // The API's view of the order.
        let listed = layered.layeredSubviews.map(\.tag)
        if listed != expected { return "layeredSubviews \(listed), model \(expected)" }
        if layered.layers.map(\.rawValue) != model.layerOrder { return "layers \(layered.layers), model \(model.layerOrder)" }
        if layered.subviews.count != model.layers.count || !layered.subviews.allSatisfy({ $0 is LayerView }) {
            return "the subviews are not exactly the layer containers"
        }
        if layered.subviews(in: tier).map(\.tag) != (model.layers[tier.rawValue] ?? []) { return "subviews(in: \(tier))" }
        if layered.layer(of: view)?.rawValue != model.layer(of: view.tag) { return "layer(of: \(view.tag))" }

        // The order the views are really painted in.
        let canvas = RecordingCanvas()
        screen.render(in: canvas, damage: [screen.bounds])
        let painted = canvas.commands.compactMap { command -> Int? in
            guard case .fill(_, let c) = command, c.green == 0.5, c.blue == 0.25 else { return nil }
            return Int((c.red * 255).rounded())
        }
        if painted != expected { return "painted \(painted), model \(expected)" }

        // The order in which the views take a click at two random points, front to back.
        for _ in 0..<2 {
            let p = Point(Double(Int.random(in: 0..<320, using: &rng)) + 0.5, Double(Int.random(in: 0..<320, using: &rng)) + 0.5)
            let expectedHits = expected.reversed().filter { views[$0].frame.contains(p) }
            let hits = hitOrder(at: p, screen: screen, views: views)
            if hits != expectedHits { return "hit order at \(p) \(hits), model \(expectedHits)" }
        }
        return nil
    }

    /// Every view that would take a click at `p`, front to back: hit, then let that one through, and ask again.
    func hitOrder(at p: Point, screen: Screen, views: [View]) -> [Int] {
        var order: [Int] = []
        var peeled: [View] = []
        while let hit = screen.hitTest(p)?.view, views.contains(where: { $0 === hit }) {
            order.append(hit.tag)
            hit.hitPolicy = .passThroughAll
            peeled.append(hit)
        }
        for v in peeled { v.hitPolicy = .normal }
        return order
    }
}
