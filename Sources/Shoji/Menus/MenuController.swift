/// Shows a screen's menus, each in a popup window of its own (`PopupWindow`: under X an override-redirect
/// window of type POPUP_MENU or DROPDOWN_MENU that grabs the pointer and keyboard): a context menu at a
/// point, a pull-down below a button, and their submenus beside them. Every screen has one
/// (`Screen.menuController`); `ContextMenuInteraction` and `Button.menu` open menus through it, and an app
/// may too:
///
/// ```swift
/// screen.menuController.popUpContextMenu(menu, at: pointerLocation)
/// ```
///
/// A `MenuSession` follows the pointer and the keys (hover delays, the diagonal safe zone, type-ahead,
/// press-drag-release) in the parent screen's points; each open menu is a `MenuView` in its popup. While a
/// menu is open the controller watches the parent screen and every menu's screen (`addLocalMonitor`) and
/// feeds their pointer events and keys to the session, so a press held on the parent, dragged onto an item
/// of any open menu and released there chooses it, wherever the window system delivers each event.
///
/// Traces `popup.dismissed` (`reason`) for every menu window that closes, and the session's `menu.opened`
/// and `menu.activated`.
@MainActor
public final class MenuController {
    /// The state machine and its timer (on the parent's input clock: slow motion leaves hover delays alone).
    public let session: MenuSession
    /// The open menus' popup windows, the root menu first.
    public private(set) var popups: [PopupWindow] = []
    private unowned let screen: Screen
    private var views: [MenuView] = []
    /// The monitors feeding the session, with the screen each watches. Weakly: the parent screen owns this
    /// controller, so a strong reference back made a cycle that kept the whole screen (its windows, views and
    /// app) alive when it went away with a menu open.
    private var monitors: [(screen: WeakScreen, monitor: EventMonitor)] = []
    private struct WeakScreen { weak var screen: Screen? }
    /// A headless screen has no monitor: menus may go anywhere.
    private static let unbounded = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    init(screen: Screen) {
        self.screen = screen
        session = MenuSession(clock: screen.inputClock, monitor: Self.unbounded)
        session.textSystem = screen.host.textSystem
        session.onIntent = { [weak self] intent in self?.apply(intent) }
    }

    /// Whether a menu is open.
    public var isOpen: Bool { !popups.isEmpty }
    /// The menu bar whose menu is open: it hears Left / Right and hover over its other titles, and the close.
    weak var activeMenuBar: MenuBar?

    /// Highlights the open menu's first item, as a menu opened from the keyboard shows.
    func highlightFirstItem() {
        guard session.isOpen, session.panels.last?.highlighted == nil else { return }
        session.handle(.key(KeyEvent(.down)))
    }

    /// Left in the root menu, or Right on an item without a submenu, while a bar's menu is open: the bar's
    /// neighbour (-1 or +1), else nil.
    private func barStep(for k: KeyEvent) -> Int? {
        guard activeMenuBar != nil, k.modifiers.isEmpty, let panel = session.panels.last else { return nil }
        switch k.key {
        case .left where session.panels.count == 1: return -1
        case .right:
            if let i = panel.highlighted, panel.menu.items[i].submenu != nil { return nil }
            return 1
        default: return nil
        }
    }

    /// Opens `menu` as a context menu with its top-left corner at `point` (screen points), flipped to stay
    /// on the monitor. `byPress`: the press that opened it (a right press, a long press) is still held, so
    /// that dragging onto an item and releasing there chooses it.
    public func popUpContextMenu(_ menu: Menu, at point: Point, byPress: Bool = false) {
        open(menu, kind: .popupMenu, anchor: Rect(origin: point, size: .zero), byPress: byPress)
    }

    /// Opens `menu` as a pull-down below `anchor` (a button's frame in screen points), or above it when
    /// there is no room below. `byPress`: as for a context menu.
    public func popUpPullDown(_ menu: Menu, from anchor: Rect, byPress: Bool = false) {
        open(menu, kind: .dropdownMenu, anchor: anchor, byPress: byPress)
    }

    /// Opens `menu` over `anchor` (a pop-up button's frame in screen points) with item `item` level with the
    /// button and highlighted, its title `titleShift` points left of where the button's title starts, kept
    /// on the monitor (`MenuPlacement.popUp`), as a pop-up button's menu opens. `byPress`: as for a context
    /// menu (a release on the chosen item right after the press leaves the menu open).
    public func popUp(_ menu: Menu, positioning item: Int?, over anchor: Rect, titleShift: Double = 0, byPress: Bool = false) {
        close()
        // Placed here, not by the window system: only the toolkit knows where the chosen row is.
        session.monitor = screen.popupPresenter?.monitor(containing: anchor.origin) ?? Self.unbounded
        session.openPopUp(menu, positioning: item, over: anchor, titleShift: titleShift, byPress: byPress)
        guard session.isOpen else { return }
        watch(screen, offset: .zero)
        show(level: 0, kind: .dropdownMenu, at: Rect(origin: session.panels[0].frame.origin, size: .zero))
    }

    /// Closes every open menu, running nothing.
    public func close() { dismissAll(reason: .closed) }

