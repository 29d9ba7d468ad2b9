import Dispatch
import Synchronization
import Testing
import Shoji
import ShojiSystem
@testable import ShojiSystem

/// A probe that can watch: the test reports the changes.
final class WatchedNetwork: Sendable {
    let network = FakeNetwork()
    let report = Mutex<(@Sendable () -> Void)?>(nil)
    let cancelled = Mutex(false)

    var probe: NetworkProbe {
        var p = network.probe
        p.watch = { [self] onChange in
            report.withLock { $0 = onChange }
            return NetworkWatch { [self] in cancelled.withLock { $0 = true } }
        }
        return p
    }

    /// The kernel says the tables changed (from a background thread, as netlink does).
    func change(to interface: String) {
        network.answer.withLock { $0 = interface }
        let r = report.withLock { $0 }
        Task.detached { r?() }
    }
}

@MainActor
@Suite("Network monitor, watching")
struct NetworkWatchTests {
    func settle(_ monitor: NetworkMonitor, until done: () -> Bool) async {
        for _ in 0..<500 where !done() {
            await Task.yield()
            await monitor.waitForCheck()
        }
    }

    @Test("With a watch it sets no timer at all (an idle app never wakes), and checks when told of a change")
    func noPolling() async {
        let clock = ManualClock()
        let net = WatchedNetwork()
        let monitor = NetworkMonitor(probe: net.probe, clock: clock, interval: 5, center: Shoji.NotificationCenter())
        monitor.start()
        #expect(monitor.isWatching && clock.pendingTimerCount == 0)
        await monitor.waitForCheck()
        #expect(monitor.status == .online(interface: "eth0"))

        net.network.answer.withLock { $0 = "" }
        clock.advance(by: 60)                        // time alone checks nothing
        await monitor.waitForCheck()
        #expect(monitor.status == .online(interface: "eth0"))

        net.change(to: "wlan0")
        await settle(monitor) { monitor.status == .online(interface: "wlan0") }
        #expect(monitor.status == .online(interface: "wlan0"))

        monitor.stop()
        #expect(net.cancelled.withLock { $0 } && !monitor.isRunning)
    }

    @Test("A change told while a check is under way is checked again, since that check read the old tables")
    func changeDuringCheck() async {
        let tables = SlowTables()
        let monitor = NetworkMonitor(probe: tables.probe, clock: ManualClock(), center: Shoji.NotificationCenter())
        monitor.start()                              // the first check reads eth0, then hangs
        for _ in 0..<500 where tables.seen.withLock({ $0 }) != "eth0" { await Task.yield() }
        tables.answer.withLock { $0 = "wlan0" }
        tables.reportChange()
        for _ in 0..<50 { await Task.yield() }       // the change arrives while the check hangs
        tables.hold.withLock { $0 = false }
        tables.gate.signal()                         // the first check ends with what it read: eth0
        await settle(monitor) { monitor.status == .online(interface: "wlan0") }
        #expect(monitor.status == .online(interface: "wlan0"))
    }
}

/// Tables read at the start of a check, which can then hang: the answer a check gives is what it read.
final class SlowTables: Sendable {
    let answer = Mutex("eth0")
    let seen = Mutex("")
    let hold = Mutex(true)
    let gate = DispatchSemaphore(value: 0)
    let report = Mutex<(@Sendable () -> Void)?>(nil)

    var probe: NetworkProbe {
        NetworkProbe(
            ipv4Routes: { [self] in
                let a = answer.withLock { $0 }
                seen.withLock { $0 = a }
                if hold.withLock({ $0 }) { _ = gate.wait(timeout: .now() + 5) }
                return NetworkProbeTests.header + "\(a)\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
            },
            ipv6Routes: { "" },
            interfaces: { [self] in [seen.withLock { $0 }: "up", "lo": "unknown"] },
            watch: { [self] onChange in
                report.withLock { $0 = onChange }
                return NetworkWatch {}
            })
    }

    func reportChange() {
        let r = report.withLock { $0 }
        Task.detached { r?() }
    }
}
