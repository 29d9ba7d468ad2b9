import CCairo
import CPango
import Shoji

/// One left-to-right line of ASCII and Japanese made from runs kept per Pango item: the Latin items from
/// words shaped once each (`WordShaping`), each other item (`ScriptItems`: kana, kanji, Japanese
/// punctuation and brackets in the CJK font, digits, punctuation and brackets after them in the Latin font) shaped whole once and
/// kept by its text. What a Pango layout of the same text answers — size, line, carets, hit tests, boundaries,
/// selections — from the items' glyphs, as Pango answers it walking its line's runs, and drawn with the
/// same glyphs in the same fonts.
///
/// Why: a line with one kana in it took Pango's full layout (itemize, shape every item) on every key:
/// 1.29 ms a key in 10,000 lines ending in "いろはにほへと" against 0.82 for the same lines in ASCII. A key
/// changes one item; the others' glyphs are kept.
///
/// A line of ASCII with tabs is made the same way (`WordShaping.tabbedLayout`): its text between tabs an
/// item of words, each tab an item of one empty glyph as wide as Pango makes it (`TabStops`).
///
/// The line's box is the union of its items' fonts' boxes (the CJK font is taller than the Latin one);
/// every item's glyphs stand on that one baseline. `MixedScriptTests` compares every answer and the
/// pixels with Pango's layout.
@MainActor
final class MixedScriptLayout: EditableTextLayout, ShapedTextLayout {
    let text: String
    let style: TextStyle
    let size: Size
    let lineCount = 1
    let logicalOrigin: Point
    /// One item of the line: its bytes, its glyphs (clusters counted from its start, the line's baseline
    /// in their vertical offsets), where it starts and its width in Pango units, and its kept run (the
    /// font and the analysis, kept alive).
    struct Run {
        let start: Int, end: Int
        nonisolated(unsafe) let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let x: Int32, width: Int32
        let script: ScriptRun
        /// How far Pango raises the item above the line's baseline (its run's `y_offset`, Pango units):
        /// items in the Latin font, in a line starting in Japanese.
        let shift: Int32
    }
    let runs: [Run]
    /// The line's width, where it starts in the layout's width (alignment), its top and height, in Pango units.
    let width: Int32, xOffset: Int32, lineTop: Int32, lineHeight: Int32
    /// The line's baseline below its top (the tallest item's ascent), in Pango units.
    let ascent: Int32
    private let bytes: [CChar]
    private let scalarCount: Int
    private var cachedBoundaries: [TextBoundary]?
    /// `scalarBytes[i]`: the byte where scalar `i` starts; the last entry is the byte count (made when first
    /// asked: a key's frame asks for one caret).
    private var cachedScalarBytes: [Int32]?
    /// A line with combining accents: where its carets, hit tests and selections are Pango's (`CombiningMarks`).
    private let marks: CombiningMarks?

    init(text: String, style: TextStyle, items: [(item: ScriptItem, run: ScriptRun, pieces: [ScriptRun.Piece], shift: Int32)],
         width: Int32, xOffset: Int32, marks: CombiningMarks? = nil) {
        self.text = text; self.style = style; self.width = width; self.xOffset = xOffset; self.marks = marks
        bytes = Array(text.utf8CString.dropLast())
        scalarCount = text.unicodeScalars.count
        var ascent: Int32 = 0, descent: Int32 = 0, top = Int32.max
        for entry in items {
            // Each run's box moved up by its shift (`pango_layout_run_get_extents`).
            ascent = max(ascent, entry.run.baseline + entry.shift)
            descent = max(descent, entry.run.lineHeight - entry.run.baseline - entry.shift)
            top = min(top, entry.run.lineTop)
        }
        lineTop = top == .max ? 0 : top
        lineHeight = ascent + descent
        self.ascent = ascent
        var made: [Run] = []
        made.reserveCapacity(items.count)
        var x: Int32 = 0
        for entry in items {
            let (glyphs, w) = ScriptRun.glyphs(entry.pieces[...], baselineShift: ascent - entry.shift)
            made.append(Run(start: entry.item.start, end: entry.item.end, glyphs: glyphs, x: x, width: w, script: entry.run,
                            shift: entry.shift))
            x += w
        }
        runs = made
        (logicalOrigin, size) = PangoUnits.pixelBox(x: xOffset, y: lineTop, width: width, height: lineHeight)
    }

    deinit { for run in runs { pango_glyph_string_free(run.glyphs) } }

    /// None: every Japanese scalar was found in its item's font, and ASCII is in the Latin font.
    var unknownGlyphCount: Int { 0 }

