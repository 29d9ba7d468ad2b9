import CCairo
import CPango
import Shoji

extension WordShaping {
    /// A line of ASCII and Japanese made from kept runs (`MixedScriptLayout`), or nil where Pango must lay it
    /// out: items the model does not know (`ScriptItems`), or wider than `width`.
    func mixedLayout(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, info: StyleInfo, style: TextStyle,
                             width: Double?) -> MixedScriptLayout? {
        var key = style
        key.alignment = .leading; key.wrapping = .wrap; key.maxLines = 0
        // Before this style's Japanese runs are made, a line the model refuses whatever the fonts cover (a
        // "…" or a "·", a line starting in kana) asks for none: making them shapes Japanese samples in the
        // style, which opens its CJK face (the demo's title bar, "Network…" in a bold caption, mapped 2.8 MB
        // of NotoSansCJK-Bold before its first frame, with no Japanese on screen). Asked with each scalar in its
        // own script's font, the only answer every font check of the model accepts, so the fonts the style
        // really has can only turn these items into nil, never the other way (Latin-1 in the Latin font, the
        // three-byte scalars, kana, kanji and Japanese punctuation, in the CJK one).
        if !info.hasJapaneseRuns,
           ScriptItems.items(bytes, font: { $0 < 0x100 ? .latin : .japanese }) == nil { return nil }
        guard let japanese = info.japaneseRuns(context: context, style: key, defaultFamily: defaultFamily, flags: flags),
              let items = ScriptItems.items(bytes, font: japanese.font)
        else { return nil }
        var runs: [(item: ScriptItem, run: ScriptRun, pieces: [ScriptRun.Piece], shift: Int32)] = []
        runs.reserveCapacity(items.count)
        var total: Int32 = 0
        for item in items {
            // A line starting in Japanese raises the items in the Latin font (see `ScriptItems`).
            guard let shift = japanese.baselineShift(first: items[0].script, item) else { return nil }
            let run = japanese.run(item, latin: info.latin)
            let slice = UnsafeBufferPointer(rebasing: bytes[item.start..<item.end])
            // Latin cut into words as on an ASCII line; any other item shaped whole, as Pango shapes it.
            let pieces = item.script == .latin ? run.pieces(slice, flags: flags)
                : [ScriptRun.Piece(word: run.word(slice, flags: flags), start: 0, end: slice.count)]
            for piece in pieces { total += piece.word.width }
            runs.append((item, run, pieces, shift))
        }
        // Wider than the line: Pango breaks it (or ellipsizes it).
        if let width, total > Int32(saturating: width * Double(PANGO_SCALE)) { return nil }
        return MixedScriptLayout(text: text, style: style, items: runs, width: total,
                                 xOffset: Self.alignmentOffset(style.alignment, layoutWidth: width, lineWidth: total))
    }

}
