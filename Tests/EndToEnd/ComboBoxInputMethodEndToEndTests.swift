import Foundation
import Testing

/// Issue 40: an input method's composition reaches a combo box while its list is open. The list's popup
/// grabs the keyboard; the host reads those keys through the field window's input context, so fcitx5
/// (Anthy) composes in the field, its commit lands there and filters the list.
@Suite("Combo box with an input method, end to end", .serialized)
struct ComboBoxInputMethodEndToEndTests {
    static let origin = (x: 20, y: 20)

    @Test("Preferences in Japanese: with the city list open, toukyou composes とうきょう in the field, converts to 東京, Return commits it and the list shows 東京 alone")
    func japaneseIntoOpenList() throws {
        let state = NSTemporaryDirectory() + "shoji-e2e-combo-ime-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        var env = im.clientEnvironment
        env["XDG_STATE_HOME"] = state
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--lang", "ja"], environment: env)
        try demo.waitFor("host.inputMethod", timeout: 20) { $0["asking"] as? Bool == false }

        var mark = demo.mark
        try demo.key("ctrl+comma")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "preferences" }
        // xdotool's name search is a regular expression in the C locale here: compare the names in Swift.
        let ids = try x.xdotool("search", "--onlyvisible", "--pid", "\(demo.process.processIdentifier)").split(separator: "\n").map(String.init)
        let id = try #require(ids.first { ((try? x.xdotool("getwindowname", $0)) ?? "").contains("環境設定") }, "no Preferences window among \(ids)")
        try x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        try x.xdotool("windowfocus", "--sync", id)
        // The Preferences window's own context on the input method: wait until it is made.
        try demo.waitFor("host.inputMethod", after: mark, timeout: 20) { $0["asking"] as? Bool == false }
        let f = try #require(opened.views["prefs.city"], "no prefs.city in Preferences")
        let city = [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]]

        // The field clicked and emptied, the input method switched on for it, then Down opens the whole list.
        mark = demo.mark
        try demo.click(at: Int(city[0] + 30), Int(city[1] + city[3] / 2))
        try demo.key("ctrl+a")
        try demo.key("BackSpace")
        try demo.waitFor("ime.spot", after: mark)
        try im.activate()
        mark = demo.mark
        try demo.key("Down")
        let list = try demo.waitFor("combo.list", after: mark) { $0.string("id") == "prefs.city" && $0["shown"] as? Bool == true }
        #expect((list["count"] as? NSNumber)?.intValue == 8)

        // Romaji typed while the list holds the keyboard compose in the field.
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "t", "o", "u", "k", "y", "o", "u"])
        try demo.waitFor("ime.composition", after: mark) { $0.string("text") == "とうきょう" }
        #expect(!demo.events[mark...].contains { $0.name == "combo.list" && $0["shown"] as? Bool == false },
                "composing keeps the list open")
        let shot = NSTemporaryDirectory() + "shoji-combo-ime-preedit.png"
        _ = try x.run("/usr/bin/import", ["-display", x.display, "-window", "root", "-crop", "560x420+0+0", "+repage", shot])
        print("screenshot:", shot)

        // Space converts; Space again until 東京 is the candidate (Anthy's learning decides the first).
        for _ in 0..<5 where demo.events.last(where: { $0.name == "ime.composition" })?.string("text") != "東京" {
            let m = demo.mark
            _ = try x.run("/usr/bin/xdotool", ["key", "space"])
            try demo.waitFor("ime.composition", after: m) { ($0.string("text") ?? "") != "とうきょう" }
        }
        #expect(demo.events.last { $0.name == "ime.composition" }?.string("text") == "東京")
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "Return"])
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "prefs.city" && $0.string("text") == "東京" }
        let filtered = try demo.waitFor("combo.list", after: mark) { $0.string("id") == "prefs.city" }
        #expect(filtered["shown"] as? Bool == true && (filtered["count"] as? NSNumber)?.intValue == 1, "the list shows 東京 alone")
    }
}
