import Dispatch
import FoundationEssentials
import Shoji
import ShojiFiles

/// Whether this machine can reach a network, judged from its own tables: no DNS, no packets sent.
public enum NetworkStatus: Hashable, Sendable {
    /// Not known yet, or the system's tables cannot be read here.
    case unknown
    /// No interface but loopback is up.
    case offline
    /// An interface is up but nothing routes beyond its own network.
    case localOnly(interface: String)
    /// A default route leaves through an interface that is up.
    case online(interface: String)

    /// The interface the status is about, if any.
    public var interface: String? {
        switch self {
        case .unknown, .offline: return nil
        case .localOnly(let i), .online(let i): return i
        }
    }
}

/// The network monitor's notification, posted through Shoji's `NotificationCenter`.
extension NotificationName where Payload == NetworkStatus {
    /// Posted by `NetworkMonitor` when the status changes.
    public static var networkStatusDidChange: Self { Self("NetworkStatusDidChange") }
}

/// Reads the kernel's routing tables and interface states (Linux: /proc/net/route, /proc/net/ipv6_route,
/// /sys/class/net/*/operstate). The seed's lesson was that asking by host name waits on DNS — up to a
/// minute with Wi-Fi but no internet — so this never resolves a name: it only reads local tables.
public struct NetworkProbe: Sendable {
    /// The text of the IPv4 routing table (`/proc/net/route`); nil when unreadable.
    public var ipv4Routes: @Sendable () -> String?
    /// The text of the IPv6 routing table (`/proc/net/ipv6_route`); nil when unreadable.
    public var ipv6Routes: @Sendable () -> String?
    /// Interface name → operstate ("up", "down", "unknown", …); nil when unreadable.
    public var interfaces: @Sendable () -> [String: String]?
    /// Starts telling of changes to those tables as they happen, calling its argument (on any thread)
    /// after each; nil when it cannot (the monitor then checks every interval instead).
    public var watch: @Sendable (@escaping @Sendable () -> Void) -> NetworkWatch?

    /// A probe from its readers; tests give canned tables.
    public init(ipv4Routes: @escaping @Sendable () -> String?, ipv6Routes: @escaping @Sendable () -> String?,
                interfaces: @escaping @Sendable () -> [String: String]?,
                watch: @escaping @Sendable (@escaping @Sendable () -> Void) -> NetworkWatch? = { _ in nil }) {
        self.ipv4Routes = ipv4Routes; self.ipv6Routes = ipv6Routes; self.interfaces = interfaces; self.watch = watch
    }

    /// The running system's tables. File reads: call it off the main actor.
    /// (Read with the C library, not Foundation's file and URL code: this runs at every start.)
    public static let system = NetworkProbe(
        ipv4Routes: { try? InputFile.text(of: "/proc/net/route") },
        ipv6Routes: { try? InputFile.text(of: "/proc/net/ipv6_route") },
        interfaces: {
            let dir = "/sys/class/net"
            guard let names = try? Folders.names(in: dir) else { return nil }
            var out: [String: String] = [:]
            for n in names {
                let state = try? InputFile.text(of: "\(dir)/\(n)/operstate")
                out[n] = state?.trimmingWhitespace() ?? "unknown"
            }
            return out
        },
        // The kernel says when links and routes change: no polling, so an idle app never wakes.
        watch: { onChange in NetlinkRouteWatch.start(onChange: onChange) })

    /// Reads the tables once and judges the status from them (it reads files: the monitor calls it on a
    /// background queue).
    public func status() -> NetworkStatus {
        NetworkProbe.evaluate(ipv4Routes: ipv4Routes(), ipv6Routes: ipv6Routes(), interfaces: interfaces())
    }

    /// The judgement, from the tables' text alone (so tests can feed it any machine's tables).
    public static func evaluate(ipv4Routes: String?, ipv6Routes: String?, interfaces: [String: String]?) -> NetworkStatus {
        if ipv4Routes == nil && ipv6Routes == nil && interfaces == nil { return .unknown }
        let states = interfaces ?? [:]
        // "unknown" is what tunnels and some virtual links report while they carry traffic.
        func usable(_ name: String) -> Bool {
            name != "lo" && (states[name].map { $0 == "up" || $0 == "unknown" } ?? true)
        }
        for name in defaultRouteInterfaces(ipv4: ipv4Routes, ipv6: ipv6Routes) where usable(name) {
            return .online(interface: name)
        }
        if let up = states.filter({ $0.key != "lo" && $0.value == "up" }).keys.sorted().first {
            return .localOnly(interface: up)
        }
        return .offline
    }

