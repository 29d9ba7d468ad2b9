/// The glue between a `MenuTracker` and a host, minus the windows: it places the root menu and every
/// submenu on the monitor (`MenuLayout`, `MenuPlacement`), keeps a timer on `clock` for the tracker's
/// deadlines, and runs a chosen item's action once every menu is closed. The host maps a popup window
/// per panel and redraws on `onIntent`, and feeds it the pointer and keys while it holds the grab.
///
/// Give it the screen's `inputClock`: hover delays are timings of the hand, which slow motion leaves
/// alone. Traces `menu.opened` (`id`: the menu's title) and `menu.activated` (`id`: the item's
/// identifier, or its title).
@MainActor
public final class MenuSession {
    /// The time the tracker's delays are measured on.
    public let clock: Clock
    /// The monitor the menus stay on, in the tracker's coordinates.
    public var monitor: Rect
    /// What the menus' sizes are measured with: the text system of the screen they open on (the
    /// ``MenuController`` sets its screen's host's); by default the process default, ``Typesetter/current``.
    public var textSystem: TextSystem = Typesetter.current
    /// The state machine (read its `panels` to draw).
    public private(set) var tracker = MenuTracker()
    /// Called for every intent, after the tracker's state changed (`.activate` before the action runs).
    public var onIntent: ((MenuTracker.Intent) -> Void)?
    private var timer: ClockTimer?

    /// A session with nothing open.
    public init(clock: Clock, monitor: Rect) {
        self.clock = clock
        self.monitor = monitor
    }

    /// The open menus, the root first.
    public var panels: [MenuTracker.Panel] { tracker.panels }
    /// Whether a menu is open.
    public var isOpen: Bool { tracker.isOpen }

    /// Opens `menu` as a context menu at `point`. `byPress`: the press that opened it is still held.
    public func openContextMenu(_ menu: Menu, at point: Point, byPress: Bool) {
        menu.menuNeedsUpdate?(menu)
        let layout = MenuLayout(menu: menu, textSystem: textSystem)
        open(menu, layout, MenuPlacement.contextMenu(size: layout.size, at: point, monitor: monitor), byPress: byPress)
    }

    /// Opens `menu` as a pull-down under `anchor` (its button, in the same coordinates).
    public func openPullDown(_ menu: Menu, below anchor: Rect, byPress: Bool) {
        menu.menuNeedsUpdate?(menu)
        let layout = MenuLayout(menu: menu, textSystem: textSystem)
        open(menu, layout, MenuPlacement.pullDown(size: layout.size, below: anchor, monitor: monitor), byPress: byPress)
    }

    /// Opens `menu` over `anchor` (a pop-up button, same coordinates) with item `item` over the button and
    /// highlighted (`MenuPlacement.popUp`).
    public func openPopUp(_ menu: Menu, positioning item: Int?, over anchor: Rect, titleShift: Double, byPress: Bool) {
        menu.menuNeedsUpdate?(menu)
        let layout = MenuLayout(menu: menu, textSystem: textSystem)
        let row = item.flatMap { layout.rows.indices.contains($0) ? layout.rows[$0] : nil }
        open(menu, layout, MenuPlacement.popUp(size: layout.size, item: row, over: anchor, titleShift: titleShift, monitor: monitor),
             byPress: byPress)
        if let item, row != nil, menu.items[item].isSelectable { apply(tracker.setHighlight(level: 0, item)) }
    }

    private func open(_ menu: Menu, _ layout: MenuLayout, _ frame: Rect, byPress: Bool) {
        if tracker.isOpen { close() }
        tracker.open(MenuTracker.Panel(menu: menu, frame: frame, rows: layout.rows), at: clock.now, byPress: byPress)
        Trace.emit("menu.opened", ["id": .string(menu.title)])
        rearm()
    }

    /// The window system put the menu at `level` at `frame` (its own placement of the root menu, rounding):
    /// the tracker hit-tests it there from now on.
    public func setFrame(_ frame: Rect, ofPanelAt level: Int) {
        guard tracker.panels.indices.contains(level) else { return }
        tracker.panels[level].frame = frame
    }

    /// Feeds one decoded input, timed now.
    public func handle(_ input: MenuTracker.Input) {
        apply(tracker.handle(input, at: clock.now))
    }

    /// Closes every menu.
    public func close() { apply(tracker.close()) }

    private func apply(_ intents: [MenuTracker.Intent]) {
        for intent in intents {
            switch intent {
            case .openSubmenu(let level, let item):
                // Placed and pushed before the host hears of it, so that it finds the new panel.
                let parent = tracker.panels[level]
                guard let submenu = parent.menu.items[item].submenu else { continue }
                submenu.menuNeedsUpdate?(submenu)
                let layout = MenuLayout(menu: submenu, textSystem: textSystem)
                let placed = MenuPlacement.submenu(size: layout.size, beside: parent.rowFrame(item), in: parent.frame,
                                                   monitor: monitor, inset: MenuLayout.padding, opensLeft: parent.opensLeft)
                let panel = MenuTracker.Panel(menu: submenu, frame: placed.frame, rows: layout.rows, opensLeft: placed.opensLeft)
                let more = tracker.pushSubmenu(panel)
                onIntent?(intent)
                apply(more)
            case .activate(let item):
                onIntent?(intent)
                Trace.emit("menu.activated", ["id": .string(item.identifier ?? item.title)])
                item.action?(item)
            case .highlight, .closeSubmenus, .closeAll:
                onIntent?(intent)
            }
        }
        rearm()
    }

    /// One timer, at the tracker's next deadline.
    private func rearm() {
        timer?.cancel()
        timer = nil
        guard let deadline = tracker.nextDeadline else { return }
        timer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in self?.handle(.tick) }
    }
}
