/// The open menus and what the user does in them, as a pure state machine (SerenityOS's open-menu
/// stack, GTK's menu shell timings): fed decoded input with the time it happened, it changes which menus
/// are open and which item is highlighted, and says what the host should do as `Intent`s. It knows no
/// window, clock or text system, so every timing is tested exactly.
///
/// Points are in one coordinate space for every open menu (the root window's, for the X host: what a
/// pointer grab reports), because the diagonal safe zone spans two menus. The host:
/// - opens the root menu with `open(_:at:byPress:)`, and answers `.openSubmenu` by measuring and
///   placing the submenu (`MenuLayout`, `MenuPlacement`) and calling `pushSubmenu(_:)`;
/// - feeds every pointer event and key while a menu is open (it holds the grab), and `.tick` at
///   `nextDeadline` (a timer on its clock);
/// - on `.closeSubmenus` and `.closeAll` unmaps those menus; on `.activate` runs the item's action
///   (after `.closeAll`, which comes first).
///
/// The timings: a submenu opens `submenuDelay` (0.225 s, GTK 3's) after its item is hovered, at once on a
/// click, Right, Return or Space.
///
/// Press-drag-release, as GTK and macOS menus do it: when the press that opened the menu is still held,
/// dragging onto an item and releasing there chooses it, however quick the drag. Without a drag its
/// release is a click: the menu stays open (a release on an item within `releaseGrace`, 0.5 s, GTK's
/// `MENU_SHELL_TIMEOUT`, is ignored too, for a menu that opened under the pointer). Released over nothing
/// after a drag (the pointer went over an item, then off every menu), every menu closes. Type-ahead joins letters typed less than
/// `typeAheadTimeout` (1 s) apart. The safe zone is in MenuTracker+SafeZone.swift.
@MainActor
public struct MenuTracker {
    /// One open menu: where it is and where its rows are.
    @MainActor
    public struct Panel {
        /// The menu shown.
        public let menu: Menu
        /// Where it is, in the tracker's coordinates.
        public var frame: Rect
        /// Each item's row, in the panel's own coordinates (origin at `frame.origin`).
        public var rows: [Rect]
        /// Whether it opened on the left of its parent (its own submenus then go left too).
        public var opensLeft: Bool
        /// The highlighted item's index.
        public internal(set) var highlighted: Int?

        /// A panel for `menu` at `frame`, with its rows (as `MenuLayout` gives them).
        public init(menu: Menu, frame: Rect, rows: [Rect], opensLeft: Bool = false) {
            self.menu = menu; self.frame = frame; self.rows = rows; self.opensLeft = opensLeft
        }

        /// The item whose row holds `point` (tracker coordinates), if it can be highlighted.
        func selectableRow(at point: Point) -> Int? {
            let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
            guard let i = rows.firstIndex(where: { $0.contains(local) }), i < menu.items.count,
                  menu.items[i].isSelectable else { return nil }
            return i
        }

