import CPango
import Shoji

/// A style's runs for the Japanese items of a line (`ScriptItems`): Pango's analysis of Han, Hiragana and
/// Katakana in it (the fallback font the family list gives them), of ASCII after each (the same scripts in
/// the Latin font), the runs shaped so far, and which font Pango gives each character.
///
/// Made the first time a line in the style has Japanese in it, and only if Pango's own layout of a sample
/// that mixes every kind of item agrees with the model: the same items, and each with the analysis of
/// the run kept for its script and font (the ASCII one the style's `latin` run: same font, script, language).
@MainActor
final class JapaneseRuns {
    let han: ScriptRun, hiragana: ScriptRun, katakana: ScriptRun
    /// ASCII, × and ÷ after Japanese: an item in the Japanese script before it, set in the Latin font.
    let hanInLatinFont: ScriptRun, hiraganaInLatinFont: ScriptRun, katakanaInLatinFont: ScriptRun
    /// The fonts Pango's itemizer chooses from for Japanese text in this style, in its order.
    nonisolated(unsafe) private let fontset: OpaquePointer
    /// Which of the two fonts Pango sets a scalar in (nil: another), by scalar (asked once each).
    private var fonts: [UInt32: ItemFont?] = [:]
    /// The Latin run's font, and whether its Latin-1 letters, × and ÷ shape word by word as in a line
    /// (checked once: kerning across a space would show there).
    nonisolated(unsafe) private let latinFont: OpaquePointer
    private let latin1ShapesByWord: Bool

