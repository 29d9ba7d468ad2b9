import CDBus
import Glibc

/// Where the accessibility bus is, found as GTK finds it: `AT_SPI_BUS_ADDRESS` first, else the session
/// bus's `org.a11y.Bus.GetAddress` (at-spi2-core's launcher, started on demand by the session bus).
enum AccessibilityBus {
    /// The address, or nil, quickly and silently, when there is no session bus or no accessibility bus.
    @MainActor
    static func address() -> String? {
        if let address = environment("AT_SPI_BUS_ADDRESS"), !address.isEmpty { return address }
        guard let sessionAddress = sessionBusAddress() else { return nil }
        // Our own short-lived connection (not libdbus's shared one), closed as soon as it has answered.
        guard let session = try? BusConnection(address: sessionAddress) else { return nil }
        defer { session.close() }
        guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else { return nil }
        // Blocking, once, at start-up: the launcher answers in milliseconds; a session bus without it
        // answers "no such service" at once.
        guard let reply = session.callBlocking(call, timeoutMilliseconds: 3000) else { return nil }
        defer { dbus_message_unref(reply) }
        var reader = MessageReader(reply)
        guard let address = reader.string(), !address.isEmpty else { return nil }
        return address
    }

    /// The session bus's address without ever autolaunching one (libdbus would start a `dbus-launch`
    /// for an X display that has none: a process and a bus nobody asked for).
    static func sessionBusAddress() -> String? {
        if let address = environment("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty { return address }
        if let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty {
            var info = stat()
            let path = runtime + "/bus"
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK { return "unix:path=" + path }
        }
        return nil
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
