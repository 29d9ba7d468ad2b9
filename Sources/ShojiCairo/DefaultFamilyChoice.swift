import CPango
import Glibc

/// Which family a layout names when its style names none: the default list's first family alone when
/// every character of the text is set in that family's font, the whole list otherwise.
///
/// Why: every layout needs its fonts' metrics (for the line height), and Pango measures a font's metrics
/// by laying out a sample in a description of that font alone, its own family, not the list. A layout
/// that named the whole list ("DejaVu Sans, Noto Sans CJK JP, sans-serif") was a second fontconfig
/// pattern beside that one, with its own substitution, match and sort (and two threads Pango starts for
/// them): for every text style, twice the font lookups.
///
/// It draws the same. Pango gives each character the first font of the list that has it, so text that
/// comes out entirely in the first family's font, laid out in that family alone, is what the whole list
/// gives too. Text with a character from the CJK blocks up (U+2E80 on: Han, kana, Hangul, full-width
/// forms), where the list chooses between fallback fonts (and keeps Japanese in the Japanese face), is
/// laid out with the whole list at once; text that came out in another font anywhere is laid out again
/// with it.
enum DefaultFamilyChoice {
    /// A layout of `text` made by `make` with `family`: `list`'s first family when that gives the same
    /// layout as `list`, else `list`. Returns it and the family it names.
    static func layout(of text: String, list: String, make: (String) -> OpaquePointer) -> (layout: OpaquePointer, family: String) {
        guard let comma = list.firstIndex(of: ","), mayFit(text) else { return (make(list), list) }
        let first = list[..<comma].split(separator: " ").joined(separator: " ")
        let layout = make(first)
        if isEntirely(layout, in: first) { return (layout, first) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        return (make(list), list)
    }

    /// Nothing from the CJK blocks up (U+2E80), where the list's later families decide between fonts.
    private static func mayFit(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value >= 0x2E80 }
    }

    /// Whether every run of `layout` is set in one font, of `family` (no character fell back to another
    /// font). Laying it out here is no extra work: it is measured next anyway.
    private static func isEntirely(_ layout: OpaquePointer, in family: String) -> Bool {
        var font: OpaquePointer?
        var line = pango_layout_get_lines_readonly(layout)
        while let l = line {
            var run = l.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let r = run {
                guard let item = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                      let runFont = item.pointee.analysis.font else { return false }
                if font == nil {
                    guard named(runFont, family) else { return false }
                    font = runFont
                } else if runFont != font {
                    return false
                }
                run = r.pointee.next
            }
            line = l.pointee.next
        }
        return true
    }

    private static func named(_ font: OpaquePointer, _ family: String) -> Bool {
        guard let desc = pango_font_describe(font) else { return false }
        defer { pango_font_description_free(desc) }
        guard let name = pango_font_description_get_family(desc) else { return false }
        return strcasecmp(name, family) == 0
    }
}
