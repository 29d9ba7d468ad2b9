/// A view whose subviews live in ordered layers (the seed's HierarchyViewController). `Layer` is a type of
/// the caller's choice, usually an `Int`-backed enum; a layer with a larger raw value is drawn above one
/// with a smaller, whatever order views and layers were added in.
///
/// `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)` move a view only inside its own layer, so a
/// background brought to the front never covers a button, and an ad that rebuilds its own views never
/// needs to know what lies below it. Each layer is a full-size `LayerView` that lets hits on its empty
/// area through to the layers below.
///
///     enum Tier: Int { case background, content, controls, ad }
///     let layered = LayeredView<Tier>()
///     layered.addSubview(banner, layer: .ad)
///     layered.addSubview(photo, layer: .content)   // still below the banner
@MainActor
open class LayeredView<Layer: RawRepresentable & Hashable>: View where Layer.RawValue: Comparable {
    /// Back to front; these are exactly `subviews`.
    private var entries: [(layer: Layer, view: LayerView)] = []
    /// Set while this view adds one of its own layer containers: the only subviews it accepts directly.
    private var isAddingLayer = false

    /// An empty layered view; layers are made as views are added to them.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Layer containers are named after this: `<identifier>.layer.<name>`.
    public override var identifier: String? {
        didSet { for e in entries { e.view.identifier = layerIdentifier(e.layer) } }
    }

    // MARK: Layers

    /// The layers that exist, back to front (a layer exists once something was added to it or its
    /// container was asked for, and stays when it empties).
    public var layers: [Layer] { entries.map(\.layer) }

    /// The container of `layer`, created empty if the layer does not exist yet: set its `hitPolicy`,
    /// `isHidden` or `alpha` to change the whole layer at once.
    public func layerView(for layer: Layer) -> LayerView {
        if let e = entries.first(where: { $0.layer == layer }) { return e.view }
        let container = LayerView(name: LayeredView.name(of: layer), frame: bounds)
        container.identifier = layerIdentifier(layer)
        let index = entries.firstIndex { $0.layer.rawValue > layer.rawValue } ?? entries.count
        entries.insert((layer, container), at: index)
        isAddingLayer = true
        defer { isAddingLayer = false }
        super.insertSubview(container, at: index)
        return container
    }

    /// The layer `view` is in, if it is in one of this view's layers.
    public func layer(of view: View) -> Layer? {
        guard let parent = view.superview else { return nil }
        return entries.first { $0.view === parent }?.layer
    }

    /// The lower-case name the trace and the inspector use for a layer (`middle`).
    public static func name(of layer: Layer) -> String { String(describing: layer).lowercased() }

    private func layerIdentifier(_ layer: Layer) -> String {
        (identifier.map { $0 + "." } ?? "") + "layer." + LayeredView.name(of: layer)
    }

    // MARK: Adding, moving, removing

    /// Adds `view` on top of `layer` (creating the layer). A view already in any layer moves: it is in
    /// one layer at most.
    public func addSubview(_ view: View, layer: Layer) {
        layerView(for: layer).addSubview(view)
    }

    /// Inserts `view` at `index` in `layer`'s paint order (0 = the back of the layer).
    public func insertSubview(_ view: View, at index: Int, layer: Layer) {
        layerView(for: layer).insertSubview(view, at: index)
    }

    /// Moves a view of this view's to the top of another layer; nothing happens when it is already in
    /// `layer` (it keeps its place) or is not in any of the layers.
    public func move(_ view: View, to layer: Layer) {
        guard let current = self.layer(of: view), current != layer else { return }
        addSubview(view, layer: layer)
    }

    /// Removes every view in `layer` (the seed's "swap all the buttons"); the layer itself stays.
    public func removeAllSubviews(in layer: Layer) {
        guard let container = entries.first(where: { $0.layer == layer })?.view else { return }
        for v in container.subviews.reversed() { v.removeFromSuperview() }
    }

    /// Moves `view` to the front of its own layer, never above a view of a higher layer.
    open override func bringSubviewToFront(_ view: View) {
        guard let container = view.superview as? LayerView, entries.contains(where: { $0.view === container }) else { return }
        container.bringSubviewToFront(view)
    }

    /// Moves `view` to the back of its own layer, never below a view of a lower layer.
    open override func sendSubviewToBack(_ view: View) {
        guard let container = view.superview as? LayerView, entries.contains(where: { $0.view === container }) else { return }
        container.sendSubviewToBack(view)
    }

    /// Views go into a layer: adding one directly would put it above every layer and break their order.
    open override func insertSubview(_ view: View, at index: Int) {
        precondition(isAddingLayer, "add views to a LayeredView with addSubview(_:layer:)")
        super.insertSubview(view, at: index)
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        entries.removeAll { $0.view === subview }
    }

    // MARK: Reading

    /// The views in `layer`, back to front (empty when the layer does not exist).
    public func subviews(in layer: Layer) -> [View] {
        entries.first { $0.layer == layer }?.view.subviews ?? []
    }

    /// Every view in every layer, in paint order (back to front), without the layer containers.
    public var layeredSubviews: [View] { entries.flatMap { $0.view.subviews } }

    open override func layoutSubviews() {
        for e in entries { e.view.frame = bounds }
    }
}
