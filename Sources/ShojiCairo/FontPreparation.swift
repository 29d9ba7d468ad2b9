import CPango
import Shoji

/// Finds and measures the fonts of a few text styles on a background thread, while the main thread does
/// other start-up work (connecting to X, making the window).
///
/// Why: the first layout in a style costs Pango a fontconfig substitution and match and a measurement of
/// the new font (it shapes a sample sentence in it): 0.8–1.7 ms a style, all of it before the first frame.
/// Done here, it overlaps the X connection instead. (Pango 1.50 reads fontconfig's configuration, 3 ms, on
/// a thread of its own once the font map exists; the first style waits for it there, not on the main
/// thread.)
///
/// Pango's font map is not safe to use from two threads at once, so the two never overlap: the main thread
/// calls `finish(stopping:)` before its own first use of the context. That stops the preparation after the
/// style in progress (a style not reached is found when first used, as without preparation) and waits for
/// it.
enum FontPreparation {
    /// Starts preparing `styles`, in order, on a background thread, with `context` (which the caller does
    /// not use until the steps' `finish(stopping:)` returns; it returns how many styles were prepared).
    static func start(styles: [TextStyle], context: OpaquePointer, defaultFamily: String) -> BackgroundSteps {
        let handle = ContextHandle(context: context)
        return BackgroundSteps(count: styles.count) { i in
            // A short Latin sample: the style's first font, its metrics and its glyphs' cache. Fallback
            // fonts (for Japanese, say) are left for the text that needs them.
            let layout = PangoTextLayout.make(context: handle.context, text: "Ag", style: styles[i], width: nil,
                                              defaultFamily: defaultFamily)
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, nil, &logical)
            g_object_unref(UnsafeMutableRawPointer(layout))
            return true
        }
    }

    /// The context crosses to the preparing thread once, and only that thread uses it until
    /// `finish(stopping:)`.
    private struct ContextHandle: @unchecked Sendable { let context: OpaquePointer }
}
