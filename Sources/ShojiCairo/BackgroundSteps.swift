import Dispatch
import Glibc
import Synchronization

/// Start-up work in steps on a thread of its own, which another thread can stop between two steps and
/// wait for: the font preparation (a step a text style) and the back buffer's page making (a step a
/// quarter of a megabyte) are both this.
///
/// A plain thread rather than a global dispatch queue: once a global queue has run anything, libdispatch's
/// worker pool keeps a monitor that wakes the idle program every second (`make bench-peers` counted 10
/// wake-ups in 10 s). The thread ends with the work. Package-wide, not public.
package final class BackgroundSteps: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let completed = Atomic<Int>(0)
    private let done = DispatchSemaphore(value: 0)

    /// Runs `step(0)`, `step(1)`… up to `step(count - 1)` on a new detached thread, until a step returns
    /// false or `finish()` stops it; when no thread can be made, all of it here and now.
    package init(count: Int, _ step: @escaping @Sendable (Int) -> Bool) {
        BackgroundSteps.detach { [self] in
            for i in 0..<count where !stopped.load(ordering: .acquiring) {
                guard step(i) else { break }
                completed.add(1, ordering: .relaxed)
            }
            done.signal()
        }
    }

    /// Stops after the step in progress (with `stopping` false, lets every step run) and waits for the
    /// thread to end: whatever the steps used is then the caller's alone. Returns how many steps were
    /// completed. Any number of calls.
    @discardableResult
    package func finish(stopping: Bool = true) -> Int {
        if stopping { stopped.store(true, ordering: .releasing) }
        done.wait()
        done.signal()
        return completed.load(ordering: .relaxed)
    }

    private static func detach(_ body: @escaping @Sendable () -> Void) {
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
