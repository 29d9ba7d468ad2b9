import Foundation
import Testing
@testable import ShojiBenchKit

/// The harness's own arithmetic: ratios, targets, formats, the reference program's output.
struct BenchHarnessTests {
    @Test func ratioAndTargets() {
        let r = BenchResult("x", 1.2, "ms", reference: Reference("ref", 1.0), target: .ratioAtMost(1.15))
        #expect(abs(r.ratio! - 1.2) < 1e-9)
        #expect(!r.met)
        let both = BenchResult("y", 50, "ms", reference: Reference("ref", 25), target: Target([.ratioAtMost(2.5), .atMost(60)]))
        #expect(both.met)
        #expect(both.target.text(unit: "ms") == "≤ 2.5 × ref and ≤ 60 ms")
        let tooSlow = BenchResult("y", 61, "ms", reference: Reference("ref", 25), target: Target([.ratioAtMost(2.5), .atMost(60)]))
        #expect(!tooSlow.met)
    }

    @Test func numbersAreShortButExact() {
        #expect(BenchResult.format(1.15, unit: "×") == "1.15")
        #expect(BenchResult.format(0.04198, unit: "ms") == "0.042")
        #expect(BenchResult.format(13.08, unit: "ms") == "13.1")
        #expect(BenchResult.format(1241246, unit: "px") == "1241246")
        #expect(BenchResult.format(.nan, unit: "ms") == "—")
    }

    @Test func aRatioTargetWithoutReferenceIsNotMet() {
        let r = BenchResult("x", 1, "ms", reference: nil, target: .ratioAtMost(10))
        #expect(r.ratio == nil)
        #expect(!r.met)
        #expect(!BenchResult("nan", .nan, "ms", reference: nil, target: .atMost(1)).met)
    }

    @Test func zeroTargets() {
        #expect(BenchResult("idle", 0, "wake-ups", reference: nil, target: .atMost(0)).met)
        #expect(!BenchResult("idle", 2, "wake-ups", reference: nil, target: .atMost(0)).met)
        #expect(Target.atMost(0).text(unit: "px") == "= 0")
    }

    @Test func referenceOutputIsRead() {
        let pairs = BenchContext.pairs(in: "frame-ms 3.0004 putimage-ms 4.0749 shm-ms -1\nfirst word")
        #expect(pairs == ["frame-ms": 3.0004, "putimage-ms": 4.0749, "shm-ms": -1])
    }

    @Test @MainActor func jsonHasEveryField() throws {
        let results = [BenchResult("a", 2, "ms", reference: Reference("C", 1), target: .ratioAtMost(1.15), note: "n"),
                       BenchResult("b", 0, "px", reference: nil, target: .atMost(0))]
        let rows = try #require(try JSONSerialization.jsonObject(with: Report.json(results)) as? [[String: Any]])
        #expect(rows.count == 2)
        for key in ["name", "value", "unit", "reference", "ratio", "target", "met"] {
            #expect(rows.allSatisfy { $0[key] != nil }, "missing \(key)")
        }
        #expect((rows[0]["reference"] as? [String: Any])?["what"] as? String == "C")
        #expect(rows[0]["met"] as? Bool == false)
        #expect(rows[1]["reference"] is NSNull)
        #expect(rows[1]["met"] as? Bool == true)
    }

    @Test @MainActor func aFigureWithoutTargetIsNeitherMetNorMissed() throws {
        let phase = BenchResult("startup.phase.launched", 38.4, "ms", reference: nil, target: .none, note: "Shoji demo")
        let grid = BenchResult("startup.phase.grid.launched", 26.2, "ms", reference: nil, target: .none)
        let counted = BenchResult("a", 1, "ms", reference: nil, target: .atMost(2))
        #expect(!phase.hasTarget && !phase.met && phase.target.text(unit: "ms") == "—")
        #expect(Report.summary([phase, grid, counted], skipped: []).hasPrefix("1 of 1 targets met"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Report.json([phase])) as? [[String: Any]])
        for key in ["target", "targetSource", "met", "reference", "ratio"] { #expect(rows[0][key] is NSNull, "\(key)") }
        #expect(rows[0]["value"] as? Double == 38.4)
        let md = Report.markdown([counted, phase, grid], config: .smoke(root: "/nonexistent"), skipped: [])
        #expect(md.contains("| launched | 38.4 ms | 26.2 ms |"))
        #expect(!md.contains("| startup.phase.launched |"), "phases are not in the main table")
        #expect(Probe.figureName("arguments parsed") == "argumentsParsed" && Probe.figureName("main") == "main")
    }

    @Test func errorsAreOneLine() throws {
        do {
            _ = try JSONSerialization.jsonObject(with: Data("{\"a\":".utf8))
            Issue.record("no error")
        } catch {
            let line = errorLine(error)
            #expect(!line.isEmpty && !line.contains("\n") && !line.contains("userInfo"), "\(line)")
        }
        struct Row: Decodable { var name: String }
        do {
            _ = try JSONDecoder().decode(Row.self, from: Data("{}".utf8))
            Issue.record("no error")
        } catch {
            let line = errorLine(error)
            #expect(line.hasPrefix("unreadable data") && !line.contains("\n"), "\(line)")
        }
        #expect(errorLine(BenchFailure("probe: C did not finish")) == "probe: C did not finish")
    }

    @Test func childOutputNeverFollowsAPlantedLink() throws {
        let victim = try Scratch.unique("victim", suffix: ".txt")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        let planted = try Scratch.unique("planted", suffix: ".out")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        #expect(throws: (any Error).self) { try ChildProcess("/bin/echo", ["overwritten"], stdout: planted) }
        // Nor an existing file.
        #expect(throws: (any Error).self) { try ChildProcess("/bin/echo", ["overwritten"], stdout: victim) }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        // A new name is made, private, and gets the output.
        let fresh = try Scratch.unique("fresh", suffix: ".out")
        let p = try ChildProcess("/bin/echo", ["hello"], stdout: fresh, stderr: fresh)
        #expect(p.wait(timeout: 5) == 0)
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "hello\n")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? NSNumber)
        #expect(mode.intValue & 0o077 == 0)
        #expect(try Scratch.unique("x") != Scratch.unique("x"))
    }

    @Test func childProcessUsageIsRead() throws {
        let p = try ChildProcess("/bin/sleep", ["5"])
        defer { p.kill() }
        usleep(50_000)
        let u = try #require(p.usage)
        #expect(u.cpuSeconds >= 0 && u.cpuSeconds < 1)
        #expect(u.peakRSSKB > 0)
        p.sendSignal(SIGTERM)
        #expect(p.wait(timeout: 5) == 128 + SIGTERM)
    }
}
