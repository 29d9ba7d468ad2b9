import Foundation
import Testing
import Shoji

/// Random real X input for a set time: clicks, double clicks, drags, wheel both ways, keys, resizes and
/// scene switches. `make test` runs 20 s of it; `make soak` runs `SOAK_SECONDS` (600 by default).
/// `SOAK_SEED` repeats a run; the seed is always printed.
///
/// Memory must stay flat: every scene is shown before the baseline, and the demo's `memory.report` (SIGUSR2)
/// after the warm-up and at the end says where it is. The heap in use and the resident pages outside shared
/// memory (the back buffer is shared memory, and its size follows the window's) may each grow by at most
/// `growthMargin` of the baseline plus `growthFloorKB` (allocator noise on a heap of a few megabytes).
@Suite("Soak under Xvfb", .serialized)
struct SoakTests {
    static var seconds: Double { Double(ProcessInfo.processInfo.environment["SOAK_SECONDS"] ?? "") ?? 20 }
    static let growthMargin = 0.10
    static let growthFloorKB = 1024.0

    /// The demo's memory report, asked for now.
    static func memoryReport(_ demo: DemoProcess) throws -> TraceEvent {
        let mark = demo.mark
        kill(demo.process.processIdentifier, SIGUSR2)
        return try demo.waitFor("memory.report", after: mark)
    }

    static func describe(_ m: TraceEvent) -> String {
        func n(_ k: String) -> Double { (m.fields[k] as? NSNumber)?.doubleValue ?? 0 }
        func mb(_ bytes: Double) -> String { String(format: "%.1f MB", bytes / 1_048_576) }
        return "heap \(mb(n("heapInUseBytes"))) in use + \(mb(n("heapFreeBytes"))) free; resident \(mb(n("residentKB") * 1024)) "
            + "(anonymous \(mb(n("anonymousKB") * 1024)), files \(mb(n("fileKB") * 1024)), shared \(mb(n("sharedKB") * 1024))); "
            + "\(Int(n("textLayouts"))) text layouts (\(Int(n("textLayoutTextBytes"))) B of text), "
            + "\(Int(n("shadowMasks"))) shadow masks (\(mb(n("shadowMaskBytes")))), \(Int(n("assetImages"))) images "
            + "(\(mb(n("assetImageBytes")))), back buffer \(mb(n("backBufferBytes")))"
    }

