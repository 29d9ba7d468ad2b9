import CPango
import Shoji

/// Lays out one line of plain ASCII text from words shaped once each, where Pango would itemize and shape
/// the whole line again every time it changes.
///
/// Why: a key typed into a line made Pango lay the whole line out afresh (itemize, break, shape 55
/// characters with HarfBuzz: ~0.2 ms, a third of the key's time from the X server's event to the frame);
/// typing changes one word, and the other words' glyphs are the same as before. As Blink's word cache
/// does, the line is cut at spaces, each piece is shaped alone (`pango_shape_with_flags`, with the analysis
/// Pango's own itemizer gives such text) and kept, and the line is their glyphs end to end.
///
/// It is exactly Pango's layout, or it is not used:
/// - only text of printable ASCII and spaces (one script run: Latin, or Common when it has no letter; one
///   bidi level; no line breaks; a line with tabs is a `MixedScriptLayout` of items, each tab one:
///   `TabStops`), aligned as Pango aligns one left-to-right line (its offset in
///   the layout's width: `alignmentOffset`), and only when it fits on one line (or wraps: `WordWrappedLayout`);
/// - only up to 4096 bytes, but for a wrapped ASCII paragraph without tabs, of any length: Pango's layout of
///   a megabyte overflows its `int` positions and draws every line over the first, and the mixed-script
///   runs trap on one;
/// - only in a style whose font covers all of printable ASCII (one font, one run), and only when shaping
///   the words alone gives the same glyphs as shaping the line (a font with kerning or contextual rules
///   across a space would not): checked once per style on a sample of every printable character between
///   spaces, beside Pango's layout of it.
/// Lines that mix ASCII with Japanese are made from kept runs too (`MixedScriptLayout`, `ScriptItems`), and
/// so are lines of accented Latin, one item of kept words (`AccentedLatin`), and lines of such words
/// ending in anything else after a space, whose end is kept as Pango laid it out (`TailedLineLayout`).
/// Everything else is Pango's. `WordShapingTests` compares the two layouts, carets, hit tests and pixels.
@MainActor
final class WordShaping {
    let context: OpaquePointer
    let defaultFamily: String
    private var styles: [TextStyle: StyleInfo?] = [:]
    let flags: PangoShapeFlags
    /// Whether a style not yet set up stays so (its lines are Pango's) until `setUpNextDeferredStyle()`:
    /// the set-up shapes a sample and compares it with Pango's layout, ~5 M instructions a style, which
    /// cost the demo's first frame 37 M when it was paid there (see `PangoTextSystem.defersWordShapingSetUp`).
    var defersSetUp = false
    /// The styles a line asked for while the set-up was deferred, in order, not yet set up.
    private(set) var deferredStyles: [TextStyle] = []

    /// The most words kept per style and script; the least recently used go first. (2048 let random
    /// typing in a few styles grow the soak's heap by megabytes; a screenful of text has a few hundred.)
    static let cachedWordLimit = 512

    /// Line ends laid out by Pango, by text and style (nil: refused), for `TailedLineLayout`; at most
    /// `cachedTailLimit`, then all dropped.
    var tails: [TailKey: PangoTail?] = [:]
    struct TailKey: Hashable { let text: ByteExactText; let style: TextStyle }
    static let cachedTailLimit = 256

