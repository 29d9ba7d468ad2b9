import Foundation
import Testing

/// The Preferences window's form controls with real X input (XTest through xdotool): Ctrl+, opens the
/// window, a pop-up button's menu opens over it and a click chooses an item, a click chooses a radio
/// option, clicks on a stepper's up arrow step it; the trace's `prefs.saved` and the state file the demo
/// writes (under a private `XDG_STATE_HOME`) hold the new values. With no window manager the window opens
/// at the root's origin; the test moves it to `origin` (XMoveWindow) and finds every control through the
/// view frames `window.opened` lists.
@Suite("Forms: the Preferences window filled by real X input, end to end", .serialized)
struct FormsEndToEndTests {
    static let origin = (x: 720, y: 180)

    @Test("Pop-up, radio and stepper changed by clicks: the values reach the trace and the state file")
    func fillPreferences() throws {
        let state = NSTemporaryDirectory() + "shoji-e2e-forms-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: ["XDG_STATE_HOME": state])
        try demo.waitFor("host.input")

        var mark = demo.mark
        try demo.key("ctrl+comma")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "preferences" }
        let id = try #require(try x.xdotool("search", "--name", "Preferences").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        func frame(_ view: String) throws -> [Double] {
            let f = try #require(opened.views[view], "no \(view) in Preferences; have \(opened.views.keys.sorted())")
            return [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]]
        }

        // The pop-up: a click opens its menu with "Follow the system" over the button; a click on Light chooses it.
        let theme = try frame("prefs.theme")
        mark = demo.mark
        try demo.click(at: Int(theme[0] + theme[2] / 2), Int(theme[1] + theme[3] / 2))
        let shown = try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "dropdownMenu" }
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        let menuFrame = try #require(shown["frame"] as? [NSNumber]).map(\.doubleValue)
        let chosenRow = try #require(shown.views["prefs.theme.item2"])
        #expect(abs(menuFrame[1] + chosenRow[1] + chosenRow[3] / 2 - (theme[1] + theme[3] / 2)) <= 1,
                "the chosen item opens over the button")
        let light = try #require(shown.views["prefs.theme.item0"])
        try x.xdotool("sleep", "0.6") // past the release grace of the opening click
        try demo.click(at: Int(menuFrame[0] + light[0] + light[2] / 2), Int(menuFrame[1] + light[1] + light[3] / 2))
        let changed = try demo.waitFor("popup.changed", after: mark)
        #expect(changed.string("id") == "prefs.theme" && changed.int("index") == 0)

        // The radio group: a click on the third option's title.
        let refresh = try frame("prefs.refresh")
        mark = demo.mark
        try demo.click(at: Int(refresh[0] + 60), Int(refresh[1] + 28 * 2 + 14))
        let radio = try demo.waitFor("radio.changed", after: mark)
        #expect(radio.string("id") == "prefs.refresh" && radio.int("index") == 2)

        // The stepper: two clicks on its up arrow (the top half of its trailing 22 points), 15 → 17.
        let size = try frame("prefs.textSize")
        mark = demo.mark
        for _ in 0..<2 {
            try demo.click(at: Int(size[0] + size[2] - 12), Int(size[1] + 8))
            try x.xdotool("sleep", "0.15")
        }
        #expect(demo.waitFor("stepper.changed", count: 2, after: mark) == 2)

        let saved = try demo.waitFor("prefs.saved", after: mark) { ($0["textSize"] as? NSNumber)?.doubleValue == 17 }
        #expect(saved.int("theme") == 0 && saved.int("refresh") == 2)
        let file = state + "/shoji/preferences.json"
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect((json["theme"] as? NSNumber)?.intValue == 0)
        #expect((json["refresh"] as? NSNumber)?.intValue == 2)
        #expect((json["textSize"] as? NSNumber)?.doubleValue == 17)
    }

    @Test("Combo box and date picker filled by typed keys: completion and Return, a typed date, the calendar's keys; the values reach the state file")
    func comboAndDate() throws {
        let state = NSTemporaryDirectory() + "shoji-e2e-forms-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: ["XDG_STATE_HOME": state])
        try demo.waitFor("host.input")

        var mark = demo.mark
        try demo.key("ctrl+comma")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "preferences" }
        let id = try #require(try x.xdotool("search", "--name", "Preferences").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        func frame(_ view: String) throws -> [Double] {
            let f = try #require(opened.views[view], "no \(view) in Preferences; have \(opened.views.keys.sorted())")
            return [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]]
        }

        // The combo box: a click in its text, everything selected, "pa" typed: the list opens (the popup
        // then holds the keyboard and hands the keys to the field), "Paris" is completed inline; Return takes it.
        let city = try frame("prefs.city")
        mark = demo.mark
        try demo.click(at: Int(city[0] + 30), Int(city[1] + city[3] / 2))
        try demo.key("ctrl+a")
        try x.xdotool("type", "--delay", "80", "pa")
        let list = try demo.waitFor("combo.list", after: mark) { $0["shown"] as? Bool == true }
        #expect(list.string("id") == "prefs.city")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "prefs.city" && $0.string("text") == "paris" }
        try demo.key("Return")
        let combo = try demo.waitFor("combo.changed", after: mark)
        #expect(combo.string("id") == "prefs.city" && combo.string("text") == "Paris")

        // The date picker: a date typed in the field, committed by Tab.
        let since = try frame("prefs.since")
        mark = demo.mark
        try demo.click(at: Int(since[0] + 30), Int(since[1] + since[3] / 2))
        try demo.key("ctrl+a")
        try x.xdotool("type", "--delay", "40", "3/14/2024")
        try demo.key("Tab")
        let typed = try demo.waitFor("date.changed", after: mark)
        #expect(typed.string("id") == "prefs.since" && typed.string("date") == "2024-03-14")

        // The calendar: Down opens it on 14 March; Right, Page Down and Return take 15 April.
        try demo.click(at: Int(since[0] + 30), Int(since[1] + since[3] / 2))
        mark = demo.mark
        try demo.key("Down")
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        try demo.key("Right")
        try demo.key("Next")
        try demo.waitFor("calendar.focus", after: mark) { $0.string("date") == "2024-04-15" }
        try demo.key("Return")
        let picked = try demo.waitFor("date.changed", after: mark)
        #expect(picked.string("date") == "2024-04-15")

        let saved = try demo.waitFor("prefs.saved", after: mark) { $0.string("since") == "2024-04-15" }
        #expect(saved.string("city") == "Paris")
        let file = state + "/shoji/preferences.json"
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect(json["city"] as? String == "Paris")
        #expect(json["since"] as? String == "2024-04-15")
    }

    @Test("Through AT-SPI: the city an editable combo box holding the typed and completed title, the date a date editor holding the typed date")
    func comboAndDateThroughAccessibility() throws {
        let state = NSTemporaryDirectory() + "shoji-e2e-forms-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        var environment = bus.environment
        environment["XDG_STATE_HOME"] = state
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: environment)
        try demo.waitFor("host.input")

        var mark = demo.mark
        try demo.key("ctrl+comma")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "preferences" }
        let id = try #require(try x.xdotool("search", "--name", "Preferences").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        func frame(_ view: String) throws -> [Double] {
            let f = try #require(opened.views[view], "no \(view) in Preferences; have \(opened.views.keys.sorted())")
            return [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]]
        }

        let city = try frame("prefs.city")
        mark = demo.mark
        try demo.click(at: Int(city[0] + 30), Int(city[1] + city[3] / 2))
        try demo.key("ctrl+a")
        try x.xdotool("type", "--delay", "80", "be")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "prefs.city" && $0.string("text") == "berlin" }
        try demo.key("Return")
        try demo.waitFor("combo.changed", after: mark) { $0.string("text") == "Berlin" }

        let since = try frame("prefs.since")
        mark = demo.mark
        try demo.click(at: Int(since[0] + 30), Int(since[1] + since[3] / 2))
        try demo.key("ctrl+a")
        try x.xdotool("type", "--delay", "40", "2/29/2024")
        try demo.key("Tab")
        try demo.waitFor("date.changed", after: mark) { $0.string("date") == "2024-02-29" }

        let tree = try bus.tree()
        let combo = try #require(tree.first { $0.id == "prefs.city" }, "no prefs.city in \(tree.filter { $0.depth <= 3 })")
        #expect(combo.role == "combo box" && combo.states.contains("editable"), "\(combo)")
        #expect(combo.text == "Berlin")
        let date = try #require(tree.first { $0.id == "prefs.since" })
        #expect(date.role == "date editor", "\(date)")
        #expect(date.text == "02/29/2024")
    }
}
