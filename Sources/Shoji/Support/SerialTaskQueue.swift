/// Runs jobs one at a time, off the main actor, and reports on the main actor how each is doing: the
/// seed's exports, which fail at once when two run together, so each waited on a semaphore in a
/// background thread. Here the waiting is structural instead: the next job's task is made only after the
/// previous job's task has returned, and nothing ever blocks a thread.
///
/// A job's work is a `@Sendable` async closure, so it runs on the cooperative pool, never on the main
/// actor, and can only share what is safe to share. It reports progress through the `Reporter` it is
/// given (cheap and non-blocking: only the newest value waits to be delivered), and ends by returning
/// (succeeded) or throwing (failed); a job that was cancelled is reported cancelled however it ended. Observers hear every change on the
/// main actor, in order: `didStart`, any number of `didUpdateProgress`, then `didFinish` exactly once —
/// or only `didFinish` for a job cancelled before it started. `enqueue` returns before any of them.
@MainActor
public final class SerialTaskQueue {
    /// What the work is handed: where to report progress and how to see cancellation.
    public struct Reporter: Sendable {
        fileprivate let continuation: AsyncStream<Double>.Continuation

        /// Tells the main actor how far the job is (0…1). Never blocks; values may be coalesced.
        public func report(_ fraction: Double) { continuation.yield(min(max(fraction, 0), 1)) }

        /// Whether the job was cancelled: the work should stop soon.
        public var isCancelled: Bool { Task.isCancelled }

        /// Throws `CancellationError` once the job was cancelled: call it between steps.
        public func checkCancellation() throws { try Task.checkCancellation() }
    }

    /// A job's work: runs off the main actor; returns when done, throws when failed.
    public typealias Work = @Sendable (Reporter) async throws -> Void

    /// A job's life: waiting its turn, running, then one of three ends.
    public enum State: Hashable, Sendable {
        /// In the queue, not started yet.
        case waiting
        /// Running; `progress` is the last value reported (0…1).
        case running(progress: Double)
        /// The work returned.
        case succeeded
        /// The work threw; the error's description.
        case failed(String)
        /// Cancelled, before it started or while it ran.
        case cancelled

        /// Whether the job has ended (succeeded, failed or cancelled).
        public var isFinished: Bool {
            switch self {
            case .waiting, .running: return false
            case .succeeded, .failed, .cancelled: return true
            }
        }
    }

    /// One piece of work in the queue.
    @MainActor
    public final class Job: Identifiable {
        public let id: Int
        /// The name given to `enqueue`, for display.
        public let name: String
        /// Where the job is.
        public fileprivate(set) var state: State = .waiting
        /// The error the work threw, when it failed.
        public fileprivate(set) var error: (any Error)?
        fileprivate let work: Work
        fileprivate var worker: Task<Result<Void, any Error>, Never>?
        fileprivate var cancelRequested = false

        fileprivate init(id: Int, name: String, work: @escaping Work) {
            self.id = id; self.name = name; self.work = work
        }

        /// 0…1 while running, 1 once succeeded, else the last value reported.
        public var progress: Double {
            switch state {
            case .waiting: return 0
            case .running(let p): return p
            case .succeeded: return 1
            case .failed, .cancelled: return lastProgress
            }
        }
        fileprivate var lastProgress = 0.0
    }

    /// The priority the jobs' tasks run at.
    public let priority: TaskPriority
    /// Jobs waiting their turn, in order.
    public private(set) var waiting: [Job] = []
    /// The job running now, if any.
    public private(set) var current: Job?
    private var nextID = 0
    private var startScheduled = false
    private var observers = WeakObserverSet<SerialTaskQueueObserver>()
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// The running job's task, kept here too so that a queue that goes away cancels it.
    private var runningWorker: Task<Result<Void, any Error>, Never>?

    /// An empty queue whose jobs run at `priority`.
    public init(priority: TaskPriority = .utility) { self.priority = priority }

    deinit { runningWorker?.cancel() }

    /// Whether nothing runs and nothing waits.
    public var isIdle: Bool { current == nil && waiting.isEmpty }

    /// Adds an observer, held weakly (the seed's weak delegate table).
    public func addObserver(_ observer: SerialTaskQueueObserver) { observers.add(observer) }
    /// Stops telling `observer`.
    public func removeObserver(_ observer: SerialTaskQueueObserver) { observers.remove(observer) }

    /// Puts a job at the end of the queue; it starts when every job before it has finished.
    @discardableResult
    public func enqueue(_ name: String, work: @escaping Work) -> Job {
        let job = Job(id: nextID, name: name, work: work)
        nextID += 1
        waiting.append(job)
        scheduleStart()
        return job
    }

