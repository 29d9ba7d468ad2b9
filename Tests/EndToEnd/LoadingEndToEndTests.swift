import Foundation
import Testing

@Suite("The always-in-front loading screen, end to end", .serialized)
struct LoadingEndToEndTests {
    /// The overlay dims what is under it to 60 %.
    func dimmed(_ c: [Double]) -> (r: Int, g: Int, b: Int) {
        (Int((c[0] * 255 * 0.6).rounded()), Int((c[1] * 255 * 0.6).rounded()), Int((c[2] * 255 * 0.6).rounded()))
    }

    func plain(_ c: [Double]) -> (r: Int, g: Int, b: Int) {
        (Int((c[0] * 255).rounded()), Int((c[1] * 255).rounded()), Int((c[2] * 255).rounded()))
    }

    @Test("Tiles added to the overlay's parent while it shows stay under its pixels; each one raises it once")
    func tilesStayUnder() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "loading"])
        let mark = demo.mark
        try demo.click("loading.show")
        let shown = try demo.waitFor("loading.shown", after: mark)
        let frame = try #require(shown["frame"] as? [Double])
        #expect(frame == [0, 0, 1024, 720])
        // The message card sits in the middle; tiles under it are covered, not dimmed.
        let card = (x: frame[2] / 2 - 90, y: frame[3] / 2 - 75, w: 180.0, h: 150.0)
        func underCard(_ f: [Double]) -> Bool {
            f[0] + f[2] > card.x && f[0] < card.x + card.w && f[1] + f[3] > card.y && f[1] < card.y + card.h
        }

        for last in [2, 5] {
            try demo.waitFor("loading.tile", after: mark) { $0.int("index") == last }
            // Only tiles traced before the wait are checked: each has had time to reach the screen.
            demo.poll()
            let tiles = demo.events[mark...].filter { $0.name == "loading.tile" }
            // A frame presented after the last of them has them all on the screen.
            let lastTime = try #require(tiles.last).time
            try demo.waitFor("frame.presented", after: mark) { $0.time >= lastTime }
            let shot = try x.screenshot()
            #expect(tiles.count >= last + 1)
            var checked = 0
            for tile in tiles {
                let f = try #require(tile["frame"] as? [Double]), c = try #require(tile["color"] as? [Double])
                guard !underCard(f) else { continue }
                let seen = shot.rgb(Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
                #expect(similar(seen, dimmed(c)), "tile \(tile.int("index") ?? -1): saw \(seen), expected \(dimmed(c))")
                checked += 1
            }
            #expect(checked >= 2)
            // Each tile raised it once (counting up to the last tile seen: a raise is traced just before its tile).
            let lastTile = try #require(demo.events.lastIndex { $0.name == "loading.tile" })
            let raised = demo.events[mark...lastTile].filter { $0.name == "loading.raised" }.count
            #expect(raised == tiles.count)
        }

        // Dismissed after 3 s; then the tiles show in their own colours.
        let hidden = try demo.waitFor("loading.hidden", after: mark, timeout: 6)
        #expect(hidden.time - shown.time > 2.8 && hidden.time - shown.time < 4.5)
        try demo.waitForSettledFrame(after: hidden)
        let after = try x.screenshot()
        let first = try #require(demo.events[mark...].first { $0.name == "loading.tile" })
        let f = try #require(first["frame"] as? [Double]), c = try #require(first["color"] as? [Double])
        #expect(similar(after.rgb(Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2)), plain(c)))
    }

    @Test("Input under it is blocked by default: a sidebar click lands on the overlay")
    func blocksInput() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "loading"])
        let sidebar = try demo.center(of: "sidebar.basics")
        let mark = demo.mark
        try demo.click("loading.show")
        try demo.waitFor("loading.shown", after: mark)
        try demo.click(at: sidebar.0, sidebar.1)
        try demo.waitFor("pointer.down", after: mark) { $0.string("hit") == "loading.overlay" }
        // An absence (no scene switch): nothing in the trace says "none came", so wall time it is.
        Thread.sleep(forTimeInterval: 0.3)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "scene.shown" })
        // Once it is gone, the same click switches scenes.
        let gone = demo.mark
        try demo.waitFor("loading.hidden", after: mark, timeout: 6)
        try demo.click(at: sidebar.0, sidebar.1)
        #expect(try demo.waitFor("scene.shown", after: gone).string("scene") == "basics")
    }

    @Test("With clicks let through, it survives a scene switch until its job dismisses it")
    func survivesSceneSwitch() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "loading"])
        var mark = demo.mark
        try demo.click("loading.passthrough")
        try demo.waitFor("switch.changed", after: mark)
        mark = demo.mark
        try demo.click("loading.show")
        let shown = try demo.waitFor("loading.shown", after: mark)
        try demo.waitForSettledFrame(after: shown) // faded in, as a user would see it before clicking
        try demo.click("sidebar.basics")
        let scene = try demo.waitFor("scene.shown", after: mark)
        #expect(scene.string("scene") == "basics")
        #expect(scene.views["loading.overlay"] != nil)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "loading.hidden" })
        // The basics scene is dimmed under it: its pale background (0.97) at 60 %.
        try demo.waitFor("frame.presented", after: mark) { $0.time >= scene.time }
        let content = try #require(scene.views["content"])
        let seen = try x.screenshot().rgb(Int(content[0] + content[2] - 20), Int(content[1] + content[3] - 20))
        #expect(similar(seen, (148, 148, 148)))
        let hidden = try demo.waitFor("loading.hidden", after: mark, timeout: 6)
        #expect(hidden.time - shown.time > 2.8)
    }

    @Test("A job shorter than the grace time never shows it")
    func quickJob() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "loading"])
        let mark = demo.mark
        try demo.click("loading.quick")
        try demo.waitFor("loading.job.finished", after: mark)
        // An absence past the grace time, which runs on the demo's wall clock: a pending timer is not
        // "unsettled", so no frame event can stand for it.
        Thread.sleep(forTimeInterval: 0.4)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "loading.shown" })
    }
}
