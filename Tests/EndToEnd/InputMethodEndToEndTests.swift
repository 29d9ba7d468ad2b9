import Foundation
import Testing

/// A real input method: fcitx5 with Anthy under the test's Xvfb, romaji typed with xdotool into the demo's
/// Text scene (its name field composes; its PIN field, secure and digits only, turns the input method
/// off), and GTK 3's GtkEntry beside it through the same input method. The `ime.*` trace lines are the
/// host's; what the field holds comes from its `text.change`.
@Suite("Input method end to end", .serialized)
struct InputMethodEndToEndTests {
    /// Screenshots go here (`SHOJI_E2E_SHOTS`, else a temporary folder), to be looked at.
    static var shots: String {
        let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] ?? NSTemporaryDirectory() + "shoji-ime-shots"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The demo's Text scene on `x`, its window focused, the name field clicked and the input method
    /// switched on for it.
    func demo(on x: XvfbServer, im: InputMethodServer, scale: Int = 1, size: String = "640x560") throws -> DemoProcess {
        let p = try DemoProcess(on: x, ["--scene", "text", "--size", size, "--scale", "\(scale)"],
                                environment: im.clientEnvironment)
        // Xlib's own first, then the server XMODIFIERS names once it answered the probe (never waited for).
        try p.waitFor("host.inputMethod", timeout: 20) { $0["asking"] as? Bool == false }
        try focus(x, title: "Shoji")
        let mark = p.mark
        try p.click("text.name")
        try p.waitFor("ime.spot", after: mark) // the name field has the keyboard: the input method is on, at its caret
        try im.activate()
        return p
    }

