/// Bytes received from another program, kept in segments of 1 MiB.
///
/// An array that grows by appending doubles its room and copies what it holds each time, so while a large
/// transfer arrives it may hold twice the data, and three times at the moment it grows. Segments never
/// move: each byte is copied once, on arrival, and the memory held is the data plus at most one segment
/// not yet full (1 MiB) and 16 bytes of bookkeeping per segment. The text is made from the segments
/// directly (``text``), never from a joined copy of them.
struct ReceivedBytes: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The size of a segment: 1 MiB, large enough that their list stays short (256 for the largest
    /// transfer), small enough that the unused end of the last one does not matter.
    static let segmentSize = 1 << 20

    private(set) var segments: [[UInt8]] = []
    /// How many bytes were received.
    private(set) var count = 0

    init() {}

    /// `bytes` as they are, without a copy (a property that came in one piece).
    init(_ bytes: [UInt8]) {
        if !bytes.isEmpty { segments = [bytes] }
        count = bytes.count
    }

    init(arrayLiteral elements: UInt8...) { self.init(elements) }

    var isEmpty: Bool { count == 0 }

    /// Adds `bytes` at the end, filling the last segment before starting another.
    mutating func append(_ bytes: some Collection<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            if segments.isEmpty || segments[segments.count - 1].count >= Self.segmentSize {
                var segment: [UInt8] = []
                segment.reserveCapacity(Self.segmentSize)
                segments.append(segment)
            }
            let piece = rest.prefix(Self.segmentSize - segments[segments.count - 1].count)
            // Appended through the subscript, in place: the segment has no other owner to copy for.
            segments[segments.count - 1].append(contentsOf: piece)
            count += piece.count
            rest = rest.dropFirst(piece.count)
        }
    }

    /// All the bytes in one array (a copy unless they came in one piece).
    var bytes: [UInt8] {
        if segments.count == 1 { return segments[0] }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        for s in segments { out += s }
        return out
    }

    /// The bytes as UTF-8 text, invalid sequences replaced by U+FFFD, copied once into the string.
    var text: String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { out in
            var at = 0
            for s in segments {
                s.withUnsafeBufferPointer { b in
                    _ = UnsafeMutableBufferPointer(rebasing: out[at..<(at + b.count)]).initialize(from: b)
                }
                at += s.count
            }
            return at
        }
    }

    static func == (a: ReceivedBytes, b: ReceivedBytes) -> Bool { a.count == b.count && a.bytes == b.bytes }

    func hash(into h: inout Hasher) { h.combine(bytes) }
}
