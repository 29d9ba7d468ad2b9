import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("BorderedView pixels")
struct BorderedViewPixelTests {
    @Test("[.left, .top] darkens exactly the left and top edges")
    func leftAndTop() {
        let screen = Screen(size: Size(100, 80), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let v = BorderedView(frame: Rect(10, 10, 60, 40), edges: [.left, .top], color: .black, width: 3)
        v.backgroundColor = .white
        window.addSubview(v)
        let surface = CairoSurface(width: 100, height: 80)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        func dark(_ x: Int, _ y: Int) -> Bool { surface.pixel(x: x, y: y) & 0xFF < 0x40 }
        #expect(dark(11, 30))      // left edge
        #expect(dark(40, 11))      // top edge
        #expect(!dark(68, 30))     // right edge untouched
        #expect(!dark(40, 48))     // bottom edge untouched
        #expect(!dark(40, 30))     // inside untouched
        #expect(!dark(13, 30))     // the border is exactly 3 px wide
        #expect(!dark(8, 30))      // nothing outside
    }
}
