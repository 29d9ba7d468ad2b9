import CX11
import Shoji
import ShojiAccessibility
import ShojiCairo

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
