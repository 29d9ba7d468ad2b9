import CPango
import Shoji

/// A style's runs for the Japanese items of a line (`ScriptItems`): Pango's analysis of Han, Hiragana and
/// Katakana in it (the fallback font the family list gives them), the runs shaped so far, and which font
/// Pango gives each kana or kanji.
///
/// Made the first time a line in the style has Japanese in it, and only if Pango's own layout of a sample
/// that mixes every kind of item agrees with the model: the same items, and each with the analysis of
/// the run kept for its script (the ASCII one the style's `latin` run: same font, script, language).
@MainActor
final class JapaneseRuns {
    let han: ScriptRun, hiragana: ScriptRun, katakana: ScriptRun
    /// The fonts Pango's itemizer chooses from for Japanese text in this style, in its order.
    nonisolated(unsafe) private let fontset: OpaquePointer
    /// Whether Pango sets a scalar in its script's kept font, by scalar (asked once each).
    private var covered: [UInt32: Bool] = [:]
    /// The Latin run's font, and whether its accented Latin-1 letters shape word by word as in a line
    /// (checked once: kerning across a space would show there).
    nonisolated(unsafe) private let latinFont: OpaquePointer
    private let latin1ShapesByWord: Bool

    private init(han: ScriptRun, hiragana: ScriptRun, katakana: ScriptRun, fontset: OpaquePointer, latin: ScriptRun,
                 latin1ShapesByWord: Bool) {
        self.han = han; self.hiragana = hiragana; self.katakana = katakana; self.fontset = fontset
        latinFont = latin.font
        self.latin1ShapesByWord = latin1ShapesByWord
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(fontset)) }

    /// The kept run of a Japanese script (`latin` for Latin).
    func run(_ script: ItemScript, latin: ScriptRun) -> ScriptRun {
        switch script {
        case .latin: return latin
        case .han: return han
        case .hiragana: return hiragana
        case .katakana: return katakana
        }
    }

    /// Whether Pango's itemizer sets `scalar` in the font kept for `script`: the first font of the style's
    /// fontset that has it (what `pango_fontset_get_font` answers) is that font.
    func covers(_ scalar: UInt32, _ script: ItemScript) -> Bool {
        if let known = covered[scalar] { return known }
        let font = pango_fontset_get_font(fontset, scalar)
        if script == .latin, !latin1ShapesByWord { return false }
        let kept = script == .latin ? latinFont : script == .han ? han.font : script == .katakana ? katakana.font : hiragana.font
        let same = font != nil && font == kept
        if let font { g_object_unref(UnsafeMutableRawPointer(font)) }
        covered[scalar] = same
        return same
    }

    /// The three runs, or nil when Pango itemizes a mixed sample otherwise than `ScriptItems` does, or with
    /// other analyses than these runs' (see the type).
    static func make(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags,
                     latin: ScriptRun) -> JapaneseRuns? {
        func make(_ sample: String) -> ScriptRun? {
            ScriptRun.make(context: context, sample: sample, style: style, defaultFamily: defaultFamily, flags: flags)
        }
        guard let han = make("日本語"), let hiragana = make("いろは"), let katakana = make("カタカナ") else { return nil }
        // Every kind of item, and spaces after Japanese (which join its item).
        var sample = "Line 1, 日本語のカタカナ text 漢字  and かな"
        let reference = PangoTextLayout.make(context: context, text: sample, style: style, width: nil, defaultFamily: defaultFamily)
        defer { g_object_unref(UnsafeMutableRawPointer(reference)) }
        guard let desc = pango_layout_get_font_description(reference),
              let fontset = pango_context_load_fontset(context, desc, hiragana.analysis.language.map(OpaquePointer.init))
        else { return nil }
        let runs = JapaneseRuns(han: han, hiragana: hiragana, katakana: katakana, fontset: fontset, latin: latin,
                                latin1ShapesByWord: latin1ShapesByWord(latin, flags: flags))
        guard let model = sample.withUTF8({ ScriptItems.items($0, covers: runs.covers) }),
              let line = pango_layout_get_lines_readonly(reference)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
              pango_layout_get_line_count(reference) == 1
        else { return nil }
        var pangoRun = line.pointee.runs
        for item in model {
            guard let glyphItem = pangoRun?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let pangoItem = glyphItem.pointee.item else { return nil }
            let kept = runs.run(item.script, latin: latin).analysis, a = pangoItem.pointee.analysis
            // The item on the Latin item's baseline (see `ScriptItems`): no shift.
            guard glyphItem.pointee.y_offset == 0, pangoItem.pointee.offset == item.start, pangoItem.pointee.offset + pangoItem.pointee.length == item.end,
                  a.font == kept.font, a.script == kept.script, a.language == kept.language, a.level == kept.level,
                  a.gravity == kept.gravity, a.flags == kept.flags, a.extra_attrs == nil, kept.extra_attrs == nil
            else { return nil }
            pangoRun = pangoRun?.pointee.next
        }
        return pangoRun == nil ? runs : nil
    }

    /// Whether every accented Latin-1 letter between spaces, shaped word by word in `latin`, is that
    /// sample shaped whole (the check `ScriptRun.make` makes of ASCII).
    private static func latin1ShapesByWord(_ latin: ScriptRun, flags: PangoShapeFlags) -> Bool {
        var sample = " " + (0xC0...0xFF).filter { $0 != 0xD7 && $0 != 0xF7 }.map { String(UnicodeScalar(UInt8($0))) }
            .joined(separator: " ") + " AÀ Éé "
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
