/// Why `Array.move(from:to:)` refused.
public struct ArrayMoveError: Error, Equatable, CustomStringConvertible {
    /// The indices asked for and the array's length.
    public let from: Int, to: Int, count: Int
    public var description: String { "cannot move index \(from) to \(to) in an array of \(count) elements" }
}

/// Moving one element to another place, as a reordered list needs.
extension Array {
    /// Takes the element at `from` out and puts it back at `to`, the index it has afterwards (the
    /// seed's `NSMutableArray` category). Bad indices throw rather than trap.
    public mutating func move(from: Int, to: Int) throws(ArrayMoveError) {
        guard indices.contains(from), indices.contains(to) else {
            throw ArrayMoveError(from: from, to: to, count: count)
        }
        guard from != to else { return }
        let element = remove(at: from)
        insert(element, at: to)
    }
}

/// Moving several elements at once, as a table's reordered rows need.
extension Array {
    /// Takes the elements at `offsets` out and puts them back, in their order, into the gap before
    /// `destination` (an index before the move; `count` puts them at the end), as SwiftUI's
    /// `move(fromOffsets:toOffset:)` and Qt's `moveRows`. Offsets outside the array are ignored.
    ///
    /// One pass over the array, whatever the offsets: removing the moved elements one by one would shift
    /// the rest each time, and half of a million rows moved to the end would cost 10¹¹ element moves.
    public mutating func move(fromOffsets offsets: IndexRangeSet, toOffset destination: Int) {
        let moved = offsets.ranges.compactMap { r -> Range<Int>? in
            let c = r.clamped(to: indices)
            return c.isEmpty ? nil : c
        }
        guard !moved.isEmpty else { return }
        let gap = Swift.min(Swift.max(0, destination), count)
        var result: [Element] = []
        result.reserveCapacity(count)
        // The elements staying before the gap, the moved ones in order, then those staying after it.
        func appendStaying(in span: Range<Int>) {
            var start = span.lowerBound
            for r in moved where r.upperBound > span.lowerBound && r.lowerBound < span.upperBound {
                if r.lowerBound > start { result.append(contentsOf: self[start..<r.lowerBound]) }
                start = Swift.max(start, r.upperBound)
            }
            if start < span.upperBound { result.append(contentsOf: self[start..<span.upperBound]) }
        }
        appendStaying(in: 0..<gap)
        for r in moved { result.append(contentsOf: self[r]) }
        appendStaying(in: gap..<count)
        self = result
    }
}
