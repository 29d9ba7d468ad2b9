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
    public mutating func move(fromOffsets offsets: IndexRangeSet, toOffset destination: Int) {
        let moved = offsets.filter { indices.contains($0) }
        guard !moved.isEmpty else { return }
        let taken = moved.map { self[$0] }
        let before = moved.reduce(0) { $0 + ($1 < destination ? 1 : 0) }
        for i in moved.reversed() { remove(at: i) }
        insert(contentsOf: taken, at: Swift.min(Swift.max(0, destination - before), count))
    }
}
