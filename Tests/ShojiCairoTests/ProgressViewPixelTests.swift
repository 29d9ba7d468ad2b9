import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("ProgressView pixels")
struct ProgressViewPixelTests {
    /// A 200×6 bar at (10, 10) on white; returns a reader of the bar's middle row.
    func render(_ bar: ProgressView, on screen: Screen) -> (Int) -> UInt32 {
        let surface = CairoSurface(width: 220, height: 30)
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        return { x in surface.pixel(x: x, y: 13) & 0xFFFFFF }
    }

    func setUp() -> (Screen, ManualClock, ProgressView) {
        let clock = ManualClock()
        let screen = Screen(size: Size(220, 30), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let bar = ProgressView(frame: Rect(10, 10, 200, 6))
        bar.progressTintColor = Color(hex: 0x007AFF)
        bar.trackTintColor = Color(hex: 0xE0E0E0)
        window.addSubview(bar)
        return (screen, clock, bar)
    }

    @Test("At 40 % the first 80 of 200 points are tinted and the rest is track")
    func fill() {
        let (screen, _, bar) = setUp()
        bar.setProgress(0.4, animated: false)
        let px = render(bar, on: screen)
        #expect(px(20) == 0x007AFF && px(85) == 0x007AFF)
        #expect(px(95) == 0xE0E0E0 && px(200) == 0xE0E0E0)
        #expect(px(5) == 0xFFFFFF)
    }

    @Test("Animated, the bar glides there in 0.12 s, and a value out of range is clamped")
    func glide() {
        let (screen, clock, bar) = setUp()
        bar.setProgress(1.7, animated: true)
        #expect(bar.progress == 1 && bar.displayedProgress == 0)
        clock.advance(by: 0.06)
        #expect(bar.displayedProgress > 0.3 && bar.displayedProgress < 1)
        clock.advance(by: 0.09)
        #expect(bar.displayedProgress == 1)
        #expect(render(bar, on: screen)(205) == 0x007AFF)
    }
}
