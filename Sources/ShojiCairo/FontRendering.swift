import CCairo
import CPango
import Shoji

/// How glyphs are rasterised: anti-aliasing, hinting and the display's subpixel order, as the desktop asks
/// (`Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA` in XSETTINGS, or their `Xft.*` twins in
/// the X resources). What the desktop leaves unsaid stays the toolkit's: grey-scale anti-aliasing, slight
/// hinting.
///
/// Metrics are never hinted, whatever the desktop says: a layout must measure the same at every scale
/// (a window moved to a 2× screen keeps its size in points), and hinted advances round each glyph to
/// whole pixels of one scale. Hinting here changes only how outlines are fitted to the pixel grid.
public struct FontRendering: Equatable, Sendable {
    /// How edges are smoothed.
    public enum Antialiasing: Equatable, Sendable {
        /// No smoothing: every pixel is the text's colour or the background's.
        case none
        /// Grey-scale coverage.
        case gray
        /// Each of a pixel's red, green and blue stripes covered apart, in the display's order.
        case subpixel(SubpixelOrder)
    }
    /// The order of a display's colour stripes (`Xft/RGBA`).
    public enum SubpixelOrder: Equatable, Sendable { case rgb, bgr, vrgb, vbgr }
    /// How strongly outlines are fitted to the pixel grid.
    public enum HintStyle: Equatable, Sendable { case none, slight, medium, full }

    /// How edges are smoothed.
    public var antialiasing = Antialiasing.gray
    /// How strongly outlines are fitted to the pixel grid.
    public var hintStyle = HintStyle.slight

    /// The toolkit's own: grey-scale, slight hinting.
    public init() {}

    /// What the desktop's settings ask for, the toolkit's own where they say nothing. Anti-aliasing off
    /// wins over a subpixel order; hinting off wins over a hint style (as Xft reads them). Unknown words
    /// (another program wrote them) are ignored.
    public init(_ settings: DesktopSettings) {
        if settings.fontAntialiasing == false {
            antialiasing = .none
        } else {
            switch settings.fontSubpixelOrder?.lowercased() {
            case "rgb": antialiasing = .subpixel(.rgb)
            case "bgr": antialiasing = .subpixel(.bgr)
            case "vrgb": antialiasing = .subpixel(.vrgb)
            case "vbgr": antialiasing = .subpixel(.vbgr)
            default: break
            }
        }
        if settings.fontHinting == false {
            hintStyle = .none
        } else {
            switch settings.fontHintStyle?.lowercased() {
            case "hintnone": hintStyle = .none
            case "hintslight": hintStyle = .slight
            case "hintmedium": hintStyle = .medium
            case "hintfull": hintStyle = .full
            default: break
            }
        }
    }

    /// Sets these options on a Pango context (its fonts are looked up again with them).
    func apply(to context: OpaquePointer) {
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        switch hintStyle {
        case .none: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        case .slight: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        case .medium: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_MEDIUM)
        case .full: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
        }
        switch antialiasing {
        case .none: cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_NONE)
        case .gray: cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        case .subpixel(let order):
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_SUBPIXEL)
            switch order {
            case .rgb: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
            case .bgr: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_BGR)
            case .vrgb: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_VRGB)
            case .vbgr: cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_VBGR)
            }
        }
        pango_cairo_context_set_font_options(context, options)
    }
}