    private static func units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }

    private var scalarBytes: [Int32] {
        if let b = cachedScalarBytes { return b }
        var b = [Int32](repeating: 0, count: scalarCount + 1)
        bytes.withUnsafeBufferPointer { p in
            var k = 0, i = 0
            while i < p.count {
                if UInt8(bitPattern: p[i]) & 0xC0 != 0x80 { b[k] = Int32(i); k += 1 }
                i += 1
            }
        }
        b[scalarCount] = Int32(bytes.count)
        cachedScalarBytes = b
        return b
    }

    /// The scalar starting at `byte`.
    private func scalar(at byte: Int32) -> Int {
        let b = scalarBytes
        var lo = 0, hi = b.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if b[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The item holding `byte` (the last for the text's end).
    private func runIndex(_ byte: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if byte < runs[mid].end { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Where the caret at the leading (or trailing) edge of the character at `byte` stands on the line, in
    /// Pango units: as `pango_layout_line_index_to_x`, its item's glyphs asked, after the items before it.
    private func x(_ byte: Int, trailing: Bool) -> Int32 {
        let r = runs[runIndex(byte)]
        var x: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_index_to_x(r.glyphs, UnsafeMutablePointer(mutating: p.baseAddress! + r.start), Int32(r.end - r.start),
                                          &r.script.analysis, Int32(byte - r.start), trailing ? 1 : 0, &x)
        }
        return r.x + x
    }

    private var lineRect: Rect {
        Rect(x: Self.units(xOffset), y: Self.units(lineTop), width: Self.units(width), height: Self.units(lineHeight))
    }

    var lines: [TextLine] { [TextLine(range: 0..<scalarCount, rect: lineRect)] }

    var boundaries: [TextBoundary] {
        if let b = cachedBoundaries { return b }
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: scalarCount + 1)
        bytes.withUnsafeBufferPointer { p in
            pango_get_log_attrs(p.baseAddress, Int32(p.count), 0, runs[0].script.analysis.language.map(OpaquePointer.init),
                                &attrs, Int32(attrs.count))
        }
        let b = attrs.map(TextBoundary.init)
        cachedBoundaries = b
        return b
    }

    /// As `pango_layout_get_cursor_pos` (1.50) on one left-to-right line: the strong caret at the leading
    /// edge of the character after, the weak one at the trailing edge of the character before (the same
    /// place here), each as tall as the item holding the character after (the last item at the end) and
    /// standing on that item's baseline (raised with it): a caret in Latin is shorter than one in Japanese.
    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        let n = scalarCount, o = min(max(0, offset), n), b = scalarBytes
        if let marks, !marks.caretIsPlain(at: o, count: n) { return marks.layout(text: text, style: style).caretRects(at: offset) }
        let before = o == 0 ? 0 : o >= n ? width : x(Int(b[o - 1]), trailing: true)
        let after = o >= n ? width : x(Int(b[o]), trailing: false)
        let item = runs[runIndex(Int(b[o]))], run = item.script
        let y = Self.units(lineTop + ascent - run.baseline - item.shift), height = Self.units(run.lineHeight)
        return (Rect(x: Self.units(after + xOffset), y: y, width: 0, height: height),
                Rect(x: Self.units(before + xOffset), y: y, width: 0, height: height))
    }

    /// As `pango_layout_xy_to_index` on one line: before it its start, past it its end, else the place in
    /// the item under the point (`pango_glyph_string_x_to_index`).
    func offset(at point: Point) -> Int {
        if let marks { return marks.layout(text: text, style: style).offset(at: point) }
        let units = PangoUnits.of(point.x) - Int(xOffset)
        if units < 0 { return 0 }
        if units >= Int(width) { return scalarCount }
        let px = Int32(units)
        var i = 0
        while i + 1 < runs.count, px >= runs[i].x + runs[i].width { i += 1 }
        let r = runs[i]
        var index: Int32 = 0, trailing: Int32 = 0
        bytes.withUnsafeBufferPointer { p in
            pango_glyph_string_x_to_index(r.glyphs, UnsafeMutablePointer(mutating: p.baseAddress! + r.start), Int32(r.end - r.start),
                                          &r.script.analysis, px - r.x, &index, &trailing)
        }
        return min(scalar(at: Int32(r.start) + index) + Int(trailing), scalarCount)
    }

    func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        // From inside a grapheme Pango moves otherwise than to the next cursor position.
        if let marks { return marks.layout(text: text, style: style).offsetMovingVisually(from: offset, direction: direction) }
        return boundaries.cursorPosition(movingFrom: offset, direction: direction)
    }

    /// As `pango_layout_line_get_x_ranges`: one box for each item the range covers part of, from the
    /// leading edge of its first character there to the leading edge of the character after its last.
    func selectionRects(for range: Range<Int>) -> [Rect] {
        if let marks { return marks.layout(text: text, style: style).selectionRects(for: range) }
        let n = scalarCount
        let lo = max(0, range.lowerBound), hi = min(n, range.upperBound)
        guard lo < hi else { return [] }
        let b = scalarBytes, start = Int(b[lo]), end = Int(b[hi])
        let line = lineRect
        var rects: [Rect] = []
        for r in runs where r.start < end && r.end > start {
            let x0 = x(max(start, r.start), trailing: false)
            let x1 = min(end, r.end) >= r.end ? r.x + r.width : x(min(end, r.end), trailing: false)
            rects.append(Rect(x: Self.units(x0 + xOffset), y: line.minY, width: Self.units(x1 - x0), height: line.height))
        }
        return rects
    }

    /// Draws the line with its top-left corner at the current point, as `pango_cairo_show_layout` does:
    /// each item's glyphs in its font, one after another.
    func show(in cr: OpaquePointer) {
        var baseX = 0.0, baseY = 0.0
        cairo_get_current_point(cr, &baseX, &baseY)
        for r in runs {
            WordShapedLayout.show(r.glyphs, font: r.script.font, in: cr, x: baseX + Self.units(xOffset + r.x), y: baseY)
        }
        cairo_move_to(cr, baseX, baseY)
    }
}
