import Foundation
import Testing

/// The demo as a screen reader sees it: a private session bus, at-spi2-core's accessibility bus and
/// registry started on demand, and Debian's pyatspi as the client (scripts/atspi_client.py). What the
/// client does through AT-SPI must show in the demo's trace, as a user's click would.
@Suite("Accessibility over AT-SPI, end to end", .serialized)
struct AccessibilityEndToEndTests {
    /// Xvfb, the private buses and the demo on `scene`, with the bridge registered.
    func launch(_ scene: String) throws -> (XvfbServer, ATSPISession, DemoProcess) {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        do {
            let demo = try DemoProcess(on: x, ["--scene", scene], environment: bus.environment)
            return (x, bus, demo)
        } catch {
            bus.stop()
            throw error
        }
    }

    func node(_ tree: [AccessibleNode], id: String) throws -> AccessibleNode {
        try #require(tree.first { $0.id == id }, "no element \(id) in the tree")
    }

    @Test("pyatspi finds the application, walks a consistent tree, presses \"Press me\" (the trace shows the tap), and the accessible hit test finds it")
    func basics() throws {
        let (_, bus, demo) = try launch("basics")
        defer { bus.stop() }
        let registry = try bus.client("registry", "Shoji")
        #expect(registry["registry"] as? Bool == true, "the registry daemon runs on the accessibility bus")
        #expect((registry["apps"] as? [String])?.contains("Shoji") == true)

        let tree = try bus.tree()
        #expect(tree.first?.role == "application" && tree.first?.name == "Shoji")
        #expect(tree.filter { $0.depth == 1 }.map(\.role) == ["window"], "one window showing: \(tree.filter { $0.depth == 1 })")
        for n in tree.dropFirst() {
            // GetIndexInParent agrees with GetChildAtIndex, and every element has its parent.
            #expect(n.index == n.path.last, "\(n)")
            #expect(n.fields["parentOk"] as? Bool == true, "\(n)")
        }
        // The cache libatspi fills in one round trip holds the same elements, the root left out.
        let items = try bus.client("cache", "Shoji")["items"] as? [[String: Any]] ?? []
        #expect(items.count == tree.count - 1)
        #expect(items.compactMap { $0["name"] as? String }.sorted() == tree.dropFirst().map(\.name).sorted())
        #expect(items.first?["children"] as? Int == tree.filter { $0.depth == 2 }.count, "the window's child count")

        let press = try #require(tree.first { $0.name == "Press me" && $0.role == "push button" })
        #expect(press.actions == ["press"])
        // Mnemonics and shortcuts as AT-SPI key bindings, "mnemonic;sequence;shortcut" in GTK's accelerator names.
        #expect(press.fields["keys"] as? [String] == ["<Alt>p;;"])
        #expect(tree.contains { $0.role == "menu bar" })
        let file = try #require(tree.first { $0.role == "menu" && $0.name == "File" })
        #expect(file.fields["keys"] as? [String] == ["<Alt>f;<Alt>f;"])
        #expect(press.states.isSuperset(of: ["enabled", "sensitive", "showing", "visible", "focusable"]))
        let disabled = try node(tree, id: "basics.button.disabled")
        #expect(!disabled.states.contains("enabled") && disabled.states.contains("showing"))
        #expect(try node(tree, id: "basics.taps").text == "Taps: 0")

        // Extents in root pixels are where the view is (the window sits at the top-left of a bare Xvfb).
        let frame = try #require(demo.views["basics.button"])
        #expect(press.extents == frame.map { Int($0) })

        let mark = demo.mark
        let done = try bus.client("do", "Shoji", "Press me", "push button", "press")
        #expect(done["done"] as? Bool == true)
        try demo.waitFor("button.tap", after: mark) { $0.string("id") == "basics.button" }
        #expect(try node(bus.tree(), id: "basics.taps").text == "Taps: 1")

        // Mouse review: the element at the button's centre, asked of the window and on down.
        let (cx, cy) = try demo.center(of: "basics.button")
        let at = try bus.client("at", "Shoji", "\(cx)", "\(cy)")
        #expect(at["id"] as? String == "basics.button" && at["role"] as? String == "push button")
    }

