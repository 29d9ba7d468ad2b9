import CX11
import Shoji

/// Reads the desktop's settings from the X server and watches them, for the whole connection: the
/// XSETTINGS manager (the owner of `_XSETTINGS_S<screen>`, its `_XSETTINGS_SETTINGS` property) and the
/// root window's `RESOURCE_MANAGER` (`Xft.dpi`). The settings portal's answers come in through
/// ``portalAnswered(_:)``.
///
/// Everything arrives through the connection's pump as an event hook (ARCHITECTURE.md's loop rule): a
/// `PropertyNotify` on the manager's window or the root, the `MANAGER` client message a manager that starts
/// later sends to the root, the manager's window's `DestroyNotify` when it goes away (its settings with it).
/// Properties are read with a bound (``Limits/xsettingsBytes``, ``Limits/resourceManagerBytes``); reading
/// one is a round trip to the server, never a wait for the manager.
@MainActor
final class DesktopSettingsWatcher {
    private let display: OpaquePointer
    private let root: UInt
    private let selection: UInt, settingsProperty: UInt, manager: UInt, resourceManager: UInt
    /// The manager's window (0: none).
    private(set) var owner: UInt = 0
    private(set) var sources = DesktopSettingsSources()
    /// The settings now: what every window's screen shows.
    private(set) var settings = DesktopSettings()
    /// Called after the settings changed, with those before.
    var onChange: ((DesktopSettings) -> Void)?

    /// Reads every source once (the first frame is drawn with them) and starts watching.
    init(display: OpaquePointer, root: UInt, screenNumber: Int32) {
        self.display = display
        self.root = root
        var names = ["_XSETTINGS_S\(screenNumber)", "_XSETTINGS_SETTINGS", "MANAGER", "RESOURCE_MANAGER"]
        var atoms = [Atom](repeating: 0, count: names.count)
        var cNames = names.indices.map { strdup(names[$0]) }
        defer { cNames.forEach { free($0) } }
        _ = cNames.withUnsafeMutableBufferPointer { XInternAtoms(display, $0.baseAddress, Int32(names.count), 0, &atoms) }
        names.removeAll()
        (selection, settingsProperty, manager, resourceManager) = (atoms[0], atoms[1], atoms[2], atoms[3])
        // The root's property changes (RESOURCE_MANAGER) and the MANAGER message (sent with StructureNotify).
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, root, &attributes)
        XSelectInput(display, root, attributes.your_event_mask | PropertyChangeMask | StructureNotifyMask)
        readResources()
        findManager()
        settings = sources.settings
    }

    /// An event no window took: true when it was one of the watched ones.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            let e = event.xproperty
            if e.window == owner, owner != 0, e.atom == settingsProperty {
                sources.xsettings = readSettings()
            } else if e.window == root, e.atom == resourceManager {
                readResources()
            } else {
                return false
            }
        case ClientMessage:
            let e = event.xclient
            guard e.window == root, e.message_type == manager, XProperties.data(of: e)[1] == selection else { return false }
            findManager()
        case DestroyNotify:
            guard owner != 0, event.xdestroywindow.window == owner else { return false }
            owner = 0
            findManager()
        default:
            return false
        }
        update()
        return true
    }

    /// The settings portal answered (at start, or with `SettingChanged`).
    func portalAnswered(_ appearance: PortalAppearance) {
        sources.portal = appearance
        update()
    }

    private func update() {
        let old = settings
        settings = sources.settings
        guard settings != old else { return }
        let changed = settings.changedFields(from: old)
        Trace.emit("desktop.settings", fields: [("changed", .array(changed.map { .string($0) }))] + settings.traceFields)
        onChange?(old)
    }

    /// Finds the manager (the selection's owner) and reads its settings; none: no XSETTINGS.
    private func findManager() {
        // The server is grabbed so that the owner cannot go away between being found and being watched
        // (the specification's advice): its DestroyNotify is then sure to come.
        XGrabServer(display)
        let window = XGetSelectionOwner(display, selection)
        if window != 0 { XSelectInput(display, window, PropertyChangeMask | StructureNotifyMask) }
        owner = window
        sources.xsettings = window == 0 ? nil : readSettings()
        XUngrabServer(display)
    }

    private func readSettings() -> XSettings? {
        guard owner != 0, case .bytes(_, let bytes)? = XProperties(display: display)
            .read(owner, settingsProperty, maxBytes: Limits.xsettingsBytes) else { return nil }
        return XSettings.parse(bytes)
    }

    /// Reads `RESOURCE_MANAGER`'s scale and text rendering (none: neither is set).
    private func readResources() {
        guard case .bytes(_, let bytes)? = XProperties(display: display)
            .read(root, resourceManager, maxBytes: Limits.resourceManagerBytes) else {
            sources.resourceScale = nil
            sources.resourceText = XftResources()
            return
        }
        let text = Substring(String(decoding: bytes, as: UTF8.self))
        sources.resourceScale = ResourceDatabase.scale(in: text)
        sources.resourceText = ResourceDatabase.textRendering(in: text)
    }
}
