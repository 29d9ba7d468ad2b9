import Foundation
import Testing

@Suite("Layers and touch-through, end to end", .serialized)
struct LayersEndToEndTests {
    /// A point on the green background that no other view covers, found from the frames in the trace.
    func backgroundPoint(_ demo: DemoProcess) throws -> (Int, Int) {
        let views = demo.views
        let bg = try #require(views["layers.background"])
        let others = views.filter { id, _ in
            id != "layers.background" && id != "layers" && id != "content" && id != "scene.scroll" && !id.hasPrefix("layers.layer.")
        }.values
        for y in stride(from: bg[1] + 30, to: bg[1] + bg[3] - 10, by: 10) {
            for x in stride(from: bg[0] + 10, to: bg[0] + bg[2] - 10, by: 10) {
                if !others.contains(where: { f in x >= f[0] && x < f[0] + f[2] && y >= f[1] && y < f[1] + f[3] }) {
                    return (Int(x), Int(y))
                }
            }
        }
        throw E2E.Failure(description: "no free spot on the background")
    }

    func strings(_ e: TraceEvent, _ key: String) -> [String] { e[key] as? [String] ?? [] }

    @Test("Clicking the background brings the back-most middle view to the front of its layer, never above the front view")
    func backgroundReorders() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "layers"])
        let spot = try backgroundPoint(demo)
        var mark = demo.mark
        try demo.click(at: spot.0, spot.1)
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit") == "layers.background")
        #expect(strings(down, "through").contains("layers.layer.ad"))
        let order = try demo.waitFor("layers.order", after: mark)
        #expect(order.string("layer") == "middle")
        #expect(strings(order, "ids") == ["layers.middle.gray", "layers.middle.yellow"])

        // Where the yellow view now lies over the gray one, the screen shows yellow; under the blue front
        // view, still blue: read once the reorder's frame is on screen.
        try demo.waitForSettledFrame(after: order)
        let shot = try x.screenshot()
        let yellow = try #require(demo.views["layers.middle.yellow"]), gray = try #require(demo.views["layers.middle.gray"])
        let front = try #require(demo.views["layers.front"])
        let overlapX = Int(front[0] + front[2] + 20), overlapY = Int((yellow[1] + yellow[3] + gray[1]) / 2)
        #expect(similar(shot.rgb(overlapX, overlapY), (0xFF, 0xCC, 0x00)))
        #expect(similar(shot.rgb(Int(front[0] + front[2] - 10), overlapY), (0x00, 0x7A, 0xFF)))

        mark = demo.mark
        try demo.click(at: spot.0, spot.1)
        let again = try demo.waitFor("layers.order", after: mark)
        #expect(strings(again, "ids") == ["layers.middle.yellow", "layers.middle.gray"])
    }

    @Test("The button under the ad layer takes clicks; switched to .normal, the ad layer takes them; the banners always do")
    func buttonThroughTheAdLayer() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "layers"])
        var mark = demo.mark
        try demo.click("layers.button")
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit") == "layers.button")
        #expect(strings(down, "through").contains("layers.layer.ad"))
        #expect(try demo.waitFor("button.tap", after: mark).string("id") == "layers.button")

        mark = demo.mark
        try demo.click("layers.adblocks")
        try demo.waitFor("layers.policy", after: mark) { $0.string("policy") == "normal" }
        mark = demo.mark
        try demo.click("layers.button")
        try demo.waitFor("pointer.down", after: mark) { $0.string("hit") == "layers.layer.ad" }
        // An absence: no event says "no tap came", so the release gets wall time to be handled (it comes
        // with the press, in the same burst from XTest).
        Thread.sleep(forTimeInterval: 0.3)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "button.tap" })

        mark = demo.mark
        try demo.click("layers.ad.top")
        #expect(try demo.waitFor("button.tap", after: mark).string("id") == "layers.ad.top")

        mark = demo.mark
        try demo.click("layers.adblocks")
        try demo.waitFor("layers.policy", after: mark) { $0.string("policy") == "passThroughSelf" }
        mark = demo.mark
        try demo.click("layers.button")
        #expect(try demo.waitFor("button.tap", after: mark).string("id") == "layers.button")
    }

    @Test("F12 shows the inspector; it marks the button as hit through the ad layer and takes no clicks itself")
    func inspector() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "layers"])
        var mark = demo.mark
        try demo.key("F12")
        try demo.waitFor("inspector.toggled", after: mark) { ($0["on"] as? Bool) == true }
        let (bx, by) = try demo.center(of: "layers.button")
        mark = demo.mark
        try x.xdotool("mousemove", "\(bx)", "\(by)")
        let hover = try demo.waitFor("inspector.hover", after: mark) { $0.string("hit") == "layers.button · controls" }
        #expect(strings(hover, "through").contains("layers.layer.ad"))
        // The hit view is outlined in green on screen, once the hover's frame is presented.
        try demo.waitForSettledFrame(after: hover)
        let frame = try #require(demo.views["layers.button"])
        let edge = try x.screenshot().rgb(Int(frame[0]) + 1, Int(frame[1] + frame[3] / 2))
        #expect(similar(edge, (0x30, 0xD1, 0x58), within: 12))
        // Clicks still reach the app.
        mark = demo.mark
        try demo.click("layers.button")
        #expect(try demo.waitFor("button.tap", after: mark).string("id") == "layers.button")
        mark = demo.mark
        try demo.key("F12")
        try demo.waitFor("inspector.toggled", after: mark) { ($0["on"] as? Bool) == false }
    }
}
