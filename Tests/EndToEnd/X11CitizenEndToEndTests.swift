import Foundation
import Testing

/// What the window manager and the X server see of the demo: its EWMH properties, the ping and the resize
/// sync answered, the cursor shown over controls (read back through XFixes), key text typed in UTF-8, and
/// input through XInput 2. The probe (Tests/Probes/x11probe.c) is compiled here, with the C compiler
/// `make test` installs for the benchmarks.
@Suite("A good X11 citizen, end to end", .serialized)
struct X11CitizenEndToEndTests {
    static let probe: String = {
        let out = NSTemporaryDirectory() + "shoji-x11probe-\(getpid())"
        let src = E2E.packageRoot.appendingPathComponent("Tests/Probes/x11probe.c").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "cc -o '\(out)' '\(src)' $(pkg-config --cflags --libs x11 xfixes xext xcursor)"]
        try? p.run()
        p.waitUntilExit()
        return out
    }()

    func probe(_ x: XvfbServer, _ args: String...) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: Self.probe) else { throw E2E.Failure(description: "x11probe did not compile") }
        return try x.run(Self.probe, args).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The demo's top-level window, found by the pid it advertises.
    func window(of demo: DemoProcess) throws -> String {
        let ids = try demo.x.xdotool("search", "--pid", String(demo.process.processIdentifier))
        return try #require(ids.split(separator: "\n").first.map(String.init))
    }

    @Test("xprop shows the pid, the machine, the protocols, the window type, the sync counter, the class and the icon")
    func properties() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let w = try window(of: demo)
        let props = try x.run("/usr/bin/xprop", ["-id", w])
        let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? ""
        #expect(props.contains("_NET_WM_PID(CARDINAL) = \(demo.process.processIdentifier)"))
        #expect(props.contains("WM_CLIENT_MACHINE(STRING) = \"\(host)"))
        #expect(props.contains("WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW, _NET_WM_PING, _NET_WM_SYNC_REQUEST"))
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_NORMAL"))
        #expect(props.contains("_NET_WM_SYNC_REQUEST_COUNTER(CARDINAL) = "))
        #expect(props.contains("WM_CLASS(STRING) = "))
        #expect(props.contains("_NET_WM_ICON(CARDINAL) = \tIcon (64 x 64):"), "\(props.prefix(2000))")
    }

    @Test("A _NET_WM_PING is answered to the root window; a _NET_WM_SYNC_REQUEST is answered once the resized frame is out")
    func pingAndSync() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let w = try window(of: demo)
        #expect(try probe(x, "ping", w) == "pong")
        let mark = demo.mark
        #expect(try probe(x, "sync", w, "900", "640", "77") == "synced")
        try demo.waitFor("window.resized", after: mark)
        #expect(try probe(x, "ping", w) == "pong") // still alive after the resize
    }

    /// Moves the pointer to `p`, waits until the demo says it set `name`, and reads the server's cursor.
    func cursor(at p: (Int, Int), _ demo: DemoProcess, expecting name: String, press: Bool = false,
                themed: Bool = true) throws -> String {
        let mark = demo.mark
        try demo.x.xdotool("mousemove", "\(p.0)", "\(p.1)")
        if press { try demo.x.xdotool("mousedown", "1") }
        let set = try demo.waitFor("cursor", after: mark) { $0.string("name") == name }
        // From the Adwaita theme, or (with no theme to be found) from the core cursor font.
        #expect(set["themed"] as? Bool == themed)
        return try probe(demo.x, "cursor").split(separator: " ").first.map(String.init) ?? ""
    }

    @Test("With no cursor theme to be found, the cursors come from the core cursor font, still named, and still change")
    func cursorsWithoutTheme() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"],
                                   environment: ["XCURSOR_PATH": "/nonexistent", "XCURSOR_THEME": "none"])
        #expect(try cursor(at: demo.center(of: "basics.button"), demo, expecting: "pointer", themed: false) == "pointer")
        let label = try #require(demo.views["basics.label.en"])
        #expect(try cursor(at: (Int(label[0]) + 2, Int(label[1]) + 2), demo, expecting: "default", themed: false) == "default")
    }

    @Test("The cursor over a button and a sidebar entry is the pointing hand, over a disabled button not-allowed, elsewhere the arrow")
    func cursorsOverControls() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        #expect(try cursor(at: demo.center(of: "basics.button"), demo, expecting: "pointer") == "pointer")
        #expect(try cursor(at: demo.center(of: "basics.button.disabled"), demo, expecting: "not-allowed") == "not-allowed")
        #expect(try cursor(at: demo.center(of: "sidebar.layers"), demo, expecting: "pointer") == "pointer")
        let label = try #require(demo.views["basics.label.en"])
        #expect(try cursor(at: (Int(label[0]) + 2, Int(label[1]) + 2), demo, expecting: "default") == "default")
    }

    @Test("The loading overlay shows wait where it blocks, without the pointer moving; progress where it lets clicks through")
    func cursorWhileLoading() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "loading"])
        var mark = demo.mark
        try demo.click("loading.show") // the pointer stays on the button as the overlay comes over it
        try demo.waitFor("cursor", after: mark, timeout: 5) { $0.string("name") == "wait" }
        // The theme's wait cursor is animated: its frames carry no name, so the probe compares pixels. The
        // trace line comes after the demo's XDefineCursor and XFlush, yet once, in `make test` on a loaded
        // machine, the first look said "no" (the cause not found; 4 runs alone passed): it gets a second.
        var shown = try probe(x, "shows", "wait")
        for _ in 0..<10 where shown != "yes" {
            usleep(100_000)
            shown = try probe(x, "shows", "wait")
        }
        #expect(shown == "yes")
        #expect(try probe(x, "shows", "default") == "no")
        try demo.waitFor("loading.job.finished", after: mark, timeout: 10)
        try demo.waitFor("cursor", after: mark, timeout: 5) { $0.string("name") == "pointer" } // the button again
        mark = demo.mark
        try demo.click("loading.passthrough")
        try demo.waitFor("switch.changed", after: mark)
        try demo.click("loading.show")
        try demo.waitFor("loading.job.started", after: mark)
        let status = try #require(demo.views["loading.status"])
        _ = try cursor(at: (Int(status[0]) + 2, Int(status[1]) + 2), demo, expecting: "progress")
        #expect(try probe(x, "shows", "progress") == "yes")
    }

    @Test("The reorder grip shows grab, and grabbing while it is pressed")
    func cursorOverGrip() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.click("refresh.reorder")
        let list = try #require(demo.views["refresh.list"])
        let grip = (Int(list[0] + list[2]) - 22, Int(list[1]) + 20)
        #expect(try cursor(at: grip, demo, expecting: "grab") == "grab")
        #expect(try cursor(at: grip, demo, expecting: "grabbing", press: true) == "grabbing")
        try x.xdotool("mouseup", "1")
    }

    @Test("Text typed in any script arrives as that text, in UTF-8, through the input method; input comes through XInput 2")
    func unicodeTyping() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let input = try demo.waitFor("host.input")
        #expect(input["xinput2"] as? Bool == true)
        // The input method opens right after the first frame, before any key can arrive (a key that opened it
        // lost characters a tool had mapped for one press: InputMethodEndToEndTests.firstKeysFast).
        let opened = try demo.waitFor("host.inputMethod")
        #expect(opened["active"] as? Bool == true)
        let mark = demo.mark
        let text = "a日本語 é ü"
        try x.type(text, delay: 60) {
            try demo.waitFor("key", after: mark, timeout: 15) { $0.string("text") == "ü" }
        }
        let since = demo.events[mark...]
        let typed = since.filter { $0.name == "key" }.compactMap { $0.string("text") }.joined()
        #expect(typed == text)
        // The keyboard map was read ahead, after the first frame, not by the first key: it was most of that
        // key's work (issue 41 point 2). (A later read may be a key's: xdotool remaps a key for "日" and
        // presses it at once.)
        let events = demo.events
        let keymap = events.firstIndex { $0.name == "host.keymap" }, firstKey = events.firstIndex { $0.name == "key" }
        #expect(keymap != nil && firstKey != nil && keymap! < firstKey!)
        #expect(keymap.map { events[$0]["ahead"] as? Bool } == true)
    }

    @Test("A compose sequence types its result: dead acute then e is é, in a C locale and with the input method server XMODIFIERS names absent")
    func composeSequence() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"],
                                   environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": "", "XMODIFIERS": "@im=absent"])
        // Xlib's own, in its place.
        #expect(try demo.waitFor("host.inputMethod")["active"] as? Bool == true)
        // dead_acute bound to a spare keycode for good first (xmodmap, x11-xserver-utils): xdotool binds a
        // missing keysym, presses it and unbinds it at once, and a loaded demo that reads the keyboard map
        // after the unbinding saw a key with no symbol (a fresh-clone run typed "e"). A user's dead key
        // stays bound.
        _ = try x.run("/usr/bin/xmodmap", ["-e", "keycode 254 = dead_acute"])
        let mark = demo.mark
        try x.xdotool("key", "--delay", "60", "dead_acute", "e")
        try demo.waitFor("key", after: mark) { !($0.string("text") ?? "").isEmpty }
        let typed = demo.events[mark...].filter { $0.name == "key" }.compactMap { $0.string("text") }.joined()
        #expect(typed == "é")
    }

    @Test("A wheel through XInput 2 scrolls as before: each click one 40-point step, none counted twice")
    func wheelThroughXI2() throws {
        let dir = NSTemporaryDirectory() + "shoji-wheel-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--record", dir + "/rec.jsonl", "--scene", "refresh"])
        let input = try demo.waitFor("host.input")
        #expect(input["xinput2"] as? Bool == true)
        let list = try #require(demo.views["refresh.list"])
        try x.xdotool("mousemove", "\(Int(list[0] + list[2] / 2))", "\(Int(list[1] + list[3] / 2))")
        for _ in 0..<3 { try x.xdotool("click", "5"); usleep(50_000) }
        try x.xdotool("click", "4")
        usleep(300_000)
        kill(demo.process.processIdentifier, SIGTERM) // the recorder writes every input event it was given
        _ = demo.waitForExit(timeout: 5)
        let lines = try String(contentsOfFile: dir + "/rec.jsonl", encoding: .utf8).split(separator: "\n")
        let wheels = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["type"] as? String == "wheel" }
        #expect(wheels.map { ($0["dy"] as? NSNumber)?.doubleValue } == [40, 40, 40, -40])
        #expect(wheels.allSatisfy { ($0["dx"] as? NSNumber)?.doubleValue == 0 && $0["precise"] == nil })
    }

    @Test("Left alone once its first scene is up, no thread of the demo wakes: the start-up threads are gone")
    func sleepsWhenIdle() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let pid = demo.process.processIdentifier
        // Every thread's voluntary context switches: each is one wake-up from a wait.
        func wakeUps() throws -> [String: Int] {
            var out: [String: Int] = [:]
            for tid in try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/status", encoding: .utf8),
                      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
                      let n = Int(line.split(separator: "\t").last ?? "") else { continue }
                out[tid] = n
            }
            return out
        }
        usleep(1_000_000)   // the start-up's helper threads (the font preparation, Pango's font sorts) finish
        let before = try wakeUps()
        usleep(2_500_000)   // more than two ticks of anything that wakes once a second
        let after = try wakeUps()
        #expect(after == before, "threads and their wake-ups: \(before) then \(after)")
    }
}
