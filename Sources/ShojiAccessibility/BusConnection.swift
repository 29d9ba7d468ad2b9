import CDBus
import Dispatch

/// A private libdbus connection served on the main queue: its socket is watched by dispatch sources
/// (libdbus says when it wants to read, and only while it has something queued, to write), and its
/// timeouts run as timers only while a reply is awaited. An idle connection costs no wake-up at all.
@MainActor
final class BusConnection {
    /// The libdbus connection (`DBusConnection *`).
    let raw: OpaquePointer
    /// Method calls and signals addressed to us; returns whether it was handled.
    var onMessage: ((OpaquePointer) -> Bool)?
    /// The peer hung up (the bus went away).
    var onDisconnect: (() -> Void)?
    /// Read wake-ups so far (a test can check that an idle bus costs none).
    private(set) var wakeUps = 0
    private var dispatchScheduled = false
    private var closed = false

    /// The unique name the bus gave us (":1.42").
    var uniqueName: String { dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? "" }

    /// Opens `address` and says Hello (the only blocking exchange: a local socket, answered at once).
    init(address: String) throws(BusError) {
        if let why = DBusLibrary.load() { throw BusError(name: "libdbus", message: why) }
        var error = DBusError()
        dbus_error_init(&error)
        guard let c = dbus_connection_open_private(address, &error) else { throw BusError(consuming: &error) }
        raw = c
        dbus_connection_set_exit_on_disconnect(c, 0) // libdbus would exit(1) the app otherwise
        guard dbus_bus_register(c, &error) != 0 else {
            let failure = BusError(consuming: &error)
            dbus_connection_close(c)
            dbus_connection_unref(c)
            throw failure
        }
    }

    /// Takes over a connection opened and registered elsewhere (off the main queue: `SettingsPortal` opens
    /// the session bus on a queue of its own, so a hung bus never holds the main thread).
    init(adopting connection: OpaquePointer) { raw = connection }

