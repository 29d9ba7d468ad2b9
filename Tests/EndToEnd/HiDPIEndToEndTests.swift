import Foundation
import Testing

@Suite("HiDPI under Xvfb", .serialized)
struct HiDPIEndToEndTests {
    /// Clicks the centre of each view (in window pixels, from the trace) and returns what was hit.
    func hits(scale: Int, ids: [String]) throws -> [String: String] {
        let x = try XvfbServer(width: 2200, height: 1600)
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--scale", "\(scale)", "--size", "1024x720"])
        var out: [String: String] = [:]
        for id in ids {
            let mark = demo.mark
            let (cx, cy) = try demo.center(of: id)
            try x.xdotool("mousemove", "\(cx)", "\(cy)", "mousedown", "1", "mouseup", "1")
            let down = try demo.waitFor("pointer.down", after: mark)
            out[id] = down.string("hit") ?? "nil"
        }
        return out
    }

    @Test("At --scale 2 the window has twice the pixels and clicks land on the same views as at scale 1")
    func sameHitsAtScale2() throws {
        let ids = ["basics.button", "basics.button.filled", "basics.edge.right", "basics.label.en", "sidebar.layers"]
        let one = try hits(scale: 1, ids: ids)
        let two = try hits(scale: 2, ids: ids)
        #expect(one == two)
        #expect(two["basics.button"] == "basics.button")
        // Labels take no clicks: the hit is the scene behind.
        #expect(two["basics.label.en"] == "basics")

        let x = try XvfbServer(width: 2200, height: 1600)
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--scale", "2", "--size", "1024x720"])
        let ready = try demo.waitFor("app.ready")
        #expect((ready["size"] as? [NSNumber])?.map(\.intValue) == [2048, 1440])
        let f = try #require(demo.views["basics.button"])
        let g = try #require(try DemoProcess(on: try XvfbServer(), ["--scene", "basics"]).views["basics.button"])
        #expect(f == g.map { $0 * 2 })
    }
}
