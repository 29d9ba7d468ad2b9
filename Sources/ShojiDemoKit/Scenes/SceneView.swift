import Shoji

/// A plain container whose layout is a closure, for scenes that place a handful of views.
@MainActor
final class SceneView: View {
    /// A scene's backdrop: a little off the cards' background, in light and dark.
    static let defaultBackground = Color(light: Color(white: 0.97), dark: Color(white: 0.07))
    var layout: ((SceneView) -> Void)?

    init(background: Color = SceneView.defaultBackground, layout: ((SceneView) -> Void)? = nil) {
        self.layout = layout
        super.init()
        backgroundColor = background
    }

    override func layoutSubviews() { layout?(self) }
}

extension View {
    /// Sizes the view to fit and places it at `origin`; returns its frame (for stacking).
    @discardableResult
    func place(at origin: Point, width: Double? = nil, height: Double? = nil) -> Rect {
        let fit = sizeThatFits(Size(width: width ?? 0, height: 0))
        frame = Rect(origin: origin, size: Size(width: width ?? fit.width, height: height ?? fit.height))
        return frame
    }
}
