import CPango
import Shoji

/// Which lines of Latin beyond ASCII Pango itemizes as one Latin item in a style's ASCII font, so that
/// `WordShaping` makes them from kept words as it makes ASCII lines: printable ASCII with the Latin-1
/// Supplement's letters and punctuation (U+00A0–00FF, but the soft hyphen) and Latin Extended-A
/// (U+0100–017F): precomposed letters, each its own grapheme, and combining accents (U+0300–036F but the
/// grapheme joiner U+034F) after a letter or another accent.
///
/// Why: a line with one "é" took Pango's full layout on every key (or, before this, made the style's
/// Japanese runs, opening its CJK face, to be taken as a mixed-script line).
///
/// What Pango 1.50 does there (`AccentedLatinTests` holds it to Pango's own items, carets and pixels):
/// - Letters of these blocks are Latin; their punctuation, digits and spaces are Common and stay in the
///   Latin run they are in (a line needs one letter; with none it is one Common run, left to Pango). So
///   the line is one script run, whatever brackets (« » too) it holds.
/// - Each character is set in the first font of the style's list that has it: the ASCII font, when it has
///   them all (DejaVu Sans and Noto Sans do), asked of the fontset scalar by scalar (`covers`); a line with
///   one character from another font (or none: Pango gives it the first font, drawn as a hex box) is
///   Pango's.
/// - Words cut at spaces shape alone as in the line only if the font has no kerning or contextual rule
///   across a space for them: checked once per style on a sample of every covered character between
///   spaces, beside Pango's layout of it (one run, the ASCII run's analysis).
/// - A combining accent is of the script of the letter before it (Inherited), so it stays in the run; an
///   accent after a space or at the line's start would join the space's cluster across the words' cut, so
///   such a line is Pango's. A letter and its accents are one grapheme of several characters, whose
///   carets, hit tests and selections are Pango's (`CombiningMarks`); the accents the font has are checked
///   once per style as the other characters are, on a sample of each after a letter, apart from them, so
///   that a font that fails it refuses lines with accents only.
/// - The soft hyphen (shown only at a line's break) is Pango's to lay out.
@MainActor
final class AccentedLatin {
    /// The fonts Pango's itemizer chooses from in this style, in its order.
    nonisolated(unsafe) private let fontset: OpaquePointer
    nonisolated(unsafe) private let latinFont: OpaquePointer
    /// Whether the ASCII font is the first of the list to have a scalar, by scalar (asked once each).
    private var inLatinFont: [UInt32: Bool] = [:]