    /// An idle queue starts its next job on the main actor's next turn rather than inside `enqueue`, so
    /// the caller can set up (a row for the job, say) before any observer hears `didStart`.
    private func scheduleStart() {
        guard current == nil, !startScheduled else { return }
        startScheduled = true
        Task { [weak self] in
            guard let self else { return }
            self.startScheduled = false
            self.startNextIfIdle()
        }
    }

    /// Cancels one job: one still waiting is dropped and reported cancelled at once; the running one is
    /// asked to stop and reports when its work has returned. Finished jobs are left alone.
    public func cancel(_ job: Job) {
        if let i = waiting.firstIndex(where: { $0 === job }) {
            waiting.remove(at: i)
            job.state = .cancelled
            job.cancelRequested = true
            observers.forEach { $0.taskQueue(self, didFinish: job) }
            if isIdle { resumeIdleWaiters() }
        } else if job === current, !job.cancelRequested {
            job.cancelRequested = true
            job.worker?.cancel()
        }
    }

    /// Cancels every waiting job (reported in queue order) and the running one.
    public func cancelAll() {
        let running = current
        for job in waiting { cancel(job) }
        if let running { cancel(running) }
    }

    /// Returns once nothing runs or waits (at once if that is already so).
    public func waitUntilIdle() async {
        if isIdle { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    // MARK: Running

    private func startNextIfIdle() {
        guard current == nil, !waiting.isEmpty else { return }
        let job = waiting.removeFirst()
        current = job
        job.state = .running(progress: 0)
        observers.forEach { $0.taskQueue(self, didStart: job) }

        let (progress, continuation) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: .bufferingNewest(1))
        let work = job.work
        let worker = Task.detached(priority: priority) { () async -> Result<Void, any Error> in
            defer { continuation.finish() }
            do {
                try await work(Reporter(continuation: continuation))
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        job.worker = worker
        runningWorker = worker
        if job.cancelRequested { worker.cancel() }   // cancelled by an observer of didStart
        // Progress arrives here, on the main actor, until the work returns and the stream ends; only then
        // is the job finished and the next one started.
        Task { [weak self] in
            for await fraction in progress {
                guard let self else { break }
                self.deliver(fraction, for: job)
            }
            let result = await worker.value
            self?.finish(job, with: result)
        }
    }

    private func deliver(_ fraction: Double, for job: Job) {
        guard job === current, case .running = job.state else { return }
        job.state = .running(progress: fraction)
        job.lastProgress = fraction
        observers.forEach { $0.taskQueue(self, didUpdateProgress: job) }
    }

    private func finish(_ job: Job, with result: Result<Void, any Error>) {
        // A job asked to stop counts as cancelled however its work returned, as `Operation.isCancelled`
        // does: the user pressed cancel, and work that stops early often just returns.
        switch result {
        case _ where job.cancelRequested, .failure(is CancellationError):
            job.state = .cancelled
        case .success:
            job.state = .succeeded
        case .failure(let error):
            job.error = error
            job.state = .failed(String(describing: error))
        }
        job.worker = nil
        runningWorker = nil
        current = nil
        observers.forEach { $0.taskQueue(self, didFinish: job) }
        if isIdle { resumeIdleWaiters() } else { startNextIfIdle() }
    }

    private func resumeIdleWaiters() {
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for w in waiters { w.resume() }
    }
}

/// Hears what a `SerialTaskQueue` does, on the main actor; every method is optional.
@MainActor
public protocol SerialTaskQueueObserver: AnyObject {
    /// The job started running.
    func taskQueue(_ queue: SerialTaskQueue, didStart job: SerialTaskQueue.Job)
    /// The job reported progress (read `job.progress`).
    func taskQueue(_ queue: SerialTaskQueue, didUpdateProgress job: SerialTaskQueue.Job)
    /// The job ended: read `job.state` (and `job.error` when it failed). Called exactly once per job.
    func taskQueue(_ queue: SerialTaskQueue, didFinish job: SerialTaskQueue.Job)
}

public extension SerialTaskQueueObserver {
    func taskQueue(_ queue: SerialTaskQueue, didStart job: SerialTaskQueue.Job) {}
    func taskQueue(_ queue: SerialTaskQueue, didUpdateProgress job: SerialTaskQueue.Job) {}
    func taskQueue(_ queue: SerialTaskQueue, didFinish job: SerialTaskQueue.Job) {}
}
