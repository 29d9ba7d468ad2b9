import Shoji
import ShojiFiles

/// A window of the platform showing one `Screen` (under X11, an `X11Host`): what the runtime asks of it
/// for the main window and every ``TopLevelWindow``. The screen's own calls to its host (a frame wanted,
/// the cursor, the input method's spot) go through `ScreenHost`; this is the rest, which only an
/// application needs: the window's title, size limits and icon, showing it, its first frame, closing it,
/// and opening the application's other windows beside it.
@MainActor
public protocol PlatformWindow: AnyObject {
    /// Whether the window was closed (by ``close()`` or by the user), for good.
    var isClosed: Bool { get }
    /// The user closed the window.
    var onClose: (() -> Void)? { get set }
    /// The window was resized, with its new size in points (after its screen was resized).
    var onResize: ((Size) -> Void)? { get set }
    /// The window is on screen: its first frame can be seen.
    var onMapped: (() -> Void)? { get set }
    /// False while a recording is replayed: live input would make the replay differ.
    var acceptsInput: Bool { get set }
    /// The window's icon, as the window manager shows it; nil: none.
    var icon: Image? { get set }
    /// The window's handle as the XDG desktop portals take a parent window (`x11:` and the window's id in
    /// hexadecimal), so that a portal's dialog is modal for this window.
    var portalParentIdentifier: String { get }

    /// Sets the title the window manager shows.
    func setTitle(_ title: String)
    /// The smallest size the user may make the window, in points.
    func setMinimumSize(_ size: Size)
    /// Shows the window with its first frame and starts feeding its input to the screen.
    func start()
    /// Draws and presents the pending frame now.
    func frame()
    /// Writes what the window shows as a PNG, exactly the pixels the user sees.
    /// - Throws: `FileError` naming the path and the reason.
    func writeScreenshot(to path: String) throws(FileError)
    /// Brings the window to the front and gives it the keyboard (the window manager may decline).
    func activate()
    /// Closes the window (its popups first).
    func close()
    /// Where the window's top left is on the desktop, in pixels (screen readers measure from it).
    func windowOriginOnRoot() -> Point
    /// At exit: hands what the program copied to a clipboard manager, if one runs, so it can still be
    /// pasted, waiting for it at most `timeout` seconds.
    func handOverClipboard(timeout: Double)
    /// The bytes of the window's back buffer (0 before its first frame).
    var backBufferBytes: Int { get }

    /// Opens another top-level window showing `screen` on the same connection (a dialog is transient for
    /// this one), unmapped until its ``start()``.
    func openWindow(showing screen: Screen, title: String, dialog: Bool) -> any PlatformWindow
    /// Tells the application when one of this window's popups (a menu, a tool tip) opens, with a way to
    /// read where it is on the desktop, and when it closes: screen readers see popups as windows too.
    func observePopups(shown: @escaping @MainActor (Screen, @escaping @MainActor () -> Point) -> Void,
                       closed: @escaping @MainActor (Screen) -> Void)
}
