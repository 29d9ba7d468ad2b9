import CX11
import Shoji
import ShojiAccessibility
import ShojiCairo

extension X11Host {
    /// Whether top-level windows take the desktop's scale, at start and live (`Xft/DPI`, `Xft.dpi`):
    /// `Application.main` turns it on unless `--scale` forced one. Off, a program that made its screen at
    /// a scale of its own (a benchmark, a test) keeps it.
    public nonisolated(unsafe) static var followsDesktopScale = false

    /// The desktop's settings changed (`DesktopSettingsWatcher`): the screen takes them, and a top-level
    /// its new scale, in the next frame. A new UI font is traced (`window.font`) with where every identified
    /// view is after the screen laid its text out again, so a test sees the sizes follow.
    func desktopSettingsChanged(_ settings: DesktopSettings) {
        guard !isClosed else { return }
        let fontChanged = settings.fontName != screen.desktopSettings.fontName
        screen.desktopSettings = settings
        if fontChanged, Trace.isEnabled {
            screen.layoutIfNeeded()
            var fields: [(String, TraceValue)] = [("font", settings.fontName.map { .string($0) } ?? .null),
                                                  ("views", screen.identifiedViewFrames())]
            // A popup's or a dialog's views are in its own window: the field says whose they are.
            if kind != .normal { fields.append(("window", .number(Double(window)))) }
            Trace.emit("window.font", fields: fields)
        }
        if !kind.isPopup, X11Host.followsDesktopScale { rescale(to: settings.scale) }
    }

    /// Shows the window at `scale` device pixels per point, keeping its size in points: the X window is
    /// resized to the new pixels and everything drawn again, sharp, into a new back buffer. Open popups
    /// (menus, tool tips) stay open: they are placed again at the new scale beside their anchors and drawn
    /// again, as GTK moves a menu whose window changed monitors. A scale at which the window cannot be
    /// made is ignored.
    func rescale(to scale: Double) {
        guard scale != screen.scale, !isClosed, let pixels = Limits.windowPixels(for: screen.size, scale: scale) else { return }
        let minimum = minimumSize
        screen.scale = scale
        resizeBackBuffer(to: pixels)
        XResizeWindow(display, window, UInt32(pixels.width), UInt32(pixels.height))
        if let minimum { setMinimumSize(minimum) }
        popupPresenter?.placeAgain()
        Trace.emit("window.scale", ["window": .number(Double(window)), "scale": .number(scale),
                                    "pixels": .array([.number(Double(pixels.width)), .number(Double(pixels.height))])])
        scheduleFrame()
    }
}

extension X11Host {
    /// The window is `pixels` large from now on: the old back buffer goes, the next frame makes one of
    /// the new size and draws everything into it.
    func resizeBackBuffer(to pixels: (width: Int, height: Int)) {
        pixelSize = pixels
        backBuffer?.destroy()
        backBuffer = nil
    }
}
