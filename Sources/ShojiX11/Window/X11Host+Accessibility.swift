import CX11
import Shoji

extension X11Host {
    /// Where the window's top-left is on the X screen, in root pixels: what accessibility clients
    /// measure in (the AT-SPI bridge adds it to every element's extents), and where a popup is placed from.
    /// Asked of the server once (a round trip, which a menu would pay before its first frame), then kept
    /// until the window is configured or reparented: a window manager that moves a frame tells the window
    /// with a ConfigureNotify of its own (ICCCM 4.1.5), as GDK relies on too.
    public func windowOriginOnRoot() -> Point {
        guard !isClosed else { return Point(x: 0, y: 0) }
        if let origin = originOnRoot { return origin }
        var x: Int32 = 0, y: Int32 = 0
        var child: CX11.Window = 0
        let root = XDefaultRootWindow(display)
        guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return Point(x: 0, y: 0) }
        let origin = Point(x: Double(x), y: Double(y))
        originOnRoot = origin
        return origin
    }
}
