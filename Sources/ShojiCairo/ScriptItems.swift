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
    var script: ItemScript
    var font: ItemFont
    let start: Int
    var end: Int
}

/// How Pango 1.50's itemizer cuts a line of printable ASCII and Japanese (kana, kanji, Japanese punctuation
/// and brackets, the ideographic space) into items, for the lines `MixedScriptLayout` makes from kept runs —
/// or nil where it would cut it otherwise than this model knows, or into items it keeps no run for.
///
/// What Pango does there, modelled step by step (`MixedScriptTests` holds the model to Pango's own items):
/// - **Script runs** (`pango_script_iter_next`): a letter is Latin, a kana or kanji its own script (Han,
///   Hiragana and Katakana are three runs even when adjacent; an accented letter of Latin-1, U+00C0–00FF but
///   × and ÷, is Latin too). Any other character (digits, punctuation, spaces, the ideographic space, × and
///   ÷, Japanese punctuation) is Common and stays in the run it is in; a run's leading Common characters take
///   the script of its first letter. Paired brackets (ASCII ( ) < > [ ] { }, 「」『』【】〈〉《》〔〕（）) are
///   Common too, but an opening one is pushed on a stack with the run's script, and a closing one takes the
///   script of the opening one it matches (popping any others above it): "a (ほ) b" ends in a Latin ") b"
///   run, "いろは「カタカナ」です" in a Hiragana "」です" run.
/// - **Fonts** (`itemize_state_process_run`): within a run the item changes where the font does: ASCII, ×
///   and ÷ are in the first font of the list (DejaVu Sans), kana, kanji and Japanese punctuation and brackets
///   in the first that has them (Noto Sans CJK JP). So digits or brackets after kana are an item of their
///   own, Hiragana in the Latin font, and "、" or "「" after kana joins the kana's item.
/// - A space (the ASCII one and the ideographic one, U+3000) chooses no font: it joins the item before it,
///   unless the next character in the same script run is set in a font earlier in the list (Pango moves
///   the spaces to the "less fallback" font, pango#249, `itemize_state_add_character`): spaces between
///   kana and digits go with the digits, spaces between kana and a Latin word stay with the kana (the word
///   starts a new script run). At the text's start spaces join the first item.
///
/// Pango 1.50 also aligns each item's baseline to the first item's kind of baseline (`apply_baseline_shift`,
/// through the fonts' BASE tables): a line starting in Latin uses the roman baseline, where the Latin and the
/// CJK fonts agree, and a line starting in Japanese (spaces, brackets or punctuation before it are of its
/// item) the ideographic one, which raises every item in the Latin font (`JapaneseRuns.baselineShift` holds
/// Pango's shift for each kind of item after each kind of first item, and checks it).
///
/// So the model answers nil, leaving the line to Pango, for a line whose first item is in the Latin font but
/// not in Latin ("123 いろは" starts with a Hiragana item in the Latin font: its baseline is not modelled),
/// for a character in the CJK font in a Latin run ("abc、" and "abc「x」" make a Latin item in the CJK font,
/// which has no kept run yet), for an ideographic space in a Latin item (its words are cut at ASCII spaces),
/// for a line with no letter and no Japanese ("2 × 3", one Common item), brackets nested deeper than Pango's
/// stack, and for anything but printable ASCII, Latin-1's letters, × and ÷, the script-pure kana and kanji
/// blocks, the ideographic space and the Japanese punctuation and brackets listed here (other scripts are
/// other items; combining accents are of the script before them and change clusters; emoji take another
/// font).
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

    /// Where `scalar` is in Pango's list of paired characters (`paired_chars` in pango-script.c: an even
    /// index opens, the next one closes it), for the ASCII brackets ( ) < > [ ] { } and the CJK ones
    /// 〈〉《》「」『』【】〔〕〖〗〘〙〚〛 and （）; nil for any other character.
    static func pairIndex(_ scalar: UInt32) -> Int? {
        switch scalar {
        case 0x28: return 0
        case 0x29: return 1
        case 0x3C: return 2
        case 0x3E: return 3
        case 0x5B: return 4
        case 0x5D: return 5
        case 0x7B: return 6
        case 0x7D: return 7
        // 〈 … 〛 pair in order; 〜 (U+301C) falls between and pairs with nothing.
        case 0x3008...0x3011: return 8 + Int(scalar - 0x3008)
        case 0x3014...0x301B: return 18 + Int(scalar - 0x3014)
        case 0xFF08: return 26
        case 0xFF09: return 27
        default: return nil
        }
    }

    /// How deep Pango's stack of open brackets goes (`PAREN_STACK_DEPTH`): deeper, it starts again, which
    /// this model does not follow.
    static let pairStackDepth = 128

    /// `bytes` (UTF-8) cut into items as Pango cuts them, or nil (see the type). `font` says which of the
    /// style's fonts Pango would set a scalar in (nil: another), asked for every scalar but ASCII's and spaces.
    static func items(_ bytes: UnsafeBufferPointer<UInt8>, font: (UInt32) -> ItemFont?) -> [ScriptItem]? {
        var items: [ScriptItem] = []
        let n = bytes.count
        var i = 0
        // The script iterator: the run's script (nil: Common so far), the open brackets (each with the
        // script of the run it was in), and the first of them pushed in this run (`start_sp`).
        var runScript: ItemScript?
        var stack: [(pair: Int, script: ItemScript?)] = []
        var startSP = -1
        // The run's first item (nil: the run has none yet), the current item's font (nil: only spaces so
        // far), and where the spaces that end it start.
        var runFirstItem: Int?
        var itemFont: ItemFont?
        var firstSpace: Int?
        // Gives the items of the run that ends its script (Common to the end: no letter, not modelled).
        func endRun() -> Bool {
            guard let first = runFirstItem else { return true }
            guard let script = runScript else { return false }
            for k in first..<items.count { items[k].script = script }
            runFirstItem = nil
            return true
        }
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
            // The character's script (nil: Common), its pair, whether it is a space, and its font.
            var script: ItemScript?, pair: Int?, charFont: ItemFont?
            let isSpace = scalar == 0x20 || scalar == 0x3000
            if scalar < 0x80 && (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A {
                script = .latin; charFont = .latin
            } else if scalar < 0x80 {
                pair = pairIndex(scalar)
                if !isSpace { charFont = .latin }
            } else if scalar <= 0xFF {
                // Latin-1's letters, × and ÷: the Latin font, as long as it shapes them word by word.
                guard font(scalar) == .latin else { return nil }
                charFont = .latin
                if scalar != 0xD7 && scalar != 0xF7 { script = .latin }
            } else if let japanese = japaneseScript(scalar) {
                guard font(scalar) == .japanese else { return nil }
                script = japanese; charFont = .japanese
            } else if isJapanesePunctuation(scalar) || pairIndex(scalar) != nil {
                guard font(scalar) == .japanese else { return nil }
                pair = pairIndex(scalar); charFont = .japanese
            } else if scalar != 0x3000 {
                return nil
            }
            // Brackets (`pango_script_iter_next`): an opening one remembers the run's script, a closing one
            // takes the script of the opening one it matches.
            if let pair {
                if pair & 1 == 0 {
                    guard stack.count < pairStackDepth - 1 else { return nil }
                    stack.append((pair, runScript))
                } else if !stack.isEmpty {
                    while let top = stack.last, top.pair != pair & ~1 { stack.removeLast() }
                    startSP = min(startSP, stack.count - 1)
                    if let top = stack.last { script = top.script }
                }
            }
            if let script, let current = runScript, script != current {
                // Another script: the run ends, and this character starts the next one (looked at again there,
                // as Pango's next call does: a closing bracket finds its opening one on top of the stack).
                guard endRun() else { return nil }
                runScript = nil
                startSP = stack.count - 1
                continue
            }
            if runScript == nil, let script {
                runScript = script
                // The brackets opened before the run had a script take it.
                while startSP < stack.count - 1 { startSP += 1; stack[startSP].script = script }
            }
            if let pair, pair & 1 == 1, !stack.isEmpty {
                stack.removeLast()
                startSP = min(startSP, stack.count - 1)
            }
            // The item (`itemize_state_add_character`).
            let spacesBefore = firstSpace
            firstSpace = isSpace ? (firstSpace ?? i) : nil
            if runFirstItem != nil {
                var font = charFont
                if itemFont == nil, let f = charFont {
                    itemFont = f
                    items[items.count - 1].font = f
                } else if charFont == nil {
                    font = itemFont
                }
                if font == itemFont {
                    items[items.count - 1].end = i + length
                } else {
                    // The spaces ending the item go to the new one when its font comes first in the list.
                    var start = i
                    if let s = spacesBefore, items[items.count - 1].start < s, font == .latin { start = s }
                    items[items.count - 1].end = start
                    items.append(ScriptItem(script: .latin, font: font ?? .latin, start: start, end: i + length))
                    itemFont = font
                }
            } else {
                runFirstItem = items.count
                items.append(ScriptItem(script: .latin, font: charFont ?? .latin, start: i, end: i + length))
                itemFont = charFont
            }
            i += length
        }
        guard endRun(), let first = items.first else { return nil }
        // A line starting with Common characters in the Latin font before Japanese: not modelled (its baseline).
        if first.script != .latin && first.font == .latin { return nil }
        for item in items where item.script == .latin {
            // A Latin item in the CJK font has no kept run; words are cut at ASCII spaces only.
            guard item.font == .latin else { return nil }
            for k in item.start..<item.end where bytes[k] >= 0xE0 { return nil }
        }
        return items
    }
}
