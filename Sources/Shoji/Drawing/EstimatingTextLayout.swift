/// The estimating text system's layout: fixed advances (0.6 em, CJK 1 em), left to right, a Swift
/// `Character` as a grapheme cluster and runs of letters and digits as words. It draws nothing, but
/// answers every question an editor asks, so editing logic is tested without a backend; scripts and
/// bidirectional text are tested against Pango's answers (ShojiCairo).
@MainActor
final class EstimatingTextLayout: EditableTextLayout {
    let text: String, style: TextStyle, size: Size, lineCount: Int
    let lines: [TextLine]
    let boundaries: [TextBoundary]
    /// Each line's cursor stops, left to right: (offset, x).
    private let stops: [[(offset: Int, x: Double)]]
    var logicalOrigin: Point { .zero }

    init(text: String, style: TextStyle, width: Double?) {
        self.text = text; self.style = style
        let lineHeight = (style.size * 1.25).rounded(.up)
        let advance = { (c: Character) -> Double in
            (c.unicodeScalars.first?.value ?? 0) >= 0x2E80 ? style.size : style.size * 0.6
        }
        var lineStops: [[(offset: Int, x: Double)]] = [[(0, 0)]]
        var ranges: [Range<Int>] = []
        var lineStart = 0, offset = 0, x = 0.0, widest = 0.0
        var flags = [TextBoundary](repeating: [], count: text.unicodeScalars.count + 1)
        var previousIsWord = false
        for c in text {
            let n = c.unicodeScalars.count
            let isWord = c.isLetter || c.isNumber
            flags[offset].insert(.cursorPosition)
            if isWord && !previousIsWord { flags[offset].insert(.wordStart) }
            if !isWord && previousIsWord { flags[offset].insert(.wordEnd) }
            if c.isWhitespace { flags[offset].insert(.whitespace) }
            previousIsWord = isWord
            if c == "\n" {
                ranges.append(lineStart..<offset); widest = max(widest, x)
                offset += n; lineStart = offset; x = 0
                lineStops.append([(offset, 0)])
                continue
            }
            let w = advance(c)
            if style.wrapping == .wrap, let width, x + w > width, x > 0 {
                ranges.append(lineStart..<offset); widest = max(widest, x)
                lineStart = offset; x = 0
                lineStops.append([(offset, 0)])
            }
            x += w; offset += n
            lineStops[lineStops.count - 1].append((offset, x))
        }
        flags[offset].insert(.cursorPosition)
        if previousIsWord { flags[offset].insert(.wordEnd) }
        ranges.append(lineStart..<offset)
        widest = max(widest, x)
        var count = ranges.count
        if style.maxLines > 0 { count = min(count, style.maxLines) }
        if let width { widest = min(widest, width) }
        size = Size(width: widest.rounded(.up), height: lineHeight * Double(count))
        lineCount = count
        boundaries = flags
        stops = lineStops
        lines = ranges.enumerated().map { i, r in
            TextLine(range: r, rect: Rect(x: 0, y: Double(i) * lineHeight, width: lineStops[i].last?.x ?? 0, height: lineHeight))
        }
    }

    private func x(of offset: Int, line: Int) -> Double {
        stops[line].last(where: { $0.offset <= offset })?.x ?? 0
    }

    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        let i = lineIndex(at: offset)
        let r = Rect(x: x(of: offset, line: i), y: lines[i].rect.minY, width: 0, height: lines[i].rect.height)
        return (r, r)
    }

    func offset(at point: Point) -> Int {
        let i = lines.lastIndex(where: { $0.rect.minY <= point.y }) ?? 0
        return stops[i].min(by: { abs($0.x - point.x) < abs($1.x - point.x) })?.offset ?? 0
    }

    func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        let all = stops.flatMap { $0 }.map(\.offset)
        return direction > 0 ? all.first { $0 > offset } : all.last { $0 < offset }
    }

    func selectionRects(for range: Range<Int>) -> [Rect] {
        lines.indices.compactMap { i in
            let line = lines[i]
            let lo = max(range.lowerBound, line.range.lowerBound), hi = min(range.upperBound, line.range.upperBound)
            // A selection that goes on past the line's end covers its "\n" too: a little box after it.
            let past = range.upperBound > line.range.upperBound && i + 1 < lines.count ? style.size * 0.3 : 0
            guard lo < hi || (past > 0 && lo <= hi) else { return nil }
            let x0 = x(of: lo, line: i), x1 = x(of: hi, line: i) + past
            return Rect(x: x0, y: line.rect.minY, width: x1 - x0, height: line.rect.height)
        }
    }
}
