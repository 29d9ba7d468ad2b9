/// A set of dirty rectangles. Overlapping or nearly adjacent rectangles merge when the merge wastes
/// little area, and the list stays short, so rendering and presenting stay cheap per frame.
public struct Region: Sendable, Equatable {
    /// The rectangles that make up the region.
    public private(set) var rects: [Rect] = []
    /// Past this many rectangles everything merges into one bounding box.
    public var maxRects = 12

    /// An empty region.
    public init() {}
    /// A region of one rectangle.
    public init(_ rect: Rect) { add(rect) }

    /// Whether the region covers nothing.
    public var isEmpty: Bool { rects.isEmpty }
    /// The smallest rectangle that contains the whole region.
    public var bounds: Rect { rects.reduce(Rect.zero) { $0.union($1) } }
    /// Sum of the rectangles' areas (they never overlap by much, so this is close to the covered area).
    public var area: Double { rects.reduce(0) { $0 + $1.area } }

    /// Adds `rect` to the region (an empty rectangle adds nothing).
    public mutating func add(_ rect: Rect) {
        var r = rect.integral
        guard !r.isEmpty, r.isFinite else { return }
        var i = 0
        while i < rects.count {
            let other = rects[i]
            if other.contains(r) { return }
            let u = other.union(r)
            // Merge when the union costs at most a quarter more pixels than the two apart.
            if r.contains(other) || (other.intersects(r.insetBy(dx: -1, dy: -1)) && u.area <= (other.area + r.area) * 1.25) {
                rects.remove(at: i)
                r = u
                i = 0
                continue
            }
            i += 1
        }
        rects.append(r)
        if rects.count > maxRects { rects = [bounds] }
    }

    /// Keeps only the part of the region inside `rect`.
    public mutating func clip(to rect: Rect) {
        rects = rects.map { $0.intersection(rect) }.filter { !$0.isEmpty }
    }

    /// Empties the region.
    public mutating func removeAll() { rects.removeAll() }
}

extension Region {
    /// Each rectangle grown outwards to whole device pixels at `scale` (see `Rect.integral(scale:)`).
    func integral(scale: Double) -> Region {
        var r = Region()
        r.maxRects = maxRects
        for rect in rects { r.add(rect.integral(scale: scale)) }
        return r
    }
}
