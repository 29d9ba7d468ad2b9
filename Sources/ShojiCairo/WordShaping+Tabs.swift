import CPango
import Shoji

extension WordShaping {
    /// A line of printable ASCII with tabs, made from kept words and a tab glyph per tab, as Pango lays it
    /// out: each tab an item of its own between items of text (one box each in a selection), `width`
    /// to its stop (`TabStops`). Nil where Pango must lay it out: wider than `width`, or a font whose
    /// spaces have no width.
    func tabbedLayout(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, script: ScriptRun, info: StyleInfo,
                      style: TextStyle, width: Double?) -> MixedScriptLayout? {
        guard let stops = info.tabStops(flags: flags) else { return nil }
        let pieces = script.pieces(bytes, flags: flags)
        var items: [(item: ScriptItem, run: ScriptRun, pieces: [ScriptRun.Piece], shift: Int32)] = []
        var segment: [ScriptRun.Piece] = []
        var x: Int32 = 0
        func endSegment() {
            guard let first = segment.first, let last = segment.last else { return }
            items.append((ScriptItem(script: .latin, font: .latin, start: first.start, end: last.end), script, segment, 0))
            segment.removeAll(keepingCapacity: true)
        }
        for piece in pieces {
            if bytes[piece.start] == 0x09 {
                endSegment()
                let tab = info.tab(width: stops.advance(from: x))
                items.append((ScriptItem(script: .latin, font: .latin, start: piece.start, end: piece.end), script,
                              [ScriptRun.Piece(word: tab, start: piece.start, end: piece.end)], 0))
                x += tab.width
            } else {
                segment.append(piece)
                x += piece.word.width
            }
        }
        endSegment()
        // Wider than the line: Pango breaks it (or ellipsizes it).
        if let width, x > Int32(saturating: width * Double(PANGO_SCALE)) { return nil }
        return MixedScriptLayout(text: text, style: style, items: items, width: x,
                                 xOffset: Self.alignmentOffset(style.alignment, layoutWidth: width, lineWidth: x))
    }
}
