import Shoji

extension X11Host {
    /// The size the screen and the back buffer take for an X window of `width × height` device pixels:
    /// the window's own, or, for a window larger than `Limits.windowPixelCount` (a window manager or
    /// another client can make one up to 32767 pixels a side, a back buffer of 4 GB), its top-left part of
    /// the same shape within the limit; the rest of the window shows its background.
    nonisolated static func drawableSize(width: Int, height: Int) -> (width: Int, height: Int) {
        let w = min(max(1, width), Limits.windowPixelSide), h = min(max(1, height), Limits.windowPixelSide)
        guard w * h > Limits.windowPixelCount else { return (w, h) }
        let shrink = (Double(Limits.windowPixelCount) / Double(w * h)).squareRoot()
        return (max(1, Int(Double(w) * shrink)), max(1, Int(Double(h) * shrink)))
    }
}
