import CCairo
import CPango
import Shoji

/// One left-to-right line of ASCII text made of words shaped once each (`WordShaping`): what a Pango
/// layout of the same text answers — size, line, carets, hit tests, boundaries — from its glyphs, as Pango
/// answers it from the one run such a layout holds (`pango_glyph_string_index_to_x` / `x_to_index` on the
/// same glyphs, text and analysis), and drawn with Pango's renderer from the same glyphs.
@MainActor
final class WordShapedLayout: EditableTextLayout, ShapedTextLayout {
    let text: String
    let style: TextStyle
    let size: Size
    let lineCount = 1
    let logicalOrigin: Point
    /// The line's glyphs, the baseline carried in their vertical offsets (see `WordShaping`).
    nonisolated(unsafe) let glyphs: UnsafeMutablePointer<PangoGlyphString>
    /// The line's width in Pango units.
    let width: Int32
    /// Keeps the font and the analysis alive.
    let script: ScriptRun
    /// Where the line starts in the layout's width (centred or right-aligned), in Pango units.
    let xOffset: Int32
    private let bytes: [CChar]
    private var cachedBoundaries: [TextBoundary]?

    init(text: String, style: TextStyle, glyphs: UnsafeMutablePointer<PangoGlyphString>, width: Int32, script: ScriptRun,
         xOffset: Int32 = 0) {
        self.text = text; self.style = style; self.glyphs = glyphs; self.width = width; self.script = script
        self.xOffset = xOffset
        bytes = Array(text.utf8CString.dropLast())
        // Pango's pixel extents round the logical box outwards (`pango_extents_to_pixels`, inclusive).
        let scale = Int(PANGO_SCALE)
        let left = Int(xOffset) >= 0 ? Int(xOffset) / scale : -((-Int(xOffset) + scale - 1) / scale)
        let right = (Int(xOffset) + Int(width) + scale - 1) / scale
        size = Size(width: Double(right - left), height: Double(script.pixelHeight))
        logicalOrigin = Point(x: Double(left), y: Double(script.pixelTop))
    }

    deinit { pango_glyph_string_free(glyphs) }

    /// None: its style's font has a glyph for every printable ASCII character (`ScriptRun.make` checks).
    var unknownGlyphCount: Int { 0 }