    /// Starts serving: watches, timeouts, the message filter. Call once.
    func attach() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // libdbus calls these on the thread that calls into it: always the main one here.
        dbus_connection_set_watch_functions(raw, { watch, data in
            MainActor.assumeIsolated { BusConnection.from(data).watchChanged(watch!) }; return 1
        }, { watch, data in
            MainActor.assumeIsolated { BusConnection.from(data).watchRemoved(watch!) }
        }, { watch, data in
            MainActor.assumeIsolated { BusConnection.from(data).watchChanged(watch!) }
        }, me, nil)
        dbus_connection_set_timeout_functions(raw, { timeout, data in
            MainActor.assumeIsolated { BusConnection.from(data).timeoutChanged(timeout!) }; return 1
        }, { timeout, data in
            MainActor.assumeIsolated { BusConnection.from(data).timeoutRemoved(timeout!) }
        }, { timeout, data in
            MainActor.assumeIsolated { BusConnection.from(data).timeoutChanged(timeout!) }
        }, me, nil)
        // Messages read during a blocking call wait in libdbus's queue: dispatch them on the next turn.
        dbus_connection_set_dispatch_status_function(raw, { _, status, data in
            guard status == DBUS_DISPATCH_DATA_REMAINS else { return }
            MainActor.assumeIsolated { BusConnection.from(data).scheduleDispatch() }
        }, me, nil)
        dbus_connection_add_filter(raw, { _, message, data in
            let handled = MainActor.assumeIsolated { BusConnection.from(data).filter(message!) }
            return handled ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }, me, nil)
        scheduleDispatch()
    }

    /// Closes the connection and stops every source. Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        dbus_connection_close(raw) // removes the watches and timeouts through the callbacks above
        for (_, source) in readSources { source.cancel() }
        for (_, source) in writeSources { source.cancel() }
        for (_, timer) in timers { timer.cancel() }
        readSources = [:]; writeSources = [:]; timers = [:]
        dbus_connection_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(raw, nil, nil, nil)
        dbus_connection_unref(raw)
    }

    var isConnected: Bool { !closed && dbus_connection_get_is_connected(raw) != 0 }

    // MARK: Sending

    /// Queues `message` (written now if the socket takes it, else when it becomes writable); takes it over.
    func send(_ message: OpaquePointer) {
        defer { dbus_message_unref(message) }
        guard !closed else { return }
        _ = dbus_connection_send(raw, message, nil)
    }

    /// Sends a method call and calls `reply` with the answer (or an error message) on the main queue.
    func call(_ message: OpaquePointer, timeoutMilliseconds: Int32 = 5000, reply: @escaping @MainActor (OpaquePointer) -> Void) {
        defer { dbus_message_unref(message) }
        guard !closed else { return }
        var pending: OpaquePointer?
        guard dbus_connection_send_with_reply(raw, message, &pending, timeoutMilliseconds) != 0, let pending else { return }
        let box = Unmanaged.passRetained(ReplyBox(reply)).toOpaque()
        dbus_pending_call_set_notify(pending, { pending, data in
            guard let pending, let data else { return }
            let handler = Unmanaged<ReplyBox>.fromOpaque(data).takeUnretainedValue().handler
            guard let message = dbus_pending_call_steal_reply(pending) else { return }
            MainActor.assumeIsolated { handler(message) }
            dbus_message_unref(message)
        }, box, { data in
            if let data { Unmanaged<ReplyBox>.fromOpaque(data).release() }
        })
        dbus_pending_call_unref(pending)
    }

    // MARK: Dispatching

    private func filter(_ message: OpaquePointer) -> Bool {
        if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.onDisconnect?() } }
            return true
        }
        return onMessage?(message) ?? false
    }

    private func scheduleDispatch() {
        guard !dispatchScheduled, !closed else { return }
        dispatchScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.dispatchScheduled = false
                self.dispatchAll()
            }
        }
    }

    private func dispatchAll() {
        guard !closed else { return }
        while dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS {}
    }

    // MARK: Watches and timeouts as dispatch sources

    /// Keyed by the libdbus watch/timeout pointer. A source exists only while libdbus enables its
    /// watch: the write watch is enabled only while output is queued, so a writable socket wakes no one.
    private var readSources: [OpaquePointer: DispatchSourceRead] = [:]
    private var writeSources: [OpaquePointer: DispatchSourceWrite] = [:]
    private var timers: [OpaquePointer: DispatchSourceTimer] = [:]

    private func watchChanged(_ watch: OpaquePointer) {
        let enabled = dbus_watch_get_enabled(watch) != 0 && !closed
        let flags = dbus_watch_get_flags(watch)
        let fd = dbus_watch_get_unix_fd(watch)
        if flags & DBUS_WATCH_READABLE.rawValue != 0 {
            if enabled, readSources[watch] == nil {
                let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
                source.setEventHandler { [weak self] in
                    MainActor.assumeIsolated { self?.handle(watch, DBUS_WATCH_READABLE.rawValue) }
                }
                readSources[watch] = source
                source.activate()
            } else if !enabled {
                readSources.removeValue(forKey: watch)?.cancel()
            }
        }
        if flags & DBUS_WATCH_WRITABLE.rawValue != 0 {
            if enabled, writeSources[watch] == nil {
                let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
                source.setEventHandler { [weak self] in
                    MainActor.assumeIsolated { self?.handle(watch, DBUS_WATCH_WRITABLE.rawValue) }
                }
                writeSources[watch] = source
                source.activate()
            } else if !enabled {
                writeSources.removeValue(forKey: watch)?.cancel()
            }
        }
    }

    private func watchRemoved(_ watch: OpaquePointer) {
        readSources.removeValue(forKey: watch)?.cancel()
        writeSources.removeValue(forKey: watch)?.cancel()
    }

    private func handle(_ watch: OpaquePointer, _ condition: UInt32) {
        guard !closed else { return }
        if condition == DBUS_WATCH_READABLE.rawValue { wakeUps += 1 }
        _ = dbus_watch_handle(watch, condition)
        dispatchAll()
    }

    private func timeoutChanged(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.cancel()
        guard dbus_timeout_get_enabled(timeout) != 0, !closed else { return }
        let interval = DispatchTimeInterval.milliseconds(Int(dbus_timeout_get_interval(timeout)))
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.closed, self.timers[timeout] != nil else { return }
                _ = dbus_timeout_handle(timeout)
                self.dispatchAll()
            }
        }
        timers[timeout] = timer
        timer.activate()
    }

    private func timeoutRemoved(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.cancel()
    }

    private nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> BusConnection {
        Unmanaged<BusConnection>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// Holds a reply handler across libdbus's C callback.
private final class ReplyBox {
    let handler: @MainActor (OpaquePointer) -> Void
    init(_ handler: @escaping @MainActor (OpaquePointer) -> Void) { self.handler = handler }
}

/// A libdbus error as a Swift error.
struct BusError: Error, CustomStringConvertible {
    let name: String
    let message: String
    var description: String { "\(name): \(message)" }

    init(name: String, message: String) { self.name = name; self.message = message }

    init(consuming error: inout DBusError) {
        name = error.name.map { String(cString: $0) } ?? "unknown"
        message = error.message.map { String(cString: $0) } ?? ""
        dbus_error_free(&error)
    }
}
