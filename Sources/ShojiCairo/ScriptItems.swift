/// The script of one of Pango's items in a line of ASCII and Japanese (`ScriptItems`).
enum ItemScript: Hashable {
    case latin, han, hiragana, katakana
}

/// Which of a style's two fonts Pango sets an item in: the first font of the list (ASCII, Latin-1), or the
/// fallback that has kana and kanji.
enum ItemFont: Hashable {
    case latin, japanese
}

/// A run of a line that Pango itemizes as one item: its script, its font and its bytes.
struct ScriptItem: Equatable {
    let script: ItemScript
    let font: ItemFont
    let start: Int
    var end: Int
}

/// How Pango 1.50's itemizer cuts a line of printable ASCII and Japanese (kana, kanji, Japanese punctuation)
/// into items, for the lines `MixedScriptLayout` makes from kept runs — or nil where it would cut it
/// otherwise than this model knows.
///
/// What Pango does there (`pango_script_iter_next`, then `itemize_state_process_run` choosing a font for
/// each character; `MixedScriptTests` holds the model to Pango's own items):
/// - A letter is Latin, a kana or kanji its own script (Han, Hiragana and Katakana are three items even
///   when adjacent; an accented letter of Latin-1, U+00C0–00FF but × and ÷, is Latin too).
/// - A character of no script (digits, punctuation, spaces, × and ÷, the Japanese punctuation 、。・ー …)
///   stays in the script of the run it follows, and at the text's start takes the script of the first
///   letter after it.
/// - In a script run the item changes where the font does: ASCII, × and ÷ are in the first font of the list
///   (DejaVu Sans), kana, kanji and Japanese punctuation in the first that has them (Noto Sans CJK JP). So
///   digits or punctuation after kana are an item of their own, Hiragana in the Latin font, and "、" after
///   kana joins the kana's item.
/// - A space chooses no font: it joins the item before it, unless the next character in the same script
///   run is set in a font earlier in the list (Pango moves the spaces to the "less fallback" font,
///   pango#249): spaces between kana and digits go with the digits, spaces between kana and a Latin word
///   stay with the kana (the word starts a new script run).
/// - A closing bracket takes the script of its opening one (the paired-character stack): no bracket may
///   follow Japanese before the next letter.
///
/// Pango 1.50 also aligns each item's baseline to the first item's kind of baseline (`apply_baseline_shift`,
/// through the fonts' BASE tables): a line starting in Latin uses the roman baseline, where the Latin and the
/// CJK fonts agree, and a line starting in Japanese (spaces before it are of its item) the ideographic one,
/// which raises every item in the Latin font (`JapaneseRuns.baselineShift` holds Pango's shift for each
/// kind of item after each kind of first item, and checks it).
///
/// So the model answers nil, leaving the line to Pango, for a line with no letter before its first
/// Japanese character but other characters than spaces ("123 いろは" starts with a Hiragana item in the
/// Latin font), for Japanese
/// punctuation after Latin ("abc、" is a Latin item in the CJK font), for ASCII brackets after Japanese,
/// and for anything but printable ASCII, Latin-1's letters, × and ÷, the script-pure kana and kanji blocks
/// and the Japanese punctuation listed in `japanesePunctuation` (full-width brackets are paired, the
/// ideographic space is a space, other scripts are other items; combining accents are of the script before
/// them and change clusters).
enum ScriptItems {
    /// The Japanese script of `scalar`, or nil: Hiragana (U+3041–3096, U+309D–309F), Katakana (U+30A1–30FA,
    /// U+30FD–30FF) and the CJK Unified Ideographs of Unicode 11 (U+4E00–9FEF) with 々 and 〇, each wholly
    /// of its script.
    static func japaneseScript(_ scalar: UInt32) -> ItemScript? {
        switch scalar {
        case 0x3041...0x3096, 0x309D...0x309F: return .hiragana
        case 0x30A1...0x30FA, 0x30FD...0x30FF: return .katakana
        case 0x4E00...0x9FEF, 0x3005, 0x3007: return .han
        default: return nil
        }
    }

