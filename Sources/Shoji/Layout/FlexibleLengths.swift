/// CSS flexbox's "resolve the flexible lengths" (CSS Flexible Box Layout §9.7), for one line of items:
/// spare room goes out by `grow`, a shortfall by `shrink × basis`, and an item pushed past its minimum or
/// maximum is frozen there while the rest share what is left, round after round.
enum FlexibleLengths {
    /// The length of each item when they share `available` points (spacing already taken off).
    static func resolve(_ items: [StackItem], available: Double) -> [Double] {
        let room = max(0, available)
        let hypothetical = items.map { $0.clampedLength($0.basis) }
        let growing = hypothetical.reduce(0, +) < room
        var target = items.map(\.basis)
        // Items that cannot flex this way, or whose bounds already pull them the other way, sit at their
        // clamped basis from the start.
        var frozen = items.indices.map { i in
            let it = items[i]
            return growing ? (it.grow == 0 || it.basis > hypothetical[i]) : (it.shrink == 0 || it.basis < hypothetical[i])
        }
        for i in items.indices where frozen[i] { target[i] = hypothetical[i] }

        // Each round freezes at least one item, so this ends within `items.count` rounds.
        while frozen.contains(false) {
            let used = items.indices.reduce(0.0) { $0 + (frozen[$1] ? target[$1] : items[$1].basis) }
            let free = room - used
            let open = items.indices.filter { !frozen[$0] }
            if growing {
                let weights = open.reduce(0.0) { $0 + items[$1].grow }
                for i in open { target[i] = items[i].basis + (weights > 0 ? free * items[i].grow / weights : 0) }
            } else {
                let weights = open.reduce(0.0) { $0 + items[$1].shrink * items[$1].basis }
                for i in open { target[i] = items[i].basis + (weights > 0 ? free * items[i].shrink * items[i].basis / weights : 0) }
            }
            var violation = 0.0
            var clamped = target
            for i in open {
                clamped[i] = max(0, items[i].clampedLength(target[i]))
                violation += clamped[i] - target[i]
            }
            // All fit their bounds: done. Otherwise freeze the ones pushed past a minimum (the total grew)
            // or a maximum (it shrank) and share the room again.
            for i in open {
                let fix: Bool
                if abs(violation) < 1e-9 { fix = true }
                else if violation > 0 { fix = clamped[i] > target[i] }
                else { fix = clamped[i] < target[i] }
                if fix { frozen[i] = true; target[i] = clamped[i] }
            }
        }
        return target
    }
}
