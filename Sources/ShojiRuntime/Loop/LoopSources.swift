import Glibc

/// The descriptors the main loop waits on, and the one rule that keeps their events from being stranded:
/// **before every wait, each source is asked whether it already holds work** that its descriptor will
/// not announce.
///
/// Xlib reads events into its own queue during any round trip (a title set from a timer, a cursor loaded
/// from the theme, a selection asked for), and the X connection's descriptor does not turn readable for
/// those: they are already read. A loop that only polled would sleep on them until the next unrelated
/// event. So each source has a `prepare` that the loop calls before it waits (GTK's X11 event source asks
/// `XPending` in its `prepare` for the same reason); a source that says yes is dispatched after a poll
/// that does not wait. Nobody who talks to the server has to remember anything.
@MainActor
package final class LoopSources {
    /// One watched descriptor.
    package struct Source {
        let fd: Int32
        /// Before each wait: true when work is already there (Xlib's queue holds events). It may also send
        /// what is buffered (the requests a job made), so that the server has them before the loop sleeps.
        let prepare: @MainActor () -> Bool
        /// Runs when the descriptor is readable (or closed, or failed), or when `prepare` said yes.
        let dispatch: @MainActor () -> Void
    }

    /// How a turn went.
    package enum Turn: Equatable {
        /// A source already held work: it was dispatched without waiting.
        case dispatchedWithoutWaiting
        /// The wait ended because a descriptor turned readable.
        case woke
        /// Nothing happened within the timeout.
        case timedOut
    }

    private var sources: [Source] = []
    private var fds: [pollfd] = []

    package init() {}

    /// Watches `fd` (replacing an earlier watch of it).
    package func watch(_ fd: Int32, prepare: @escaping @MainActor () -> Bool = { false }, dispatch: @escaping @MainActor () -> Void) {
        unwatch(fd)
        sources.append(Source(fd: fd, prepare: prepare, dispatch: dispatch))
    }

    /// Stops watching `fd` (before it is closed: a closed descriptor would be reported at every wait).
    package func unwatch(_ fd: Int32) { sources.removeAll { $0.fd == fd } }

    /// Asks every source whether it holds work, waits (`timeoutMilliseconds`, -1 for ever; not at all when
    /// one does), and dispatches the sources that are ready.
    @discardableResult
    package func turn(timeoutMilliseconds: Int32) -> Turn {
        let snapshot = sources
        let ready = snapshot.map { $0.prepare() }
        let anyReady = ready.contains(true)
        fds.removeAll(keepingCapacity: true)
        for s in snapshot { fds.append(pollfd(fd: s.fd, events: Int16(POLLIN), revents: 0)) }
        var n: Int32
        repeat { n = poll(&fds, nfds_t(fds.count), anyReady ? 0 : timeoutMilliseconds) } while n < 0 && errno == EINTR
        var dispatched = false
        for (i, s) in snapshot.enumerated() where ready[i] || fds[i].revents != 0 {
            // A dispatch may have stopped watching another descriptor (a connection closed).
            guard sources.contains(where: { $0.fd == s.fd }) else { continue }
            s.dispatch()
            dispatched = true
        }
        if anyReady { return .dispatchedWithoutWaiting }
        return dispatched ? .woke : .timedOut
    }
}
