/// The characters of an editable text, and where its paragraphs start.
///
/// Offsets count Unicode scalars, as X input methods (XIM's `chg_first`, `caret`) and AT-SPI do; Pango's
/// UTF-8 byte indices are converted where Shoji talks to Pango, never here. The scalars are a gap buffer
/// (`TextScalars`): constant-time offsets, and an edit moves only what lies between it and the last one;
/// the paragraph starts (the offsets after each "\n") let a text view lay out and redraw only the
/// paragraphs an edit touched.
public struct TextStorage: Hashable, Sendable {
    /// The text, one Unicode scalar each.
    public private(set) var scalars: TextScalars
    /// Where each paragraph starts; the first is 0, each other one just after a "\n".
    public private(set) var paragraphStarts: [Int]

    /// What one `replace(_:with:)` changed, for views that redraw only that.
    public struct Change: Hashable, Sendable {
        /// The offsets replaced, in the text before the change.
        public var range: Range<Int>
        /// How many scalars replaced them.
        public var insertedCount: Int
        /// The paragraphs the change touched, by index before the change.
        public var paragraphs: ClosedRange<Int>
        /// How many paragraphs stand in their place after it.
        public var newParagraphCount: Int
        /// How far offsets after the change moved.
        public var delta: Int { insertedCount - range.count }
    }

    /// A storage holding `string`.
    public init(_ string: String = "") {
        scalars = TextScalars(string.unicodeScalars)
        paragraphStarts = [0]
        paragraphStarts += TextStorage.newlineEnds(in: scalars, from: 0, to: scalars.count)
    }

    /// The text as a string.
    public var string: String { scalars.string }
    /// How many scalars the text holds.
    public var count: Int { scalars.count }
    /// True when there is no text.
    public var isEmpty: Bool { scalars.isEmpty }

    /// The text in `range` (clamped to the text).
    public func string(in range: Range<Int>) -> String {
        scalars.string(in: clamp(range))
    }

    /// `range` limited to the text.
    public func clamp(_ range: Range<Int>) -> Range<Int> {
        let lo = min(max(0, range.lowerBound), count), hi = min(max(lo, range.upperBound), count)
        return lo..<hi
    }

    /// `offset` limited to the text.
    public func clamp(_ offset: Int) -> Int { min(max(0, offset), count) }

    /// How many paragraphs (lines ended by "\n", plus the last one) there are; an empty text has one.
    public var paragraphCount: Int { paragraphStarts.count }

    /// The paragraph `offset` lies in (an offset just after a "\n" starts the next paragraph).
    public func paragraph(containing offset: Int) -> Int {
        var lo = 0, hi = paragraphStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if paragraphStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Paragraph `index`'s offsets, without its "\n".
    public func paragraphRange(_ index: Int) -> Range<Int> {
        let start = paragraphStarts[index]
        let end = index + 1 < paragraphStarts.count ? paragraphStarts[index + 1] - 1 : count
        return start..<end
    }

    /// The offsets of the paragraph `offset` lies in, without its "\n" (what a triple click selects in a
    /// text view).
    public func paragraphRange(containing offset: Int) -> Range<Int> { paragraphRange(paragraph(containing: offset)) }

    /// Paragraph `index`'s text, without its "\n".
    public func paragraphText(_ index: Int) -> String { string(in: paragraphRange(index)) }

    /// Replaces the scalars in `range` (clamped) with `text`.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with text: String) -> Change {
        let r = clamp(range)
        let first = paragraph(containing: r.lowerBound), last = paragraph(containing: r.upperBound)
        let oldEnd = last + 1 < paragraphStarts.count ? paragraphStarts[last + 1] : count + 1
        let inserted = Array(text.unicodeScalars)
        scalars.replaceSubrange(r, with: inserted)
        let delta = inserted.count - r.count
        // The touched paragraphs' starts are found again from the first one's start to the (moved) start of
        // the paragraph after the last; those after it just shift.
        // (The "\n" that ended the last touched paragraph starts the next one, which is in the tail.)
        let scanEnd = min(oldEnd + delta - 1, count)
        let starts = [paragraphStarts[first]] + TextStorage.newlineEnds(in: scalars, from: paragraphStarts[first], to: scanEnd)
        // In place: typing within a paragraph replaces one start with one, and the rest only shift.
        paragraphStarts.replaceSubrange(first...last, with: starts)
        if delta != 0 {
            paragraphStarts.withUnsafeMutableBufferPointer { p in
                for i in (first + starts.count)..<p.count { p[i] += delta }
            }
        }
        paragraphStarts.releaseExcessCapacity()
        return Change(range: r, insertedCount: inserted.count, paragraphs: first...last, newParagraphCount: starts.count)
    }

    /// Makes room for `count` scalars to come at `offset` (see `TextScalars.reserveGap`).
    mutating func reserveRoom(_ count: Int, at offset: Int) { scalars.reserveGap(count, at: clamp(offset)) }
    /// Moves the gap toward `offset` (clamped) by at most `limit` scalars; true when it is there.
    mutating func moveGap(toward offset: Int, limit: Int) -> Bool { scalars.moveGap(toward: clamp(offset), limit: limit) }

    /// The offsets just after each "\n" in `scalars[from..<to]`.
    private static func newlineEnds(in scalars: TextScalars, from: Int, to: Int) -> [Int] {
        var ends: [Int] = []
        var i = from
        while i < to {
            if scalars[i] == "\n" { ends.append(i + 1) }
            i += 1
        }
        return ends
    }
}