    private init(japanese: [ScriptRun], inLatinFont: [ScriptRun], fontset: OpaquePointer, latin: ScriptRun, latin1ShapesByWord: Bool) {
        han = japanese[0]; hiragana = japanese[1]; katakana = japanese[2]
        hanInLatinFont = inLatinFont[0]; hiraganaInLatinFont = inLatinFont[1]; katakanaInLatinFont = inLatinFont[2]
        self.fontset = fontset
        latinFont = latin.font
        self.latin1ShapesByWord = latin1ShapesByWord
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(fontset)) }

    /// The kept run of an item (`latin` for Latin).
    func run(_ item: ScriptItem, latin: ScriptRun) -> ScriptRun {
        switch (item.script, item.font) {
        case (.latin, _): return latin
        case (.han, .japanese): return han
        case (.hiragana, .japanese): return hiragana
        case (.katakana, .japanese): return katakana
        case (.han, .latin): return hanInLatinFont
        case (.hiragana, .latin): return hiraganaInLatinFont
        case (.katakana, .latin): return katakanaInLatinFont
        }
    }

    /// Which font Pango's itemizer sets `scalar` in: the first font of the style's fontset that has it (what
    /// `pango_fontset_get_font` answers), when it is the Latin run's font or the Japanese runs' one.
    func font(_ scalar: UInt32) -> ItemFont? {
        if let known = fonts[scalar] { return known }
        let font = pango_fontset_get_font(fontset, scalar)
        var kind: ItemFont?
        if font != nil && font == latinFont && (scalar < 0x80 || latin1ShapesByWord) { kind = .latin }
        if font != nil && font == han.font { kind = .japanese }
        if let font { g_object_unref(UnsafeMutableRawPointer(font)) }
        fonts[scalar] = .some(kind)
        return kind
    }

    /// The runs, or nil when Pango itemizes a mixed sample otherwise than `ScriptItems` does, or with other
    /// analyses than these runs' (see the type).
    static func make(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags,
                     latin: ScriptRun) -> JapaneseRuns? {
        func make(_ sample: String) -> ScriptRun? {
            ScriptRun.make(context: context, sample: sample, style: style, defaultFamily: defaultFamily, flags: flags)
        }
        guard let han = make("日本語"), let hiragana = make("いろは"), let katakana = make("カタカナ"),
              han.font == hiragana.font, han.font == katakana.font else { return nil }
        // ASCII after each script: items 2, 4 and 6 of Pango's layout of this, in the Latin font (each run
        // keeps a layout of its own).
        var inLatinFont: [ScriptRun] = []
        for index in [2, 4, 6] {
            let after = PangoTextLayout.make(context: context, text: "x 日本 1 ほ 1 カ 1", style: style, width: nil, defaultFamily: defaultFamily)
            guard let items = line(of: after), items.count == 7, let item = items[index].pointee.item else {
                g_object_unref(UnsafeMutableRawPointer(after))
                return nil
            }
            inLatinFont.append(ScriptRun(item: item.pointee.analysis, of: after, metrics: latin))
        }
        // Every kind of item; spaces after Japanese (which join its item, or the digits after it), Japanese
        // punctuation after each kind of Japanese item, × and ÷, brackets after kanji (a closing one takes
        // its opening one's script), the ideographic space.
        let sample = "Line 1, 日本語のカタカナ text 漢字  and かな、ー 12 ほ ×2 カタカナー。 1, x 日本 1 ほ 3÷4、。 z 日本「かな」（1）\u{3000}z"
        let reference = PangoTextLayout.make(context: context, text: sample, style: style, width: nil, defaultFamily: defaultFamily)
        defer { g_object_unref(UnsafeMutableRawPointer(reference)) }
        guard let desc = pango_layout_get_font_description(reference),
              let fontset = pango_context_load_fontset(context, desc, hiragana.analysis.language.map(OpaquePointer.init))
        else { return nil }
        let runs = JapaneseRuns(japanese: [han, hiragana, katakana], inLatinFont: inLatinFont, fontset: fontset, latin: latin,
                                latin1ShapesByWord: latin1ShapesByWord(latin, flags: flags))
        // Starting in Latin, every item on the roman baseline: no shift.
        guard runs.agrees(reference, sample, latin: latin, record: false) else { return nil }
        // Starting in Japanese: each kind of item's shift after each kind of first item, read from Pango's
        // layouts of these, then checked on others (a line starting in Japanese is Pango's if they differ).
        runs.shifts = [:]
        let samples = ["日 x 日本 1 ほ 1 カ 1 z", "ほ x 日本 1 ほ 1 カ 1 z", "カ x 日本 1 ほ 1 カ 1 z",
                       "日本語のカタカナ text 漢字  and かな、ー 12 ほ ×2 カタカナー。 1, x 日本 1 ほ 3÷4、。 z", " カタカナ 1 abc", "ほ、 1", "【日本】 (1) x"]
        for (k, text) in samples.enumerated() {
            let layout = PangoTextLayout.make(context: context, text: text, style: style, width: nil, defaultFamily: defaultFamily)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if !runs.agrees(layout, text, latin: latin, record: k < 3) {
                runs.shifts = nil
                break
            }
        }
        return runs
    }

    /// A kind of item after a kind of first item: the key of Pango's baseline shift.
    struct ShiftKey: Hashable {
        let first: ItemScript, script: ItemScript, font: ItemFont
    }

    /// How far Pango raises items above the line's baseline (its runs' `y_offset`, Pango units), by the
    /// first item's script and the item's kind; nil when a line starting in Japanese is Pango's to lay out.
    private var shifts: [ShiftKey: Int32]?

    /// How far Pango raises `item` above the line's baseline in a line whose first item is in `first`: 0
    /// after Latin (the roman baseline), else as read from Pango's layouts; nil: unknown (Pango's line).
    func baselineShift(first: ItemScript, _ item: ScriptItem) -> Int32? {
        first == .latin ? 0 : shifts?[ShiftKey(first: first, script: item.script, font: item.font)]
    }

    /// Whether Pango's `layout` of `text` has the model's items, each with its kept run's analysis, and
    /// raised by `baselineShift` (`record`: by what it sets `shifts` to, unless two items disagree).
    private func agrees(_ layout: OpaquePointer, _ text: String, latin: ScriptRun, record: Bool) -> Bool {
        var text = text
        guard let model = text.withUTF8({ ScriptItems.items($0, font: font) }), let first = model.first?.script,
              let pangoRuns = Self.line(of: layout), pangoRuns.count == model.count
        else { return false }
        for (item, glyphItem) in zip(model, pangoRuns) {
            let pangoItem = glyphItem.pointee.item!
            let kept = run(item, latin: latin).analysis, a = pangoItem.pointee.analysis
            let key = ShiftKey(first: first, script: item.script, font: item.font), y = glyphItem.pointee.y_offset
            if record, first != .latin, shifts?[key] == nil { shifts?[key] = y }
            guard baselineShift(first: first, item) == y, pangoItem.pointee.offset == item.start,
                  pangoItem.pointee.offset + pangoItem.pointee.length == item.end,
                  a.font == kept.font, a.script == kept.script, a.language == kept.language, a.level == kept.level,
                  a.gravity == kept.gravity, a.flags == kept.flags, a.extra_attrs == nil, kept.extra_attrs == nil
            else { return false }
        }
        return true
    }

    /// The glyph items of a one-line layout, in order (nil for more lines, or an item without one).
    private static func line(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoGlyphItem>]? {
        guard pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_lines_readonly(layout)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self)
        else { return nil }
        var items: [UnsafeMutablePointer<PangoGlyphItem>] = []
        var run = line.pointee.runs
        while let r = run {
            guard let glyphItem = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), glyphItem.pointee.item != nil else { return nil }
            items.append(glyphItem)
            run = r.pointee.next
        }
        return items
    }

    /// Whether every accented Latin-1 letter, × and ÷ between spaces, shaped word by word in `latin`, is
    /// that sample shaped whole (the check `ScriptRun.make` makes of ASCII).
    private static func latin1ShapesByWord(_ latin: ScriptRun, flags: PangoShapeFlags) -> Bool {
        var sample = " " + (0xC0...0xFF).map { String(UnicodeScalar(UInt8($0))) }
            .joined(separator: " ") + " AÀ Éé 2×3 4÷5 "
        return sample.withUTF8 { bytes in
            let (words, _) = latin.line(bytes, flags: flags, baselineShift: 0)
            defer { pango_glyph_string_free(words) }
            let whole = pango_glyph_string_new()!
            defer { pango_glyph_string_free(whole) }
            bytes.withMemoryRebound(to: CChar.self) { p in
                pango_shape_with_flags(p.baseAddress, Int32(p.count), p.baseAddress, Int32(p.count), &latin.analysis, whole, flags)
            }
            return PairKerning.same(words.pointee, whole.pointee)
        }
    }
}