    private func open(_ menu: Menu, kind: PopupWindow.Kind, anchor: Rect, byPress: Bool) {
        close()
        menu.validateActions(on: screen)
        // The window system places the root menu itself (below: no round trip before its window exists);
        // the session needs the monitor only for submenus, asked once the root menu is up.
        session.monitor = Self.unbounded
        if kind == .dropdownMenu {
            session.openPullDown(menu, below: anchor, byPress: byPress)
        } else {
            session.openContextMenu(menu, at: anchor.origin, byPress: byPress)
        }
        guard session.isOpen else { return }
        watch(screen, offset: .zero)
        // The root menu goes where the window system puts it next to the anchor (its type says how to
        // place it); the session then hit-tests it there.
        show(level: 0, kind: kind, at: anchor)
        session.monitor = screen.popupPresenter?.monitor(containing: anchor.origin) ?? Self.unbounded
    }

    /// Shows the panel at `level` in a popup of its own next to `anchor` (parent screen points).
    private func show(level: Int, kind: PopupWindow.Kind, at anchor: Rect) {
        let panel = session.panels[level]
        let view = MenuView(menu: panel.menu)
        view.highlightedIndex = panel.highlighted // a pop-up's chosen item is highlighted as it opens
        view.identifier = "menu.\(panel.menu.title.isEmpty ? "context" : panel.menu.title)"
        let p = PopupWindow(kind: kind, size: panel.frame.size, parent: screen)
        p.rootView = view
        p.onDismiss = { [weak self, weak p] reason in
            Trace.emit("popup.dismissed", ["reason": .string("\(reason)")])
            // Closed by the window system (a press outside, the parent deactivated, no grab): every menu goes.
            guard let self, let p, self.popups.contains(where: { $0 === p }) else { return }
            self.dismissAll(reason: reason)
        }
        popups.append(p)
        views.append(view)
        p.show(at: anchor)
        guard p.isShown else { return }
        session.setFrame(p.frame, ofPanelAt: level)
        watch(p.screen, offset: p.frame.origin)
    }

    /// Feeds `s`'s pointer events (moved by `offset` into the parent's points) and keys to the session, and
    /// keeps them from its windows while a menu is open.
    private func watch(_ s: Screen, offset: Point) {
        let isParent = s === screen
        let m = s.addLocalMonitor { [weak self] event in
            guard let self, self.session.isOpen else { return event }
            switch event {
            case .pointer(let e):
                let p = Point(x: e.location.x + offset.x, y: e.location.y + offset.y)
                switch e.phase {
                case .down: self.session.handle(.pointerPressed(p))
                case .moved:
                    // Hovering another title of the bar whose menu is open switches to its menu.
                    if isParent, let bar = self.activeMenuBar, let i = bar.titleIndex(atScreenPoint: p), i != bar.openIndex {
                        bar.openMenu(at: i, byKeyboard: bar.showsMnemonics)
                        return nil
                    }
                    self.session.handle(.pointerMoved(p))
                case .up:
                    self.session.handle(.pointerReleased(p))
                    // The parent's press that opened the menu ends where it began (its view was cancelled).
                    return isParent ? event : nil
                }
                return nil
            case .key(let k):
                if let step = self.barStep(for: k), let bar = self.activeMenuBar {
                    bar.step(step)
                } else if k.key == .escape, self.session.panels.count == 1 {
                    self.dismissAll(reason: .escape)
                } else {
                    self.session.handle(.key(k))
                }
                return nil
            case .touch(let t):
                // A finger drives the menu as the pointer does; its end also ends the parent's press.
                let p = Point(x: t.location.x + offset.x, y: t.location.y + offset.y)
                switch t.phase {
                case .began: self.session.handle(.pointerPressed(p))
                case .moved: self.session.handle(.pointerMoved(p))
                case .ended: self.session.handle(.pointerReleased(p))
                case .cancelled: break
                }
                return isParent && (t.phase == .ended || t.phase == .cancelled) ? event : nil
            case .wheel: return nil
            case .pointerExited: return isParent ? event : nil
            }
        }
        monitors.append((WeakScreen(screen: s), m))
    }

    private func apply(_ intent: MenuTracker.Intent) {
        switch intent {
        case .highlight(let level, let item):
            if views.indices.contains(level) { views[level].highlightedIndex = item }
        case .openSubmenu:
            // The session placed and pushed the submenu (unless the user moved on meanwhile).
            guard session.panels.count == popups.count + 1 else { return }
            let frame = session.panels[popups.count].frame
            show(level: popups.count, kind: .popupMenu, at: Rect(origin: frame.origin, size: .zero))
        case .closeSubmenus(let level):
            while popups.count > level + 1 { closeLast() }
        case .closeAll:
            dismissAll(reason: .closed)
        case .activate:
            break
        }
    }

    private func closeLast() {
        let p = popups.removeLast()
        views.removeLast()
        if let i = monitors.lastIndex(where: { $0.screen.screen === p.screen }) {
            p.screen.removeMonitor(monitors.remove(at: i).monitor)
        }
        p.dismiss()
    }

    private func dismissAll(reason: PopupWindow.DismissReason) {
        if let bar = activeMenuBar {
            activeMenuBar = nil
            bar.menuDidClose()
        }
        let open = popups
        popups = []
        views = []
        for (s, m) in monitors { s.screen?.removeMonitor(m) }
        monitors = []
        for p in open.reversed() { p.dismiss(reason: reason) }
        if session.isOpen { session.close() }
    }
}
