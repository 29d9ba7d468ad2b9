import CCairo
import CPango
import Shoji

/// One left-to-right line of kept words (printable ASCII and accented Latin, one Latin item in the ASCII
/// font) that ends, after a space, in text no kept-run model knows — an emoji, Arabic, Greek, kana after
/// something the mixed-script model refuses — laid out by Pango alone and kept by its text (`PangoTail`).
/// The words are drawn as an ASCII line's are, the tail's runs after them as Pango draws them; the line's
/// box is the tail layout's, whose stub is in the words' font.
///
/// What else an editor asks — boundaries, hit tests, selections, visual moves, and a caret anywhere
/// but before a character of the words — is asked of Pango's layout of the whole line, made the first
/// time it is needed (`DeferredPangoLayout`): there bidirectional text, emoji clusters and the
/// tail's graphemes are Pango's own. The key's frame asks for the caret where the key went in.
///
/// Why: a key in a line ending in ", party 🎉" or ", مرحبا بالعالم" was Pango's whole layout of the line
/// (1.42–1.45 × Tk at p50); a key changes a word, and the tail's layout is the same from key to key.
/// `TailedLineTests` holds every answer and the pixels to Pango's layout of the whole line.
@MainActor
final class TailedLineLayout: EditableTextLayout, ShapedTextLayout {
    let text: String
    let style: TextStyle
    let size: Size
    let lineCount = 1
    let logicalOrigin: Point
    /// The words' glyphs end to end, standing on the line's baseline, and their run.
    nonisolated(unsafe) private let head: UnsafeMutablePointer<PangoGlyphString>
    private let latin: ScriptRun
    private let headBytes: [CChar]
    private let headScalars: Int
    private let tail: PangoTail
    /// The words' width, the line's, where it starts in the layout's width (alignment), in Pango units.
    let headWidth: Int32, width: Int32, xOffset: Int32
    /// The line's top and baseline in the layout, and its height, in Pango units.
    let lineTop: Int32, baseline: Int32, lineHeight: Int32
    private let scalarCount: Int
    private let whole: DeferredPangoLayout

    init(text: String, style: TextStyle, head: UnsafeBufferPointer<UInt8>, pieces: [ScriptRun.Piece], latin: ScriptRun,
         tail: PangoTail, xOffset: Int32, whole: DeferredPangoLayout) {
        self.text = text; self.style = style; self.latin = latin; self.tail = tail; self.xOffset = xOffset; self.whole = whole
        headBytes = head.map { CChar(bitPattern: $0) }
        headScalars = head.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        scalarCount = text.unicodeScalars.count
        lineTop = tail.top
        baseline = tail.top + tail.ascent
        lineHeight = tail.ascent + tail.descent
        let (glyphs, w) = ScriptRun.glyphs(pieces[...], baselineShift: baseline)
        self.head = glyphs
        headWidth = w
        width = w + tail.width
        (logicalOrigin, size) = PangoUnits.pixelBox(x: xOffset, y: lineTop, width: width, height: lineHeight)
    }

    deinit { pango_glyph_string_free(head) }

    var unknownGlyphCount: Int { tail.unknownGlyphCount }

    private static func units(_ v: Int32) -> Double { Double(v) / Double(PANGO_SCALE) }

    private var pango: PangoTextLayout { whole.layout(text: text, style: style) }

    /// The byte where the words' scalar `i` starts.
    private func headByte(_ i: Int) -> Int {
        var k = 0, b = 0
        while b < headBytes.count {
            if UInt8(bitPattern: headBytes[b]) & 0xC0 != 0x80 {
                if k == i { return b }
                k += 1
            }
            b += 1
        }
        return headBytes.count
    }

    /// Where the caret at the leading (or trailing) edge of the words' character at `byte` stands, in Pango
    /// units from the line's start (`pango_glyph_string_index_to_x` on the words' glyphs).
    private func x(_ byte: Int, trailing: Bool) -> Int32 {
        var x: Int32 = 0
        var analysis = latin.analysis
        headBytes.withUnsafeBufferPointer { p in
            pango_glyph_string_index_to_x(head, UnsafeMutablePointer(mutating: p.baseAddress!), Int32(p.count), &analysis,
                                          Int32(byte), trailing ? 1 : 0, &x)
        }
        return x
    }

    var lines: [TextLine] {
        [TextLine(range: 0..<scalarCount, rect: Rect(x: Self.units(xOffset), y: Self.units(lineTop),
                                                      width: Self.units(width), height: Self.units(lineHeight)))]
    }

    var boundaries: [TextBoundary] { pango.boundaries }

    /// Before a character of the words, as `MixedScriptLayout` answers it (the words' item, its caret as
    /// tall as its font and standing on the line's baseline); anywhere else Pango's.
    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        guard offset >= 0, offset < headScalars else { return pango.caretRects(at: offset) }
        let after = x(headByte(offset), trailing: false)
        let before = offset == 0 ? 0 : x(headByte(offset - 1), trailing: true)
        let y = Self.units(baseline - latin.baseline + latin.lineTop), height = Self.units(latin.lineHeight)
        return (Rect(x: Self.units(after + xOffset), y: y, width: 0, height: height),
                Rect(x: Self.units(before + xOffset), y: y, width: 0, height: height))
    }

    func offset(at point: Point) -> Int { pango.offset(at: point) }

    func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        pango.offsetMovingVisually(from: offset, direction: direction)
    }

    func selectionRects(for range: Range<Int>) -> [Rect] { pango.selectionRects(for: range) }

    /// Draws the line with its top-left corner at the current point, as `pango_cairo_show_layout` does:
    /// the words' glyphs, then the tail's runs.
    func show(in cr: OpaquePointer) {
        var baseX = 0.0, baseY = 0.0
        cairo_get_current_point(cr, &baseX, &baseY)
        WordShapedLayout.show(head, font: latin.font, in: cr, x: baseX + Self.units(xOffset), y: baseY)
        tail.show(in: cr, x: baseX + Self.units(xOffset + headWidth), y: baseY + Self.units(baseline))
        cairo_move_to(cr, baseX, baseY)
    }
}
