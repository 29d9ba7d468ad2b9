/// What the system underneath a ``Screen`` provides it: its pasteboards, its drags, its text system, where
/// its popups open, and the hooks through which a screen asks for a frame and reports its key window, its
/// text input client and its cursor. (A screen's clock is given to it with its size and scale: a test's
/// manual clock is one screen's, not its host's. The application's windows are the runtime's
/// `PlatformWindow`s.)
///
/// Named as a UIKit reader knows a `UIWindowScene`'s host or an AppKit reader an `NSApplication`: the thing
/// a screen lives in. A screen gets its host when made (``Screen/init(size:scale:clock:host:)``); a headless
/// screen gets a fresh ``InMemoryScreenHost`` of its own, so two headless screens never share a clipboard.
/// The X11 host hands its screens the pasteboards its selection owner backs.
@MainActor
public protocol ScreenHost: AnyObject {
    /// The clipboard (CLIPBOARD on X11): what Copy writes and Paste reads.
    var generalPasteboard: Pasteboard { get }
    /// The primary selection (PRIMARY on X11): the selected text, pasted with the middle button.
    var selectionPasteboard: Pasteboard { get }
    /// The drag under way in this host's screens, and what carries drags out of them.
    var dragSession: DragSession { get }
    /// The text system the views of this host's screens lay text out with (``View/effectiveTextSystem``).
    var textSystem: TextSystem { get set }
    /// What shows `screen`'s popup windows (menus, tool tips) in the window system, or in memory; nil:
    /// nothing does (a popup is then placed under its anchor and drawn by nobody).
    func popupPresenter(for screen: Screen) -> (any PopupPresenter)?

    /// `screen` changed (damage, layout, an animation tick is due): schedule its `update` once, at the end
    /// of this main-queue turn. Does nothing by default (a headless test calls `update` itself).
    func screenNeedsUpdate(_ screen: Screen)
    /// `screen`'s key window changed to `window` (nil: none). Does nothing by default.
    func screen(_ screen: Screen, keyWindowDidChange window: Window?)
    /// `screen`'s text input client moved its caret, started or stopped taking text, or changed its wish
    /// for an input method: move the input method's spot, or turn it on or off. Does nothing by default.
    func screenTextInputDidChange(_ screen: Screen)
    /// The cursor `screen` shows changed to `cursor`: set it in the window system. Does nothing by default.
    func screen(_ screen: Screen, cursorDidChange cursor: Cursor)
}

/// A host that only holds things (pasteboards, a drag session, a text system) needs none of the hooks.
extension ScreenHost {
    /// No popups.
    public func popupPresenter(for screen: Screen) -> (any PopupPresenter)? { nil }
    /// Nothing to schedule: whoever drives the screen calls `update` itself.
    public func screenNeedsUpdate(_ screen: Screen) {}
    /// Nobody to tell.
    public func screen(_ screen: Screen, keyWindowDidChange window: Window?) {}
    /// No input method to move.
    public func screenTextInputDidChange(_ screen: Screen) {}
    /// No window system cursor to set.
    public func screen(_ screen: Screen, cursorDidChange cursor: Cursor) {}
}

/// A host with nothing underneath: pasteboards of its own that no other screen or program sees. Every
/// headless screen gets a fresh one unless given another, which is why tests need restore nothing.
@MainActor
public final class InMemoryScreenHost: ScreenHost {
    /// This host's clipboard, seen only by the screens made with this host.
    public let generalPasteboard = Pasteboard(name: .general)
    /// This host's primary selection, seen only by the screens made with this host.
    public let selectionPasteboard = Pasteboard(name: .selection)
    /// This host's drags: no back-end until a test gives it one, so no drag leaves its screens.
    public let dragSession = DragSession()
    /// This host's text system: the one it was given or was last set (a pixel test sets Pango's); until
    /// then the process default, ``Typesetter/current``, which is the estimating one (fixed advances, no
    /// fonts) unless the program installed another. Setting it changes this host's screens only.
    public var textSystem: TextSystem {
        get { ownTextSystem ?? Typesetter.current }
        set { ownTextSystem = newValue }
    }
    private var ownTextSystem: TextSystem?
    /// Where the popups of this host's screens open (a headless application's presenter keeps them in
    /// memory, where a test finds them); nil: nowhere.
    public weak var popupPresenter: (any PopupPresenter)?
    /// ``popupPresenter``, for every screen of this host.
    public func popupPresenter(for screen: Screen) -> (any PopupPresenter)? { popupPresenter }
    /// A host with empty pasteboards of its own, laying text out with the process default until told
    /// otherwise.
    public init() {}
    /// A host with empty pasteboards of its own, laying text out with `textSystem`.
    public init(textSystem: TextSystem) { ownTextSystem = textSystem }
}

