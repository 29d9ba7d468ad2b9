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
