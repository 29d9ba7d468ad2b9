import Testing
@testable import Shoji

/// Counts how many jobs are inside their work at once, from the jobs' own threads.
actor Overlap {
    private(set) var inside = 0
    private(set) var most = 0
    private(set) var entered: [Int] = []

    func enter(_ id: Int) {
        inside += 1
        most = max(most, inside)
        entered.append(id)
    }

    func leave() { inside -= 1 }
}

/// A door a job waits at until the test opens it.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals = 0

    func wait() async {
        arrivals += 1
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}

/// Writes down every callback, in the order the main actor got them.
@MainActor
final class QueueLog: SerialTaskQueueObserver {
    var events: [String] = []
    var progress: [Int: [Double]] = [:]
    var onStart: ((SerialTaskQueue.Job) -> Void)?
    var onProgress: ((SerialTaskQueue.Job) -> Void)?

    func taskQueue(_ queue: SerialTaskQueue, didStart job: SerialTaskQueue.Job) {
        events.append("start \(job.id)")
        onStart?(job)
    }

    func taskQueue(_ queue: SerialTaskQueue, didUpdateProgress job: SerialTaskQueue.Job) {
        progress[job.id, default: []].append(job.progress)
        onProgress?(job)
    }

    func taskQueue(_ queue: SerialTaskQueue, didFinish job: SerialTaskQueue.Job) {
        events.append("finish \(job.id) \(Self.name(job.state))")
    }

    static func name(_ s: SerialTaskQueue.State) -> String {
        switch s {
        case .waiting: return "waiting"
        case .running: return "running"
        case .succeeded: return "succeeded"
        case .failed: return "failed"
        case .cancelled: return "cancelled"
        }
    }
}

struct ExportFailed: Error, CustomStringConvertible { var description: String { "the disk is full" } }

@MainActor
@Suite("Serial task queue")
struct SerialTaskQueueTests {
    @Test("Thousands of jobs with random lengths, failures and cancellations: never two at once, in order")
    func neverTwoAtOnce() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let overlap = Overlap()
        var rng = SeededRandom(seed: 8)
        let count = 3000
        var jobs: [SerialTaskQueue.Job] = []
        for i in 0..<count {
            let steps = Int.random(in: 0...3, using: &rng)
            let pause = UInt64.random(in: 0...60_000, using: &rng)
            let fails = i % 37 == 0
            jobs.append(queue.enqueue("job \(i)") { reporter in
                await overlap.enter(i)
                do {
                    for s in 0..<steps {
                        try reporter.checkCancellation()
                        reporter.report(Double(s + 1) / Double(steps))
                        if pause > 30_000 { try await Task.sleep(nanoseconds: pause) } else { await Task.yield() }
                    }
                } catch {
                    await overlap.leave()
                    throw error
                }
                await overlap.leave()
                if fails { throw ExportFailed() }
            })
        }
        // Cancel some jobs before they start, some as they start, some part-way.
        for _ in 0..<200 { queue.cancel(jobs[Int.random(in: 0..<count, using: &rng)]) }
        var decide = SeededRandom(seed: 99)
        log.onStart = { job in if Int.random(in: 0..<25, using: &decide) == 0 { queue.cancel(job) } }
        log.onProgress = { job in if Int.random(in: 0..<10, using: &decide) == 0 { queue.cancel(job) } }

        await queue.waitUntilIdle()

        #expect(await overlap.most == 1)
        #expect(await overlap.inside == 0)
        #expect(jobs.allSatisfy { $0.state.isFinished })
        // Starts and finishes alternate: a job starts only after the previous one finished.
        var running: Int?
        var finished = Set<Int>()
        for e in log.events {
            let parts = e.split(separator: " ")
            let id = Int(parts[1])!
            if parts[0] == "start" {
                #expect(running == nil, "job \(id) started while \(running ?? -1) ran")
                running = id
            } else {
                #expect(finished.insert(id).inserted, "job \(id) finished twice")
                if running == id { running = nil }
            }
        }
        #expect(finished.count == count)
        // The work ran in queue order, and only for jobs that were started.
        let entered = await overlap.entered
        #expect(entered == entered.sorted())
        let started = log.events.filter { $0.hasPrefix("start") }.map { Int($0.split(separator: " ")[1])! }
        #expect(Set(entered).isSubset(of: Set(started)))
        #expect(jobs.contains { $0.state == .cancelled } && jobs.contains { $0.state == .succeeded })
        #expect(jobs.contains { if case .failed = $0.state { return true } else { return false } })
        for (id, values) in log.progress { #expect(values.allSatisfy { (0...1).contains($0) }, "job \(id)") }
    }

