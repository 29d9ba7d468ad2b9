/// A view shown in a window of its own above everything else: a context or pull-down menu, a tooltip. It
/// has its own `Screen`, placed next to an anchor on its parent screen, free to extend past the parent's
/// edges and kept on the monitor (flipped above or to the left of the anchor when there is no room).
///
/// The window system behind the parent screen (its ``Screen/popupPresenter``) shows it: under X an
/// override-redirect window of the kind's `_NET_WM_WINDOW_TYPE`. A menu takes the pointer and keyboard
/// while it is open, so a press anywhere else closes it (``DismissReason/outsidePress``) and reaches nothing
/// under it; a tooltip never takes focus or input. Escape closes any popup.
///
/// ```swift
/// let popup = PopupWindow(kind: .popupMenu, size: Size(160, 96), parent: screen)
/// popup.rootView = menuView
/// popup.onDismiss = { reason in ... }
/// popup.show(at: Rect(origin: clickPoint, size: .zero))
/// ```
@MainActor
public final class PopupWindow {
    /// What the popup is to the window manager and to input.
    public enum Kind: Sendable, Equatable {
        /// A context menu (`_NET_WM_WINDOW_TYPE_POPUP_MENU`): grabs the pointer and keyboard.
        case popupMenu
        /// A menu pulled down from a button (`_NET_WM_WINDOW_TYPE_DROPDOWN_MENU`): grabs like a context menu.
        case dropdownMenu
        /// A tooltip (`_NET_WM_WINDOW_TYPE_TOOLTIP`): never takes focus, never grabs.
        case tooltip

        /// Whether the popup takes the pointer and keyboard while it is open.
        public var grabsInput: Bool { self != .tooltip }
    }

    /// Why a popup closed.
    public enum DismissReason: Sendable, Equatable {
        /// A press outside every open popup (it reached nothing under it).
        case outsidePress
        /// The Escape key.
        case escape
        /// The parent window lost the keyboard or went away.
        case parentDeactivated
        /// The pointer or keyboard could not be grabbed (another program holds it).
        case grabFailed
        /// The program closed it (``dismiss(reason:)`` with the default reason).
        case closed
    }

    /// How the popup is shown.
    public let kind: Kind
    /// The popup's own screen, at its size.
    public let screen: Screen
    /// The window filling the popup's screen.
    public let window: Window
    /// The screen the popup belongs to (its anchor is in this screen's points).
    public private(set) weak var parent: Screen?
    /// The rectangle the popup was shown next to, in the parent screen's points.
    public private(set) var anchor = Rect.zero
    /// Where the popup is, in the parent screen's points, as the window system placed it (below the
    /// anchor, or flipped to stay on the monitor); headless, below the anchor. Set by `show(at:)`.
    public private(set) var frame = Rect.zero
    /// Whether the popup is open.
    public private(set) var isShown = false
    /// Called once each time the popup closes, with why.
    public var onDismiss: ((DismissReason) -> Void)?
    /// Whether the field the popup hangs under keeps taking text while it is open (a combo box's list):
    /// the window system then reads the keys the popup grabs through the parent window's input method, so
    /// a composition shows in the field and its commit lands there. False for menus, whose keys choose.
    public var keepsParentTextInput = false

    /// The view the popup shows, filling it.
    public var rootView: View? {
        get { window.rootView }
        set { window.rootView = newValue }
    }

    /// A popup of `size` points for `parent`, at the parent's scale and on its clock; hidden until `show`.
    public init(kind: Kind, size: Size, parent: Screen) {
        self.kind = kind
        self.parent = parent
        screen = Screen(size: size, scale: parent.scale, clock: parent.clock, host: parent.host)
        screen.showsToolTips = false
        window = Window(screen: screen, name: "popup")
        window.backgroundColor = .systemBackground
        screen.followAppearance(of: parent)
        window.makeKeyAndVisible()
        screen.unhandledKeyHandler = { [weak self] key in
            guard key.key == .escape, let self else { return false }
            self.dismiss(reason: .escape)
            return true
        }
    }

    /// Shows the popup below `anchor` (parent points; a point for a context menu, a button's frame for a
    /// pull-down or a tooltip), left edges aligned, wherever it stays on the monitor.
    public func show(at anchor: Rect) {
        guard !isShown, let parent else { return }
        self.anchor = anchor
        isShown = true
        frame = Rect(x: anchor.minX, y: anchor.maxY, width: screen.size.width, height: screen.size.height)
        if let placed = parent.popupPresenter?.present(self) { frame = placed }
    }

    /// Closes the popup and tells ``onDismiss`` why; nothing when it is not open.
    public func dismiss(reason: DismissReason = .closed) {
        guard isShown else { return }
        isShown = false
        parent?.popupPresenter?.dismiss(self)
        onDismiss?(reason)
    }
}

/// Shows popups for a screen in the window system (the X host's override-redirect windows); without one a
/// popup is only open in memory (headless).
@MainActor
public protocol PopupPresenter: AnyObject {
    /// Shows `popup` next to its `anchor`; returns where it went, in the parent screen's points.
    func present(_ popup: PopupWindow) -> Rect
    /// Hides `popup` (it already counts as closed).
    func dismiss(_ popup: PopupWindow)
    /// The monitor holding `point` (parent screen points), in the parent screen's points: where popups
    /// opened there stay (menus place their submenus inside it).
    func monitor(containing point: Point) -> Rect
}
