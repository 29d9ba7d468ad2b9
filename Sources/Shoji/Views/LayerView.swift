/// One layer of a `LayeredView`: a full-size container whose own empty area lets hits through to the
/// layers below, while its subviews still take theirs (the seed's TouchTransmissionView). Set `hitPolicy`
/// to change that for the whole layer: `.normal` makes it block everything below it, `.passThroughAll`
/// makes every view in it ignore input.
@MainActor
public final class LayerView: View {
    /// The layer's name in lower case (`middle`), for the inspector and the trace.
    public let name: String

    init(name: String, frame: Rect) {
        self.name = name
        super.init(frame: frame)
        hitPolicy = .passThroughSelf
    }
}

extension View {
    /// The layer this view is drawn in: the nearest `LayerView` among its ancestors (nil outside any).
    public var enclosingLayer: LayerView? {
        var v = superview
        while let cur = v {
            if let layer = cur as? LayerView { return layer }
            v = cur.superview
        }
        return nil
    }
}
