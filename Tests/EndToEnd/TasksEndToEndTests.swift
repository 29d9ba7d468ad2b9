import Foundation
import Testing

@Suite("Serial tasks, end to end", .serialized)
struct TasksEndToEndTests {
    /// The started/finished events after `mark`, as "s1", "f1", …
    static func sequence(_ demo: DemoProcess, after mark: Int) -> [String] {
        demo.events[mark...].compactMap { e in
            switch e.name {
            case "task.started": return "s\(e.int("index") ?? -1)"
            case "task.finished": return "f\(e.int("index") ?? -1)"
            default: return nil
            }
        }
    }

    @Test("tasks.start runs every export to success, in order, never two at once, while the UI keeps up")
    func startRunsInOrder() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"])
        let mark = demo.mark
        try demo.click("tasks.start")
        try demo.waitFor("task.started", after: mark) { $0.int("index") == 2 }
        // Drag the tile while export 2 runs: the drop arrives before the queue is done.
        let (tx, ty) = try demo.center(of: "tasks.tile")
        try demo.drag(from: (tx, ty), to: (tx + 60, ty + 50))
        let dropped = try demo.waitFor("tasks.tile.dropped", after: mark)
        let idle = try demo.waitFor("tasks.idle", after: mark, timeout: 40)
        #expect(dropped.time < idle.time)
        #expect(Self.sequence(demo, after: mark) == ["s1", "f1", "s2", "f2", "s3", "f3", "s4", "f4", "s5", "f5"])
        #expect(demo.events[mark...].filter { $0.name == "task.finished" }.allSatisfy { $0.string("outcome") == "succeeded" })
        let gap = idle.int("longestFrameGapMs") ?? .max
        #expect(gap < 250, "the main actor stalled for \(gap) ms while exporting")
    }

    @Test("Cancel a waiting export and the running one: the rest go on, still one at a time")
    func cancelling() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"])
        let mark = demo.mark
        try demo.click("tasks.start")
        try demo.waitFor("tasks.enqueued", after: mark)
        try demo.click("tasks.cancel.3")
        let waitingCancelled = try demo.waitFor("task.finished", after: mark) { $0.int("index") == 3 }
        #expect(waitingCancelled.string("outcome") == "cancelled")
        try demo.waitFor("task.started", after: mark) { $0.int("index") == 2 }
        try demo.click("tasks.cancel.2")
        let runningCancelled = try demo.waitFor("task.finished", after: mark) { $0.int("index") == 2 }
        #expect(runningCancelled.string("outcome") == "cancelled")
        try demo.waitFor("tasks.idle", after: mark, timeout: 40)
        // Export 3 never started; the others started in order, each finishing before the next started.
        let seq = Self.sequence(demo, after: mark)
        #expect(!seq.contains("s3") && seq.filter { $0 == "f3" }.count == 1)
        #expect(seq.filter { $0 != "f3" } == ["s1", "f1", "s2", "f2", "s4", "f4", "s5", "f5"])
    }
}
