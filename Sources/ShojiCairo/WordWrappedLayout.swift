import CCairo
import CPango
import Shoji

/// A paragraph of ASCII text wrapped at a width, made of words shaped once each (`WordShaping`): the lines
/// Pango's `process_item` breaks it into (Pango 1.50, `PANGO_WRAP_WORD_CHAR`; each line aligned as Pango
/// aligns it, `WordShaping.alignmentOffset`), found from
/// the kept words' widths and the paragraph's break opportunities (`pango_get_log_attrs`, a pass over the
/// characters, where Pango's layout itemizes and shapes the whole paragraph again), and what such a layout
/// answers about them.
///
/// Why: a key typed into a wrapped paragraph of ~650 characters had Pango lay out all of it (2.26 ms a
/// key against Tk's 1.18); a key changes one word, and the other words' glyphs are kept.
///
/// How Pango breaks one item (the paragraph is one: one font, one script, one level), which this repeats:
/// the rest of the paragraph fits when its width, less its last character's when that is a space, is
/// at most the width; else the line ends at the last break opportunity whose width before it (less the
/// space before it) fits, and the space ending a wrapped line is drawn as nothing and measures nothing
/// (`zero_line_final_space`). A break Pango would take inside a word (after a hyphen, a slash), a word
/// wider than the line (Pango breaks it between characters and adds a hyphen) and a break that inserts a
/// hyphen are left to Pango: `make` answers nil.
@MainActor
final class WordWrappedLayout: EditableTextLayout, ShapedTextLayout {
    let text: String
    let style: TextStyle
    let size: Size
    let logicalOrigin: Point
    /// Keeps the font and the analysis alive.
    let script: ScriptRun
    private let bytes: [CChar]
    /// Pango's attributes of each place, kept: the boundaries are made from them when first asked for
    /// (a key's frame does not ask).
    private let attrs: [PangoLogAttr]
    private var cachedBoundaries: [TextBoundary]?
    /// Each line's bytes, its glyphs (clusters counted from the line's start, the baseline carried in the
    /// vertical offsets) and its width in Pango units.
    private let rows: [Row]

    struct Row {
        let start: Int, end: Int
        nonisolated(unsafe) let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let width: Int32
        /// Where the line starts in the layout's width (centred or right-aligned), in Pango units.
        let xOffset: Int32
    }

    private init(text: String, style: TextStyle, bytes: [CChar], script: ScriptRun, rows: [Row], attrs: [PangoLogAttr]) {
        self.text = text; self.style = style; self.bytes = bytes; self.script = script; self.rows = rows
        self.attrs = attrs
        // Pango's pixel extents round the logical box outwards (`pango_extents_to_pixels`, inclusive).
        let scale = Int(PANGO_SCALE)
        // The union of the lines' boxes, each where its alignment puts it.
        let left = Int(rows.map(\.xOffset).min() ?? 0), right = Int(rows.map { $0.xOffset + $0.width }.max() ?? 0)
        let top = Int(script.lineTop), bottom = top + rows.count * Int(script.lineHeight)
        func floor(_ v: Int) -> Int { v >= 0 ? v / scale : -((-v + scale - 1) / scale) }
        let pixelTop = floor(top), pixelLeft = floor(left)
        let pixelBottom = (bottom + scale - 1) / scale, pixelRight = (right + scale - 1) / scale
        size = Size(width: Double(pixelRight - pixelLeft), height: Double(pixelBottom - pixelTop))
        logicalOrigin = Point(x: Double(pixelLeft), y: Double(pixelTop))
    }

    deinit { for row in rows { pango_glyph_string_free(row.glyphs) } }

    var lineCount: Int { rows.count }

    var boundaries: [TextBoundary] {
        if let b = cachedBoundaries { return b }
        let b = attrs.map(TextBoundary.init)
        cachedBoundaries = b
        return b
    }

    /// None: its style's font has a glyph for every printable ASCII character (`ScriptRun.make` checks).
    var unknownGlyphCount: Int { 0 }