    init(context: OpaquePointer, defaultFamily: String) {
        self.context = context
        self.defaultFamily = defaultFamily
        flags = pango_context_get_round_glyph_positions(context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
    }

    /// The layout of `text`, or nil where Pango must lay it out (see the type's rules).
    func layout(_ text: String, style: TextStyle, width: Double?) -> (any ShapedTextLayout & EditableTextLayout)? {
        var utf8 = text
        return utf8.withUTF8 { bytes -> (any ShapedTextLayout & EditableTextLayout)? in
            guard !bytes.isEmpty else { return nil }
            // Past 4096 bytes only a wrapped ASCII paragraph without tabs is made here (below); a longer
            // line is Pango's, as are longer mixed and tabbed lines.
            let isLong = bytes.count > 4096
            var hasLetter = false, isASCII = true, hasTab = false
            for b in bytes {
                if b >= 0x80 { isASCII = false; break }
                if b == 0x09 { hasTab = true; continue }
                guard b >= 0x20, b < 0x7F else { return nil }
                if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A { hasLetter = true }
            }
            if isLong, !isASCII || hasTab || width == nil || style.wrapping != .wrap { return nil }
            // A paragraph past 4096 bytes sets its style up even while the set-up is deferred: Pango's whole
            // layout of it costs far more than the set-up (the 1 MB line's: 4.6 G instructions, against ~5 M).
            guard let info = styleInfo(style, evenIfDeferred: isLong) else { return nil }
            // Tabs beside Japanese: the model of Pango's items knows no tab (`ScriptItems` says nil).
            if !isASCII {
                if hasTab { return nil }
                return accentedLatinLayout(text, bytes, info: info, style: style, width: width)
                    ?? mixedLayout(text, bytes, info: info, style: style, width: width)
                    ?? tailedLayout(text, bytes, info: info, style: style, width: width)
            }
            let script = hasLetter ? info.latin : info.common
            if hasTab { return tabbedLayout(text, bytes, script: script, info: info, style: style, width: width) }
            let pieces = script.pieces(bytes, flags: flags)
            // In Int: a paragraph of a megabyte is ~8.6e9 Pango units wide, past Int32 (Pango's own layout
            // of it overflows and draws every line on top of the first).
            var total = 0
            for piece in pieces { total += Int(piece.word.width) }
            // Wider than the line: Pango breaks it (or ellipsizes it).
            if let width, total > Int(Int32(saturating: width * Double(PANGO_SCALE))) {
                // Wrapped at the width, in any alignment: the words' lines where they are Pango's.
                guard width > 0, style.wrapping == .wrap, style.maxLines == 0 else { return nil }
                return WordWrappedLayout.make(text: text, utf8: bytes, pieces: pieces, style: style,
                                              width: Int32(saturating: width * Double(PANGO_SCALE)), script: script)
            }
            // A long paragraph that fits its width (a font of no width) is Pango's, as a long line is.
            guard !isLong else { return nil }
            let (line, lineWidth) = ScriptRun.glyphs(pieces[...], baselineShift: script.baseline)
            return WordShapedLayout(text: text, style: style, glyphs: line, width: lineWidth, script: script,
                                    xOffset: Self.alignmentOffset(style.alignment, layoutWidth: width, lineWidth: lineWidth))
        }
    }

    /// Where Pango puts a left-to-right line `lineWidth` wide in a layout `layoutWidth` wide (points;
    /// nil or not positive: no width set), in Pango units: its `get_x_offset`, the centred line's
    /// offset rounded to a whole pixel when both widths are whole pixels.
    static func alignmentOffset(_ alignment: TextAlignment, layoutWidth: Double?, lineWidth: Int32) -> Int32 {
        guard let layoutWidth, layoutWidth > 0 else { return 0 }
        // As `PangoTextLayout` sets it: `pango_layout_set_width(Int32(saturating: width * PANGO_SCALE))`.
        let w = Int32(saturating: layoutWidth * Double(PANGO_SCALE))
        switch alignment {
        case .leading: return 0
        case .trailing: return w - lineWidth
        case .center:
            let offset = (w - lineWidth) / 2
            guard (w | lineWidth) & (PANGO_SCALE - 1) == 0 else { return offset }
            return (offset + 512) & ~(PANGO_SCALE - 1)   // PANGO_UNITS_ROUND
        }
    }

    /// Gets `style`'s runs ready for a word typed in them: their pair kerning (see `PairKerning`).
    func prepareForEditing(_ style: TextStyle) {
        // Editing is what the word-shaped lines are for: set up now, deferred or not.
        guard let info = styleInfo(style, evenIfDeferred: true) else { return }
        info.latin.prepareKerning(flags: flags)
        info.common.prepareKerning(flags: flags)
    }

    /// Whether `style`'s Japanese runs have been asked for (for tests: they open the style's CJK face).
    func hasJapaneseRuns(_ style: TextStyle) -> Bool {
        styleInfo(style)?.hasJapaneseRuns ?? false
    }

    /// Whether `style`'s set-up has been done (made, or found not to agree with Pango).
    func isSetUp(_ style: TextStyle) -> Bool { styles[Self.key(style)] != nil }

    /// Sets up the first style deferred (see `defersSetUp`); false when none was left.
    func setUpNextDeferredStyle() -> Bool {
        guard !deferredStyles.isEmpty else { return false }
        _ = styleInfo(deferredStyles.removeFirst(), evenIfDeferred: true)
        return true
    }

    /// What a style's set-up depends on: its font and metrics, not how its lines are placed or cut.
    static func key(_ style: TextStyle) -> TextStyle {
        var key = style
        key.alignment = .leading; key.wrapping = .wrap; key.maxLines = 0
        return key
    }

    private func styleInfo(_ style: TextStyle, evenIfDeferred: Bool = false) -> StyleInfo? {
        let key = Self.key(style)
        if let known = styles[key] { return known }
        if defersSetUp && !evenIfDeferred {
            if !deferredStyles.contains(key) { deferredStyles.append(key) }
            return nil
        }
        deferredStyles.removeAll { $0 == key }
        TextWork.styleSetUps += 1
        let info = StyleInfo.make(context: context, style: key, defaultFamily: defaultFamily, flags: flags)
        styles[key] = .some(info)
        return info
    }
}

/// One style's font and what Pango's itemizer gives ASCII text in it: the analysis of a Latin run and of
/// a Common one (text without letters), the line's height and baseline, and the words shaped so far.
@MainActor
final class StyleInfo {
    let latin: ScriptRun
    let common: ScriptRun

