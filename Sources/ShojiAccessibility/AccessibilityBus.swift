import CDBus
import Dispatch
import Glibc
import ShojiFiles

/// Where the accessibility bus is, found as GTK finds it: `AT_SPI_BUS_ADDRESS` first, else the session
/// bus's `org.a11y.Bus.GetAddress` (at-spi2-core's launcher, started on demand by the session bus).
enum AccessibilityBus {
    /// Looks for the address off the main queue and hands it (or nil) to `completion` on the main queue.
    /// Asking the session bus may start at-spi2-core's launcher, which takes milliseconds on a quiet
    /// desktop and longer on a loaded one: the user interface goes on meanwhile. libdbus is loaded only
    /// once there is a bus to speak to; when it cannot be, `unavailable` gets why and `completion` nil.
    @MainActor
    static func findAddress(unavailable: @escaping @MainActor (String) -> Void,
                            _ completion: @escaping @MainActor @Sendable (String?) -> Void) {
        if let address = ProcessEnvironment.value("AT_SPI_BUS_ADDRESS"), !address.isEmpty {
            if let why = DBusLibrary.load() { unavailable(why); completion(nil); return }
            completion(address)
            return
        }
        // No session bus: nothing to ask, no thread started, and libdbus never loaded.
        guard let sessionAddress = sessionBusAddress() else { completion(nil); return }
        if let why = DBusLibrary.load() { unavailable(why); completion(nil); return }
        // A queue of our own, not a global one: on Linux, work on a global queue starts libdispatch's
        // worker-pool monitor, which then wakes the process every second for good (measured: 10 wake-ups
        // in 10 idle seconds); a private serial queue's thread comes and goes.
        DispatchQueue(label: "shoji.accessibility.lookup").async {
            let address = askSessionBus(at: sessionAddress)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(address) } }
        }
    }

    /// `org.a11y.Bus.GetAddress` on our own short-lived connection to the session bus (not libdbus's
    /// shared one), closed as soon as it has answered; nil when it does not (no launcher: "no such
    /// service", at once). Blocking: called off the main queue.
    private static func askSessionBus(at sessionAddress: String) -> String? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let session = dbus_connection_open_private(sessionAddress, &error) else { return nil }
        defer { dbus_connection_close(session); dbus_connection_unref(session) }
        dbus_connection_set_exit_on_disconnect(session, 0)
        guard dbus_bus_register(session, &error) != 0,
              let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
        else { return nil }
        defer { dbus_message_unref(call) }
        guard let reply = dbus_connection_send_with_reply_and_block(session, call, 3000, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        var reader = MessageReader(reply)
        guard let address = reader.string(), !address.isEmpty else { return nil }
        return address
    }

    /// The session bus's address without ever autolaunching one (libdbus would start a `dbus-launch`
    /// for an X display that has none: a process and a bus nobody asked for).
    static func sessionBusAddress() -> String? {
        if let address = ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty { return address }
        if let runtime = ProcessEnvironment.value("XDG_RUNTIME_DIR"), !runtime.isEmpty {
            var info = stat()
            let path = runtime + "/bus"
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK { return "unix:path=" + path }
        }
        return nil
    }
}
