import Foundation
import Testing
@testable import ShojiBenchKit

/// `make bench`'s code on tiny sizes and counts (640×480, three samples, half a second of idling, the
/// debug demo): every benchmark runs to the end and gives finite figures, or says why it could not run
/// here. It measures nothing worth reading; it keeps the harness from rotting between `make bench` runs.
@MainActor
struct BenchSmokeTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    // The limit catches a hang, not slowness: under `make test` on two loaded cores (load average 14) the
    // smoke took 174 s once, so it has room to spare (alone, as in CI, it kept within the old two minutes).
    // It counts from the test's start, and a main-actor test waits there behind the others: in `make test`
    // the text suites' comparisons with Pango hold the main actor for minutes in the debug build, and a fresh
    // clone's run (29 Nov) had the smoke, 49 s alone, miss a 6-minute limit waiting.
    @Test(.timeLimit(.minutes(10)))
    func everyBenchmarkRuns() throws {
        var suite = BenchSuite(config: .smoke(root: Self.root))
        suite.context.log = { _ in }
        suite.run(Benchmark.all)
        #expect(suite.failed.isEmpty, "\(suite.failed)")
        let names = suite.results.map(\.name)
        #expect(Set(names).count == names.count, "a figure named twice")
        for r in suite.results {
            #expect(r.value.isFinite && r.value >= 0, "\(r.name) = \(r.value)")
            // Only the start-up phases are given without a target.
            #expect(!r.unit.isEmpty && (r.hasTarget || r.name.hasPrefix("startup.phase.")), "\(r.name)")
        }
        // The external view's whole table: map, first frame, settle, memory and idling for both Shoji
        // programs, and the programs' start-up phases (they write them in the debug build too).
        if names.contains("external.firstFrame") {
            for figure in ["external.mapped", "external.grid.mapped", "external.settle", "external.grid.settle",
                           "external.idle.wakeUps", "external.grid.idle.wakeUps", "external.grid.idle.cpu",
                           "startup.phase.framePresented", "startup.phase.grid.framePresented"] {
                #expect(names.contains(figure), "no \(figure)")
            }
            #expect(Report.markdown(suite.results, config: suite.context.config, skipped: []).contains("| phase | Shoji demo | Shoji grid |"))
        }
        // Accessibility while idle, wherever a session bus and at-spi2-core are installed; and nothing
        // of its private session is left running.
        if names.contains("idle.wakeUps") && FileManager.default.isExecutableFile(atPath: AccessibilitySession.daemon)
            && FileManager.default.isExecutableFile(atPath: AccessibilitySession.launcher) {
            #expect(names.contains("idle.accessibility.wakeUps") && names.contains("idle.accessibility.cpu"))
            let note = suite.results.first { $0.name == "idle.accessibility.wakeUps" }?.note ?? ""
            #expect(!note.contains("not checked") || !FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-send"), "\(note)")
            #expect(AccessibilitySession.processes(carryingRuntimeUnder: try Scratch.path("")).isEmpty, "a11y processes left running")
        }
        #expect(suite.results.first { $0.name == "idle.wakeUps" }.map { $0.note.contains("no accessibility bus") } ?? true)
        // The in-process benchmarks need nothing but the package: they always give their figures.
        for prefix in ["overhead.", "list.scroll.", "hittest.", "shadow.", "text.open.", "text.key."] {
            #expect(names.contains { $0.hasPrefix(prefix) }, "no \(prefix) figure")
        }
        // A key redraws its line, not the text view: the smoke run's 1,000 lines measure that as well as 10,000.
        if let key = suite.results.first(where: { $0.name == "text.key.damage" }), let line = key.reference?.value {
            #expect(key.value > 0 && key.value <= 1.5 * line, "a key redrew \(key.value) px for a line of \(line)")
        }
        // Typing from outside, when the probe is built: every press the probe made drew.
        if let p50 = suite.results.first(where: { $0.name == "typing.p50" }) {
            #expect(p50.note.contains("keys that drew: \(suite.context.config.typingKeys)"), "\(p50.note)")
            // The first key after the focus, and the one other kind of text the smoke types into (centred).
            for figure in ["typing.p99", "typing.firstKey", "typing.center.p50", "typing.center.p99", "typing.center.firstKey"] {
                #expect(names.contains(figure), "no \(figure)")
            }
        }
        // A context menu opened from outside, when the probe is built: every open showed the menu's frame.
        if let p50 = suite.results.first(where: { $0.name == "menu.open.p50" }) {
            #expect(p50.note.contains("opens that drew: \(suite.context.config.menuOpens)"), "\(p50.note)")
            #expect(names.contains("menu.open.p99"))
        }
        // The menu bar's File menu pulled down from outside, likewise: every press on its title drew the menu.
        if let p50 = suite.results.first(where: { $0.name == "menubar.open.p50" }) {
            #expect(p50.note.contains("opens that drew: \(suite.context.config.menuOpens)"), "\(p50.note)")
            #expect(names.contains("menubar.open.p99"))
        }
        // The others only skip for a missing tool or program, never silently (the external view's
        // start-up phases are not the startup benchmark's figures).
        let ran = Set(names.filter { !$0.hasPrefix("startup.phase.") }.map { String($0.prefix { $0 != "." }) })
        for b in Benchmark.all where b.needsX {
            #expect(ran.contains(where: { b.name.hasPrefix($0) || $0.hasPrefix(b.name) }) || suite.skipped.contains { $0.hasPrefix(b.name) },
                    "\(b.name) neither ran nor said why")
        }
        let rows = try JSONSerialization.jsonObject(with: Report.json(suite.results)) as? [[String: Any]]
        #expect(rows?.count == suite.results.count)
    }
}