    /// The runs for Japanese beside this style's ASCII: made the first time a line has some (nil inside:
    /// Pango's layout of a mixed sample disagreed with the model, so such lines are Pango's).
    private var japanese: JapaneseRuns??
    /// The style's tab stops once a line had a tab (`tabStops(flags:)`; nil inside: spaces of no width).
    var tabStopsMade: TabStops??
    /// Tab glyphs made so far, by width (`tab(width:)`).
    var tabWords: [Int32: ShapedWord] = [:]

    private init(latin: ScriptRun, common: ScriptRun) { self.latin = latin; self.common = common }

    /// Whether this style's Japanese runs have been asked for (made, or found not to agree with Pango).
    var hasJapaneseRuns: Bool { japanese != nil }

    /// Which accented Latin this style's ASCII run takes (see `AccentedLatin`), made on first use (nil
    /// inside: Pango's layout of its sample disagreed, so such lines are Pango's or mixed-script ones).
    private var accented: AccentedLatin??

    /// This style's accented Latin, made the first time a line has some.
    func accentedLatin(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags) -> AccentedLatin? {
        if let known = accented { return known }
        let made = AccentedLatin.make(context: context, style: style, defaultFamily: defaultFamily, flags: flags, latin: latin)
        accented = .some(made)
        return made
    }

    /// This style's Japanese runs (see `JapaneseRuns`), made on first use.
    func japaneseRuns(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags) -> JapaneseRuns? {
        if let known = japanese { return known }
        let made = JapaneseRuns.make(context: context, style: style, defaultFamily: defaultFamily, flags: flags, latin: latin)
        japanese = .some(made)
        return made
    }

