/// The arithmetic of ``StackView``: from the items' lengths and the room in the stack to each item's frame.
/// Pure, so that every distribution and flexibility case is checked against frames computed by hand.
enum StackLayout {
    /// Where each item goes in `box` (the stack's bounds less its insets), in order.
    static func frames(for items: [StackItem], in box: Rect, axis: StackView.Axis, distribution: StackView.Distribution,
                       alignment: StackView.Alignment, spacing: Double) -> [Rect] {
        guard !items.isEmpty else { return [] }
        let vertical = axis == .vertical
        let length = vertical ? box.height : box.width
        let across = vertical ? box.width : box.height
        let (lengths, starts) = place(items, length: length, distribution: distribution, spacing: spacing)
        return items.indices.map { i in
            let (offset, thickness) = cross(items[i], room: across, alignment: alignment)
            // Edges are rounded, not lengths, so that neighbours stay exactly `spacing` apart on whole points.
            let a0 = (vertical ? box.minY : box.minX) + starts[i], a1 = a0 + lengths[i]
            let c0 = (vertical ? box.minX : box.minY) + offset, c1 = c0 + thickness
            let (p0, p1, q0, q1) = (a0.rounded(), a1.rounded(), c0.rounded(), c1.rounded())
            return vertical ? Rect(x: q0, y: p0, width: q1 - q0, height: p1 - p0)
                            : Rect(x: p0, y: q0, width: p1 - p0, height: q1 - q0)
        }
    }

    /// Each item's length along the axis and where it starts, from the start of the room.
    static func place(_ items: [StackItem], length: Double, distribution: StackView.Distribution,
                      spacing: Double) -> (lengths: [Double], starts: [Double]) {
        let n = items.count
        let gapAfter = gaps(items, spacing: spacing)
        let totalGap = gapAfter.reduce(0, +)
        let room = length - totalGap
        var lengths: [Double]
        switch distribution {
        case .start, .center:
            // The stack's first behaviour, kept: natural lengths, nothing grows or shrinks.
            lengths = items.map { $0.clampedLength($0.basis) }
        case .fill:
            lengths = FlexibleLengths.resolve(items, available: room)
        case .fillEqually:
            lengths = FlexibleLengths.resolve(items.map { equalShare($0) }, available: room)
        case .fillProportionally:
            let total = items.reduce(0) { $0 + $1.natural }
            lengths = FlexibleLengths.resolve(items.map { total > 0 ? proportionalShare($0) : equalShare($0) }, available: room)
        case .equalSpacing, .equalCentering:
            // Views keep their lengths (shrinking only when they do not fit); the room left goes between them.
            lengths = FlexibleLengths.resolve(items.map { var it = $0; it.grow = 0; return it }, available: room)
        }
        let used = lengths.reduce(0, +)
        var starts = [Double](repeating: 0, count: n)
        var extra = 0.0
        var origin = 0.0
        switch distribution {
        case .center: origin = max(0, (length - used - totalGap) / 2)
        case .equalSpacing where n > 1: extra = max(0, length - used - totalGap) / Double(n - 1)
        case .equalCentering where n > 1:
            // Centres equally far apart, first and last view touching the ends, no two closer than their gap.
            let first = lengths[0] / 2, last = lengths[n - 1] / 2
            var step = (length - first - last) / Double(n - 1)
            for i in 0..<(n - 1) { step = max(step, lengths[i] / 2 + lengths[i + 1] / 2 + gapAfter[i]) }
            for i in 0..<n { starts[i] = first + step * Double(i) - lengths[i] / 2 }
            return (lengths, starts)
        default: break
        }
        for i in 0..<n {
            starts[i] = origin
            origin += lengths[i] + gapAfter[i] + extra
        }
        return (lengths, starts)
    }

    /// Where the item sits across the axis and how thick it is, in `room` points.
    static func cross(_ item: StackItem, room: Double, alignment: StackView.Alignment) -> (offset: Double, thickness: Double) {
        let room = max(0, room)
        let want: Double
        if alignment == .fill { want = room }
        else if let t = item.thickness { want = min(t, room) }
        else { want = room }        // nothing of its own to go by (a list): as thick as the stack
        let t = item.clampedThickness(want)
        switch alignment {
        case .leading, .fill: return (0, t)
        case .center: return ((room - t) / 2, t)
        case .trailing: return (room - t, t)
        }
    }

    /// The size the items need: their lengths end to end with `spacing` between, and the thickest of them.
    static func fittingSize(of items: [StackItem], axis: StackView.Axis, spacing: Double) -> Size {
        let length = items.reduce(0) { $0 + $1.clampedLength($1.basis) } + gaps(items, spacing: spacing).reduce(0, +)
        let thickness = items.map { $0.clampedThickness($0.thickness ?? 0) }.max() ?? 0
        return axis == .vertical ? Size(width: thickness, height: length) : Size(width: length, height: thickness)
    }

    /// The gap after each item: its own, or `spacing`; none after the last.
    static func gaps(_ items: [StackItem], spacing: Double) -> [Double] {
        items.indices.map { i in i < items.count - 1 ? (items[i].spacingAfter ?? spacing) : 0 }
    }

    private static func equalShare(_ item: StackItem) -> StackItem {
        var it = item
        (it.basis, it.grow, it.shrink) = (0, 1, 1)
        return it
    }

    private static func proportionalShare(_ item: StackItem) -> StackItem {
        var it = item
        (it.basis, it.grow, it.shrink) = (0, item.natural, 1)
        return it
    }
}
