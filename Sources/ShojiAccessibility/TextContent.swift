import Shoji

/// One element's text as the `Text` interface reads it, apart from D-Bus: its characters (Unicode scalars,
/// AT-SPI's offsets), and, for a text field or view, the element that knows its words, lines and caret.
/// A label has only the characters: each of its units but a character is the whole text.
@MainActor
struct TextContent {
    let scalars: [Unicode.Scalar]
    let element: AccessibleText?

    init?(_ view: View) {
        guard let text = view.accessibilityText else { return nil }
        scalars = Array(text.unicodeScalars)
        element = view as? AccessibleText
    }

    var count: Int { scalars.count }

    /// The characters from `start` to `end` (-1: to the end), clamped.
    func slice(_ start: Int32, _ end: Int32) -> String {
        let s = max(0, min(Int(start), count))
        let e = end < 0 ? count : max(s, min(Int(end), count))
        return String(String.UnicodeScalarView(scalars[s..<e]))
    }

    func slice(_ r: Range<Int>) -> String { slice(Int32(r.lowerBound), Int32(r.upperBound)) }

    /// AT-SPI's granularities (`GetStringAtOffset`): char, word, sentence, line, paragraph.
    static func granularity(_ n: UInt32) -> AccessibilityTextGranularity? {
        switch n {
        case 0: return .character
        case 1: return .word
        case 2: return .sentence
        case 3: return .line
        case 4: return .paragraph
        default: return nil
        }
    }

    /// The unit of `granularity` holding `offset`, from its start to the next one's.
    func range(_ granularity: AccessibilityTextGranularity, at offset: Int) -> Range<Int> {
        guard offset >= 0, offset <= count else { return 0..<0 }
        if granularity == .character { return offset < count ? offset..<offset + 1 : offset..<offset }
        guard let element else { return 0..<count }
        return element.accessibilityRange(of: granularity, at: offset)
    }

    /// Which of the older calls: the unit at the offset, the one before it or the one after it.
    enum Neighbour { case at, before, after }

    /// The older `GetText{At,Before,After}Offset` with a boundary type (0 char, 1 word start, 2 word end,
    /// 3 sentence start, 4 sentence end, 5 line start, 6 line end). A "start" unit runs from one start to
    /// the next (as the granularities); an "end" unit from one unit's end (before the spaces or the
    /// newline that follow it) to the next one's end.
    func range(boundary: UInt32, at offset: Int, _ which: Neighbour) -> Range<Int>? {
        let table: [(AccessibilityTextGranularity, Bool)] = [(.character, false), (.word, false), (.word, true),
            (.sentence, false), (.sentence, true), (.line, false), (.line, true)]
        guard table.indices.contains(Int(boundary)) else { return nil }
        let (g, atEnds) = table[Int(boundary)]
        func unit(_ o: Int) -> Range<Int> { atEnds ? endRange(g, at: o) : range(g, at: o) }
        let here = unit(offset)
        switch which {
        case .at: return here
        case .before: return here.lowerBound > 0 ? unit(here.lowerBound - 1) : 0..<0
        case .after: return here.upperBound < count && !here.isEmpty ? unit(here.upperBound) : count..<count
        }
    }

    /// Where a unit's text ends: before the spaces (a word, a sentence) or the newline (a line) after it.
    private func trimmedEnd(_ g: AccessibilityTextGranularity, _ r: Range<Int>) -> Int {
        var e = r.upperBound
        while e > r.lowerBound {
            let c = scalars[e - 1]
            let trailing = g == .line || g == .paragraph ? c == "\n" : c == " " || c == "\t" || c == "\n" || c == "\u{3000}"
            if !trailing { break }
            e -= 1
        }
        return e
    }

    private func endRange(_ g: AccessibilityTextGranularity, at offset: Int) -> Range<Int> {
        guard g != .character else { return range(g, at: offset) }
        let cur = range(g, at: offset)
        let end = trimmedEnd(g, cur)
        if offset >= end && cur.upperBound < count {
            // In the spaces after a unit: the unit that ends next.
            return end..<max(end, trimmedEnd(g, range(g, at: cur.upperBound)))
        }
        let start = cur.lowerBound > 0 ? trimmedEnd(g, range(g, at: cur.lowerBound - 1)) : 0
        return min(start, end)..<end
    }
}
