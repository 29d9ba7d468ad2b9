import Foundation
import Testing

/// The demo in small windows under Xvfb: every sidebar entry is reached by scrolling the sidebar and
/// shown, and every control of every scene is scrolled into the window and clicked, found through the
/// trace's view frames (`scene.shown`, and `view.scrolled` after each scroll).
@Suite("Small windows, end to end", .serialized)
struct SmallWindowEndToEndTests {
    struct Seen { let frame: [Double]; let isControl: Bool }

    /// The views of the latest event that lists them, with the control flag; `modals`: of the latest
    /// modal presented, else of the latest scene shown or scroll.
    static func views(_ demo: DemoProcess, modals: Bool = false) -> [String: Seen] {
        demo.poll()
        let names: Set<String> = modals ? ["modal.presented"] : ["app.ready", "scene.shown", "view.scrolled", "tasks.enqueued"]
        guard let e = demo.events.last(where: { names.contains($0.name) && $0.fields["views"] != nil }) else { return [:] }
        var out: [String: Seen] = [:]
        for v in e.fields["views"] as? [[String: Any]] ?? [] {
            if let id = v["id"] as? String, let f = v["frame"] as? [NSNumber] {
                out[id] = Seen(frame: f.map(\.doubleValue), isControl: v["control"] as? Bool ?? false)
            }
        }
        return out
    }

    /// -1: `f` lies above the viewport `port` (scroll up), 1: below (down), 0: its centre is inside and
    /// it is inside as far as it can be (whole, or filling the viewport's height).
    static func placement(_ f: [Double], in port: [Double]) -> Int {
        let top = f[1], bottom = f[1] + f[3], pTop = port[1], pBottom = port[1] + port[3]
        if f[3] > port[3] { return f[1] + f[3] / 2 < pTop + 10 ? -1 : f[1] + f[3] / 2 > pBottom - 10 ? 1 : 0 }
        if top < pTop - 0.5 { return -1 }
        if bottom > pBottom + 0.5 { return 1 }
        return 0
    }

    static func horizontallyInside(_ f: [Double], _ port: [Double]) -> Int {
        let cx = f[0] + f[2] / 2
        if cx < port[0] + 4 { return -1 }
        if cx > port[0] + port[2] - 4 { return 1 }
        return 0
    }

    /// Wheels over `at` until `id` is inside the view `port`; false when it never got there.
    static func scrollIntoView(_ demo: DemoProcess, _ id: String, port portID: String, wheelAt: (Double, Double) -> (Int, Int)) throws -> Bool {
        for _ in 0..<40 {
            let views = Self.views(demo)
            guard let port = views[portID]?.frame else { return false }
            guard let f = views[id]?.frame else { return false }
            let v = placement(f, in: port), h = horizontallyInside(f, port)
            if v == 0 && h == 0 { return true }
            let (x, y) = wheelAt(port[0], port[1])
            let mark = demo.mark
            let button = v < 0 ? "4" : v > 0 ? "5" : h < 0 ? "6" : "7"
            let distance = v != 0 ? (v < 0 ? port[1] - f[1] : f[1] + f[3] - port[1] - port[3]) : 80
            let clicks = max(1, min(6, Int((distance / 40).rounded(.up))))
            try demo.x.xdotool("mousemove", "\(x)", "\(y)", "click", "--repeat", "\(clicks)", "--delay", "30", button)
            _ = try? demo.waitFor("view.scrolled", after: mark, timeout: 3)
        }
        return false
    }

