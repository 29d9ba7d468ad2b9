import Glibc

/// The Unicode scalars of a `TextStorage`: a collection with `Int` offsets, kept as a gap buffer.
///
/// The scalars sit in one array with a gap where the last edit was. An edit first moves the gap to its
/// offset (moving only the scalars between the old place and the new one), then writes into the gap. So
/// typing costs the same at the start of a 10,000-line text as at its end; with one array, every key
/// typed near the start moved the whole rest of the text (2.2 MB for the bench's 10,000 lines, the
/// largest part of a key's cost: `make bench-peers`, `typing.*`). Reading an offset is one comparison
/// more than an array's.
public struct TextScalars: RandomAccessCollection, Hashable, Sendable {
    /// The scalars before the gap, the gap, then the scalars after it.
    private var store: [Unicode.Scalar]
    private var gapStart: Int
    private var gapEnd: Int
    /// How many scalars edits moved across the gap or copied into a new array so far: the part of an
    /// edit's cost that grows with the text (tests read it to see what a key paid). Not part of equality.
    private(set) var movedCount = 0

    /// The scalars of `scalars`, in order.
    public init<S: Sequence<Unicode.Scalar>>(_ scalars: S) {
        store = Array(scalars)
        gapStart = store.count
        gapEnd = store.count
    }

    /// The scalars of `scalars`, in order, with room to type on after them in a long text.
    ///
    /// Why: without a gap, the first key typed copied the whole text into a larger array (2.2 MB for the
    /// bench's 10,000 lines, two thirds of that key's work; the fiftieth key copies nothing). The text
    /// is copied here anyway, so the room costs no copy; it is left unwritten, so it takes no memory
    /// until typed into. Short texts get none: their first copy is cheap.
    public init<C: Collection<Unicode.Scalar>>(_ scalars: C) {
        let n = scalars.count
        let room = n >= TextScalars.roomyLength ? n / 16 : 0
        // Not for an empty text: the standard library then writes the count into its one shared empty
        // array, which ThreadSanitizer reports as a race with any thread reading an empty array.
        store = n + room == 0 ? [] : [Unicode.Scalar](unsafeUninitializedCapacity: n + room) { to, count in
            _ = to.initialize(from: scalars)
            count = n + room
        }
        gapStart = n
        gapEnd = n + room
    }

    /// The length from which a text is made with typing room (see `init(_:)`).
    static let roomyLength = 4096

    /// Where the gap starts (the offset the next edit is cheapest at), and how many scalars fit in it.
    var gap: (offset: Int, room: Int) { (gapStart, gapEnd - gapStart) }

    /// Moves the gap toward `offset` by at most `limit` scalars, and gives it typing room if it has
    /// none; true when it is there. A view about to be typed into calls this in small steps between
    /// frames, so that the first key finds the gap at the caret and pays no copy of the text.
    mutating func moveGap(toward offset: Int, limit: Int) -> Bool {
        precondition(offset >= 0 && offset <= endIndex, "TextScalars: offset out of bounds")
        let step = Swift.max(1, limit)
        moveGap(to: offset < gapStart ? Swift.max(offset, gapStart - step) : Swift.min(offset, gapStart + step))
        guard gapStart == offset else { return false }
        if gapEnd == gapStart { widenGap(toHold: 1) }
        return true
    }

    /// An empty collection.
    public init() { self.init([]) }

    /// The first offset: 0.
    public var startIndex: Int { 0 }
    /// One past the last offset: how many scalars there are.
    public var endIndex: Int { store.count - (gapEnd - gapStart) }

    /// The scalar at `offset`.
    public subscript(offset: Int) -> Unicode.Scalar {
        // An offset outside 0..<count lands outside the array (or is negative) and traps there.
        store[offset < gapStart ? offset : offset + (gapEnd - gapStart)]
    }

