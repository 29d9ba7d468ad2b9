import CX11
import Glibc

/// The main queue served on the main thread for the rest of the program, in place of `dispatchMain()`.
///
/// On Linux `dispatchMain()` ends the main thread with `pthread_exit`, which unwinds its stack through the
/// program's unwind tables (a few hundred kilobytes of the program file read for nothing), and from then
/// on the main queue, so every main-actor job, runs on whichever of libdispatch's worker threads is free,
/// each with a malloc arena of its own. Here the main thread stays: it waits in `poll` on the eventfd
/// libdispatch writes whenever it gives the main queue work (the X connection's read source, a timer, an
/// `async` from another queue, a main-actor task), empties it, and runs the queue. This is how
/// Foundation's `RunLoop` serves the main queue on Linux.
enum MainQueueLoop {
    static func run() -> Never {
        let handle = _dispatch_get_main_queue_handle_4CF()
        var ready = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        while true {
            // Whatever was queued before the first wait, or while the last pass ran, runs now.
            _dispatch_main_queue_callback_4CF(nil)
            while poll(&ready, 1, -1) < 0 && errno == EINTR {}
            // The eventfd is non-blocking: reading resets its count, so that the next wait blocks.
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
        }
    }
}
