import Foundation
import Testing

@Suite("Shadows scene, end to end", .serialized)
struct ShadowsEndToEndTests {
    /// The centre of a slider's thumb for `fraction` (0…1) of its range, from the slider's frame.
    func thumb(_ frame: [Double], at fraction: Double) -> (Int, Int) {
        let r = 11.0
        return (Int(frame[0] + r + (frame[2] - 2 * r) * fraction), Int(frame[1] + frame[3] / 2))
    }

    @Test("The scene shows every variant, and dragging the blur slider changes the photo's shadow live")
    func dragBlur() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "shadows"])
        for id in ["shadows.inner.top", "shadows.inner.topLeft", "shadows.inner.all", "shadows.inner.circle",
                   "shadows.outer", "shadows.image", "shadows.bordered", "shadows.slider.blur"] {
            #expect(demo.views[id] != nil, "\(id) missing")
        }
        let slider = try #require(demo.views["shadows.slider.blur"])
        let mark = demo.mark
        // Blur starts at 16 of 0…40; drag the thumb most of the way to the right.
        try demo.drag(from: thumb(slider, at: 0.4), to: thumb(slider, at: 0.9), steps: 15)
        try demo.waitFor("shadows.changed", after: mark) { ($0["blur"] as? Double ?? 0) >= 34 }
        let changes = demo.events[mark...].filter { $0.name == "shadows.changed" }.compactMap { $0["blur"] as? Double }
        // Live: many intermediate values while the button was held, rising with the pointer.
        #expect(changes.count >= 5, "\(changes)")
        #expect(changes == changes.sorted())
    }

    @Test("Edge toggles choose the edges that cast the photo's shadow")
    func edgeToggles() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "shadows"])
        var mark = demo.mark
        try demo.click("shadows.edge.left")
        try demo.waitFor("shadows.changed", after: mark) { $0.string("edges") == "[.top, .left]" }
        mark = demo.mark
        try demo.click("shadows.edge.top")
        try demo.waitFor("shadows.changed", after: mark) { $0.string("edges") == "[.left]" }
    }
}