    @Test("The demo survives random real input, still answers, logs no errors and does not grow")
    func soak() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["SOAK_SEED"] ?? "") ?? UInt64.random(in: 1...999_999)
        print("soak: SOAK_SEED=\(seed), \(Self.seconds) s")
        var rng = SeededRandom(seed: seed)
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--size", "1024x720"])
        let windowID = try x.xdotool("search", "--class", "Shoji").split(separator: "\n").first.map(String.init) ?? ""
        // One-time costs belong before the baseline: every scene shown once and its content wheeled
        // through (the fonts list loads every installed face, some 30 MB, the first time it is scrolled).
        let sceneCount = try String(decoding: Self.listScenes(), as: UTF8.self).split(separator: "\n").count
        var warmedUp = Set([demo.events.first { $0.name == "app.ready" }?.string("scene")].compactMap { $0 })
        func visitEveryScene() throws {
            for name in demo.views.keys.filter({ $0.hasPrefix("sidebar.") }).sorted() {
                let shown = demo.mark
                try demo.click(name)
                if !warmedUp.contains(String(name.dropFirst("sidebar.".count))),
                   let scene = try? demo.waitFor("scene.shown", after: shown, timeout: 5).string("scene") {
                    warmedUp.insert(scene)
                }
                if let content = demo.views["content"] {
                    let c = (Int(content[0] + content[2] / 2), Int(content[1] + content[3] / 2))
                    try x.xdotool("mousemove", "\(c.0)", "\(c.1)", "click", "--repeat", "80", "--delay", "4", "5")
                }
            }
        }
        try visitEveryScene()
        // Random input may choose 日本語 in the title bar's Language submenu: the first switch finds the fonts
        // and sorts for Japanese text (about 2 MB of heap, measured; switching back costs nothing more), so the
        // warm-up shows every scene in Japanese too, then switches back.
        try Self.chooseLanguage("ja", demo, x)
        try visitEveryScene()
        try Self.chooseLanguage("en", demo, x)
        #expect(warmedUp.count == sceneCount, "the warm-up showed \(warmedUp.sorted()) of \(sceneCount) scenes")
        let start = Date()
        let warmup = min(60, Self.seconds / 3)
        var baseline: TraceEvent?, sent = 0
        var scenes = Set<String>()
        var size = (w: 1024, h: 720)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func randomPoint() -> (Int, Int) {
            demo.poll()
            if pick(3) != 0, let f = demo.views.values.randomElement(using: &rng) {
                return (Int(f[0] + f[2] * Double(pick(100)) / 100), Int(f[1] + f[3] * Double(pick(100)) / 100))
            }
            return (pick(size.w), pick(size.h))
        }
        while Date().timeIntervalSince(start) < Self.seconds {
            if baseline == nil && Date().timeIntervalSince(start) >= warmup { baseline = try Self.memoryReport(demo) }
            let p = randomPoint()
            switch pick(14) {
            case 0, 1, 2: try x.xdotool("mousemove", "\(p.0)", "\(p.1)", "click", "1")
            case 3: try x.xdotool("mousemove", "\(p.0)", "\(p.1)", "click", "--repeat", "2", "--delay", "60", "1")
            case 4, 5:
                let q = randomPoint()
                try demo.drag(from: p, to: q, steps: 6, stepDelay: 0.005)
            case 6: try x.xdotool("mousemove", "\(p.0)", "\(p.1)", "click", String([4, 5, 6, 7][pick(4)]))
            case 7:
                let keys = ["Escape", "Tab", "F5", "ctrl+r", "1", "4", "KP_7", "space", "Return", "Down", "F12", "F12", "F9", "F9"]
                try x.xdotool("key", keys[pick(keys.count)])
            case 8, 9:
                let names = demo.views.keys.filter { $0.hasPrefix("sidebar.") }.sorted()
                if let name = names.isEmpty ? nil : names[pick(names.count)] {
                    try demo.click(name)
                    scenes.insert(name)
                }
            case 10 where !windowID.isEmpty:
                size = (640 + pick(600), 480 + pick(300))
                try x.xdotool("windowsize", windowID, "\(size.w)", "\(size.h)")
            default: try x.xdotool("mousemove", "\(p.0)", "\(p.1)")
            }
            sent += 1
            guard demo.process.isRunning else { break }
        }
        #expect(demo.process.isRunning, "the demo died (status \(demo.process.terminationStatus)) with SOAK_SEED=\(seed)")
        // Still answering: a scripted sidebar click switches scene — once any modal left up is closed.
        let resized = demo.mark
        try x.xdotool("windowsize", windowID, "1000", "700")
        try demo.waitFor("window.resized", after: resized) // fresh view frames for the clicks below
        // A menu left open (the title bar's pull-down) holds the pointer: Escape closes it, a second Escape the
        // menu under its Language submenu (one Escape closes the deepest menu only). The About window, a
        // top-level of its own that a random click on its title-bar button may have opened over the sidebar,
        // is closed with its own Close button, as a user would.
        var mark = demo.mark
        try x.xdotool("key", "Escape")
        demo.waitForRest(after: mark)
        try x.xdotool("key", "Escape")
        try Self.closeAboutWindow(on: x)
        for _ in 0..<6 {
            demo.waitForRest(after: mark)
            demo.poll()
            let key = demo.events.last { $0.name == "window.key" }?.string("window")
            if key == nil || key == "main" { break }
            mark = demo.mark
            try x.xdotool("key", "Escape")
            demo.waitForRest(after: mark)
            for id in ["modal.nested.dismiss", "modal.dismiss", "modal.update"] where demo.views[id] != nil {
                try demo.click(id)
                break
            }
        }
        mark = demo.mark
        let names = demo.views.keys.filter { $0.hasPrefix("sidebar.") }.sorted()
        let target = try #require(names.first)
        try demo.click(target)
        try demo.waitFor("scene.shown", after: mark, timeout: 10)
        // Measured back in the state the baseline was taken in (menus and the About window closed, a scene of
        // the main window shown), so that a second top-level window left open by random input is not counted
        // as growth, while one that did not give its memory back when it closed is.
        let end = try Self.memoryReport(demo)
        let errors = demo.events.filter { $0.name == "error" }
        #expect(errors.isEmpty, "error events: \(errors.prefix(5)) with SOAK_SEED=\(seed)")
        let base = try #require(baseline, "no baseline: the run ended during the warm-up")
        print("soak: \(sent) events, \(scenes.count) scenes visited after a warm-up through all \(warmedUp.count)")
        print("soak: after warm-up: \(Self.describe(base))")
        print("soak: at the end:    \(Self.describe(end))")
        func kb(_ m: TraceEvent, _ k: String) -> Double { (m.fields[k] as? NSNumber)?.doubleValue ?? 0 }
        let figures: [(String, Double, Double)] = [
            ("heap in use", kb(base, "heapInUseBytes") / 1024, kb(end, "heapInUseBytes") / 1024),
            ("resident outside shared memory", kb(base, "residentKB") - kb(base, "sharedKB"), kb(end, "residentKB") - kb(end, "sharedKB")),
        ]
        for (what, before, after) in figures {
            let limit = before * (1 + Self.growthMargin) + Self.growthFloorKB
            print("soak: \(what): \(Int(before)) kB → \(Int(after)) kB (\(String(format: "%+.1f", (after - before) / max(1, before) * 100)) %, limit \(Int(limit)) kB)")
            #expect(after <= limit, "\(what) grew from \(Int(before)) kB to \(Int(after)) kB with SOAK_SEED=\(seed)")
        }
    }

    /// Chooses `code` (en, ja) in the title bar's Language submenu, as a hand does: the menu button, Language,
    /// along the submenu's row, then the item.
    static func chooseLanguage(_ code: String, _ demo: DemoProcess, _ x: XvfbServer) throws {
        let root = try MenuEndToEndTests.openTitleBarMenu(demo)
        let mark = demo.mark
        let language = try root.center(of: "menu.language")
        // Hovering opens the submenu. A hand that sees nothing open moves again: once in a fresh clone's make
        // test (the soak's random input and two other end-to-end processes beside it) no submenu came in 10 s
        // after the first move onto the row, though the menu had its grab. (Not understood; noted.)
        var shown: TraceEvent?
        for attempt in 0..<3 where shown == nil {
            try x.xdotool("mousemove", "\(language.0 + attempt * 3)", "\(language.1)")
            shown = try? demo.waitFor("popup.shown", after: mark, timeout: 4) { $0.string("kind") == "popupMenu" }
        }
        let sub = try MenuEndToEndTests.Shown(try #require(shown, "no submenu after three moves onto Language"))
        let item = try sub.center(of: "menu.language.\(code)")
        try x.xdotool("mousemove", "\(Int(sub.frame[0]) + 8)", "\(language.1)", "sleep", "0.05",
                      "mousemove", "\(item.0)", "\(item.1)", "sleep", "0.05", "click", "1")
        try demo.waitFor("app.language", after: mark) { $0.string("language") == code }
        try demo.waitFor("popup.closed", after: mark)
    }

    /// Clicks the About window's Close button if the window is open (it is 380 × 270 points with the button
    /// 24 points in from its bottom-right corner; the soak runs at scale 1).
    static func closeAboutWindow(on x: XvfbServer) throws {
        guard let id = try x.xdotool("search", "--name", "^About Shoji$").split(separator: "\n").first else { return }
        var geometry: [String: Int] = [:]
        for line in try x.xdotool("getwindowgeometry", "--shell", String(id)).split(separator: "\n") {
            let kv = line.split(separator: "=")
            if kv.count == 2, let v = Int(kv[1]) { geometry[String(kv[0])] = v }
        }
        guard let left = geometry["X"], let top = geometry["Y"], let w = geometry["WIDTH"], let h = geometry["HEIGHT"] else { return }
        try x.xdotool("mousemove", "\(left + w - 24 - 48)", "\(top + h - 24 - 18)", "click", "1")
        usleep(300_000)
    }

    /// The demo's scene names, one a line.
    static func listScenes() throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: E2E.demoPath)
        p.arguments = ["--list-scenes"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }
}
