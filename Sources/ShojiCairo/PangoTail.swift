import CCairo
import CPango
import Shoji

/// The end of a line that no kept-run model knows (an emoji, Arabic, Greek, …), laid out by Pango alone
/// and kept by its text, for `TailedLineLayout`: Pango's layout of "x " and the tail, whose first run is
/// the stub "x " and whose other runs are the tail's, as Pango lays them out after a line's Latin words.
///
/// Why the stub: in the whole line the tail follows Latin words, and that decides what Pango does with
/// it. The stub's letter makes the paragraph left to right (an Arabic tail alone would be right to left),
/// keeps a Common character at the tail's start (an emoji, a digit) in the Latin script run as in the
/// line, and makes the first item Latin, whose kind of baseline every later item is aligned to (Pango
/// 1.50's `apply_baseline_shift`). A tail whose first character would join the stub's item (another
/// Latin letter in the same font) is refused: its runs would not start where the tail does.
@MainActor
final class PangoTail {
    nonisolated(unsafe) private let layout: OpaquePointer
    /// One of the tail's runs, left to right: its glyphs (owned by the layout), font, where it starts after
    /// the tail's start and how far Pango raises it, in Pango units.
    struct Run {
        nonisolated(unsafe) let glyphs: UnsafeMutablePointer<PangoGlyphString>
        nonisolated(unsafe) let font: OpaquePointer
        let x: Int32, rise: Int32
    }
    let runs: [Run]
    /// The tail's width, and the line's ascent and descent around its baseline (the stub's Latin font
    /// among its items), in Pango units.
    let width: Int32, ascent: Int32, descent: Int32
    /// The layout's top (its logical box's y), in Pango units.
    let top: Int32
    let unknownGlyphCount: Int

    /// Pango's layout of "x " + `tail` in `style` (a style's set-up key, `WordShaping.key`: left-aligned,
    /// no width), or nil where the tail's runs are not the stub's and then its own, on one line.
    init?(_ tail: String, context: OpaquePointer, style: TextStyle, defaultFamily: String) {
        let layout = PangoTextLayout.make(context: context, text: "x " + tail, style: style, width: nil, defaultFamily: defaultFamily)
        TextWork.pangoLayouts += 1
        var made: [Run] = []
        var x: Int32 = 0, first = true, ok = pango_layout_get_line_count(layout) == 1
        var run = ok ? pango_layout_get_lines_readonly(layout)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs : nil
        if run == nil { ok = false }
        while ok, let node = run {
            guard let glyphItem = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = glyphItem.pointee.item, let font = item.pointee.analysis.font,
                  let glyphs = glyphItem.pointee.glyphs?.assumingMemoryBound(to: PangoGlyphString.self)
            else { ok = false; break }
            if first {
                // The stub, alone and left to right, unraised.
                guard item.pointee.offset == 0, item.pointee.length == 2, item.pointee.analysis.level == 0,
                      glyphItem.pointee.y_offset == 0 else { ok = false; break }
                first = false
            } else {
                guard item.pointee.offset >= 2 else { ok = false; break }
                made.append(Run(glyphs: glyphs, font: font, x: x, rise: Int32(glyphItem.pointee.y_offset)))
                for i in 0..<Int(glyphs.pointee.num_glyphs) { x += glyphs.pointee.glyphs[i].geometry.width }
            }
            run = node.pointee.next
        }
        guard ok, !made.isEmpty else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return nil
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let baseline = Int32(pango_layout_get_baseline(layout))
        self.layout = layout
        runs = made
        width = x
        top = Int32(logical.y)
        ascent = baseline - Int32(logical.y)
        descent = Int32(logical.y + logical.height) - baseline
        unknownGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws the tail's runs with their baseline at `y`, the tail starting at `x` (device space, as the
    /// current point): each run as Pango's renderer draws it, raised by its rise.
    func show(in cr: OpaquePointer, x: Double, y: Double) {
        for r in runs {
            cairo_move_to(cr, x + Double(r.x) / Double(PANGO_SCALE), y - Double(r.rise) / Double(PANGO_SCALE))
            pango_cairo_show_glyph_string(cr, r.font, r.glyphs)
        }
    }
}