/// The host whose pasteboards are the process-wide ``Pasteboard/general`` and ``Pasteboard/selection``, which
/// the X11 host's selection owner backs: the real application's screens use it.
///
/// Every screen of the program (the main one, each top-level's, each popup's) shares it, so what a screen
/// tells its host goes on to that screen's own presenter: the window-system host of its window, which
/// registers with ``setPresenter(_:for:)``.
@MainActor
public final class ProcessScreenHost: ScreenHost {
    private struct WeakPresenter { weak var presenter: (any ScreenPresenter)? }
    private var presenters: [ObjectIdentifier: WeakPresenter] = [:]

    /// Sends what `screen` tells its host to `presenter` from now on (nil: to nobody); held weakly.
    public func setPresenter(_ presenter: (any ScreenPresenter)?, for screen: Screen) {
        presenters[ObjectIdentifier(screen)] = presenter.map { WeakPresenter(presenter: $0) }
        presenters = presenters.filter { $0.value.presenter != nil }
    }

    private func presenter(of screen: Screen) -> (any ScreenPresenter)? { presenters[ObjectIdentifier(screen)]?.presenter }

    /// `screen`'s presenter's: the popups of the window that shows it.
    public func popupPresenter(for screen: Screen) -> (any PopupPresenter)? {
        presenter(of: screen)?.popupPresenter(for: screen)
    }
    /// Asks `screen`'s presenter for a frame.
    public func screenNeedsUpdate(_ screen: Screen) { presenter(of: screen)?.screenNeedsUpdate(screen) }
    /// Tells `screen`'s presenter.
    public func screen(_ screen: Screen, keyWindowDidChange window: Window?) {
        presenter(of: screen)?.screen(screen, keyWindowDidChange: window)
    }
    /// Tells `screen`'s presenter, which moves the input method.
    public func screenTextInputDidChange(_ screen: Screen) { presenter(of: screen)?.screenTextInputDidChange(screen) }
    /// Tells `screen`'s presenter, which sets the window's cursor.
    public func screen(_ screen: Screen, cursorDidChange cursor: Cursor) {
        presenter(of: screen)?.screen(screen, cursorDidChange: cursor)
    }

    /// ``Pasteboard/general``.
    public var generalPasteboard: Pasteboard { .general }
    /// ``Pasteboard/selection``.
    public var selectionPasteboard: Pasteboard { .selection }
    /// The process's drags: the X host's transfer window is their back-end.
    public let dragSession = DragSession()
    /// The process default, ``Typesetter/current``: Pango's once the X11 application has started.
    public var textSystem: TextSystem {
        get { Typesetter.current }
        set { Typesetter.current = newValue }
    }
    /// The one host of the process-wide pasteboards.
    public static let shared = ProcessScreenHost()
    private init() {}
}

/// What shows one screen in a window system and hears what that screen tells its host (the X11 host of one
/// window): ``ProcessScreenHost`` passes each screen's calls on to the presenter registered for it.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// See ``ScreenHost/screenNeedsUpdate(_:)``.
    func screenNeedsUpdate(_ screen: Screen)
    /// See ``ScreenHost/screen(_:keyWindowDidChange:)``.
    func screen(_ screen: Screen, keyWindowDidChange window: Window?)
    /// See ``ScreenHost/screenTextInputDidChange(_:)``.
    func screenTextInputDidChange(_ screen: Screen)
    /// See ``ScreenHost/screen(_:cursorDidChange:)``.
    func screen(_ screen: Screen, cursorDidChange cursor: Cursor)
    /// See ``ScreenHost/popupPresenter(for:)``.
    func popupPresenter(for screen: Screen) -> (any PopupPresenter)?
}

extension ScreenPresenter {
    /// No popups: a presenter that shows none.
    public func popupPresenter(for screen: Screen) -> (any PopupPresenter)? { nil }
}
