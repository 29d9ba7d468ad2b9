import Dispatch
import Synchronization
import Testing
import Shoji
import ShojiSystem
@testable import ShojiSystem

@Suite("Network status from the kernel's tables")
struct NetworkProbeTests {
    // This machine's tables while writing the test: a default route on eth0, IPv6 too, and an IPv6
    // "unreachable" reject route on lo.
    static let routes = """
        Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
        eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0
        eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0
        """
    static let routes6 = """
        fe800000000000000000000000000000 40 00000000000000000000000000000000 00 00000000000000000000000000000000 00000100 00000002 00000000 00000001     eth0
        00000000000000000000000000000000 00 00000000000000000000000000000000 00 fd000000000000000000000000000001 00000400 00000002 00000000 00000003     eth0
        00000000000000000000000000000000 00 00000000000000000000000000000000 00 00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo
        """
    static let header = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"

    @Test func onlineThroughTheDefaultRoute() {
        let s = NetworkProbe.evaluate(ipv4Routes: Self.routes, ipv6Routes: Self.routes6, interfaces: ["eth0": "up", "lo": "unknown"])
        #expect(s == .online(interface: "eth0"))
    }

    @Test func aDownInterfaceDoesNotCount() {
        let s = NetworkProbe.evaluate(ipv4Routes: Self.routes, ipv6Routes: nil, interfaces: ["eth0": "down", "lo": "unknown"])
        #expect(s == .offline)
    }

    @Test func upButNoDefaultRouteIsLocalOnly() {
        let local = Self.header + "wlan0\t0001A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
        let s = NetworkProbe.evaluate(ipv4Routes: local, ipv6Routes: "", interfaces: ["wlan0": "up", "lo": "unknown"])
        #expect(s == .localOnly(interface: "wlan0"))
    }

    @Test func ipv6AloneIsEnoughButRejectRoutesAreNot() {
        let s = NetworkProbe.evaluate(ipv4Routes: Self.header, ipv6Routes: Self.routes6, interfaces: ["eth0": "up"])
        #expect(s == .online(interface: "eth0"))
        let rejectOnly = String(Self.routes6.split(separator: "\n")[2])
        #expect(NetworkProbe.evaluate(ipv4Routes: Self.header, ipv6Routes: rejectOnly, interfaces: ["lo": "unknown"]) == .offline)
    }

    @Test func unreadableTablesAreUnknown() {
        #expect(NetworkProbe.evaluate(ipv4Routes: nil, ipv6Routes: nil, interfaces: nil) == .unknown)
    }
}

/// A probe whose answer the test sets, and which can be made to hang like a slow lookup.
final class FakeNetwork: Sendable {
    let answer = Mutex<String>("eth0")
    let gate = DispatchSemaphore(value: 0)
    let blocks = Mutex(false)

    var probe: NetworkProbe {
        NetworkProbe(
            ipv4Routes: { [self] in
                if blocks.withLock({ $0 }) { _ = gate.wait(timeout: .now() + 5) }
                let iface = answer.withLock { $0 }
                return NetworkProbeTests.header + (iface.isEmpty ? "" : "\(iface)\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n")
            },
            ipv6Routes: { "" },
            interfaces: { [self] in
                let iface = answer.withLock { $0 }
                return iface.isEmpty ? ["lo": "unknown"] : [iface: "up", "lo": "unknown"]
            })
    }
}

@MainActor
@Suite("Network monitor")
struct NetworkMonitorTests {
    final class Listener { var heard: [NetworkStatus] = [] }

    @Test("Checks in the background, posts each change once, and checks again every interval")
    func postsChanges() async {
        let clock = ManualClock()
        let center = Shoji.NotificationCenter()
        let net = FakeNetwork()
        let monitor = NetworkMonitor(probe: net.probe, clock: clock, interval: 5, center: center)
        let listener = Listener()
        center.addObserver(listener, for: .networkStatusDidChange, object: monitor) { l, n in l.heard.append(n.payload) }
        monitor.start()
        #expect(monitor.status == .unknown)          // nothing waited for
        await monitor.waitForCheck()
        #expect(monitor.status == .online(interface: "eth0") && listener.heard == [.online(interface: "eth0")])

        clock.advance(by: 5)                          // same answer: no post
        await monitor.waitForCheck()
        #expect(listener.heard.count == 1)

        net.answer.withLock { $0 = "" }
        clock.advance(by: 4.9)
        await monitor.waitForCheck()
        #expect(monitor.status == .online(interface: "eth0"))   // not yet time
        clock.advance(by: 0.1)
        await monitor.waitForCheck()
        #expect(listener.heard == [.online(interface: "eth0"), .offline])
        monitor.stop()
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("Stopped, a check under way is dropped; apply() sets and posts a status (a replay's)")
    func stopAndApply() async {
        let net = FakeNetwork()
        net.blocks.withLock { $0 = true }
        let center = Shoji.NotificationCenter()
        let monitor = NetworkMonitor(probe: net.probe, clock: ManualClock(), center: center)
        let listener = Listener()
        center.addObserver(listener, for: .networkStatusDidChange) { l, n in l.heard.append(n.payload) }
        monitor.start()
        monitor.stop()
        monitor.apply(.localOnly(interface: "wlan0"))
        net.gate.signal()                              // the probe returns eth0, too late to count
        for _ in 0..<50 { await Task.yield() }
        #expect(monitor.status == .localOnly(interface: "wlan0"))
        #expect(listener.heard == [.localOnly(interface: "wlan0")])
    }

    @Test("A check that hangs never holds up the main actor")
    func neverBlocks() async {
        let net = FakeNetwork()
        net.blocks.withLock { $0 = true }
        let monitor = NetworkMonitor(probe: net.probe, clock: ManualClock(), center: Shoji.NotificationCenter())
        monitor.refresh()
        monitor.refresh()                             // one check at a time
        #expect(monitor.status == .unknown)           // the main actor got here while the probe hangs
        net.gate.signal()
        await monitor.waitForCheck()
        #expect(monitor.status == .online(interface: "eth0"))
    }
}