    /// nil: this style's ASCII text is not exactly word-shapeable (see `WordShaping`).
    static func make(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags) -> StyleInfo? {
        let printable = (0x21..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        let letters = printable.filter { $0.isLetter }
        // Every printable character between spaces: kerning or a contextual rule across a space shows here.
        let latinSample = " " + printable.map(String.init).joined(separator: " ") + " "
        let commonSample = " " + printable.filter { !letters.contains($0) }.map(String.init).joined(separator: " ") + " "
        guard let latin = ScriptRun.make(context: context, sample: latinSample, style: style, defaultFamily: defaultFamily, flags: flags),
              let common = ScriptRun.make(context: context, sample: commonSample, style: style, defaultFamily: defaultFamily, flags: flags)
        else { return nil }
        return StyleInfo(latin: latin, common: common)
    }
}

/// A script's run in one style: Pango's layout of a sample (kept: it owns the font and the analysis),
/// and the words shaped in it.
@MainActor
final class ScriptRun {
    nonisolated(unsafe) private let reference: OpaquePointer
    /// Pango's analysis of the sample's one run: font, script, language, level.
    var analysis: PangoAnalysis
    let font: OpaquePointer
    /// The line's logical top and height, and its baseline, in Pango units.
    let lineTop: Int32, lineHeight: Int32, baseline: Int32
    /// The layout's logical box in pixels (Pango rounds it out), as `PangoTextLayout` reports it.
    let pixelTop: Int32, pixelHeight: Int32
    /// A word (or run of spaces) of a line and where it lies, in bytes.
    struct Piece { let word: ShapedWord; let start: Int; let end: Int }
    /// The last line made in this run, and its pieces.
    private var lastBytes: [UInt8] = []
    private var lastPieces: [Piece] = []
    /// The last paragraph whose break attributes were asked for here, and those (`BreakAttributes`).
    var lastBreaks: (bytes: [UInt8], attrs: [PangoLogAttr])?
    /// Words shaped lately: looked up in `recent`, then in `older` (and moved back); when `recent` is full
    /// it becomes `older` and the old `older` is dropped: an LRU's bound at two dictionary lookups.
    private var recent: [ByteExactText: ShapedWord] = [:], older: [ByteExactText: ShapedWord] = [:]
    /// How many words (and runs of spaces) Pango shaped (not found, not made by `kerning`).
    private(set) var shapedWordCount = 0
    /// How many words `kerning` made.
    private(set) var pairKernedWordCount = 0
    /// The font's ASCII as glyphs and kerning pairs, once a text input view edits in this style (nil
    /// until then, or when the font's shaping is more than pairs).
    private(set) var kerning: PairKerning?
    private var kerningTried = false

    /// Makes `kerning` (once): a view is about to edit text in this run's style.
    func prepareKerning(flags: PangoShapeFlags) {
        guard !kerningTried else { return }
        kerningTried = true
        kerning = PairKerning.make(analysis: &analysis, flags: flags)
        TextWork.pairTables += 1
    }

    private init(reference: OpaquePointer, analysis: PangoAnalysis, font: OpaquePointer) {
        self.reference = reference; self.analysis = analysis; self.font = font
        var logical = PangoRectangle()
        pango_layout_get_extents(reference, nil, &logical)
        lineTop = logical.y; lineHeight = logical.height
        baseline = pango_layout_get_baseline(reference)
        var pixels = PangoRectangle()
        pango_layout_get_pixel_extents(reference, nil, &pixels)
        pixelTop = pixels.y; pixelHeight = pixels.height
    }

    /// The run of one item of `layout` (which the run takes and keeps alive), its line's metrics those of
    /// `metrics`, a run in the same font: ASCII after Japanese is in the Japanese script and the Latin font.
    init(item analysis: PangoAnalysis, of layout: OpaquePointer, metrics: ScriptRun) {
        reference = layout; self.analysis = analysis; font = analysis.font
        lineTop = metrics.lineTop; lineHeight = metrics.lineHeight; baseline = metrics.baseline
        pixelTop = metrics.pixelTop; pixelHeight = metrics.pixelHeight
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(reference)) }