        /// The row of item `i` in tracker coordinates.
        public func rowFrame(_ i: Int) -> Rect { rows[i].offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// Decoded input, in the tracker's coordinates.
    public enum Input: Sendable {
        /// The pointer moved (a button held or not).
        case pointerMoved(Point)
        /// A button went down.
        case pointerPressed(Point)
        /// A button went up.
        case pointerReleased(Point)
        /// A key was pressed.
        case key(KeyEvent)
        /// `nextDeadline` has come.
        case tick
    }

    /// What the host should do.
    public enum Intent: Equatable {
        /// Redraw the menu at `level` (0: the root) with `item` highlighted (nil: none).
        case highlight(level: Int, item: Int?)
        /// Measure and place the submenu of item `item` of the menu at `level`, then `pushSubmenu`.
        case openSubmenu(level: Int, item: Int)
        /// Close the menus deeper than `level`.
        case closeSubmenus(deeperThan: Int)
        /// Close every menu (the grab ends).
        case closeAll
        /// Run the item's action (every menu is closed already).
        case activate(MenuItem)

        /// The same intent; items compare by identity.
        public static func == (a: Intent, b: Intent) -> Bool {
            switch (a, b) {
            case let (.highlight(l1, i1), .highlight(l2, i2)): return l1 == l2 && i1 == i2
            case let (.openSubmenu(l1, i1), .openSubmenu(l2, i2)): return l1 == l2 && i1 == i2
            case let (.closeSubmenus(l1), .closeSubmenus(l2)): return l1 == l2
            case (.closeAll, .closeAll): return true
            case let (.activate(x), .activate(y)): return x === y
            default: return false
            }
        }
    }

    /// Seconds a submenu's item is hovered before the submenu opens (GTK 3: 225 ms).
    public var submenuDelay = 0.225
    /// Seconds after the opening press during which its release is ignored (GTK: 500 ms).
    public var releaseGrace = 0.5
    /// Seconds the safe zone holds after the last move in it (see MenuTracker+SafeZone.swift).
    public var safeZoneTimeout = 0.3
    /// Seconds between typed letters after which type-ahead starts over.
    public var typeAheadTimeout = 1.0

    /// The open menus, the root first.
    public internal(set) var panels: [Panel] = []
    /// Whether any menu is open.
    public var isOpen: Bool { !panels.isEmpty }

    var openedAt = 0.0
    /// The press that opened the menu is still held: its release may be too soon to count.
    var openingPressHeld = false
    /// While the opening press was held, the pointer went over an item.
    var dragged = false
    var pendingSubmenu: (level: Int, item: Int, deadline: Double)?
    /// A submenu asked for by the keyboard: its first item is highlighted when it arrives.
    var requested: (level: Int, item: Int, highlightFirst: Bool)?
    var safeZone: SafeZone?
    var pointer: Point?
    var typed = ""
    var lastTypedAt = -Double.infinity

    /// No menu open.
    public init() {}

    /// When the host should feed `.tick` next (nil: nothing is timed).
    public var nextDeadline: Double? {
        [pendingSubmenu?.deadline, safeZone?.deadline].compactMap { $0 }.min()
    }

    /// Opens `root` (anything open closes first). `byPress`: the menu opened on a button press still held
    /// (a right press, a press on a pull-down's button), whose release is then judged by `releaseGrace`.
    public mutating func open(_ root: Panel, at time: Double, byPress: Bool) {
        self = MenuTracker(timingsOf: self)
        panels = [root]
        openedAt = time
        openingPressHeld = byPress
    }

    private init(timingsOf other: MenuTracker) {
        submenuDelay = other.submenuDelay; releaseGrace = other.releaseGrace
        safeZoneTimeout = other.safeZoneTimeout; typeAheadTimeout = other.typeAheadTimeout
    }

    /// The host placed the submenu asked for by the last `.openSubmenu`; returns a highlight when the
    /// keyboard opened it (its first item). A submenu no longer wanted (the user moved on) is ignored.
    public mutating func pushSubmenu(_ panel: Panel) -> [Intent] {
        guard let r = requested, panels.count == r.level + 1, panels[r.level].highlighted == r.item,
              panels[r.level].menu.items[r.item].submenu === panel.menu else { return [] }
        requested = nil
        panels.append(panel)
        typed = "" // type-ahead starts over in each menu
        guard r.highlightFirst, let first = panel.menu.selectableIndices.first else { return [] }
        return setHighlight(level: panels.count - 1, first)
    }

    /// Closes every menu.
    public mutating func close() -> [Intent] {
        guard isOpen else { return [] }
        self = MenuTracker(timingsOf: self)
        return [.closeAll]
    }

    /// Takes one input at `time` (seconds, on the clock `nextDeadline` is in).
    public mutating func handle(_ input: Input, at time: Double) -> [Intent] {
        guard isOpen else { return [] }
        switch input {
        case .pointerMoved(let p): return pointerMoved(to: p, at: time)
        case .pointerPressed(let p): return pointerPressed(at: p, time: time)
        case .pointerReleased(let p): return pointerReleased(at: p, time: time)
        case .key(let k): return keyPressed(k, at: time)
        case .tick: return tick(at: time)
        }
    }

    // MARK: Pointer

    /// The deepest open menu under `point`.
    func level(at point: Point) -> Int? { panels.indices.last { panels[$0].frame.contains(point) } }

    private mutating func pointerMoved(to p: Point, at time: Double) -> [Intent] {
        defer { pointer = p }
        guard let l = level(at: p) else {
            // Off every menu: an item highlighted in the deepest one is no longer pointed at.
            pendingSubmenu = nil
            safeZone = nil
            let deepest = panels.count - 1
            return requested == nil ? setHighlight(level: deepest, nil) : []
        }
        let row = panels[l].selectableRow(at: p)
        if openingPressHeld, row != nil { dragged = true }
        if l < panels.count - 1 {
            if row == panels[l].highlighted { safeZone = nil; return [] } // back on the submenu's item
            if l == panels.count - 2, holdsSafeZone(from: pointer, to: p, at: time) { return [] }
            return moveHighlight(level: l, to: row, at: time)
        }
        if l == panels.count - 1 { safeZone = nil }
        return row == panels[l].highlighted ? [] : moveHighlight(level: l, to: row, at: time)
    }

    /// The pointer chose `row` in the menu at `level`: deeper menus close, the row is highlighted, and its
    /// submenu is due after the hover delay.
    mutating func moveHighlight(level l: Int, to row: Int?, at time: Double) -> [Intent] {
        var out = closeSubmenus(deeperThan: l)
        out += setHighlight(level: l, row)
        if let row, panels[l].menu.items[row].submenu != nil {
            pendingSubmenu = (l, row, time + submenuDelay)
        } else {
            pendingSubmenu = nil
        }
        return out
    }

    private mutating func pointerPressed(at p: Point, time: Double) -> [Intent] {
        openingPressHeld = false
        guard let l = level(at: p) else { return close() } // outside every menu: the press goes nowhere else
        guard let row = panels[l].selectableRow(at: p) else { return [] }
        safeZone = nil
        if panels[l].highlighted == row, l < panels.count - 1 { return [] } // its submenu is open already
        var out = moveHighlight(level: l, to: row, at: time)
        if panels[l].menu.items[row].submenu != nil { out += openSubmenu(level: l, item: row, highlightFirst: false) }
        return out
    }

    private mutating func pointerReleased(at p: Point, time: Double) -> [Intent] {
        let opening = openingPressHeld, dragged = self.dragged
        openingPressHeld = false
        self.dragged = false
        guard let l = level(at: p) else { return opening && dragged ? close() : [] } // dragged out and let go
        guard let row = panels[l].selectableRow(at: p), panels[l].menu.items[row].submenu == nil else { return [] }
        if opening && !dragged && time - openedAt < releaseGrace { return [] } // a click: the menu stays open
        return activate(panels[l].menu.items[row])
    }

    mutating func activate(_ item: MenuItem) -> [Intent] {
        guard item.isSelectable, item.submenu == nil else { return [] }
        return close() + [.activate(item)]
    }

    private mutating func tick(at time: Double) -> [Intent] {
        var out: [Intent] = []
        if let zone = safeZone, zone.deadline <= time + 1e-9 {
            safeZone = nil
            // The pointer rested: the item under it in the parent menu takes over.
            if let p = pointer, let l = level(at: p), l == zone.parentLevel {
                let row = panels[l].selectableRow(at: p)
                if row != panels[l].highlighted { out += moveHighlight(level: l, to: row, at: time) }
            }
        }
        if let due = pendingSubmenu, due.deadline <= time + 1e-9 {
            pendingSubmenu = nil
            if panels.count == due.level + 1, panels[due.level].highlighted == due.item {
                out += openSubmenu(level: due.level, item: due.item, highlightFirst: false)
            }
        }
        return out
    }

    // MARK: Changes

    mutating func setHighlight(level l: Int, _ row: Int?) -> [Intent] {
        guard panels.indices.contains(l), panels[l].highlighted != row else { return [] }
        panels[l].highlighted = row
        return [.highlight(level: l, item: row)]
    }

    mutating func closeSubmenus(deeperThan l: Int) -> [Intent] {
        if let r = requested, r.level >= l { requested = nil }
        guard panels.count > l + 1 else { return [] }
        panels.removeSubrange((l + 1)...)
        safeZone = nil
        typed = ""
        return [.closeSubmenus(deeperThan: l)]
    }

    mutating func openSubmenu(level l: Int, item: Int, highlightFirst: Bool) -> [Intent] {
        pendingSubmenu = nil
        guard panels.count == l + 1 else { return [] }
        requested = (l, item, highlightFirst)
        return [.openSubmenu(level: l, item: item)]
    }
}
