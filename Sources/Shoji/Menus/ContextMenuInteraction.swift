/// A view's context menu, as `UIContextMenuInteraction`: its provider makes the menu for a point in the
/// view when the user asks for it, and the screen's `MenuController` shows it there in a popup menu window.
///
/// ```swift
/// row.contextMenuInteraction = ContextMenuInteraction { location in
///     Menu(items: [MenuItem("Copy") { _ in copy() }, MenuItem("Delete") { _ in delete() }])
/// }
/// ```
///
/// The user asks for it four ways:
/// - a right press: the menu opens at once, the button still held, so that dragging onto an item and
///   releasing there chooses it (a quick click leaves the menu open);
/// - a long press of a finger on a touchscreen: held `minimumPressDuration` (0.5 s) without moving more
///   than `allowableMovement` (10 points). A mouse button held still does not count, as in GTK and Qt: on
///   a desktop a held button starts a drag, a pull or a selection, and the right button asks for the menu;
/// - the Menu key or Shift+F10: on the focused view or the nearest of its superviews with an interaction,
///   otherwise on the hovered view's, at `keyboardLocation` (the view's centre unless set).
///
/// The provider returns nil when there is no menu at that point (between a list's rows). Traces
/// `menu.context` (`via`: "press", "longPress" or "key") when a menu opens.
@MainActor
public final class ContextMenuInteraction {
    /// Makes the menu for `location` (the view's coordinates), or nil: no menu there.
    public let menuProvider: @MainActor (_ location: Point) -> Menu?
    /// Where the Menu key and Shift+F10 open the menu, in the view's coordinates (nil: its centre): a
    /// list's selected row, a text view's caret.
    public var keyboardLocation: (@MainActor () -> Point?)?
    /// Seconds a finger is held still before the menu opens.
    public var minimumPressDuration = 0.5
    /// How far, in points, a long press may move before it no longer counts.
    public var allowableMovement = 10.0
    /// The view it belongs to.
    public internal(set) weak var view: View?
    fileprivate weak var recognizer: ContextMenuRecognizer?

    /// An interaction that asks `menuProvider` for the menu each time.
    public init(menuProvider: @escaping @MainActor (_ location: Point) -> Menu?) {
        self.menuProvider = menuProvider
    }

    /// An interaction that always shows `menu`.
    public convenience init(menu: Menu) {
        self.init { _ in menu }
    }

    /// Opens the menu for `location` (the view's coordinates) there; false when the provider has none or
    /// the view is on no screen. `byPress`: the press that asked is still held.
    @discardableResult
    public func presentMenu(at location: Point, byPress: Bool = false) -> Bool {
        presentMenu(at: location, byPress: byPress, via: "program")
    }

    fileprivate func presentMenu(at location: Point, byPress: Bool, via: String) -> Bool {
        guard let view, let screen = view.window?.screen, let menu = menuProvider(location) else { return false }
        Trace.emit("menu.context", ["id": TraceValue(view.identifier), "via": .string(via)])
        screen.menuController.popUpContextMenu(menu, at: view.convertToScreen(location), byPress: byPress)
        return true
    }

    /// The Menu key, or Shift+F10 (GTK's and Windows' key for the focused widget's context menu).
    public static func isMenuKey(_ event: KeyEvent) -> Bool {
        event.key == .other(0xFF67) || (event.key == .function(10) && event.modifiers == .shift)
    }

    fileprivate func presentFromKeyboard() -> Bool {
        guard let view else { return false }
        return presentMenu(at: keyboardLocation?() ?? view.bounds.center, byPress: false, via: "key")
    }
}

extension View {
    /// The view's context menu (see `ContextMenuInteraction`); setting one replaces the old.
    public var contextMenuInteraction: ContextMenuInteraction? {
        get { gestureRecognizers.lazy.compactMap { ($0 as? ContextMenuRecognizer)?.interaction }.first }
        set {
            for r in gestureRecognizers where r is ContextMenuRecognizer { removeGestureRecognizer(r) }
            guard let newValue else { return }
            newValue.view = self
            let r = ContextMenuRecognizer(newValue)
            newValue.recognizer = r
            addGestureRecognizer(r)
        }
    }
}

extension EventDispatcher {
    /// The Menu key or Shift+F10 nobody handled: the context menu of the focused view (or the nearest
    /// superview with one), else of the hovered view.
    func openContextMenuFromKeyboard(focus: View?) -> Bool {
        for start in [focus, hovered] {
            var v = start
            while let cur = v {
                if let i = cur.contextMenuInteraction, i.presentFromKeyboard() { return true }
                v = cur.superview
            }
        }
        return false
    }
}

/// A right press (at once) or a finger's long press (after the hold time) on the interaction's view opens
/// its menu with the press still held; the view's own touch is then cancelled and the other recognizers
/// fail. A primary mouse press fails at once: it belongs to the view (a drag, a pull, a click).
@MainActor
final class ContextMenuRecognizer: GestureRecognizer {
    let interaction: ContextMenuInteraction
    private var timer: ClockTimer?

    init(_ interaction: ContextMenuInteraction) {
        self.interaction = interaction
        super.init()
        identifier = "contextMenu"
    }

    override func touchesBegan(_ touch: Touch) {
        switch touch.button {
        case .secondary: open(touch, via: "press")
        case .primary where touch.type == .pointer: state = .failed
        case .primary:
            timer = clock?.schedule(after: interaction.minimumPressDuration) { [weak self, weak touch] in
                guard let self, let touch, self.state == .possible else { return }
                self.open(touch, via: "longPress")
            }
        case .middle: state = .failed
        }
    }

    private func open(_ touch: Touch, via: String) {
        guard let view, interaction.presentMenu(at: view.convertFromScreen(touch.screenLocation), byPress: true, via: via) else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touch: Touch) {
        guard state == .possible else { return }
        if touch.screenLocation.distance(to: touch.startScreenLocation) > interaction.allowableMovement {
            timer?.cancel()
            state = .failed
        }
    }

    override func touchesEnded(_ touch: Touch) {
        timer?.cancel()
        if isActive { state = .ended } else if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touch: Touch) {
        timer?.cancel()
        super.touchesCancelled(touch)
    }

    override func reset() { timer?.cancel(); timer = nil }
}