    static func make(context: OpaquePointer, sample: String, style: TextStyle, defaultFamily: String,
                     flags: PangoShapeFlags) -> ScriptRun? {
        let layout = PangoTextLayout.make(context: context, text: sample, style: style, width: nil, defaultFamily: defaultFamily)
        guard pango_layout_get_unknown_glyphs_count(layout) == 0, pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_lines_readonly(layout)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
              let run = line.pointee.runs, run.pointee.next == nil,
              let glyphItem = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let item = glyphItem.pointee.item, let font = item.pointee.analysis.font,
              let shaped = glyphItem.pointee.glyphs?.assumingMemoryBound(to: PangoGlyphString.self),
              item.pointee.analysis.level == 0
        else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return nil
        }
        let r = ScriptRun(reference: layout, analysis: item.pointee.analysis, font: font)
        // The sample shaped word by word must be the sample Pango shaped whole, glyph for glyph.
        var text = sample
        let (words, _) = text.withUTF8 { r.line($0, flags: flags, baselineShift: 0) }
        defer { pango_glyph_string_free(words) }
        guard PairKerning.same(words.pointee, shaped.pointee) else { return nil }
        return r
    }

    /// `bytes` (printable ASCII) cut at spaces, each piece shaped alone (or found), end to end; its width in
    /// Pango units. `baselineShift` is added to every glyph's vertical offset. The caller frees the glyphs.
    func line(_ bytes: UnsafeBufferPointer<UInt8>, flags: PangoShapeFlags,
              baselineShift: Int32) -> (glyphs: UnsafeMutablePointer<PangoGlyphString>, width: Int32) {
        let pieces = pieces(bytes, flags: flags)
        return Self.glyphs(pieces[...], baselineShift: baselineShift)
    }

    /// The piece a tab is before the line places it: no width (`WordShaping.tabbedLayout` gives each its own).
    private lazy var tabPlaceholder = ShapedWord.tab(width: 0)

