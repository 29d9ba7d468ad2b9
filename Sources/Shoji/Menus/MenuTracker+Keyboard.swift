/// The keys in an open menu, which act on the deepest one: Up and Down move the highlight (wrapping,
/// skipping separators and disabled items), Home and End go to the ends, Right, Return and Space open a
/// submenu with its first item highlighted, Return and Space choose an item, Left and Escape close the
/// deepest submenu (Escape in the root menu closes it). Typed letters jump to the next item whose title
/// starts with them (type-ahead): letters typed less than `typeAheadTimeout` apart join ("co" finds
/// "Copy" past "Cut"), and the same letter again steps through the items starting with it.
extension MenuTracker {
    mutating func keyPressed(_ k: KeyEvent, at time: Double) -> [Intent] {
        let l = panels.count - 1
        let current = panels[l].highlighted
        let selectable = panels[l].menu.selectableIndices
        pendingSubmenu = nil
        switch k.key {
        case .down, .up:
            guard !selectable.isEmpty else { return [] }
            let next: Int
            if let current, let i = selectable.firstIndex(where: { $0 >= current }) {
                let here = selectable[i] == current
                next = k.key == .down ? selectable[(here ? i + 1 : i) % selectable.count]
                                      : selectable[(i - 1 + selectable.count) % selectable.count]
            } else {
                next = k.key == .down ? selectable[0] : selectable[selectable.count - 1]
            }
            return setHighlight(level: l, next)
        case .home: return selectable.first.map { setHighlight(level: l, $0) } ?? []
        case .end: return selectable.last.map { setHighlight(level: l, $0) } ?? []
        case .right:
            guard let current, panels[l].menu.items[current].submenu != nil else { return [] }
            return openSubmenu(level: l, item: current, highlightFirst: true)
        case .enter, .space:
            guard let current else { return [] }
            let item = panels[l].menu.items[current]
            return item.submenu != nil ? openSubmenu(level: l, item: current, highlightFirst: true) : activate(item)
        case .left:
            return l > 0 ? closeSubmenus(deeperThan: l - 1) : []
        case .escape:
            return l > 0 ? closeSubmenus(deeperThan: l - 1) : close()
        default:
            guard !k.text.isEmpty, k.modifiers.subtracting(.shift).isEmpty else { return [] }
            return typeAhead(k.text, level: l, at: time)
        }
    }

    private mutating func typeAhead(_ text: String, level l: Int, at time: Double) -> [Intent] {
        if time - lastTypedAt > typeAheadTimeout { typed = "" }
        lastTypedAt = time
        typed += text.lowercased()
        let items = panels[l].menu.items
        let count = items.count
        let current = panels[l].highlighted
        func find(_ prefix: String, from start: Int) -> Int? {
            (0..<count).lazy.map { (start + $0) % count }.first { i in
                items[i].isSelectable && items[i].title.lowercased().hasPrefix(prefix)
            }
        }
        // A longer prefix may still match the item highlighted; a first letter moves on from it.
        let start = typed.count > 1 ? (current ?? 0) : ((current ?? -1) + 1)
        var match = find(typed, from: start)
        if match == nil, let first = typed.first, typed.allSatisfy({ $0 == first }) {
            match = find(String(first), from: (current ?? -1) + 1) // "ccc": the third item starting with c
        }
        guard let match else { return [] }
        return setHighlight(level: l, match)
    }
}