    private var count: Int { bytes.count }
    private static func units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }

    /// Where the caret at `index`'s leading (or trailing) edge stands, in Pango units.
    private func x(_ index: Int, trailing: Bool) -> Int32 {
        var x: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_index_to_x(glyphs, UnsafeMutablePointer(mutating: p.baseAddress), Int32(p.count),
                                          &script.analysis, Int32(index), trailing ? 1 : 0, &x)
        }
        return x
    }

    private var lineRect: Rect {
        Rect(x: Self.units(xOffset), y: Self.units(script.lineTop), width: Self.units(width), height: Self.units(script.lineHeight))
    }

    var lines: [TextLine] { [TextLine(range: 0..<count, rect: lineRect)] }

    var boundaries: [TextBoundary] {
        if let b = cachedBoundaries { return b }
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        bytes.withUnsafeBufferPointer { p in
            pango_get_log_attrs(p.baseAddress, Int32(p.count), 0, script.analysis.language.map(OpaquePointer.init),
                                &attrs, Int32(attrs.count))
        }
        let b = attrs.map(TextBoundary.init)
        cachedBoundaries = b
        return b
    }

    /// As `pango_layout_get_cursor_pos` on one left-to-right line: the strong caret at the trailing edge of
    /// the character before, the weak one at the leading edge of the character after.
    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        let o = min(max(0, offset), count)
        let before = o == 0 ? 0 : x(o - 1, trailing: true)
        let after = o >= count ? width : x(o, trailing: false)
        let r = lineRect
        return (Rect(x: Self.units(before + xOffset), y: r.minY, width: 0, height: r.height),
                Rect(x: Self.units(after + xOffset), y: r.minY, width: 0, height: r.height))
    }

    func offset(at point: Point) -> Int {
        let px = PangoUnits.of(point.x) - Int(xOffset)
        if px < 0 { return 0 }
        if px >= Int(width) { return count }
        var index: Int32 = 0, trailing: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_x_to_index(glyphs, UnsafeMutablePointer(mutating: p.baseAddress), Int32(p.count),
                                          &script.analysis, Int32(px), &index, &trailing)
        }
        return min(Int(index) + Int(trailing), count)
    }

    func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        boundaries.cursorPosition(movingFrom: offset, direction: direction)
    }

    func selectionRects(for range: Range<Int>) -> [Rect] {
        let lo = max(0, range.lowerBound), hi = min(count, range.upperBound)
        guard lo < hi else { return [] }
        let x0 = Self.units(x(lo, trailing: false) + xOffset)
        let x1 = Self.units((hi >= count ? width : x(hi, trailing: false)) + xOffset)
        let r = lineRect
        return [Rect(x: x0, y: r.minY, width: x1 - x0, height: r.height)]
    }

    /// Draws the line with its top-left corner at the current point, as `pango_cairo_show_layout` does.
    func show(in cr: OpaquePointer) {
        var baseX = 0.0, baseY = 0.0
        cairo_get_current_point(cr, &baseX, &baseY)
        Self.show(glyphs, font: script.font, in: cr, x: baseX + Self.units(xOffset), y: baseY)
    }

    /// Draws `glyphs` (the baseline in their vertical offsets) in `font` from (`x`, `y`), as Pango's
    /// renderer sums them (`pango_cairo_renderer_show_text_glyphs`): one `cairo_show_glyphs` in the font's
    /// scaled font, without the renderer's set-up around it.
    static func show(_ glyphs: UnsafeMutablePointer<PangoGlyphString>, font: OpaquePointer, in cr: OpaquePointer, x baseX: Double, y baseY: Double) {
        let g = glyphs.pointee
        // Pango's own drawing of the glyphs, from where the line starts.
        func byPango() {
            cairo_move_to(cr, baseX, baseY)
            pango_cairo_show_glyph_string(cr, font, glyphs)
        }
        guard let scaled = pango_cairo_font_get_scaled_font(font), g.num_glyphs > 0 else { return byPango() }
        var out = [cairo_glyph_t]()
        out.reserveCapacity(Int(g.num_glyphs))
        var position: Int32 = 0
        for i in 0..<Int(g.num_glyphs) {
            let info = g.glyphs[i]
            defer { position += info.geometry.width }
            if info.glyph == 0x0FFF_FFFF { continue }   // PANGO_GLYPH_EMPTY: nothing to draw
            if info.glyph & 0x1000_0000 != 0 { return byPango() } // unknown: a box
            let y = info.geometry.y_offset == 0 ? baseY : baseY + Double(info.geometry.y_offset) / Double(PANGO_SCALE)
            out.append(cairo_glyph_t(index: UInt(info.glyph), x: baseX + Double(position + info.geometry.x_offset) / Double(PANGO_SCALE), y: y))
        }
        cairo_save(cr)
        cairo_set_scaled_font(cr, scaled)
        cairo_show_glyphs(cr, out, Int32(out.count))
        cairo_restore(cr)
    }
}

extension Array where Element == TextBoundary {
    /// The next cursor position from `offset` in `direction` (+1 or −1), or nil past either end: a visual
    /// move in a left-to-right text of one run, the same in the word-shaped line and the wrapped paragraph.
    func cursorPosition(movingFrom offset: Int, direction: Int) -> Int? {
        let step = direction > 0 ? 1 : -1
        var o = offset + step
        while o >= 0, o < count {
            if self[o].contains(.cursorPosition) { return o }
            o += step
        }
        return nil
    }
}
