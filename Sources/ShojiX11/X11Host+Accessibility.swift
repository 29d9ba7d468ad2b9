import CX11
import Shoji

extension X11Host {
    /// Where the window's top-left is on the X screen, in root pixels: what accessibility clients
    /// measure in (the AT-SPI bridge adds it to every element's extents).
    public func windowOriginOnRoot() -> Point {
        guard !isClosed else { return Point(x: 0, y: 0) }
        var x: Int32 = 0, y: Int32 = 0
        var child: CX11.Window = 0
        let root = XDefaultRootWindow(display)
        guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return Point(x: 0, y: 0) }
        // The round trip may have read events into Xlib's queue, where the socket's dispatch source
        // cannot see them: handled after the current event (the bridge may ask from inside a handler).
        setNeedsDrain()
        return Point(x: Double(x), y: Double(y))
    }
}
