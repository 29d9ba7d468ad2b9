import Testing
@testable import Shoji
@testable import ShojiCairo

/// The loading screen's pixels stay on top of views added to its parent after it: what the user sees,
/// drawn by Cairo exactly as the demo draws a frame.
@MainActor
@Suite("LoadingOverlay pixels")
struct LoadingOverlayPixelTests {
    func channels(_ argb: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
    }

    @Test("Tiles added after the overlay are drawn under its dimming, and the card stays on top of them")
    func tilesStayUnder() {
        let clock = ManualClock()
        let screen = Screen(size: Size(300, 200), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let host = View(frame: window.bounds)
        window.addSubview(host)
        let overlay = LoadingOverlay(host: host)
        overlay.show()
        clock.advance(by: 0.5)
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: 300, height: 200)
        let canvas = CairoCanvas(surface: surface)

        // Pure red tiles, one in a corner and one under the card (75…225 × 38…162), below its text.
        for frame in [Rect(10, 10, 30, 30), Rect(80, 140, 30, 20)] {
            let tile = View(frame: frame)
            tile.backgroundColor = Color(red: 1, green: 0, blue: 0)
            host.addSubview(tile)
            screen.layoutIfNeeded()
            screen.render(in: canvas, damage: [screen.bounds])
            let corner = channels(surface.pixel(x: 25, y: 25))
            // Red under 40 % black: 255 × 0.6 = 153.
            #expect(abs(corner.r - 153) <= 2 && corner.g == 0 && corner.b == 0)
            // The opaque card (14 % white) covers the second tile.
            let middle = channels(surface.pixel(x: 90, y: 150))
            #expect(abs(middle.r - 36) <= 2 && abs(middle.g - 36) <= 2 && abs(middle.b - 36) <= 2)
        }
        // The dimmed white page around them: 255 × 0.6.
        let page = channels(surface.pixel(x: 280, y: 10))
        #expect(abs(page.r - 153) <= 2 && abs(page.g - 153) <= 2)
    }
}