    /// Interfaces that carry a default route which is up and not a reject route, IPv4 first.
    static func defaultRouteInterfaces(ipv4: String?, ipv6: String?) -> [String] {
        let up = 0x0001, reject = 0x0200
        var out: [String] = []
        // Iface Destination Gateway Flags RefCnt Use Metric Mask …, hexadecimal, one route a line.
        for line in (ipv4 ?? "").split(separator: "\n").dropFirst() {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard f.count >= 8, f[1] == "00000000", f[7] == "00000000", let flags = Int(f[3], radix: 16),
                  flags & up != 0, flags & reject == 0 else { continue }
            out.append(String(f[0]))
        }
        // Destination PrefixLen Source SourcePrefixLen NextHop Metric RefCnt Use Flags Iface, no header.
        for line in (ipv6 ?? "").split(separator: "\n") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard f.count >= 10, f[1] == "00", f[0].allSatisfy({ $0 == "0" }), let flags = Int(f[8], radix: 16),
                  flags & up != 0, flags & reject == 0 else { continue }
            out.append(String(f[9]))
        }
        return out
    }
}

/// Keeps `status` current: checks the probe off the main actor whenever the probe's `watch` says the
/// tables changed — or, where it cannot watch, every `interval` seconds of its clock — and on
/// `refresh()`, and posts `.networkStatusDidChange` on the main actor when the status changes. The UI
/// never waits for it: until the first check is back, the status is `.unknown`.
///
/// Checks run on a private serial dispatch queue and come back with `DispatchQueue.main.async`, not
/// through Swift concurrency: on Linux, the first continuation resumed onto the main actor starts
/// libdispatch's worker-pool monitor, a timer that wakes the process once a second for good, and an idle
/// app must not wake at all.
@MainActor
public final class NetworkMonitor {
    /// The status last found (`.unknown` before the first check completes).
    public private(set) var status: NetworkStatus = .unknown
    /// Where the tables are read from.
    public let probe: NetworkProbe
    /// Where `networkStatusDidChange` is posted.
    public let center: Shoji.NotificationCenter
    private let clock: Clock
    private let interval: Double
    private var timer: ClockTimer?
    private var watch: NetworkWatch?
    /// The check under way, by number; a check whose number is not this one's when it comes back was
    /// dropped (by `stop()`).
    private var checking: Int?
    private var checksStarted = 0
    /// The tables changed while a check was under way: it may have read them before, so check again.
    private var checkAgain = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A monitor that checks with `probe` (on a change of the tables when it can watch them, else every `interval`
    /// seconds of `clock`) and posts changes to `center`. Call `start()`.
    public init(probe: NetworkProbe = .system, clock: Clock, interval: Double = 5,
                center: Shoji.NotificationCenter = .default) {
        self.probe = probe; self.clock = clock; self.interval = interval; self.center = center
    }

    /// Whether `start()` was called and `stop()` was not.
    public var isRunning: Bool { timer != nil || watch != nil }
    /// Whether it learns of changes as they happen (else it checks every interval).
    public var isWatching: Bool { watch != nil }

    /// Checks now, then watches (or polls) until `stop()`; a second call does nothing.
    public func start() {
        guard !isRunning else { return }
        refresh()
        watch = probe.watch { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.tablesChanged() } }
        }
        if watch == nil {
            timer = clock.scheduleRepeating(every: interval) { [weak self] in self?.refresh() }
        }
    }

    /// Stops checking; a check under way is dropped.
    public func stop() {
        timer?.cancel()
        timer = nil
        watch?.cancel()
        watch = nil
        checking = nil
        checkAgain = false
        releaseWaiters()
    }

    private func tablesChanged() {
        guard watch != nil else { return }   // stopped meanwhile
        if checking != nil { checkAgain = true } else { refresh() }
    }

    /// Sets the status as a check would have found it (a recorded session being replayed), posting the
    /// change. Stop the monitor first, or its next check will overrule this.
    public func apply(_ status: NetworkStatus) { update(status) }

    /// Checks now, in the background; one check at a time.
    public func refresh() {
        guard checking == nil else { return }
        checksStarted += 1
        let number = checksStarted, probe = self.probe
        checking = number
        NetworkMonitor.readQueue.async { [weak self] in
            let found = probe.status()
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.checkDone(number, found: found) } }
        }
    }

    /// Where the tables are read: a private serial queue, whose thread is outside libdispatch's shared
    /// worker pool (see above).
    nonisolated static let readQueue = DispatchQueue(label: "shoji.network", qos: .utility)

    /// Returns once the check under way (if any) has been applied.
    public func waitForCheck() async {
        guard checking != nil else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func checkDone(_ number: Int, found: NetworkStatus) {
        guard checking == number else { return }   // dropped by stop()
        checking = nil
        update(found)
        if checkAgain {
            checkAgain = false
            refresh()
        }
        if checking == nil { releaseWaiters() }
    }

    private func releaseWaiters() {
        let w = waiters
        waiters.removeAll()
        w.forEach { $0.resume() }
    }

    private func update(_ found: NetworkStatus) {
        guard found != status else { return }
        status = found
        center.post(.networkStatusDidChange, found, object: self)
    }
}