    /// The name field's text once a `text.change` after `mark` says it is not empty.
    func nameText(_ p: DemoProcess, after mark: Int) throws -> String {
        try p.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && !($0.string("text") ?? "").isEmpty }
            .string("text") ?? ""
    }

    /// The selected segment's range in an `ime.composition` line, [] for none.
    static func selected(_ e: TraceEvent) -> [Int] {
        let segments = e["segments"] as? [[String: Any]] ?? []
        let s = segments.first { $0["highlight"] as? String == "selected" }
        return (s?["range"] as? [NSNumber])?.map(\.intValue) ?? []
    }

    func focus(_ x: XvfbServer, title: String) throws {
        let id = try x.xdotool("search", "--name", title).split(separator: "\n").first.map(String.init)
        guard let id else { throw E2E.Failure(description: "no window named \(title)") }
        try x.xdotool("windowfocus", "--sync", id)
    }

    func type(_ x: XvfbServer, _ keys: [String]) throws {
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60"] + keys)
    }

    func screenshot(_ x: XvfbServer, _ name: String, crop: String) throws -> String {
        let path = Self.shots + "/\(name).png"
        _ = try x.run("/usr/bin/import", ["-display", x.display, "-window", "root", "-crop", crop, "+repage", path])
        return path
    }

    @Test("On the spot: nihongo composes にほんご in the field, space converts it to 日本語 selected, Return commits 日本語 as one key; the candidates open under the caret")
    func onTheSpot() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        #expect(p.events.first { $0.name == "host.inputMethod" && $0["asking"] as? Bool == false }?.string("style") == "onTheSpot")
        var mark = p.mark
        try type(x, ["n", "i", "h", "o", "n", "g", "o"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "にほんご" }
        #expect(p.events[mark...].filter { $0.name == "key" }.isEmpty, "no key reached the field while composing")
        // Space converts: one segment, selected. Which candidate comes first depends on what Anthy has
        // learned (it keeps that in the user's passwd home, ~/.anthy, whatever HOME says).
        mark = p.mark
        try type(x, ["space"])
        let converted = try p.waitFor("ime.composition", after: mark) { !Self.selected($0).isEmpty }
        #expect(Self.selected(converted) == [0, (converted.string("text") ?? "").unicodeScalars.count])
        // Space again opens the candidate list: under the caret, where the spot is.
        try type(x, ["space"])
        var panel: (x: Int, y: Int, width: Int, height: Int)?
        for _ in 0..<100 where panel == nil { panel = try im.panelGeometry(); usleep(20_000) }
        let candidates = try #require(panel, "fcitx5 showed no candidate window")
        let spot = try #require(p.events.last { $0.name == "ime.spot" })
        let sx = try #require(spot.int("x")), sy = try #require(spot.int("y"))
        #expect(abs(candidates.x - sx) <= 4 && candidates.y >= sy && candidates.y <= sy + 24,
                "candidates at \(candidates), spot (\(sx), \(sy))")
        _ = try screenshot(x, "ime-shoji-candidates", crop: "640x560+0+0")
        // Escape goes back to the kana (the input method keeps it; the field never sees it).
        mark = p.mark
        try type(x, ["Escape"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "にほんご" && Self.selected($0).isEmpty }
        #expect(!p.events[mark...].contains { $0.name == "key" }, "Escape stayed with the input method")
        // Space until 日本語 is the candidate, as a user does.
        for _ in 0..<4 where p.events.last(where: { $0.name == "ime.composition" })?.string("text") != "日本語" {
            mark = p.mark
            try type(x, ["space"])
            try p.waitFor("ime.composition", after: mark) { !Self.selected($0).isEmpty }
        }
        let chosen = try #require(p.events.last { $0.name == "ime.composition" })
        #expect(chosen.string("text") == "日本語" && !Self.selected(chosen).isEmpty)
        let shot = try screenshot(x, "ime-shoji-on-the-spot", crop: "640x560+0+0")
        mark = p.mark
        try type(x, ["Return"])
        #expect(try nameText(p, after: mark) == "日本語")
        let keys = p.events[mark...].filter { $0.name == "key" }.compactMap { $0.string("text") }
        #expect(keys == ["日本語"], "one key event with the conversion")
        #expect(p.events[mark...].last { $0.name == "ime.composition" }?.string("text") == "", "the composition ended")
        print("screenshot:", shot)
    }

    @Test("The PIN (secure, digits only) gets the keys themselves with the input method off; the name field composes again after it")
    func offForPIN() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        var mark = p.mark
        try p.click("text.pin")
        try p.waitFor("text.editing", after: mark) { $0.string("id") == "text.pin" && $0.fields["editing"] as? Bool == true }
        try type(x, ["k", "a", "1", "2"])
        // The letters came as plain keys (the filter drops them), the digits went in: no composition.
        try p.waitFor("text.change", after: mark) { $0.string("id") == "text.pin" && $0.int("length") == 2 }
        #expect(p.events[mark...].filter { $0.name == "key" }.compactMap { $0.string("text") } == ["k", "a", "1", "2"])
        #expect(!p.events[mark...].contains { $0.name == "ime.composition" })
        mark = p.mark
        try p.waitFor("inputview") { $0["visible"] as? Bool == true }
        try p.click(at: 620, 70) // the pad covers the bottom: click the scene's empty right side, then the name
        try p.waitFor("inputview", after: mark) { $0["visible"] as? Bool == false }
        try p.click("text.name")
        try type(x, ["k", "a"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "か" }
    }

    @Test("Over the spot (fcitx5 without UseOnTheSpot), at scale 2: the input method draws the composition itself, at the caret in window pixels; Return commits it")
    func overTheSpot() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: false)
        defer { im.stop() }
        let p = try demo(on: x, im: im, scale: 2, size: "640x400")
        #expect(p.events.first { $0.name == "host.inputMethod" && $0["asking"] as? Bool == false }?.string("style") == "overTheSpot")
        let spot = try #require(p.events.last { $0.name == "ime.spot" })
        let sx = try #require(spot.int("x")), sy = try #require(spot.int("y"))
        let field = try #require(p.views["text.name"])
        // The empty field's caret is 8 points in from its left: 16 pixels at scale 2.
        #expect(Double(sx) >= field[0] + 16 && Double(sx) < field[0] + 24 && Double(sy) > field[1] + field[3] / 2
                && Double(sy) <= field[1] + field[3],
                "the spot (\(sx), \(sy)) is at the empty field's caret, in \(field)")
        var mark = p.mark
        try type(x, ["n", "i", "h", "o", "n", "g", "o"])
        var box: (x: Int, y: Int, width: Int, height: Int)?
        for _ in 0..<100 where box == nil { box = try im.panelGeometry(); usleep(20_000) }
        let preedit = try #require(box, "fcitx5 showed no preedit window")
        #expect(abs(preedit.x - sx) <= 4 && preedit.y >= sy && preedit.y <= sy + 24, "preedit at \(preedit), spot (\(sx), \(sy))")
        _ = try screenshot(x, "ime-shoji-over-the-spot", crop: "1280x800+0+0")
        #expect(!p.events[mark...].contains { $0.name == "ime.composition" }, "no preedit callbacks over the spot")
        mark = p.mark
        try type(x, ["Return"])
        #expect(try nameText(p, after: mark) == "にほんご")
        // The caret moved past the text: the spot follows it.
        let moved = try p.waitFor("ime.spot", after: mark)
        #expect((moved.int("x") ?? 0) > sx + 80)
    }

    /// GTK 3's GtkEntry through the same input method: prints its text when Return activates it.
    static let gtkEntry = """
        import sys, gi
        gi.require_version("Gtk", "3.0")
        from gi.repository import Gtk
        w = Gtk.Window(title="GTK entry")
        w.set_default_size(480, 80)
        e = Gtk.Entry()
        e.override_font(__import__("gi.repository.Pango", fromlist=["Pango"]).FontDescription("Sans 15"))
        def done(entry):
            open(sys.argv[1], "w").write(entry.get_text())
        e.connect("activate", done)
        w.add(e)
        w.connect("destroy", Gtk.main_quit)
        w.show_all()
        Gtk.main()
        """

    @Test("GTK 3's GtkEntry beside the demo's name field composes the same way through the same input method (screenshots of both)")
    func besideGTK() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        let dir = im.directory
        try Self.gtkEntry.write(toFile: dir + "/entry.py", atomically: true, encoding: .utf8)
        let gtk = Process()
        gtk.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        gtk.arguments = [dir + "/entry.py", dir + "/entry.txt"]
        var env = E2E.environment
        env["DISPLAY"] = x.display
        env["NO_AT_BRIDGE"] = "1"
        for (k, v) in im.clientEnvironment { env[k] = v }
        gtk.environment = env
        gtk.standardOutput = FileHandle.nullDevice
        gtk.standardError = FileHandle.nullDevice
        try gtk.run()
        defer { if gtk.isRunning { kill(gtk.processIdentifier, SIGKILL); gtk.waitUntilExit() } }
        var gtkWindow: String?
        for _ in 0..<250 where gtkWindow == nil {
            gtkWindow = try x.xdotool("search", "--name", "GTK entry").split(separator: "\n").first.map(String.init)
            if gtkWindow == nil { usleep(20_000) }
        }
        let w = try #require(gtkWindow, "the GTK entry did not appear")
        try x.xdotool("windowmove", "--sync", w, "0", "580")
        try focus(x, title: "Shoji")
        // The demo composes 日本語 and keeps it uncommitted.
        var mark = p.mark
        try type(x, ["n", "i", "h", "o", "n", "g", "o", "space"])
        try p.waitFor("ime.composition", after: mark) { !Self.selected($0).isEmpty }
        for _ in 0..<4 where p.events.last(where: { $0.name == "ime.composition" })?.string("text") != "日本語" {
            mark = p.mark
            try type(x, ["space"])
            try p.waitFor("ime.composition", after: mark) { !Self.selected($0).isEmpty }
        }
        _ = try screenshot(x, "ime-shoji-beside-gtk", crop: "640x560+0+0")
        // The GTK entry under it, the same keys. (Focus leaving the demo resets its context: fcitx5 clears
        // the composition there, as GTK's own entries do.)
        mark = p.mark
        try x.xdotool("windowfocus", "--sync", w)
        // The demo resets its context and takes its focus away before GTK's keys go: once, make test's load
        // held the demo past GTK's first keys, and the demo then got a key (a commit from fcitx5, which had
        // not yet heard that the demo's context lost the focus).
        try p.waitFor("ime.focus", after: mark) { $0["on"] as? Bool == false }
        try im.activate()
        try type(x, ["n", "i", "h", "o", "n", "g", "o", "space"])
        usleep(300_000)
        let shot = try screenshot(x, "ime-gtk-entry", crop: "640x720+0+0")
        try type(x, ["Return", "Return"]) // the first commits, the second activates the entry
        var committed = ""
        for _ in 0..<250 where committed.isEmpty {
            committed = (try? String(contentsOfFile: dir + "/entry.txt", encoding: .utf8)) ?? ""
            if committed.isEmpty { usleep(20_000) }
        }
        #expect(["日本語", "にほんご"].contains(committed), "GtkEntry got \(committed)")
        p.poll()
        #expect(!p.events.contains { $0.name == "key" }, "the demo's composition was reset, not committed, when it lost the keyboard")
        #expect(p.events.last { $0.name == "ime.composition" }?.string("text") == "")
        print("screenshot:", shot)
    }

    @Test("The input method dying mid-composition ends the composition and keys still arrive; when it comes back the field composes again")
    func serverRestart() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        var mark = p.mark
        try type(x, ["k", "a", "n", "a"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "かな" }
        mark = p.mark
        im.crash()
        try p.waitFor("host.inputMethod", after: mark) { $0["active"] as? Bool == false }
        #expect(p.events[mark...].last { $0.name == "ime.composition" }?.string("text") == "", "the lost composition ended")
        mark = p.mark
        try type(x, ["x", "y"])
        try p.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "xy" }
        mark = p.mark
        try im.start()
        try p.waitFor("host.inputMethod", after: mark, timeout: 15) { $0["active"] as? Bool == true }
        try p.waitFor("ime.spot", after: mark) // its new context is on for the field, at the caret
        try im.activate()
        mark = p.mark
        try type(x, ["k", "a"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "か" }
    }

    @Test("A hung input method (stopped) never holds the demo's start: keys work meanwhile, and once it answers the field composes through it")
    func hungServer() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        im.pause()
        let p = try DemoProcess(on: x, ["--scene", "text", "--size", "640x560"], environment: im.clientEnvironment)
        // XOpenIM alone waited until the server went on (11.8 s measured, for ever if it never does); the probe
        // once waited 2 s for its answer. Now Xlib's own serves at once while the server is asked.
        let opened = try p.waitFor("host.inputMethod", timeout: 6)
        #expect(opened.string("style") == "root" && opened["asking"] as? Bool == true
                && (opened["ms"] as? Double ?? 99_999) < 1_000, "\(opened)")
        try focus(x, title: "Shoji")
        var mark = p.mark
        try p.click("text.name")
        try type(x, ["x", "y"])
        try p.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "xy" }
        im.resume()
        mark = p.mark
        // Asked again every 2 s while events come: move the pointer until it is opened. A resumed fcitx5 beside
        // make test's other lane once took more than 7 s to answer, so the bound is generous; a demo that never
        // asks again still fails it.
        let deadline = Date().addingTimeInterval(30)
        var i = 0
        while !p.events[mark...].contains(where: { $0.name == "host.inputMethod" }) && Date() < deadline {
            try x.xdotool("mousemove", "\(300 + i % 2 * 10)", "120")
            usleep(150_000)
            p.poll()
            i += 1
        }
        let back = try p.waitFor("host.inputMethod", after: mark, timeout: 1)
        #expect(back.string("style") == "onTheSpot")
        try p.click("text.name")
        try im.activate()
        mark = p.mark
        try type(x, ["k", "a"])
        try p.waitFor("ime.composition", after: mark) { $0.string("text") == "か" }
    }

    /// For each change of `field` after `mark` (a key typed), how long until the next frame was presented
    /// (seconds).
    static func keyToFrame(_ p: DemoProcess, after mark: Int, field: String = "text.name") -> [Double] {
        let events = Array(p.events[mark...])
        return events.enumerated().compactMap { i, e in
            guard e.name == "text.change", e.string("id") == field else { return nil }
            return events[(i + 1)...].first { $0.name == "frame.presented" }.map { $0.time - e.time }
        }
    }

    /// One frame at 60 Hz, with 4 ms for the frame's own drawing on this busy machine: what a silent input
    /// method may cost a key at most (the old probe waited 50 ms after an event every 2 s).
    static let oneFrame = 1.0 / 60 + 0.004

    @Test("An input method that stops before it answers (mid-handshake) never delays a key's frame by more than a frame, while it is asked again")
    func silentBeforeAnswering() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        im.pause()
        let p = try DemoProcess(on: x, ["--scene", "text", "--size", "640x560"], environment: im.clientEnvironment)
        try p.waitFor("host.inputMethod") { $0["asking"] as? Bool == true }
        try focus(x, title: "Shoji")
        try p.click("text.name")
        let mark = p.mark
        // 3 s of keys: the silent server is asked again on the way (every 2 s, when an event comes).
        let keys = Array(repeating: ["a", "b", "c"], count: 5).flatMap { $0 }
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "200"] + keys)
        try p.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == keys.joined() }
        let gaps = Self.keyToFrame(p, after: mark)
        #expect(gaps.count == keys.count)
        // Wall-clock gaps, on two cores shared with the fuzz smoke and two other end-to-end processes: one
        // key of 15 took 22 ms there in a fresh clone's make test (the others 0–9 ms). Most keys get their
        // frame within one, and none waits as long as the old probe's 50 ms.
        let sorted = gaps.sorted()
        #expect(sorted.isEmpty || sorted[sorted.count / 2] <= Self.oneFrame, "key to frame: \(gaps.map { Int($0 * 1000) }) ms")
        #expect(gaps.allSatisfy { $0 < Self.oldProbeWait }, "key to frame: \(gaps.map { Int($0 * 1000) }) ms")
    }

    /// What the old probe of a silent server cost the key it came with: a key's frame this late is that bug.
    static let oldProbeWait = 0.045

    /// Once the server stopped, each of Xlib's calls that the name field handing the keyboard to the PIN
    /// makes (XUnsetICFocus, which libX11 starts with a round trip, and XmbResetIC) would wait for its reply
    /// for ever, inside the click's event pass. They are made only once the server has answered a question
    /// asked for them (`InputMethodGate`), so here they are kept, and the program goes on. Not asserted:
    /// the keys themselves, which Xlib forwards to the server while the window has a context, and which a
    /// stopped server holds until it goes on.
    @Test("An input method that stops after its handshake: a click gets its frame within a frame and the caret goes on blinking")
    func silentAfterHandshake() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        // The same clicks with the server answering, in the same run: what the machine's load costs them.
        // Each click moves the keyboard between the name and the PIN, so each wants the focus calls. The
        // fastest of three on each side is compared: one click of each once differed by 33 ms under make
        // test's load with the gate working (a fixed 20.7 ms limit failed by 1.3 ms before that).
        var healthy: [Double] = []
        for _ in 0..<3 {
            healthy.append(try Self.clickToFrame(p, "text.pin", after: p.mark).seconds)
            let mark = p.mark
            healthy.append(try Self.clickToFrame(p, "text.name", after: mark).seconds)
            try p.waitFor("ime.focus", after: mark) { $0["on"] as? Bool == true } // the input method is on again
        }
        im.pause()
        try type(x, ["k", "a"]) // forwarded to the stopped server, which keeps them
        let mark = p.mark
        var silentTimes: [Double] = []
        var silent = try Self.clickToFrame(p, "text.pin", after: mark)
        silentTimes.append(silent.seconds)
        for id in ["text.name", "text.pin"] {
            silent = try Self.clickToFrame(p, id, after: p.mark)
            silentTimes.append(silent.seconds)
        }
        // The gate kept the calls that move the keyboard (an absence: half a second of wall time).
        let unfocused = try? p.waitFor("ime.focus", after: mark, timeout: 0.5) { _ in true }
        #expect(unfocused == nil, "a call to the stopped server was made")
        #expect(silentTimes.min()! - healthy.min()! <= Self.oneFrame,
                "click to frame: \(silentTimes.map { Int($0 * 1000) }) ms silent, \(healthy.map { Int($0 * 1000) }) ms answering")
        let blink = try p.waitFor("frame.presented", after: mark, timeout: 3) { $0.time >= silent.down + 1 }
        #expect(blink.time - silent.down < 1.6)
    }

    /// Clicks the view `id` and says when the press arrived and how long it took to its frame (at most 2 s:
    /// a program held inside an Xlib call draws none).
    static func clickToFrame(_ p: DemoProcess, _ id: String, after mark: Int) throws -> (down: Double, seconds: Double) {
        try p.click(id)
        let down = try p.waitFor("pointer.down", after: mark) { $0.string("hit") == id }
        let frame = try p.waitFor("frame.presented", after: mark, timeout: 2) { $0.time >= down.time }
        return (down.time, frame.time - down.time)
    }

    /// `XCreateIC` waits for the server's reply too: a window opened while the server is stopped used to
    /// hold the program in it, right after the new window's first frame. Its context is now made only
    /// once the server answers a question (`InputMethod.makeContext`), so the program goes on, and the
    /// window composes once the server does.
    @Test("An input method stopped after its handshake: a window opened meanwhile comes up, the program goes on drawing, and the window gets its input context once the server goes on")
    func windowOpenedWhileSilent() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let p = try demo(on: x, im: im)
        let main = p.events.first { $0.name == "host.inputMethod" }?["window"] as? NSNumber
        im.pause()
        var mark = p.mark
        try p.click("titlebar.about") // a click, not F1: keys go to the stopped server while the field has it
        _ = try p.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let about = try p.waitFor("host.inputMethod", after: mark, timeout: 5) { ($0["window"] as? NSNumber) != main }
        #expect(about["active"] as? Bool == false, "a context was made with the server stopped")
        let window = about["window"] as? NSNumber
        // The main window still draws: a click on the PIN gets its frame.
        _ = try Self.clickToFrame(p, "text.pin", after: p.mark)
        // The server goes on: it answers the question, and the window's context is made in that pass.
        mark = p.mark
        im.resume()
        let made = try p.waitFor("host.inputMethod", after: mark, timeout: 5) {
            ($0["window"] as? NSNumber) == window && $0["active"] as? Bool == true
        }
        #expect(made["style"] as? String == "onTheSpot")
    }

    @Test("Characters the keyboard lacks, typed fast as a window's first keys, all arrive: no key waits for the input method to open")
    func firstKeysFast() throws {
        let x = try XvfbServer()
        // xdotool types a character the keyboard lacks by mapping it to a spare key for one press and
        // mapping the key back half its delay later; a key read after that has no character, and no client
        // can get it back (MappingNotify says which keys changed, not to what). When the first key opened
        // the input method (10-40 ms), `--delay 8` lost both of 日本 as a window's first keys. Now the
        // first key finds it open; typed once start-up has settled, with 12 ms to spare (`--delay 24`: still
        // shorter than the 10-40 ms an input method takes to open, so a first key that waited for it is lost).
        // `--delay 16` with 0.3 s of settling lost all three once with make test's other lanes building beside
        // it: any stall of the main thread loses them, whoever opens what.
        // So each run has two tries, each a new window: a key that waits for the input method is lost in
        // both (it waits every time), a stall from the machine's load lost one key in one try of two
        // fresh-clone make test runs (日 of 日本語) and is not there again.
        for run in 0..<3 {
            var tries: [String] = []
            for _ in 0..<2 where tries.last != "日本語" {
                let demo = try DemoProcess(on: x, ["--scene", "basics"])
                try demo.waitFor("host.inputMethod") // right after the first frame
                usleep(1_000_000) // start-up's helper threads (font preparation, the back buffer's pages) done
                let mark = demo.mark
                try x.xdotool("type", "--delay", "24", "日本語")
                _ = try? demo.waitFor("key", after: mark, timeout: 5) { $0.string("text") == "語" }
                demo.poll()
                tries.append(demo.events[mark...].filter { $0.name == "key" }.compactMap { $0.string("text") }.joined())
            }
            #expect(tries.last == "日本語", "run \(run): \(tries)")
        }
    }
}