    /// Lets what a click started finish: a transition ends, a modal is closed with its own button (clicked where the trace
    /// says it is: it must be inside the window), a loading job runs out. Misses go to `unreached`.
    static func settle(_ demo: DemoProcess, after click: String, since start: Int, window: (Double, Double),
                       unreached: inout [String]) throws {
        if click == "modal.timed" { _ = try? demo.waitFor("modal.presented", after: start, timeout: 6) { $0.string("id") == "notice.timed" } }
        demo.waitForRest(after: start)
        for _ in 0..<12 {
            demo.poll()
            let events = demo.events[start...]
            let open = events.filter { $0.name == "modal.presented" }.count - events.filter { $0.name == "modal.dismissed" }.count
            let jobs = events.filter { $0.name == "loading.job.started" }.count - events.filter { $0.name == "loading.job.finished" }.count
            let moving = events.filter { $0.name == "transition.began" }.count - events.filter { $0.name == "transition.finished" }.count
            // A pop-up button's menu stays open after a quick click (as AppKit's and GTK's): close it, or the next
            // click only dismisses it.
            let menus = events.filter { $0.name == "popup.shown" && $0.string("kind") != "tooltip" }.count
                - events.filter { $0.name == "popup.dismissed" }.count
            if menus > 0 {
                let mark = demo.mark
                try demo.key("Escape")
                _ = try? demo.waitFor("popup.dismissed", after: mark, timeout: 3)
                continue
            }
            // A click that opened another window (Export…'s save dialog): with no window manager here, give
            // it the keyboard as one would, then Escape cancels it (the dialog's key for Cancel).
            let windows = events.filter { $0.name == "window.opened" }.count - events.filter { $0.name == "window.closed" }.count
            if windows > 0 {
                let mark = demo.mark
                let ids = try demo.x.xdotool("search", "--name", "Export the Task List").split(separator: "\n").map(String.init)
                if let id = ids.first { try demo.x.xdotool("windowfocus", "--sync", id) }
                try demo.key("Escape")
                if (try? demo.waitFor("window.closed", after: mark, timeout: 3)) == nil {
                    unreached.append("a window \(click) opened did not close on Escape")
                    return
                }
                continue
            }
            if open <= 0 && jobs <= 0 && moving <= 0 {
                // What ended may still be fading out (the loading overlay lingers, then fades): the next click
                // must not land on it.
                demo.waitForRest(after: demo.mark - 1)
                return
            }
            if jobs > 0 {
                let finished = events.filter { $0.name == "loading.job.finished" }.count
                demo.waitFor("loading.job.finished", count: finished + jobs, after: start, timeout: 10)
                continue
            }
            if open > 0 {
                let views = Self.views(demo, modals: true)
                guard let id = ["modal.nested.dismiss", "modal.update", "modal.dismiss", "modal.confirm.cancel"].first(where: { views[$0] != nil }),
                      let f = views[id]?.frame else {
                    let mark = demo.mark
                    try demo.key("Escape")
                    demo.waitForRest(after: mark)
                    continue
                }
                if f[0] < 0 || f[1] < 0 || f[0] + f[2] > window.0 || f[1] + f[3] > window.1 {
                    unreached.append("\(id) in a modal after \(click) at \(f)")
                    try demo.key("Escape")
                } else {
                    let mark = demo.mark
                    try demo.click(at: Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
                    let down = try? demo.waitFor("pointer.down", after: mark, timeout: 3)
                    if !((down?["path"] as? [String]) ?? []).contains(id) { unreached.append("\(id) in a modal after \(click)") }
                }
            }
            demo.waitForRest(after: demo.mark - 1)
        }
    }

    @Test("Every sidebar entry and every control of every scene can be scrolled to and clicked",
          arguments: ["480x300", "900x300"])
    func everythingReachable(size: String) throws {
        let dims = size.split(separator: "x").compactMap { Double($0) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--size", size, "--scene", "basics"])
        let start = demo.mark
        let names = try runDemo(["--list-scenes"]).stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 13)
        var unreached: [String] = []
        var clicked: [String: [String]] = [:]
        for name in names {
            let entry = "sidebar.\(name)"
            guard try Self.scrollIntoView(demo, entry, port: "sidebar", wheelAt: { px, py in (Int(px) + 100, Int(py) + 60) }) else {
                unreached.append(entry); continue
            }
            let mark = demo.mark
            try demo.click(entry)
            if name != "basics" || demo.events[start...].contains(where: { $0.name == "scene.shown" }) {
                _ = try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == name }
            }
            // The scene's controls, as they come into the window: top to bottom, then whatever appears.
            var done: Set<String> = []
            for _ in 0..<60 {
                let views = Self.views(demo)
                guard let port = views["scene.scroll"]?.frame else { break }
                // Controls of the scene (not the sidebar's or the title bar's), in reading order.
                let pending = views.filter { $0.value.isControl && !done.contains($0.key) && !$0.key.hasPrefix("sidebar.")
                    && $0.value.frame[0] + $0.value.frame[2] > port[0] && $0.value.frame[1] + $0.value.frame[3] > port[1] }
                    .sorted { ($0.value.frame[1], $0.value.frame[0]) < ($1.value.frame[1], $1.value.frame[0]) }
                guard let (id, _) = pending.first else {
                    // Nothing left in view: scroll on down; stop once the scene's bottom is reached.
                    let mark = demo.mark
                    try demo.x.xdotool("mousemove", "\(Int(port[0]) + 6)", "\(Int(port[1] + port[3] / 2))", "click", "--repeat", "5", "--delay", "30", "5")
                    // At the bottom the wheel only bounces: the content comes back to the same place.
                    let before = demo.events.last { $0.name == "view.scrolled" && $0.string("id") == "scene.scroll" }.flatMap { ($0["offset"] as? [NSNumber])?.map(\.doubleValue) }
                    if let moved = try? demo.waitFor("view.scrolled", after: mark, timeout: 2),
                       let after = (moved["offset"] as? [NSNumber])?.map(\.doubleValue), after != before ?? [0, 0] { continue }
                    // The bottom: on to the next column of a scene wider than the window, from its top.
                    let wheelAt = ("\(Int(port[0]) + 6)", "\(Int(port[1] + port[3] / 2))")
                    let sideways = demo.mark
                    try demo.x.xdotool("mousemove", wheelAt.0, wheelAt.1, "click", "--repeat", "\(max(1, Int(port[2] / 40) - 1))", "--delay", "30", "7")
                    guard let moved = try? demo.waitFor("view.scrolled", after: sideways, timeout: 2),
                          let after = (moved["offset"] as? [NSNumber])?.map(\.doubleValue), after[0] != (before ?? [0, 0])[0] else { break }
                    let up = demo.mark
                    try demo.x.xdotool("mousemove", wheelAt.0, wheelAt.1, "click", "--repeat", "40", "--delay", "10", "4")
                    _ = try? demo.waitFor("view.scrolled", after: up, timeout: 3)
                    continue
                }
                done.insert(id)
                guard try Self.scrollIntoView(demo, id, port: "scene.scroll", wheelAt: { px, py in (Int(px) + 6, Int(py + port[3] / 2)) }) else {
                    unreached.append(id); continue
                }
                // A control an earlier click took away (the Workspace scene's Close closes the tab that held
                // the text view; the scene traces its views after each change) is not there to click.
                if demo.views[id] == nil, demo.events.contains(where: { $0.name == "workspace.changed" }) { continue }
                let before = demo.mark
                try demo.click(id)
                let down = try? demo.waitFor("pointer.down", after: before, timeout: 3)
                let path = down?["path"] as? [String] ?? []
                if !path.contains(id) { unreached.append("\(id) (hit \(down?.string("hit") ?? "nothing"))") }
                clicked[name, default: []].append(id)
                try Self.settle(demo, after: id, since: before, window: (dims[0], dims[1]), unreached: &unreached)
            }
            // Fonts and Data show lists and tables (scroll views, no controls); DataEndToEndTests clicks the table.
            #expect(!(clicked[name] ?? []).isEmpty || ["fonts", "data"].contains(name), "no control clicked in \(name)")
        }
        #expect(unreached.isEmpty, "\(size): not reached: \(unreached)")
        print("\(size): clicked \(clicked.map { "\($0.key): \($0.value.count)" }.sorted())")
    }
}