    private static func units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }

    /// `text` (printable ASCII, `utf8` its bytes, `pieces` its words and spaces) broken as Pango breaks it at `width` Pango units, or nil
    /// where Pango would break it otherwise than after a space (see the type).
    static func make(text: String, utf8: UnsafeBufferPointer<UInt8>, pieces: [ScriptRun.Piece], style: TextStyle, width: Int32,
                     script: ScriptRun) -> WordWrappedLayout? {
        let n = utf8.count
        let attrs = BreakAttributes.of(utf8, in: script)
        // The width of the space ending a piece of spaces (each space is one glyph of its own).
        func lastSpace(_ piece: ScriptRun.Piece) -> Int32 {
            let g = piece.word.glyphs.pointee
            return g.glyphs[Int(g.num_glyphs) - 1].geometry.width
        }
        var rows: [Row] = []
        // Widths summed in Int: a paragraph of a megabyte is ~8.6e9 Pango units wide, past Int32. A line's
        // own width (within `width`, or one word past it) fits in Int32.
        var first = 0   // the line's first piece
        var rest = 0   // the width of the pieces from `first` on
        for piece in pieces { rest += Int(piece.word.width) }
        while first < pieces.count {
            // The rest fits: the last line.
            let last = pieces[pieces.count - 1]
            let restExtra = utf8[n - 1] == 0x20 ? -Int(lastSpace(last)) : 0
            if rest + restExtra <= Int(width) || n - pieces[first].start == 1 {
                rows.append(row(pieces[first...], wrapped: false, style: style, width: width, script: script))
                break
            }
            // The last break after a space that fits; a break inside a word before the first that does
            // not fit is Pango's (its width is not known here).
            var sum = 0, chosen: Int?
            var k = first
            while k < pieces.count {
                let piece = pieces[k]
                sum += Int(piece.word.width)
                let p = piece.end
                if utf8[piece.start] != 0x20 {
                    for i in (piece.start + 1)..<p where attrs[i].is_line_break != 0 { return nil }
                } else if p < n, attrs[p].is_line_break != 0 {
                    if attrs[p].break_inserts_hyphen != 0 || attrs[p].break_removes_preceding != 0 { return nil }
                    if sum - Int(lastSpace(piece)) <= Int(width) { chosen = k } else { break }
                }
                k += 1
            }
            // Nothing fits: Pango breaks the word between characters.
            guard let end = chosen, end >= first else { return nil }
            rows.append(row(pieces[first...end], wrapped: true, style: style, width: width, script: script))
            for piece in pieces[first...end] { rest -= Int(piece.word.width) }
            first = end + 1
        }
        return WordWrappedLayout(text: text, style: style, bytes: Array(UnsafeRawBufferPointer(utf8).bindMemory(to: CChar.self)),
                                 script: script, rows: rows, attrs: attrs)
    }

    /// One line from its pieces; a wrapped line's final space measures and draws nothing, as Pango's. It
    /// stands where Pango's alignment puts a line of its width in `width` Pango units (`get_x_offset`).
    private static func row(_ pieces: ArraySlice<ScriptRun.Piece>, wrapped: Bool, style: TextStyle, width layoutWidth: Int32,
                            script: ScriptRun) -> Row {
        let (glyphs, full) = ScriptRun.glyphs(pieces, baselineShift: script.baseline)
        var width = full
        let g = glyphs.pointee
        if wrapped, g.num_glyphs > 0 {
            let i = Int(g.num_glyphs) - 1
            width -= g.glyphs[i].geometry.width
            g.glyphs[i].geometry.width = 0
            g.glyphs[i].glyph = 0x0FFF_FFFF   // PANGO_GLYPH_EMPTY
        }
        let xOffset = WordShaping.alignmentOffset(style.alignment, layoutWidth: units(layoutWidth), lineWidth: width)
        return Row(start: pieces.first!.start, end: pieces.last!.end, glyphs: glyphs, width: width, xOffset: xOffset)
    }

    /// The line holding `offset`, as `pango_layout_index_to_line`: the line it is before the end of, or
    /// the last.
    private func rowIndex(_ offset: Int) -> Int {
        var lo = 0, hi = rows.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if offset < rows[mid].end { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Where the caret at `index`'s leading (or trailing) edge stands on its line, in Pango units.
    private func x(_ index: Int, trailing: Bool, row r: Row) -> Int32 {
        var x: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_index_to_x(r.glyphs, UnsafeMutablePointer(mutating: p.baseAddress! + r.start), Int32(r.end - r.start),
                                          &script.analysis, Int32(index - r.start), trailing ? 1 : 0, &x)
        }
        return x
    }

    /// Line `i`'s top in points. In Int: line 123,362 of a 17-pixel font is past Int32's Pango units.
    private func top(_ i: Int) -> Double {
        Double(Int(script.lineTop) + i * Int(script.lineHeight)) / Double(PANGO_SCALE)
    }

    private func rect(_ i: Int) -> Rect {
        Rect(x: Self.units(rows[i].xOffset), y: top(i), width: Self.units(rows[i].width), height: Self.units(script.lineHeight))
    }

    var lines: [TextLine] { rows.indices.map { TextLine(range: rows[$0].start..<rows[$0].end, rect: rect($0)) } }

    /// As `pango_layout_get_cursor_pos` on left-to-right lines: the strong caret at the leading edge of the
    /// character after (the line's end after its last), the weak one at the trailing edge of the one before
    /// (the line's start before its first). A place at a wrapped line's end is the next line's start.
    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        let o = min(max(0, offset), bytes.count)
        let i = rowIndex(o), r = rows[i], box = rect(i)
        let before = (o == r.start ? 0 : x(o - 1, trailing: true, row: r)) + r.xOffset
        let after = (o >= r.end ? r.width : x(o, trailing: false, row: r)) + r.xOffset
        return (Rect(x: Self.units(after), y: box.minY, width: 0, height: box.height),
                Rect(x: Self.units(before), y: box.minY, width: 0, height: box.height))
    }

    /// As `pango_layout_xy_to_index`: the line under `point.y` (the first above, the last below), then the
    /// place on it; on a wrapped line never after its last character (Pango's "suppress last trailing"), so
    /// that a click past its end puts the caret on that line, not at the next line's start.
    func offset(at point: Point) -> Int {
        // In Int: a point far below a long paragraph is past Int32's Pango units.
        let py = PangoUnits.of(point.y) - Int(script.lineTop)
        let i = py < 0 ? 0 : min(rows.count - 1, py / Int(script.lineHeight))
        let r = rows[i], isLast = i == rows.count - 1
        let px = PangoUnits.of(point.x) - Int(r.xOffset)
        if px < 0 { return r.start }
        let lastPlace = isLast ? r.end : r.end - 1
        if px >= Int(r.width) { return lastPlace }
        var index: Int32 = 0, trailing: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_x_to_index(r.glyphs, UnsafeMutablePointer(mutating: p.baseAddress! + r.start), Int32(r.end - r.start),
                                          &script.analysis, Int32(px), &index, &trailing)
        }
        return min(r.start + Int(index) + Int(trailing), lastPlace)
    }

    func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        boundaries.cursorPosition(movingFrom: offset, direction: direction)
    }

    /// As `PangoTextLayout.selectionRects`: on each line the range covers, from the leading edge of its
    /// first character there to the trailing edge of its last (`pango_layout_line_get_x_ranges`).
    func selectionRects(for range: Range<Int>) -> [Rect] {
        var rects: [Rect] = []
        for (i, r) in rows.enumerated() {
            let lo = max(range.lowerBound, r.start), hi = min(range.upperBound, r.end)
            guard lo < hi else { continue }
            let x0 = Self.units(x(lo, trailing: false, row: r) + r.xOffset), x1 = Self.units(x(hi - 1, trailing: true, row: r) + r.xOffset)
            let box = rect(i)
            rects.append(Rect(x: min(x0, x1), y: box.minY, width: abs(x1 - x0), height: box.height))
        }
        return rects
    }

    /// Draws the lines with the layout's top-left corner at the current point, as `pango_cairo_show_layout`
    /// does: each line's glyphs at its baseline (`WordShapedLayout.show`).
    func show(in cr: OpaquePointer) {
        var baseX = 0.0, baseY = 0.0
        cairo_get_current_point(cr, &baseX, &baseY)
        // Only the lines the clip shows (a line's height of margin for glyphs that overhang their line):
        // a paragraph of a megabyte has thousands of lines, and a frame shows a screenful.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let height = Self.units(script.lineHeight), limit = Double(rows.count)
        let above = min(max(((y0 - baseY) / height).rounded(.down) - 1, 0), limit)
        let below = min(max(((y1 - baseY) / height).rounded(.down) + 1, -1), limit - 1)
        if above <= below {
            for i in Int(above)...Int(below) {
                let y = baseY + Double(i * Int(script.lineHeight)) / Double(PANGO_SCALE)
                WordShapedLayout.show(rows[i].glyphs, font: script.font, in: cr, x: baseX + Self.units(rows[i].xOffset), y: y)
            }
        }
        cairo_move_to(cr, baseX, baseY)
    }
}
