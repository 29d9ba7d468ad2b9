import Testing
@testable import Shoji
@testable import ShojiCairo

/// Scrolling by moving pixels must give exactly the frame a full redraw gives.
@MainActor
@Suite("Scrolling by moving pixels")
struct PixelCopyTests {
    final class Stripes: View {
        override func draw(in canvas: Canvas) {
            for i in 0..<60 {
                let c = Color(red: Double(i % 7) / 7, green: Double(i % 3) / 3, blue: Double(i % 5) / 5)
                canvas.fill(Rect(0, Double(i) * 10, bounds.width, 10), color: c)
                canvas.fill(Rect(Double(i * 3 % 40), Double(i) * 10 + 2, 6, 6), color: .white)
            }
        }
    }

    func makeScreen() -> (Screen, Stripes, View) {
        let screen = Screen(size: Size(120, 100), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let content = Stripes(frame: Rect(10, 10, 80, 70))
        content.backgroundColor = .black
        content.clipsToBounds = true
        window.addSubview(content)
        let other = View(frame: Rect(95, 10, 20, 20))
        other.backgroundColor = .red
        window.addSubview(other)
        return (screen, content, other)
    }

    /// `makeScreen()`'s screen with its first frame drawn into a surface of its size, as a host keeps it.
    func drawnScreen() -> (Screen, Stripes, View, CairoSurface, CairoCanvas) {
        let (screen, content, other) = makeScreen()
        let surface = CairoSurface(width: 120, height: 100)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        return (screen, content, other, surface, canvas)
    }

    /// How many pixels differ (counting, not printing: a failed comparison of whole frames is unreadable).
    func differences(_ a: CairoSurface, _ screen: Screen) -> Int {
        zip(a.makeImage().pixels, fullRender(screen)).filter { $0 != $1 }.count
    }

    func fullRender(_ screen: Screen) -> [UInt32] {
        let s = CairoSurface(width: 120, height: 100)
        screen.render(in: CairoCanvas(surface: s), damage: [screen.bounds])
        return s.makeImage().pixels
    }

    @Test("Steps down and up, moving pixels, equal a full redraw, and draw only the new strip")
    func scrollSteps() {
        let (screen, content, _, surface, canvas) = drawnScreen()
        for step in [Point(0, 13), Point(0, 40), Point(0, 25), Point(0, 0)] {
            content.scrollBounds(to: step)
            var copies = 0
            let drawn = screen.update(into: canvas) { c in
                copies += 1
                surface.copyPixels(in: c.rect, dx: Int(c.delta.x), dy: Int(c.delta.y))
            }
            #expect(copies == 1)
            #expect(drawn.area < 80 * 70 / 2) // only the strip
            #expect(differences(surface, screen) == 0)
        }
    }

    @Test("A view drawn over the scrolled area makes it redraw instead")
    func obstructedFallsBack() {
        let (screen, content, other, surface, canvas) = drawnScreen()
        other.frame = Rect(60, 40, 50, 20) // now overlaps the content
        _ = screen.update(into: canvas)
        content.scrollBounds(to: Point(0, 20))
        var copies = 0
        screen.update(into: canvas) { _ in copies += 1 }
        #expect(copies == 0)
        #expect(differences(surface, screen) == 0)
    }

    @Test("Without a pixel mover, pending moves are redrawn")
    func noMover() {
        let (screen, content, _, surface, canvas) = drawnScreen()
        content.scrollBounds(to: Point(0, 17))
        screen.update(into: canvas)
        #expect(differences(surface, screen) == 0)
    }

    @Test("A scroll to a NaN, infinite or far origin moves no pixels: the host turns a copy's step into whole pixels, and such a step would trap")
    func nonFiniteSteps() {
        let (screen, content, _, _, canvas) = drawnScreen()
        for origin in [Point(0, .nan), Point(.nan, 0), Point(0, .infinity), Point(-.infinity, 0), Point(0, 1e300), Point(0, 5)] {
            content.scrollBounds(to: origin)
            var copies: [PixelCopy] = []
            _ = screen.update(into: canvas) { copies.append($0) }
            let finite = origin.x.isFinite && origin.y.isFinite && abs(origin.y) < 100
            #expect(copies.allSatisfy { $0.delta.x.isFinite && $0.delta.y.isFinite && abs($0.delta.y) < 70 }, "\(origin)")
            if !finite { #expect(copies.isEmpty, "\(origin)") }
        }
    }
}