    @Test("A slider's value is read and set; a number pad key pressed by its action types its digit, and the finished sequence is announced")
    func sliderAndNumberPad() throws {
        let (_, bus, demo) = try launch("numberpad")
        defer { bus.stop() }
        let tree = try bus.tree()
        let slider = try node(tree, id: "numberpad.interval")
        #expect(slider.role == "slider")
        let value = try #require(slider.value)
        #expect(value == [0.75, 0.25, 2.0, 0.05], "current, minimum, maximum, step")
        #expect(try node(tree, id: "numberpad.interval.label").text == "Sequence interval: 0.75 s")
        // The caption beside the slider names it, as a relation both ways.
        #expect(slider.relations["labelled-by"] == ["numberpad.interval.label"], "\(slider.relations)")
        #expect(try node(tree, id: "numberpad.interval.label").relations["label-for"] == ["numberpad.interval"])

        var mark = demo.mark
        _ = try bus.client("set-value", "Shoji", "#numberpad.interval", "slider", "1.5")
        try demo.waitFor("slider.changed", after: mark) { $0.string("id") == "numberpad.interval" }
        #expect(try node(bus.tree(), id: "numberpad.interval").value?.first == 1.5)

        let keys = tree.filter { $0.id.hasPrefix("numberpad.key.") }
        #expect(keys.count == 10 && keys.allSatisfy { $0.role == "push button" && $0.actions == ["press"] })
        #expect(try node(tree, id: "numberpad.key.7").name == "7")

        let listener = try bus.listen(seconds: 4)
        mark = demo.mark
        let done = try bus.client("do", "Shoji", "#numberpad.key.7", "push button", "press")
        #expect(done["done"] as? Bool == true)
        let key = try demo.waitFor("numberpad.key", after: mark)
        #expect(key.string("id") == "numberpad" && key.string("value") == "7")
        try demo.waitFor("numberpad.sequence.end", after: mark, timeout: 5) { $0.string("value") == "7" }
        let events = try listener.events()
        #expect(events.contains { $0["type"] as? String == "object:announcement" && $0["data"] as? String == "7" },
                "heard: \(events.map { $0["type"] ?? "" })")
    }

    @Test("A global modal opened through its button's action hides what lies below from the showing set; closing it brings it back")
    func modalHidesContentBelow() throws {
        let (_, bus, demo) = try launch("modal")
        defer { bus.stop() }
        func showingInMain(_ tree: [AccessibleNode]) -> Int {
            guard let main = tree.firstIndex(where: { $0.depth == 1 && $0.name == "main" }) else { return -1 }
            let subtree = tree[(main + 1)...].prefix { $0.depth > 1 }
            return subtree.filter { $0.states.contains("showing") }.count
        }
        let before = try bus.tree()
        #expect(showingInMain(before) > 10)

        let listener = try bus.listen(seconds: 2.5)
        let mark = demo.mark
        _ = try bus.client("do", "Shoji", "#modal.present", "push button", "press")
        try demo.waitFor("modal.presented", after: mark)
        // A screen reader hears the dialog become the active window and the main window stop showing.
        let events = try listener.events()
        #expect(events.contains { $0["type"] as? String == "window:activate" && $0["role"] as? String == "dialog" },
                "heard: \(events.map { $0["type"] ?? "" })")
        #expect(events.contains {
            $0["type"] as? String == "object:state-changed:visible" && $0["role"] as? String == "dialog" && $0["detail1"] as? Int == 1
        }, "the dialog says it became visible; heard: \(events.map { $0["type"] ?? "" })")
        #expect(events.contains {
            $0["type"] as? String == "object:state-changed:showing" && $0["name"] as? String == "main" && $0["detail1"] as? Int == 0
        })
        let during = try bus.tree()
        let dialog = try #require(during.first { $0.depth == 1 && $0.role == "dialog" }, "windows: \(during.filter { $0.depth == 1 })")
        #expect(dialog.states.isSuperset(of: ["modal", "showing"]))
        // The standard alert inside it: named by its title, described by its message, its button focused.
        let alert = try #require(during.first { $0.role == "alert" }, "no alert in \(during.filter { $0.depth <= 2 })")
        #expect(alert.id == "notice.sample" && alert.name == "A global modal")
        #expect((alert.fields["description"] as? String ?? "").hasPrefix("This window was made key and visible"))
        #expect(during.contains { $0.id == "modal.dismiss" && $0.role == "push button" && $0.states.contains("focused") })
        #expect(showingInMain(during) == 0, "nothing below the modal is showing")
        #expect(!(during.first { $0.depth == 1 && $0.name == "main" }?.states.contains("showing") ?? true))
        // A button below the modal cannot be pressed through assistive technology either, and says so.
        let below = demo.mark
        #expect(try bus.client("do", "Shoji", "#modal.timed", "push button", "press")["done"] as? Bool == false)
        // An absence (no tap): wall time, as no event says "none came".
        usleep(200_000)
        demo.poll()
        #expect(!demo.events[below...].contains { $0.name == "button.tap" })

        let closing = demo.mark
        try demo.key("Escape")
        try demo.waitFor("modal.dismissed", after: closing)
        try demo.waitFor("window.key", after: closing) { $0.string("window") == "main" }
        #expect(showingInMain(try bus.tree()) == showingInMain(before))
    }

    @Test("The list's refresh action starts a refresh, as a pull would")
    func refreshByAction() throws {
        let (_, bus, demo) = try launch("refresh")
        defer { bus.stop() }
        let tree = try bus.tree()
        let list = try #require(tree.first { $0.actions.contains("refresh") }, "no element offers refresh")
        #expect(list.id == "refresh.list")
        let mark = demo.mark
        let done = try bus.client("do", "Shoji", "#refresh.list", list.role, "refresh")
        #expect(done["done"] as? Bool == true)
        try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "refreshing" }
        try demo.waitFor("refresh.completed", after: mark, timeout: 15)
    }

    @Test("The accessible hit test goes through the ad layer's empty area to the button below, as clicks do, and stops when the layer takes clicks")
    func hitTestThroughLayers() throws {
        let (_, bus, demo) = try launch("layers")
        defer { bus.stop() }
        let (cx, cy) = try demo.center(of: "layers.button")
        var mark = demo.mark
        try demo.click(at: cx, cy)
        #expect(try demo.waitFor("pointer.down", after: mark).string("hit") == "layers.button")
        #expect(try bus.client("at", "Shoji", "\(cx)", "\(cy)")["id"] as? String == "layers.button")

        mark = demo.mark
        _ = try bus.client("do", "Shoji", "#layers.adblocks", "toggle button", "toggle")
        try demo.waitFor("layers.policy", after: mark) { $0.string("policy") == "normal" }
        mark = demo.mark
        try demo.click(at: cx, cy)
        let blocked = try demo.waitFor("pointer.down", after: mark)
        #expect(blocked.string("hit") != "layers.button")
        #expect(try bus.client("at", "Shoji", "\(cx)", "\(cy)")["id"] as? String != "layers.button")
    }

    @Test("Without an accessibility bus the demo runs as before; when the bus goes away it says so once and goes on")
    func noBusAndBusGone() throws {
        let x = try XvfbServer()
        let quiet = try DemoProcess(on: x, ["--scene", "basics"],
                                    environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/shoji-bus"])
        try quiet.click("basics.button")
        try quiet.waitFor("button.tap")
        kill(quiet.process.processIdentifier, SIGKILL)
        #expect(quiet.waitForExit(timeout: 5)?.stderr == "")

        let (_, bus, demo) = try launch("basics")
        defer { bus.stop() }
        #expect((try bus.client("registry", "Shoji")["apps"] as? [String])?.contains("Shoji") == true)
        var mark = demo.mark
        bus.killAccessibilityBus()
        try demo.waitFor("accessibility.off", after: mark) { $0.string("reason") == "busGone" }
        mark = demo.mark
        try demo.click("basics.button")
        try demo.waitFor("button.tap", after: mark)
        kill(demo.process.processIdentifier, SIGKILL)
        let err = demo.waitForExit(timeout: 5)?.stderr ?? ""
        #expect(err.hasSuffix(": warning: the accessibility bus went away; accessibility is off\n") && err.split(separator: "\n").count == 1, "\(err)")
    }

    /// The files mapped into process `pid`, by path.
    func loadedPaths(_ pid: Int32) throws -> Set<String> {
        // Read to the end: /proc says its files are empty, and a read sized by that stops after a page.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        return Set(maps.split(separator: "\n").compactMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } })
    }

    /// The shared libraries mapped into process `pid`, by file name.
    func loadedLibraries(_ pid: Int32) throws -> Set<String> {
        Set(try loadedPaths(pid).compactMap { $0.split(separator: "/").last.map(String.init) })
    }

    func demoLibraryPath(libraries: Set<String>, named prefix: String) -> String? {
        libraries.first { $0.split(separator: "/").last?.hasPrefix(prefix) == true }
    }

    @Test("libdbus is loaded only when there is a bus to speak to, and a machine without it gets one warning and the demo without accessibility")
    func libdbusOnDemand() throws {
        let x = try XvfbServer()
        let quiet = try DemoProcess(on: x, ["--scene", "basics"])
        try quiet.click("basics.button")
        try quiet.waitFor("button.tap")
        #expect(!(try loadedLibraries(quiet.process.processIdentifier)).contains { $0.hasPrefix("libdbus-1.so") },
                "no session bus: libdbus (and the libraries it brings) never loaded")
        kill(quiet.process.processIdentifier, SIGKILL)
        _ = quiet.waitForExit(timeout: 5)

        let (_, bus, demo) = try launch("basics")
        defer { bus.stop() }
        #expect((try bus.client("registry", "Shoji")["apps"] as? [String])?.contains("Shoji") == true)
        let libraries = try loadedLibraries(demo.process.processIdentifier)
        #expect(libraries.contains { $0.hasPrefix("libdbus-1.so") }, "\(libraries.sorted())")

        // libdbus hidden (an empty file mounted over it in a mount namespace of the run's own), with a bus:
        // one line, and the run goes on to its screenshot.
        let library = try #require(demoLibraryPath(libraries: try loadedPaths(demo.process.processIdentifier),
                                                   named: "libdbus-1.so"), "where the demo loaded libdbus from")
        let shot = NSTemporaryDirectory() + "shoji-nodbus-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let run = try runDemo(["--scene", "basics", "--screenshot", shot, "--assets", E2E.assetsPath],
                              environment: bus.environment, timeout: 30,
                              launcher: ["/usr/bin/unshare", "-rm", "/bin/sh", "-c", #"mount --bind /dev/null "$0" && exec "$@""#, library])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: shot))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(": warning: accessibility is off: ") == true
                    && lines.first?.contains("libdbus-1.so.3") == true, "\(run.stderr)")
    }

    @Test("Harness check: a GTK 3 window is seen through the same buses (its toolkit's own bridge)")
    func gtkWindowForComparison() throws {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        let answer = try bus.client("gtk")
        // scripts/deps.sh installs GTK 3's introspection data: a client that cannot load it is a broken set-up,
        // reported as a failure, never a silent pass.
        try #require(answer["skipped"] == nil, "the client could not load GTK 3: \(answer)")
        // The application, its frame, the box and the five widgets put in it.
        #expect((answer["nodes"] as? Int ?? 0) >= 8, "\(answer)")
    }
}