    /// Japanese punctuation of no script (Common) and no pair: 、。〃〆〜゛゜゠・ー and the full-width ！，．：；？.
    static func isJapanesePunctuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3001, 0x3002, 0x3003, 0x3006, 0x301C, 0x309B, 0x309C, 0x30A0, 0x30FB, 0x30FC,
             0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F: return true
        default: return false
        }
    }

    /// The ASCII characters on Pango's paired-character stack: ( ) < > [ ] { }.
    private static func isPaired(_ b: UInt32) -> Bool {
        b == 0x28 || b == 0x29 || b == 0x3C || b == 0x3E || b == 0x5B || b == 0x5D || b == 0x7B || b == 0x7D
    }

    /// `bytes` (UTF-8) cut into items as Pango cuts them, or nil (see the type). `font` says which of the
    /// style's fonts Pango would set a scalar in (nil: another), asked for every scalar but ASCII's.
    static func items(_ bytes: UnsafeBufferPointer<UInt8>, font: (UInt32) -> ItemFont?) -> [ScriptItem]? {
        var items: [ScriptItem] = []
        let n = bytes.count
        var i = 0
        // Where the spaces that end the last item start (nil: it does not end in spaces).
        var firstSpace: Int?
        // Whether a character other than a space came before the first item's first letter or kana.
        var leadingCommon = false
        while i < n {
            let b = bytes[i]
            let scalar: UInt32, length: Int
            if b < 0x80 {
                guard b >= 0x20, b < 0x7F else { return nil }
                scalar = UInt32(b); length = 1
            } else if b == 0xC3, i + 1 < n {
                // U+00C0–00FF: the accented letters of Latin-1, and × and ÷.
                scalar = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); length = 2
            } else {
                // Kana, kanji and Japanese punctuation are three bytes: 1110xxxx 10xxxxxx 10xxxxxx.
                guard b & 0xF0 == 0xE0, i + 2 < n else { return nil }
                scalar = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); length = 3
            }
            if scalar == 0x20 {
                if firstSpace == nil { firstSpace = i }
                i += 1
                if !items.isEmpty { items[items.count - 1].end = i }
                continue
            }
            let last = items.last
            if scalar < 0x80 && (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A || scalar >= 0xC0 && scalar <= 0xFF && scalar != 0xD7 && scalar != 0xF7 {
                // A letter: Latin from here (from the text's start when nothing before it had a script).
                guard scalar < 0x80 || font(scalar) == .latin else { return nil }
                if last?.script != .latin { items.append(ScriptItem(script: .latin, font: .latin, start: items.isEmpty ? 0 : i, end: i)) }
            } else if scalar < 0x80 || scalar == 0xD7 || scalar == 0xF7 {
                // No script, the Latin font: in a Latin item (or before the first letter), or after Japanese.
                guard scalar < 0x80 || font(scalar) == .latin else { return nil }
                if last == nil { leadingCommon = true }
                if let last, last.script != .latin {
                    guard !isPaired(scalar) else { return nil }
                    if last.font == .japanese {
                        // A new item in the Latin font, in the Japanese script; the spaces before it come
                        // with it (the Latin font is earlier in the list than the CJK one: pango#249).
                        let start = firstSpace ?? i
                        items[items.count - 1].end = start
                        items.append(ScriptItem(script: last.script, font: .latin, start: start, end: start))
                    }
                }
            } else if let script = japaneseScript(scalar) {
                guard font(scalar) == .japanese else { return nil }
                if let last {
                    if last.script != script || last.font != .japanese {
                        items.append(ScriptItem(script: script, font: .japanese, start: i, end: i))
                    }
                } else {
                    // First, after spaces at most: the line's first item, from its start.
                    guard !leadingCommon else { return nil }
                    items.append(ScriptItem(script: script, font: .japanese, start: 0, end: i))
                }
            } else if isJapanesePunctuation(scalar) {
                // After Latin it would be a Latin item in the CJK font.
                guard let last, last.script != .latin, font(scalar) == .japanese else { return nil }
                if last.font != .japanese { items.append(ScriptItem(script: last.script, font: .japanese, start: i, end: i)) }
            } else {
                return nil
            }
            i += length
            firstSpace = nil
            if !items.isEmpty { items[items.count - 1].end = i }
        }
        // No letter and no Japanese ("2 × 3"): one Common run, not modelled.
        return items.isEmpty ? nil : items
    }
}
