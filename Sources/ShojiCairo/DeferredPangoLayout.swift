import CPango
import Shoji

/// Pango's layout of a line that a kept-run layout answers most questions about itself, made the first
/// time one of the others is asked (a hit test, a selection, a caret where the kept runs do not model
/// Pango) and kept with the line (`CombiningMarks`, `TailedLineLayout`).
@MainActor
final class DeferredPangoLayout {
    /// An empty layout of the text system's context, which keeps the context alive as long as this line
    /// (the text system can be replaced while a view still holds the line; `g_object_ref` is a macro
    /// Swift does not import).
    nonisolated(unsafe) private let holder: OpaquePointer
    private let defaultFamily: String
    private let width: Double?
    private var made: PangoTextLayout?

    init(context: OpaquePointer, defaultFamily: String, width: Double?) {
        holder = pango_layout_new(context); self.defaultFamily = defaultFamily; self.width = width
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(holder)) }

    /// Pango's layout of `text` in `style`, made once.
    func layout(text: String, style: TextStyle) -> PangoTextLayout {
        if let made { return made }
        let layout = PangoTextLayout(context: pango_layout_get_context(holder), text: text, style: style, width: width,
                                     defaultFamily: defaultFamily)
        TextWork.pangoLayouts += 1
        made = layout
        return layout
    }
}