    private init(fontset: OpaquePointer, latinFont: OpaquePointer) {
        self.fontset = fontset; self.latinFont = latinFont
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(fontset)) }

    /// Whether Pango sets `scalar` in the ASCII font: the first of the style's fonts that has it is that one
    /// (what `pango_fontset_get_font` answers).
    func covers(_ scalar: UInt32) -> Bool {
        if let known = inLatinFont[scalar] { return known }
        let font = pango_fontset_get_font(fontset, scalar)
        // The first font is given to a character no font has, too (drawn as a hex box): it must have it.
        let covered = font != nil && font == latinFont && pango_font_has_char(latinFont, scalar) != 0
        if let font { g_object_unref(UnsafeMutableRawPointer(font)) }
        inLatinFont[scalar] = covered
        return covered
    }

    /// Whether `bytes` (UTF-8, with a scalar past ASCII) is a line this type knows: one Latin item in the
    /// ASCII font (see the type).
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasLetter = false
        var ok = true
        Self.scan(bytes) { scalar, isLetter in
            hasLetter = hasLetter || isLetter
            if scalar >= 0x80, !covers(scalar) { ok = false }
            if Self.isCombiningMark(scalar), !marksShapeInWords() { ok = false }
            return ok
        }
        return ok && hasLetter
    }

    /// Whether `bytes` holds only the scalars the type knows, asking nothing of the fonts: `visit` is given
    /// each scalar and whether it is a letter, and stops the scan by answering false.
    @discardableResult
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (UInt32, Bool) -> Bool) -> Bool {
        let n = bytes.count
        var i = 0
        // An accent must follow a letter or an accent.
        var bearsMark = false
        while i < n {
            let b = bytes[i]
            let scalar: UInt32, isLetter: Bool
            if b < 0x80 {
                guard b >= 0x20, b < 0x7F else { return false }
                scalar = UInt32(b)
                isLetter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
                i += 1
            } else {
                // Two bytes, 110xxxxx 10xxxxxx: U+0080–07FF, of which these blocks are known.
                guard b >= 0xC2, b <= 0xCD, b <= 0xC5 || b >= 0xCC, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 else { return false }
                scalar = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                switch scalar {
                case 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x17F: isLetter = true
                case 0x300...0x36F where scalar != 0x34F && bearsMark: isLetter = false
                case 0xA0...0xBF where scalar != 0xAD: isLetter = false
                case 0xD7, 0xF7: isLetter = false
                default: return false
                }
                i += 2
            }
            guard visit(scalar, isLetter) else { return false }
            bearsMark = isLetter || isCombiningMark(scalar)
        }
        return true
    }

    /// A combining accent this type knows (U+0300–036F, but the grapheme joiner).
    static func isCombiningMark(_ scalar: UInt32) -> Bool { scalar >= 0x300 && scalar <= 0x36F && scalar != 0x34F }

    /// Whether the style's combining accents shape within their words as in the line (see `make`): checked
    /// the first time a line has one, not at the style's set-up (labels with "·" set styles up before the
    /// demo's first frame, and the check is a second sample layout of ~120 words).
    private var marksChecked: Bool?
    private var checkMarks: ((AccentedLatin) -> Bool)?
    func marksShapeInWords() -> Bool {
        if let known = marksChecked { return known }
        let ok = checkMarks?(self) ?? false
        marksChecked = ok
        checkMarks = nil
        return ok
    }

    /// Every scalar past ASCII the type knows, in order.
    static let knownScalars: [UInt32] = Array(0xA0...0x17F).filter { $0 != 0xAD }

    /// The style's accented Latin, or nil when Pango's layout of a sample of every character the ASCII font
    /// has disagrees with the model: more than one item, another analysis than `latin`'s, or words that
    /// shape otherwise alone than in the line.
    static func make(context: OpaquePointer, style: TextStyle, defaultFamily: String, flags: PangoShapeFlags,
                     latin: ScriptRun) -> AccentedLatin? {
        let probe = PangoTextLayout.make(context: context, text: "a", style: style, width: nil, defaultFamily: defaultFamily)
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        guard let desc = pango_layout_get_font_description(probe),
              let fontset = pango_context_load_fontset(context, desc, latin.analysis.language.map(OpaquePointer.init))
        else { return nil }
        let made = AccentedLatin(fontset: fontset, latinFont: latin.font)
        // Every covered character between spaces, and a few words mixing them with ASCII.
        var words = ["a"]
        for scalar in knownScalars where made.covers(scalar) { words.append(String(Character(Unicode.Scalar(scalar)!))) }
        words += ["café", "naïve", "Straße", "«AVÀ»", "Łódź", "ŒUVRE", "x°C", "T\u{A0}V", "¿Qué?"]
        let sample = " " + words.joined(separator: " ") + " "
        guard let run = ScriptRun.make(context: context, sample: sample, style: style, defaultFamily: defaultFamily, flags: flags)
        else { return nil }
        let kept = latin.analysis
        func sameAnalysis(_ run: ScriptRun) -> Bool {
            let a = run.analysis
            return a.font == kept.font && a.script == kept.script && a.language == kept.language && a.level == kept.level
                && a.gravity == kept.gravity && a.flags == kept.flags && a.extra_attrs == nil && kept.extra_attrs == nil
        }
        guard sameAnalysis(run) else { return nil }
        // The accents the font has, each after a letter, and words with accents on letters of all three
        // blocks, apart: a font whose accents fail it refuses lines with accents, not all of accented Latin.
        made.checkMarks = { made in
            let marks = (0x300...0x36F).filter { isCombiningMark($0) && made.covers($0) }
            guard !marks.isEmpty else { return false }
            var words = marks.map { "a" + String(Character(Unicode.Scalar($0)!)) }
            words += ["cafe\u{301}", "nai\u{308}ve", "fac\u{327}ade", "A\u{30A}\u{301}ngstro\u{308}m", "E\u{301}\u{301}", "Z\u{323}\u{307}"]
            let sample = " " + words.joined(separator: " ") + " "
            guard let run = ScriptRun.make(context: context, sample: sample, style: style, defaultFamily: defaultFamily, flags: flags)
            else { return false }
            return sameAnalysis(run)
        }
        return made
    }
}
