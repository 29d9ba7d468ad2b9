/// The script of one of Pango's items in a line of ASCII and Japanese (`ScriptItems`).
enum ItemScript: Equatable {
    case latin, han, hiragana, katakana
}

/// A run of a line that Pango itemizes as one item: its script and its bytes.
struct ScriptItem: Equatable {
    let script: ItemScript
    let start: Int
    var end: Int
}

/// How Pango 1.50's itemizer cuts a line of printable ASCII and Japanese (kana, kanji) into items, for
/// the lines `MixedScriptLayout` makes from kept runs — or nil where it would cut it otherwise than this
/// model knows.
///
/// What Pango does there (its script iterator, then a font for each character; `MixedScriptTests` holds
/// the model to Pango's own items): a letter is Latin, a kana or kanji its own script (Han, Hiragana and
/// Katakana are three items even when adjacent; an accented letter of Latin-1, U+00C0–00FF, is Latin too); a character of no script (digits, punctuation, spaces)
/// stays in the script of the run it follows, and at the text's start takes the script of the first
/// letter after it. ASCII is set in the first font of the list (DejaVu Sans), kana and kanji in the first
/// that has them (Noto Sans CJK JP); a space chooses no font, so spaces after Japanese belong to its item.
///
/// Pango 1.50 also aligns each item's baseline to the first item's kind of baseline (`apply_baseline_shift`,
/// through the fonts' BASE tables): a line starting in Latin uses the roman baseline, where the Latin and the
/// CJK fonts agree (`JapaneseRuns.make` checks it), and a line starting in Japanese the ideographic one,
/// which moves the Latin items 0.7 px down. So a line must start in Latin.
///
/// So the model answers nil, leaving the line to Pango, for a line starting with Japanese (or with no
/// letter before its first Japanese character: "123 いろは" is one Hiragana script run), wherever an item
/// would hold ASCII other than spaces in a Japanese script (", " or digits after kana: Pango sets them in
/// the ASCII font as a Hiragana item), and for anything but
/// printable ASCII and the script-pure kana and kanji blocks (the prolonged sound mark, "・", "、", full-width
/// forms and every other script are of no script or of another one; combining accents are of the script
/// before them and change clusters).
enum ScriptItems {
    /// The Japanese script of `scalar`, or nil: Hiragana (U+3041–3096, U+309D–309F), Katakana (U+30A1–30FA,
    /// U+30FD–30FF) and the CJK Unified Ideographs of Unicode 11 (U+4E00–9FEF), each wholly of its script.
    static func japaneseScript(_ scalar: UInt32) -> ItemScript? {
        switch scalar {
        case 0x3041...0x3096, 0x309D...0x309F: return .hiragana
        case 0x30A1...0x30FA, 0x30FD...0x30FF: return .katakana
        case 0x4E00...0x9FEF: return .han
        default: return nil
        }
    }

    /// `bytes` (UTF-8) cut into items as Pango cuts them, or nil (see the type). `covers` says whether
    /// Pango would set a Japanese scalar in its script's font (asked once per Japanese scalar).
    static func items(_ bytes: UnsafeBufferPointer<UInt8>, covers: (UInt32, ItemScript) -> Bool) -> [ScriptItem]? {
        var items: [ScriptItem] = []
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                guard b >= 0x20, b < 0x7F else { return nil }
                if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A {
                    // A letter: Latin from here (from the text's start when nothing before it had a script).
                    if items.last?.script != .latin { items.append(ScriptItem(script: .latin, start: items.isEmpty ? 0 : i, end: i)) }
                } else if let last = items.last, last.script != .latin, b != 0x20 {
                    return nil   // ASCII in a Japanese script's item
                }
                i += 1
            } else if b == 0xC3, i + 1 < n {
                // U+00C0–00FF, two bytes: the accented letters of Latin-1 (not × and ÷), Latin like ASCII's.
                let scalar = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                guard scalar != 0xD7, scalar != 0xF7, covers(scalar, .latin) else { return nil }
                if items.last?.script != .latin { items.append(ScriptItem(script: .latin, start: items.isEmpty ? 0 : i, end: i)) }
                i += 2
            } else {
                // Kana and kanji are three bytes: 1110xxxx 10xxxxxx 10xxxxxx.
                guard b & 0xF0 == 0xE0, i + 2 < n else { return nil }
                let scalar = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                guard let script = japaneseScript(scalar), covers(scalar, script) else { return nil }
                // First: Pango aligns every item to the first one's baseline (`apply_baseline_shift`): the
                // ideographic one for Japanese, which moves the Latin items off their own.
                if items.isEmpty { return nil }
                if items.last?.script != script { items.append(ScriptItem(script: script, start: i, end: i)) }
                i += 3
            }
            if !items.isEmpty { items[items.count - 1].end = i }
        }
        return items
    }
}
