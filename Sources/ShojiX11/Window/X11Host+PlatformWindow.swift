import Shoji
import ShojiRuntime

/// An `X11Host` is the runtime's window on X11: the main window's and every `TopLevelWindow`'s.
extension X11Host: PlatformWindow {
    /// `x11:` and the window's id in hexadecimal, as the XDG desktop portals take a parent window.
    public var portalParentIdentifier: String { "x11:" + String(window, radix: 16) }

    /// The bytes of the window's back buffer (0 before its first frame).
    public var backBufferBytes: Int { backBuffer?.bytes ?? 0 }

    /// Another top-level window on this window's connection (a dialog is transient for this one), unmapped
    /// until its `start()`.
    public func openWindow(showing screen: Shoji.Screen, title: String, dialog: Bool) -> any PlatformWindow {
        X11Host(sharingConnectionOf: self, screen: screen, title: title, dialog: dialog)
    }

    /// Tells the application when a menu or tool tip of this connection opens (with where it is on the root)
    /// and when it closes.
    public func observePopups(shown: @escaping @MainActor (Shoji.Screen, @escaping @MainActor () -> Point) -> Void,
                              closed: @escaping @MainActor (Shoji.Screen) -> Void) {
        connection.onPopupShown = { popup, popupHost in
            shown(popup.screen) { [weak popupHost] in popupHost?.windowOriginOnRoot() ?? .zero }
        }
        connection.onPopupClosed = { popup in closed(popup.screen) }
    }
}
