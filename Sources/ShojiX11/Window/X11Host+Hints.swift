import CX11
import Shoji

extension X11Host {
    /// Tells the window manager the smallest size the user may make the window, in points.
    public func setMinimumSize(_ size: Size) {
        minimumSize = size
        var hints = XSizeHints()
        hints.flags = PMinSize
        hints.min_width = Int32(saturating: (size.width * screen.scale).rounded())
        hints.min_height = Int32(saturating: (size.height * screen.scale).rounded())
        XSetWMNormalHints(display, window, &hints)
        XFlush(display)
    }
}
