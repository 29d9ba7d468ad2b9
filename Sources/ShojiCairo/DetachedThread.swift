import Glibc

/// A short piece of start-up work on a thread of its own, which ends with it.
///
/// A plain thread rather than a global dispatch queue: once a global queue has run anything, libdispatch's
/// worker pool keeps a monitor that wakes the idle program every second (`make bench-peers` counted 10
/// wake-ups in 10 s). Package-wide, not public: the font preparation and the X back buffer use it.
package enum DetachedThread {
    /// Runs `body` on a new detached thread; when no thread can be made, here and now.
    package static func run(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, box)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
        }
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