    /// Replaces the scalars in `range` with `scalars`.
    mutating func replaceSubrange(_ range: Range<Int>, with scalars: [Unicode.Scalar]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= endIndex, "TextScalars: range out of bounds")
        moveGap(to: range.lowerBound)
        gapEnd += range.count
        if gapEnd - gapStart < scalars.count { widenGap(toHold: scalars.count) }
        // One copy of memory (a loop of subscripts cost ~0.1 µs a scalar in a debug build: a 32 KiB piece of
        // a long paste, 3 ms).
        scalars.withUnsafeBufferPointer { source in
            store.withUnsafeMutableBufferPointer { p in
                guard let from = source.baseAddress, let to = p.baseAddress else { return }
                (to + gapStart).update(from: from, count: source.count)
            }
        }
        gapStart += scalars.count
        if range.count > scalars.count { releaseLargeGap() }
    }

    /// Makes the gap at `offset` hold at least `count` scalars, so that a long insertion arriving in
    /// pieces there copies the text once, now, instead of each time the gap fills (a copy of 200 MB took
    /// one turn of a 64 MiB paste 157 ms). The room is not written, so it takes no memory until filled.
    mutating func reserveGap(_ count: Int, at offset: Int) {
        precondition(offset >= 0 && offset <= endIndex, "TextScalars: offset out of bounds")
        moveGap(to: offset)
        if gapEnd - gapStart < count {
            movedCount += endIndex
            store = TextScalars.copy(store, gapStart: gapStart, gapEnd: gapEnd, newGap: count, fill: false)
            gapEnd = gapStart + count
        }
    }

    /// A gap much larger than the text (most of a long text deleted) is given back: the array never
    /// shrinks by itself, so a text view that held a 64 MiB paste kept 256 MB after it was deleted.
    private mutating func releaseLargeGap() {
        let gap = gapEnd - gapStart
        guard gap > Swift.max(1 << 16, 2 * endIndex) else { return }
        let room = Swift.max(256, endIndex / 16)
        movedCount += endIndex
        store = TextScalars.copy(store, gapStart: gapStart, gapEnd: gapEnd, newGap: room)
        gapEnd = gapStart + room
    }

    /// The gap moved to start at `offset`: the scalars between its old place and the new one cross it.
    private mutating func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        let size = MemoryLayout<Unicode.Scalar>.stride
        store.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            if offset < gapStart {
                let n = gapStart - offset
                (base + (gapEnd - n) * size).copyMemory(from: base + offset * size, byteCount: n * size)
                gapEnd -= n
            } else {
                let n = offset - gapStart
                (base + gapStart * size).copyMemory(from: base + gapEnd * size, byteCount: n * size)
                gapEnd += n
            }
        }
        movedCount += abs(offset - gapStart)
        gapStart = offset
    }

    /// A gap that holds at least `needed` scalars, and room to type on (a sixteenth of the text, at least
    /// a kilobyte's worth): the scalars after the gap move once for many edits.
    private mutating func widenGap(toHold needed: Int) {
        let gap = Swift.max(needed, 256, endIndex / 16)
        movedCount += endIndex
        store = TextScalars.copy(store, gapStart: gapStart, gapEnd: gapEnd, newGap: gap)
        gapEnd = gapStart + gap
    }

    /// `store` copied with its gap `gapStart..<gapEnd` made `newGap` long: copies of memory and a fill,
    /// not a loop over elements (inserting a repeated element cost ~0.15 µs each in a debug build, 100 ms
    /// for the gap of a 10 MB text, while a long paste was coming in).
    /// `fill` false leaves the gap as the allocator gave it: the gap is never read, and scalars are plain
    /// values, so nothing depends on what it holds.
    private static func copy(_ store: [Unicode.Scalar], gapStart: Int, gapEnd: Int, newGap: Int,
                             fill: Bool = true) -> [Unicode.Scalar] {
        let tail = store.count - gapEnd
        return [Unicode.Scalar](unsafeUninitializedCapacity: gapStart + newGap + tail) { to, count in
            store.withUnsafeBufferPointer { from in
                guard let src = from.baseAddress, let dst = to.baseAddress else { return }
                dst.initialize(from: src, count: gapStart)
                if fill { memset(dst + gapStart, 0, newGap * MemoryLayout<Unicode.Scalar>.stride) }
                (dst + gapStart + newGap).initialize(from: src + gapEnd, count: tail)
            }
            count = gapStart + newGap + tail
        }
    }

    /// The text as a string.
    var string: String { string(in: 0..<endIndex) }

    /// The scalars in `range` as a string, copied from the array's two parts as they are (a slice of the
    /// collection goes through the gap test for every scalar), encoded straight into the string's UTF-8:
    /// appending to a `String.UnicodeScalarView` took 17 µs of a typed key for the empty text it replaced
    /// (cold generic code), and more for a paragraph's text.
    func string(in range: Range<Int>) -> String {
        if range.isEmpty { return "" }
        let (a, b) = parts(of: range)
        // A long run (a selection of megabytes offered as PRIMARY, a paste undone) through the standard
        // library's transcoder: 3x faster than the loop below in a debug build (12 M scalars: 0.24 s,
        // not 0.78 s), where Ctrl+A on 64 MiB held the window 3.3 s. Short ones, as a typed key's
        // paragraph, keep the loop, measured for them.
        if range.count > 4096 {
            return store.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: UInt32.self) { units in
                    let first = String(decoding: UnsafeBufferPointer(rebasing: units[a]), as: UTF32.self)
                    return b.isEmpty ? first : first + String(decoding: UnsafeBufferPointer(rebasing: units[b]), as: UTF32.self)
                }
            }
        }
        var length = 0
        for i in a { length += UTF8.width(store[i]) }
        for i in b { length += UTF8.width(store[i]) }
        return String(unsafeUninitializedCapacity: length) { utf8 in
            var k = 0
            for i in a { UTF8.encode(store[i]) { byte in utf8[k] = byte; k += 1 } }
            for i in b { UTF8.encode(store[i]) { byte in utf8[k] = byte; k += 1 } }
            return k
        }
    }

    /// The scalars in `range`, in an array of their own.
    func array(in range: Range<Int>) -> [Unicode.Scalar] {
        let (a, b) = parts(of: range)
        return b.isEmpty ? Array(store[a]) : Array(store[a]) + store[b]
    }

    /// Where `range`'s scalars are in the array: before the gap, then after it.
    private func parts(of range: Range<Int>) -> (Range<Int>, Range<Int>) {
        let gap = gapEnd - gapStart
        let before = range.lowerBound..<Swift.max(range.lowerBound, Swift.min(range.upperBound, gapStart))
        let lo = Swift.max(range.lowerBound, gapStart)
        let after = (lo + gap)..<(Swift.max(lo, range.upperBound) + gap)
        return (before, after)
    }

    /// Two collections are equal when they hold the same scalars, wherever their gaps are.
    public static func == (a: TextScalars, b: TextScalars) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// Hashes the scalars (not where the gap is).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for s in self { hasher.combine(s) }
    }
}
