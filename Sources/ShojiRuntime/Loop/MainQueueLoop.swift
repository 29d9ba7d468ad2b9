import CRuntime
import Glibc

/// The main queue served on the main thread for the rest of the program, in place of `dispatchMain()`,
/// and the X connection read in the same `poll`.
///
/// On Linux `dispatchMain()` ends the main thread with `pthread_exit`, which unwinds its stack through the
/// program's unwind tables (a few hundred kilobytes of the program file read for nothing), and from then
/// on the main queue, so every main-actor job, runs on whichever of libdispatch's worker threads is free,
/// each with a malloc arena of its own. Here the main thread stays: it waits in `poll` on the eventfd
/// libdispatch writes whenever it gives the main queue work (a timer, an `async` from another queue, a
/// main-actor task), empties it, and runs the queue. This is how Foundation's `RunLoop` serves the main
/// queue on Linux.
///
/// The same `poll` watches the descriptors given to ``watch(_:prepare:handler:)`` (the X connection's),
/// and runs their handlers on the main thread when they turn readable, or when their `prepare`, asked
/// before every wait, says that work is already there (see `LoopSources`: the events Xlib read during a
/// round trip). A `DispatchSource` on the X connection made every event cross threads twice: libdispatch's
/// manager thread woke in `epoll_wait`, woke the main thread through the eventfd, and was woken again to
/// re-arm the source. Now a key press is read, handled and its frame drawn in one wake-up of one thread:
/// the handler runs, then the frame it queued (`DispatchQueue.main.async`) runs at the top of the next
/// turn, before any wait.
@MainActor
package enum MainQueueLoop {
    /// Whether `run()` serves (or is about to serve) the main thread: only then may a descriptor be
    /// watched here; otherwise its reader uses a `DispatchSource`.
    private(set) static var isServing = false
    private static let sources = LoopSources()

    /// Says that `run()` will serve the main thread, before the first window starts reading its
    /// connection.
    package static func prepare() { isServing = true }

    /// Runs `handler` on the main thread whenever `fd` is readable (and after it closed or failed, so that
    /// the reader finds out), or when `prepare` (asked before every wait) says work is already there, until
    /// ``unwatch(_:)``. False when the loop does not serve the main thread: then nothing is watched.
    package static func watch(_ fd: Int32, prepare: @escaping @MainActor () -> Bool = { false },
                      handler: @escaping @MainActor () -> Void) -> Bool {
        guard isServing else { return false }
        sources.watch(fd, prepare: prepare, dispatch: handler)
        return true
    }

    /// Stops watching `fd` (before it is closed: a closed descriptor would be reported at every wait).
    package static func unwatch(_ fd: Int32) { sources.unwatch(fd) }

    package static func run() -> Never {
        isServing = true
        let handle = _dispatch_get_main_queue_handle_4CF()
        // The eventfd is non-blocking: reading resets its count, so that the next wait blocks.
        sources.watch(handle) {
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
        }
        while true {
            // Whatever was queued before the first wait, or while the last turn ran (a frame a handler
            // asked for), runs now; then the sources are asked before the wait.
            _dispatch_main_queue_callback_4CF(nil)
            sources.turn(timeoutMilliseconds: -1)
        }
    }
}
