import Shoji

/// Shows a `Menu` for the demo: a `MenuSession` for the state machine and a `PopupWindow` with a
/// `MenuView` for the menu, fed the popup's pointer and keys. The popup is placed by the window system
/// next to its anchor (flipped at the monitor's edges), so the tracker works in the popup's own points:
/// the root panel at the origin, the monitor unbounded. The demo's menus have no submenus.
@MainActor
final class MenuHost {
    private let session: MenuSession
    private weak var parent: Screen?
    private(set) var popup: PopupWindow?
    private var menuView: MenuView?
    private var forwarder: PointerForwarder? // the screen holds its observers weakly
    /// The monitor as the session sees it: the popup's placement keeps the menu on the real one.
    private static let unbounded = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    init(screen: Screen) {
        parent = screen
        session = MenuSession(clock: screen.inputClock, monitor: Self.unbounded)
        session.onIntent = { [weak self] intent in self?.apply(intent) }
    }

    /// Whether a menu is open.
    var isOpen: Bool { popup?.isShown == true }

    /// Opens `menu` as `kind` next to `anchor` (parent screen points: a point for a context menu, the
    /// button's frame for a pull-down).
    func open(_ menu: Menu, kind: PopupWindow.Kind, at anchor: Rect) {
        guard let parent else { return }
        close()
        let view = MenuView(menu: menu)
        view.identifier = "menu.\(menu.title.isEmpty ? "context" : menu.title)"
        let p = PopupWindow(kind: kind, size: view.layout.size, parent: parent)
        p.rootView = view
        view.addGestureRecognizer(MenuPointerRecognizer { [weak self] input in self?.session.handle(input) })
        let hover = PointerForwarder { [weak self] point in self?.session.handle(.pointerMoved(point)) }
        p.screen.addPointerObserver(hover)
        forwarder = hover
        p.screen.unhandledKeyHandler = { [weak self] key in
            guard let self else { return false }
            if key.key == .escape { self.popup?.dismiss(reason: .escape); return true } // the root menu: no submenus
            self.session.handle(.key(key))
            return true
        }
        p.onDismiss = { [weak self] reason in
            Trace.emit("popup.dismissed", ["reason": .string("\(reason)")])
            guard let self else { return }
            self.popup = nil
            self.menuView = nil
            if self.session.isOpen { self.session.close() }
        }
        popup = p
        menuView = view
        session.openContextMenu(menu, at: .zero, byPress: false)
        p.show(at: anchor)
    }

    /// Closes the open menu, running nothing.
    func close() {
        if session.isOpen { session.close() }
        popup?.dismiss()
    }

    private func apply(_ intent: MenuTracker.Intent) {
        switch intent {
        case .highlight(level: 0, let item):
            menuView?.highlightedIndex = item
        case .closeAll:
            popup?.dismiss()
        case .activate, .highlight, .openSubmenu, .closeSubmenus:
            break
        }
    }
}

/// Presses, drags and releases on the menu, in the popup's points, for the tracker.
@MainActor
private final class MenuPointerRecognizer: GestureRecognizer {
    private let feed: @MainActor (MenuTracker.Input) -> Void
    init(_ feed: @escaping @MainActor (MenuTracker.Input) -> Void) {
        self.feed = feed
        super.init()
    }
    override func touchesBegan(_ touch: Touch) { feed(.pointerPressed(touch.screenLocation)) }
    override func touchesMoved(_ touch: Touch) { feed(.pointerMoved(touch.screenLocation)) }
    override func touchesEnded(_ touch: Touch) {
        feed(.pointerReleased(touch.screenLocation))
        state = .failed
    }
}

/// The pointer's hover over the popup, for the tracker.
@MainActor
private final class PointerForwarder: PointerObserver {
    private let moved: @MainActor (Point) -> Void
    init(_ moved: @escaping @MainActor (Point) -> Void) { self.moved = moved }
    func pointerMoved(to location: Point?, on screen: Screen) {
        if let location { moved(location) }
    }
}

/// A press of the secondary button, recognised at once, at its point on the screen.
@MainActor
final class SecondaryClickRecognizer: GestureRecognizer {
    private let onClick: @MainActor (Point) -> Void
    init(_ onClick: @escaping @MainActor (Point) -> Void) {
        self.onClick = onClick
        super.init()
    }
    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .secondary else { state = .failed; return }
        state = .recognized
        onClick(touch.screenLocation)
    }
}
