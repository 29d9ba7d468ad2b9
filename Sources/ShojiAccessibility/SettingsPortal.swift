import CDBus
import Dispatch
import Shoji

/// The freedesktop settings portal's appearance (`org.freedesktop.portal.Settings`, namespace
/// `org.freedesktop.appearance`), as far as it said anything.
public struct PortalAppearanceValues: Equatable, Sendable {
    /// `color-scheme`: 0 no preference, 1 dark, 2 light (nil: not said).
    public var colorScheme: UInt32?
    /// `contrast`: 0 normal, 1 high (nil: not said).
    public var contrast: UInt32?
    /// `accent-color` as red, green and blue from 0 to 1 (nil: not said, or outside 0…1, which the portal
    /// uses for "unset").
    public var accentColor: Color?

    /// Nothing said.
    public init() {}
}

/// Reads the settings portal on the session bus and follows its `SettingChanged` signal, never holding
/// the main thread: the bus is opened on a queue of its own (libdbus's Hello is a blocking exchange), the
/// read is an asynchronous call bounded by `Limits.settingsPortalSeconds`, and the answers arrive on the
/// main queue whenever they come. No session bus, no libdbus, or no portal: nothing is ever reported, and
/// the program goes on with its other sources. Uses the accessibility bridge's libdbus machinery
/// (`BusConnection`, loaded at run time).
@MainActor
public final class SettingsPortal {
    private var bus: BusConnection?
    private var values = PortalAppearanceValues()
    private let onChange: @MainActor (PortalAppearanceValues) -> Void

    /// Starts reading; `onChange` hears the portal's answer at start and every change after it.
    public convenience init(onChange: @escaping @MainActor (PortalAppearanceValues) -> Void) {
        // A queue of our own (see AccessibilityBus.findAddress: a global queue's monitor would wake the
        // idle process every second for good).
        self.init(address: AccessibilityBus.sessionBusAddress(), queue: DispatchQueue(label: "shoji.settings.portal"),
                  load: DBusLibrary.load, onChange: onChange)
    }

    /// Starts reading the portal at `address` (nil: no session bus, nothing to do). libdbus is loaded by
    /// `load` on `queue`, never here: this runs on the main thread (after the first frame, see
    /// `X11Connection.startSettingsPortal`), and dlopen of libdbus with its relocations is work no frame
    /// need wait for (issue 41; shoji_dbus_handle is thread-safe). Tests pass their own `queue` and `load` to see where
    /// the loading happens.
    init(address: String?, queue: DispatchQueue, load: @escaping @Sendable () -> String?,
         onChange: @escaping @MainActor (PortalAppearanceValues) -> Void) {
        self.onChange = onChange
        guard let address else { return }
        queue.async { [weak self] in
            let opened = load() == nil ? SettingsPortal.open(address) : nil
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let raw = opened?.raw else { return }
                    guard let self else { dbus_connection_close(raw); dbus_connection_unref(raw); return }
                    self.connected(BusConnection(adopting: raw))
                }
            }
        }
    }

    /// Closes the bus.
    public func close() {
        bus?.close()
        bus = nil
    }

    /// A connection handed from the opening queue to the main one.
    struct Opened: @unchecked Sendable { let raw: OpaquePointer }

    /// Opens and registers a private connection to the session bus. Blocking: called off the main queue.
    nonisolated static func open(_ address: String) -> Opened? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let c = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(c, 0)
        guard dbus_bus_register(c, &error) != 0 else { dbus_connection_close(c); dbus_connection_unref(c); return nil }
        return Opened(raw: c)
    }

    private static let service = "org.freedesktop.portal.Desktop", path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings", namespace = "org.freedesktop.appearance"

    private func connected(_ bus: BusConnection) {
        self.bus = bus
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
        bus.onDisconnect = { [weak self] in self?.close() }
        bus.attach()
        // The signal first, then the read: a change between the two is not lost.
        if let match = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch") {
            var w = MessageWriter(appendingTo: match)
            w.string("type='signal',interface='\(Self.interface)',member='SettingChanged',path='\(Self.path)'")
            bus.send(match)
        }
        guard let read = dbus_message_new_method_call(Self.service, Self.path, Self.interface, "ReadAll") else { return }
        var w = MessageWriter(appendingTo: read)
        w.array("s") { $0.string(Self.namespace) }
        bus.call(read, timeoutMilliseconds: Int32(Limits.settingsPortalSeconds * 1000)) { [weak self] reply in
            self?.readAllAnswered(reply)
        }
    }

    /// ReadAll's answer: `a{sa{sv}}`, namespaces to keys to values (an error, or a portal of version 1
    /// without ReadAll, says nothing).
    private func readAllAnswered(_ reply: OpaquePointer) {
        guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN else { return }
        var reader = MessageReader(reply)
        guard reader.currentType == DBusType.array else { return }
        var namespaces = reader.recurse()
        var found = PortalAppearanceValues()
        while namespaces.currentType == DBusType.dictEntry {
            var entry = namespaces.recurse()
            guard entry.string() == Self.namespace, entry.currentType == DBusType.array else { continue }
            var keys = entry.recurse()
            while keys.currentType == DBusType.dictEntry {
                var pair = keys.recurse()
                guard let key = pair.string() else { continue }
                Self.read(key, from: &pair, into: &found)
            }
        }
        values = found
        onChange(values)
    }

    private func handle(_ message: OpaquePointer) -> Bool {
        guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0 else { return false }
        var reader = MessageReader(message)
        guard reader.string() == Self.namespace, let key = reader.string() else { return true }
        var changed = values
        Self.read(key, from: &reader, into: &changed)
        if changed != values {
            values = changed
            onChange(values)
        }
        return true
    }

    /// One key's variant value, when it is one Shoji reads and of the portal's type.
    private static func read(_ key: String, from reader: inout MessageReader, into values: inout PortalAppearanceValues) {
        guard reader.currentType == DBusType.variant else { return }
        var value = reader.recurse()
        switch key {
        case "color-scheme": values.colorScheme = value.uint32()
        case "contrast": values.contrast = value.uint32()
        case "accent-color":
            guard value.currentType == DBusType.structure else { return }
            var rgb = value.recurse()
            guard let r = rgb.number(), let g = rgb.number(), let b = rgb.number() else { return }
            let unit = 0.0...1.0
            values.accentColor = unit.contains(r) && unit.contains(g) && unit.contains(b) ? Color(red: r, green: g, blue: b) : nil
        default: break
        }
    }
}