    @Test("A job runs off the main actor: the main actor stays free to let it go on")
    func offTheMainActor() async {
        let queue = SerialTaskQueue()
        let gate = Gate()
        let job = queue.enqueue("waits for the main actor") { _ in await gate.wait() }
        while await gate.arrivals == 0 { await Task.yield() }
        #expect(job.state == .running(progress: 0))
        await gate.open()              // the main actor, free all along, lets the job finish
        await queue.waitUntilIdle()
        #expect(job.state == .succeeded && job.progress == 1)
    }

    @Test("Progress, then success, reported on the main actor in that order; the next job starts after")
    func reportsInOrder() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let gate = Gate()
        queue.enqueue("a") { r in
            for p in [0.25, 0.5, 0.75, 1] {
                r.report(p)
                await gate.wait()
            }
        }
        queue.enqueue("b") { _ in }
        await gate.open()
        await queue.waitUntilIdle()
        #expect(log.events == ["start 0", "finish 0 succeeded", "start 1", "finish 1 succeeded"])
        let values = log.progress[0] ?? []
        #expect(!values.isEmpty && values == values.sorted() && values.last == 1)
    }

    @Test("A failure is reported with its error, and the queue goes on")
    func failure() async {
        let queue = SerialTaskQueue()
        let a = queue.enqueue("a") { _ in throw ExportFailed() }
        let b = queue.enqueue("b") { _ in }
        await queue.waitUntilIdle()
        #expect(a.state == .failed("the disk is full") && a.error is ExportFailed)
        #expect(b.state == .succeeded)
    }

    @Test("Cancelling a waiting job reports it at once and it never runs")
    func cancelWaiting() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let gate = Gate()
        let overlap = Overlap()
        let a = queue.enqueue("a") { _ in await gate.wait() }
        let b = queue.enqueue("b") { _ in await overlap.enter(1) }
        #expect(log.events.isEmpty)                // enqueue returns before anyone hears of the job
        while await gate.arrivals == 0 { await Task.yield() }
        queue.cancel(b)
        #expect(b.state == .cancelled && log.events == ["start 0", "finish 1 cancelled"])
        #expect(queue.waiting.isEmpty && queue.current === a)
        await gate.open()
        await queue.waitUntilIdle()
        #expect(await overlap.entered.isEmpty)
        #expect(a.state == .succeeded)
    }

    @Test("Cancelling the running job stops it; it is reported cancelled and the next one starts")
    func cancelRunning() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let gate = Gate()
        let a = queue.enqueue("a") { r in
            await gate.wait()
            try r.checkCancellation()
        }
        let b = queue.enqueue("b") { _ in }
        while await gate.arrivals == 0 { await Task.yield() }
        queue.cancel(a)
        #expect(a.state == .running(progress: 0))  // reported when the work has returned, not before
        await gate.open()
        await queue.waitUntilIdle()
        #expect(a.state == .cancelled && b.state == .succeeded)
        #expect(log.events == ["start 0", "finish 0 cancelled", "start 1", "finish 1 succeeded"])
    }

    @Test("Cancel all: the waiting jobs in queue order, then the running one")
    func cancelAll() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let gate = Gate()
        for name in ["a", "b", "c", "d"] {
            queue.enqueue(name) { _ in
                await gate.wait()
                while !Task.isCancelled { await Task.yield() }
            }
        }
        while await gate.arrivals == 0 { await Task.yield() }
        queue.cancelAll()
        await gate.open()
        await queue.waitUntilIdle()
        #expect(log.events == ["start 0", "finish 1 cancelled", "finish 2 cancelled", "finish 3 cancelled", "finish 0 cancelled"])
        #expect(queue.isIdle)
    }

    @Test("Cancel all before anything started: every job is reported cancelled, in order, and none runs")
    func cancelAllBeforeStart() async {
        let queue = SerialTaskQueue()
        let log = QueueLog()
        queue.addObserver(log)
        let overlap = Overlap()
        for i in 0..<3 { queue.enqueue("\(i)") { _ in await overlap.enter(i) } }
        queue.cancelAll()
        await queue.waitUntilIdle()
        #expect(log.events == ["finish 0 cancelled", "finish 1 cancelled", "finish 2 cancelled"])
        #expect(await overlap.entered.isEmpty)
    }

    @Test("Observers are held weakly: one that went away hears nothing")
    func weakObservers() async {
        let queue = SerialTaskQueue()
        var log: QueueLog? = QueueLog()
        weak let weakLog = log
        queue.addObserver(log!)
        log = nil
        #expect(weakLog == nil)
        queue.enqueue("a") { _ in }
        await queue.waitUntilIdle()
    }
}
