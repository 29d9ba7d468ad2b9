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

extension X11Connection {
    /// Reads the desktop's settings and starts watching them (once, as the first window is made), so that
    /// the first frame already has them; every window made later starts with them too. The settings
    /// portal is read later, after the first frame (`startSettingsPortal()`).
    func startWatchingDesktopSettings() -> DesktopSettingsWatcher {
        if let watcher = desktopSettings { return watcher }
        let watcher = DesktopSettingsWatcher(display: display, root: root, screenNumber: screenNumber)
        desktopSettings = watcher
        eventHooks.append { [weak watcher] event in watcher?.handle(&event) ?? false }
        watcher.onChange = { [unowned self, unowned watcher] old in
            let new = watcher.settings
            // Before the windows hear of it: their views lay text out again with the new options.
            if !new.rendersTextAlike(old) { X11Connection.applyTextRendering(of: new) }
            if new.cursorThemeName != old.cursorThemeName || new.cursorSize != old.cursorSize {
                cursors.setTheme(new.cursorThemeName, size: new.cursorSize)
            }
            for host in allHosts { host.desktopSettingsChanged(new) }
        }
        cursors.onReload = { [unowned self] in
            for host in allHosts where !host.isClosed { host.showCursor(host.screen.currentCursor) }
        }
        let settings = watcher.settings
        X11Connection.applyTextRendering(of: settings)
        Trace.emit("desktop.settings", fields: [("changed", .array(settings.changedFields(from: DesktopSettings()).map { .string($0) }))]
                       + settings.traceFields)
        if settings.cursorThemeName != nil || settings.cursorSize != nil {
            cursors.setTheme(settings.cursorThemeName, size: settings.cursorSize)
        }
        return watcher
    }
}

extension X11Connection {
    /// Starts reading the settings portal on the session bus (once a connection, after a window's first
    /// frame: `X11Host.afterFirstFrame`). Its answer comes on the main queue whenever it does and is
    /// drawn in the next frame, like any change of the desktop's settings.
    ///
    /// Why after the first frame: the reader loads libdbus (dlopen and its relocations, about half a
    /// megabyte mapped), starts a thread and opens the bus; made with the first window, all of that ran
    /// beside the first frame on a loaded machine's cores and counted in its memory, for an answer that
    /// a portal gives tens of milliseconds later anyway (issue 41). Traced as `settings.portal`, so a
    /// test sees that it comes after the first `frame.presented`.
    func startSettingsPortal() {
        guard !isClosed, !settingsPortalStarted, let watcher = desktopSettings else { return }
        settingsPortalStarted = true
        Trace.emit("settings.portal")
        settingsPortal = SettingsPortal { [weak watcher] values in
            watcher?.portalAnswered(PortalAppearance(colorScheme: values.colorScheme, contrast: values.contrast,
                                                     accentColor: values.accentColor.map { ($0.red, $0.green, $0.blue) }))
        }
    }
}

extension X11Connection {
    /// Gives the process's text system the desktop's anti-aliasing, hinting and subpixel order.
    static func applyTextRendering(of settings: DesktopSettings) {
        (Typesetter.current as? PangoTextSystem)?.fontRendering = FontRendering(settings)
    }
}
