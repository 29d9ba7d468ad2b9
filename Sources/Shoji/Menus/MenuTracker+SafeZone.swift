/// The diagonal safe zone (the "safe triangle"): on the way from a submenu's item to the submenu, the
/// pointer crosses the parent's other items, which would close the submenu and open theirs. While each
/// move heads into the triangle from where the pointer was to the submenu's near edge, the parent's
/// highlight stays put; when the pointer rests (`safeZoneTimeout` with no such move) or moves any other
/// way, the item under it takes over. The apex follows the pointer, so only moves towards the submenu
/// count, however slow the hand.
extension MenuTracker {
    /// The zone in force: the menu it protects the submenu of, and when it lapses.
    struct SafeZone {
        var parentLevel: Int
        var deadline: Double
    }

    /// Whether the move from `from` to `to` (in the submenu's parent, over another item) keeps the submenu.
    mutating func holdsSafeZone(from: Point?, to p: Point, at time: Double) -> Bool {
        let parent = panels.count - 2
        guard parent >= 0, let from, let opener = panels[parent].highlighted else { safeZone = nil; return false }
        if let zone = safeZone, zone.deadline <= time { safeZone = nil; return false }
        // The move starts on the submenu's item or inside a zone already held; from anywhere else (the
        // pointer came back from the submenu, or from outside) it is just a move.
        guard safeZone != nil || panels[parent].rowFrame(opener).contains(from) else { return false }
        let sub = panels[parent + 1]
        let x = sub.opensLeft ? sub.frame.maxX : sub.frame.minX
        let inside = MenuTracker.triangle(from, Point(x: x, y: sub.frame.minY), Point(x: x, y: sub.frame.maxY), contains: p)
        guard inside, p != from else { safeZone = nil; return false }
        safeZone = SafeZone(parentLevel: parent, deadline: time + safeZoneTimeout)
        return true
    }

    /// Whether `p` is inside the triangle `a b c` or on its edges.
    static func triangle(_ a: Point, _ b: Point, _ c: Point, contains p: Point) -> Bool {
        func cross(_ o: Point, _ u: Point, _ v: Point) -> Double { (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x) }
        let d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p)
        let negative = d1 < 0 || d2 < 0 || d3 < 0, positive = d1 > 0 || d2 > 0 || d3 > 0
        return !(negative && positive)
    }
}
