import Dispatch
import Shoji
#if canImport(Glibc)
import Glibc
#endif

/// A running watch for changes to the network tables (see `NetworkProbe.watch`); `cancel()` ends it.
public final class NetworkWatch: Sendable {
    private let onCancel: @Sendable () -> Void

    /// A watch that calls `onCancel` when cancelled.
    public init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

    /// Stops watching.
    public func cancel() { onCancel() }
}

/// The kernel's own notice of network changes: a netlink socket subscribed to link and route changes
/// (what `ip monitor` listens to). It sits in the dispatch queue's epoll set and costs nothing until a
/// cable is pulled or a route changes, so an idle app needs no polling timer.
enum NetlinkRouteWatch {
    /// `struct sockaddr_nl` (linux/netlink.h, which Foundation does not bring in).
    private struct Address {
        var family = UInt16(AF_NETLINK)
        var pad: UInt16 = 0
        var pid: UInt32 = 0
        var groups: UInt32
    }

    // RTMGRP_LINK, RTMGRP_IPV4_ROUTE, RTMGRP_IPV6_ROUTE.
    private static let groups: UInt32 = 0x1 | 0x40 | 0x400

    /// Starts watching; nil where netlink cannot be opened (not Linux, or a sandbox without it).
    static func start(onChange: @escaping @Sendable () -> Void) -> NetworkWatch? {
        #if os(Linux)
        let fd = socket(AF_NETLINK, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = Address(groups: groups)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<Address>.size)) }
        }
        guard bound == 0 else {
            close(fd)
            return nil
        }
        // The monitor's own serial queue, not a global one (see `NetworkMonitor.readQueue`).
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: NetworkMonitor.readQueue)
        source.setEventHandler {
            // Many messages come at once (an interface going down drops its routes): read them all, tell once.
            var buffer = [UInt8](repeating: 0, count: 8192)
            while recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
            onChange()
        }
        source.setCancelHandler { close(fd) }
        source.activate()
        // Cancelling a dispatch source is safe from any thread.
        nonisolated(unsafe) let running = source
        return NetworkWatch { running.cancel() }
        #else
        return nil
        #endif
    }
}
