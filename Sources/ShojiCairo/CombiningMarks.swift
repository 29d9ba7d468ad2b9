import CPango
import Shoji

/// What a line of accented Latin with combining accents (U+0300–036F, each after a letter or another
/// accent) asks of Pango beyond its kept words: its glyphs, size and boundaries are the words' (HarfBuzz
/// composes or places an accent within its word, as in the whole line; Pango's break attributes come from
/// `pango_get_log_attrs`), but a letter and its accents are one grapheme of several characters, where
/// Pango 1.50 moves carets, hit tests and selections to the grapheme's edges
/// (`pango_glyph_string_index_to_x_full` with the log attributes, and the snapping in
/// `pango_layout_line_index_to_x` and `x_to_index`). Modelling that was tried, and 80 carets did not match.
///
/// So `MixedScriptLayout` answers a caret itself only where no accent is near it: neither character beside
/// the caret is in a word (between ASCII spaces) that has an accent, so each is a cluster of its own or a
/// ligature of letters, as in an ASCII line. Everything else, and every hit test and selection, is asked of
/// Pango's layout of the line, made the first time it is needed and kept with the line.
///
/// Why: every key in a line ending in ", café naïve façade" with combining accents was Pango's whole
/// layout of the line (1.0 M instructions a key against 0.44 M in the ASCII lines; 1.50 × Tk at p50). The
/// key's frame asks for the caret where the key went in, and typing is mostly away from the accents.
@MainActor
final class CombiningMarks {
    private let pango: DeferredPangoLayout
    /// The words (scalar offsets, between ASCII spaces) that hold an accent, in order.
    let markedWords: [Range<Int>]

    /// nil when `bytes` (UTF-8, a line `AccentedLatin.scan` accepts) has no combining accent.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, context: OpaquePointer, defaultFamily: String, width: Double?) {
        var words: [Range<Int>] = []
        var scalar = 0, wordStart = 0, marked = false
        for b in bytes where b & 0xC0 != 0x80 {
            if b == 0x20 {
                if marked { words.append(wordStart..<scalar) }
                wordStart = scalar + 1; marked = false
            } else if b == 0xCC || b == 0xCD {
                marked = true
            }
            scalar += 1
        }
        if marked { words.append(wordStart..<scalar) }
        guard !words.isEmpty else { return nil }
        markedWords = words
        pango = DeferredPangoLayout(context: context, defaultFamily: defaultFamily, width: width)
    }

    /// Whether scalar `i` is in a word with an accent.
    func isMarked(_ i: Int) -> Bool {
        var lo = 0, hi = markedWords.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if markedWords[mid].upperBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo < markedWords.count && markedWords[lo].contains(i)
    }

    /// Whether the caret at `offset`, in a line of `count` scalars, is where the kept words answer as Pango:
    /// no accent's word on either side of it.
    func caretIsPlain(at offset: Int, count: Int) -> Bool {
        (offset >= count || !isMarked(offset)) && (offset == 0 || !isMarked(offset - 1))
    }

    /// Pango's layout of the line, made once.
    func layout(text: String, style: TextStyle) -> PangoTextLayout { pango.layout(text: text, style: style) }
}
