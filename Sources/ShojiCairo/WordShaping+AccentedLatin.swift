import CPango
import Shoji

extension WordShaping {
    /// A line of Latin beyond ASCII (accented letters, Latin-1 punctuation) made from
    /// words kept in the style's ASCII run, as one item (`MixedScriptLayout`), or nil where Pango must lay
    /// it out: characters `AccentedLatin` does not know or the ASCII font lacks, or wider than `width`.
    func accentedLatinLayout(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, info: StyleInfo, style: TextStyle,
                             width: Double?) -> MixedScriptLayout? {
        // Asked of the characters alone first: a line with kana or an ellipsis makes no sample layout.
        guard AccentedLatin.scan(bytes, { _, _ in true }) else { return nil }
        guard let accented = info.accentedLatin(context: context, style: Self.key(style), defaultFamily: defaultFamily, flags: flags),
              accented.accepts(bytes)
        else { return nil }
        let pieces = info.latin.pieces(bytes, flags: flags)
        var total: Int32 = 0
        for piece in pieces { total += piece.word.width }
        // Wider than the line: Pango breaks it (or ellipsizes it).
        if let width, total > Int32(saturating: width * Double(PANGO_SCALE)) { return nil }
        let item = ScriptItem(script: .latin, font: .latin, start: 0, end: bytes.count)
        return MixedScriptLayout(text: text, style: style, items: [(item, info.latin, pieces, 0)], width: total,
                                 xOffset: Self.alignmentOffset(style.alignment, layoutWidth: width, lineWidth: total),
                                 marks: CombiningMarks(bytes, context: context, defaultFamily: defaultFamily, width: width))
    }
}
