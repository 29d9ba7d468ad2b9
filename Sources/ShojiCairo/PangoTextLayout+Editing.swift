import CPango
import Shoji

/// What a layout's editing questions need more than once, made on the first one: the UTF-8 byte index of
/// every scalar (Pango speaks bytes, Shoji scalars), Pango's boundaries, and the lines.
final class PangoEditingCache {
    /// `bytes[i]`: the byte index where scalar `i` starts; the last entry is the text's byte length.
    let bytes: [Int32]
    var boundaries: [TextBoundary]?
    var lines: [(line: TextLine, pango: UnsafeMutablePointer<PangoLayoutLine>)]?

    init(text: String) {
        var b: [Int32] = []
        b.reserveCapacity(text.unicodeScalars.count + 1)
        var at: Int32 = 0
        for s in text.unicodeScalars {
            b.append(at)
            at += Int32(UTF8.width(s))
        }
        b.append(at)
        bytes = b
    }

    func byte(_ offset: Int) -> Int32 { bytes[min(max(0, offset), bytes.count - 1)] }

    /// The text's length in scalars (kept: counting a long paragraph's scalars at every hit test was most of
    /// its cost).
    var scalarCount: Int { bytes.count - 1 }

    /// The scalar starting at (or holding) `byte`.
    func offset(_ byte: Int32) -> Int {
        var lo = 0, hi = bytes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if bytes[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

extension PangoTextLayout: EditableTextLayout {
    private var cache: PangoEditingCache {
        if let c = editingCache { return c }
        let c = PangoEditingCache(text: text)
        editingCache = c
        return c
    }

    private static func rect(_ r: PangoRectangle) -> Rect {
        let s = Double(PANGO_SCALE)
        return Rect(x: Double(r.x) / s, y: Double(r.y) / s, width: Double(r.width) / s, height: Double(r.height) / s)
    }

    public var boundaries: [TextBoundary] {
        if let b = cache.boundaries { return b }
        var n: Int32 = 0
        let attrs = pango_layout_get_log_attrs_readonly(layout, &n)
        var b = [TextBoundary](repeating: [], count: cache.scalarCount + 1)
        if let attrs {
            for i in 0..<min(Int(n), b.count) {
                b[i] = TextBoundary(attrs[i])
            }
        }
        cache.boundaries = b
        return b
    }

    private var pangoLines: [(line: TextLine, pango: UnsafeMutablePointer<PangoLayoutLine>)] {
        if let l = cache.lines { return l }
        var result: [(line: TextLine, pango: UnsafeMutablePointer<PangoLayoutLine>)] = []
        let c = cache
        if let iter = pango_layout_get_iter(layout) {
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                let start = line.pointee.start_index, end = start + line.pointee.length
                result.append((TextLine(range: c.offset(start)..<c.offset(end), rect: Self.rect(logical),
                                        isRightToLeft: line.pointee.resolved_dir == 1), line))
            } while pango_layout_iter_next_line(iter) != 0
            pango_layout_iter_free(iter)
        }
        cache.lines = result
        return result
    }

    public var lines: [TextLine] { pangoLines.map(\.line) }

    public func caretRects(at offset: Int) -> (strong: Rect, weak: Rect) {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, cache.byte(offset), &strong, &weak)
        return (Self.rect(strong), Self.rect(weak))
    }

    public func offset(at point: Point) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0, box = PangoRectangle()
        // A point outside the layout's box answers as one just outside it does (the first or last line,
        // the start or end of a line), and Pango's own sums with it (the point less a line's offset) are
        // in Int32: so it is moved to just outside the box.
        pango_layout_get_extents(layout, nil, &box)
        let x = PangoUnits.of(point.x, clampedTo: Int(box.x) - 1, Int(box.x) + Int(box.width) + 1)
        let y = PangoUnits.of(point.y, clampedTo: Int(box.y) - 1, Int(box.y) + Int(box.height) + 1)
        _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        return min(cache.offset(index) + Int(trailing), cache.scalarCount)
    }

    public func offsetMovingVisually(from offset: Int, direction: Int) -> Int? {
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, cache.byte(offset), 0, direction > 0 ? 1 : -1, &index, &trailing)
        guard index >= 0, index < Int32.max else { return nil }
        return min(cache.offset(index) + Int(trailing), cache.scalarCount)
    }

    public func selectionRects(for range: Range<Int>) -> [Rect] {
        let c = cache
        var rects: [Rect] = []
        let all = pangoLines
        for (i, entry) in all.enumerated() {
            let line = entry.line
            let lo = max(range.lowerBound, line.range.lowerBound), hi = min(range.upperBound, line.range.upperBound)
            // A selection going on past a line's end covers its "\n" too: a little box at the line's end.
            let past = range.upperBound > line.range.upperBound && range.lowerBound <= line.range.upperBound
                && i + 1 < all.count && all[i + 1].line.range.lowerBound > line.range.upperBound
            if lo < hi {
                var ranges: UnsafeMutablePointer<Int32>?
                var n: Int32 = 0
                pango_layout_line_get_x_ranges(entry.pango, c.byte(lo), c.byte(hi), &ranges, &n)
                if let ranges {
                    for k in 0..<Int(n) {
                        let x0 = Double(ranges[2 * k]) / Double(PANGO_SCALE), x1 = Double(ranges[2 * k + 1]) / Double(PANGO_SCALE)
                        rects.append(Rect(x: x0, y: line.rect.minY, width: x1 - x0, height: line.rect.height))
                    }
                    g_free(ranges)
                }
            }
            if past {
                let x = line.isRightToLeft ? line.rect.minX - style.size * 0.3 : line.rect.maxX
                rects.append(Rect(x: x, y: line.rect.minY, width: style.size * 0.3, height: line.rect.height))
            }
        }
        return rects
    }
}

extension TextBoundary {
    /// What Pango says of one place between characters, as Shoji's flags.
    init(_ a: PangoLogAttr) {
        self = []
        if a.is_cursor_position != 0 { insert(.cursorPosition) }
        if a.is_word_start != 0 { insert(.wordStart) }
        if a.is_word_end != 0 { insert(.wordEnd) }
        if a.backspace_deletes_character != 0 { insert(.backspaceDeletesCharacter) }
        if a.is_white != 0 { insert(.whitespace) }
    }
}
