import Dispatch
import Synchronization
import Testing
@testable import ShojiAccessibility

/// How often the portal reader asked for libdbus, and on which queue (read from any thread).
private final class LoadLog: Sendable {
    private let state = Mutex<(calls: Int, onPortalQueue: Int)>((0, 0))
    static let key = DispatchSpecificKey<Bool>()

    func record() {
        let onQueue = DispatchQueue.getSpecific(key: LoadLog.key) == true
        state.withLock { $0.calls += 1; $0.onPortalQueue += onQueue ? 1 : 0 }
    }

    var calls: Int { state.withLock { $0.calls } }
    var onPortalQueue: Int { state.withLock { $0.onPortalQueue } }
}

/// The settings portal reader is made on the main thread after a window's first frame
/// (X11Connection.startSettingsPortal; `SettingsPortalEndToEndTests` checks the order): whatever it does on
/// the caller's thread, the next frame and every event wait for. Loading libdbus is not part of that.
@Suite("Settings portal: nothing loaded before the first frame")
@MainActor
struct SettingsPortalStartupTests {
    @Test("Made with a session bus, the reader loads libdbus on its own queue, not on the main thread as it is made")
    func loadsLibdbusOnItsQueue() {
        let queue = DispatchQueue(label: "test.settings.portal")
        queue.setSpecific(key: LoadLog.key, value: true)
        queue.suspend()   // so that nothing the queue does can be mistaken for the init's own work
        let log = LoadLog()
        let portal = SettingsPortal(address: "unix:path=/nonexistent/shoji-test-bus", queue: queue,
                                    load: { log.record(); return "not loaded in this test" }, onChange: { _ in })
        #expect(log.calls == 0)
        queue.resume()
        queue.sync {}
        #expect(log.calls == 1)
        #expect(log.onPortalQueue == 1)
        portal.close()
    }

    @Test("Without a session bus the reader never loads libdbus at all")
    func noBusNoLibdbus() {
        let queue = DispatchQueue(label: "test.settings.portal.none")
        let log = LoadLog()
        let portal = SettingsPortal(address: nil, queue: queue, load: { log.record(); return nil }, onChange: { _ in })
        queue.sync {}
        #expect(log.calls == 0)
        portal.close()
    }
}