    /// `bytes` (printable ASCII and tabs) cut at spaces and tabs, each piece shaped alone (or found), in
    /// order; a tab is a piece of no width (see `tabPlaceholder`).
    func pieces(_ bytes: UnsafeBufferPointer<UInt8>, flags: PangoShapeFlags) -> [Piece] {
        // The pieces the last line made here that lie inside what this text has in common with it, at
        // its start and at its end, are the same pieces: a key typed changes one word, and the others
        // are not looked up again. (A piece wholly inside the common part has its two edges between
        // characters of that part, so the spaces that cut it are where they were.)
        let n = bytes.count, m = lastBytes.count, both = min(n, m)
        var prefix = 0
        while prefix < both, bytes[prefix] == lastBytes[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < both - prefix, bytes[n - 1 - suffix] == lastBytes[m - 1 - suffix] { suffix += 1 }
        var pieces: [Piece] = []
        pieces.reserveCapacity(lastPieces.count + 2)
        var start = 0
        for piece in lastPieces {
            guard piece.end < prefix else { break }
            pieces.append(piece)
            start = piece.end
        }
        let firstTail = lastPieces.firstIndex { $0.start > m - suffix } ?? lastPieces.count
        let middleEnd = firstTail < lastPieces.count ? lastPieces[firstTail].start + n - m : n
        while start < middleEnd {
            // A tab is a piece of its own, its width known only where the line puts it (`TabStops`).
            if bytes[start] == 0x09 {
                pieces.append(Piece(word: tabPlaceholder, start: start, end: start + 1))
                start += 1
                continue
            }
            let space = bytes[start] == 0x20
            var end = start + 1
            while end < middleEnd, bytes[end] != 0x09, (bytes[end] == 0x20) == space { end += 1 }
            pieces.append(Piece(word: word(UnsafeBufferPointer(rebasing: bytes[start..<end]), flags: flags), start: start, end: end))
            start = end
        }
        for piece in lastPieces[firstTail...] {
            pieces.append(Piece(word: piece.word, start: piece.start + n - m, end: piece.end + n - m))
        }
        lastBytes = Array(bytes)
        lastPieces = pieces
        return pieces
    }

    /// `pieces`' glyphs end to end, their clusters counted from the first piece's start, and their width
    /// in Pango units. `baselineShift` is added to every glyph's vertical offset. The caller frees them.
    static func glyphs(_ pieces: ArraySlice<Piece>,
                       baselineShift: Int32) -> (glyphs: UnsafeMutablePointer<PangoGlyphString>, width: Int32) {
        let origin = pieces.first?.start ?? 0
        var glyphCount: Int32 = 0, total: Int32 = 0
        for piece in pieces {
            glyphCount += piece.word.glyphs.pointee.num_glyphs
            total += piece.word.width
        }
        let line = pango_glyph_string_new()!
        pango_glyph_string_set_size(line, glyphCount)
        var k = 0
        for piece in pieces {
            let g = piece.word.glyphs.pointee, start = Int32(piece.start - origin)
            for i in 0..<Int(g.num_glyphs) {
                var info = g.glyphs[i]
                info.geometry.y_offset += baselineShift
                line.pointee.glyphs[k] = info
                line.pointee.log_clusters[k] = g.log_clusters[i] + start
                k += 1
            }
        }
        return (line, total)
    }

    private func remember(_ word: ShapedWord, _ key: ByteExactText) {
        if recent.count >= WordShaping.cachedWordLimit / 2 {
            older = recent
            recent = [:]
        }
        recent[key] = word
    }

    /// `bytes` (one word, or a run of spaces) shaped alone, from the cache or now.
    func word(_ bytes: UnsafeBufferPointer<UInt8>, flags: PangoShapeFlags) -> ShapedWord {
        // Words are short: a String of up to 15 bytes is stored inline, not allocated. By its bytes: a
        // precomposed "ç" and "c" with U+0327 are one String but not one word's glyphs.
        let key = ByteExactText(String(decoding: bytes, as: UTF8.self))
        if let hit = recent[key] { return hit }
        if let hit = older.removeValue(forKey: key) {
            remember(hit, key)
            return hit
        }
        if bytes.first != 0x20, let made = kerning?.glyphs(bytes) {
            let word = ShapedWord(glyphs: made)
            remember(word, key)
            pairKernedWordCount += 1
            return word
        }
        let glyphs = pango_glyph_string_new()!
        bytes.withMemoryRebound(to: CChar.self) { p in
            pango_shape_with_flags(p.baseAddress, Int32(p.count), p.baseAddress, Int32(p.count), &analysis, glyphs, flags)
        }
        let word = ShapedWord(glyphs: glyphs)
        remember(word, key)
        shapedWordCount += 1
        TextWork.shapedWords += 1
        return word
    }
}

/// A word's glyphs, shaped once (their clusters count from the word's first byte).
final class ShapedWord {
    let glyphs: UnsafeMutablePointer<PangoGlyphString>
    let width: Int32

    init(glyphs: UnsafeMutablePointer<PangoGlyphString>) {
        self.glyphs = glyphs
        var w: Int32 = 0
        for i in 0..<Int(glyphs.pointee.num_glyphs) { w += glyphs.pointee.glyphs[i].geometry.width }
        width = w
    }

    /// A tab's glyph as Pango's layout makes it (`shape_tab`): one empty glyph, `width` wide, a cluster
    /// of its own.
    static func tab(width: Int32) -> ShapedWord {
        let glyphs = pango_glyph_string_new()!
        pango_glyph_string_set_size(glyphs, 1)
        glyphs.pointee.glyphs[0] = PangoGlyphInfo()
        glyphs.pointee.glyphs[0].glyph = 0x0FFF_FFFF   // PANGO_GLYPH_EMPTY
        glyphs.pointee.glyphs[0].geometry.width = width
        glyphs.pointee.glyphs[0].attr.is_cluster_start = 1
        glyphs.pointee.log_clusters[0] = 0
        return ShapedWord(glyphs: glyphs)
    }

    deinit { pango_glyph_string_free(glyphs) }
}
