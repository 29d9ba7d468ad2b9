import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("Drop shadow pixels, damage and the mask cache")
struct DropShadowPixelTests {
    func card(in stage: ShadowStage, _ shadow: DropShadow = DropShadow(offset: Point(0, 4), blurRadius: 12, opacity: 0.6)) -> ShadowView {
        let v = ShadowView(frame: Rect(50, 40, 120, 80), dropShadows: [shadow])
        v.backgroundColor = .white
        v.cornerRadius = 12
        v.shadowRenderer = ShadowRenderer(cacheLimit: 0)
        stage.window.backgroundColor = Color(white: 0.9)
        stage.window.addSubview(v)
        return v
    }

    func grey(_ stage: ShadowStage, _ x: Int, _ y: Int) -> Int { Int(stage.pixel(x, y) & 0xFF) }

    @Test("Below the card it darkens, fading with distance; the card itself is untouched")
    func dropShadow() {
        let stage = ShadowStage()
        _ = card(in: stage)
        stage.render()
        let window = Int((0.9 * 255).rounded())
        let below = (0..<20).map { grey(stage, 110, 120 + $0) }
        #expect(below[0] < window - 30)
        #expect(zip(below, below.dropFirst()).allSatisfy { $0 <= $1 }, "\(below)")
        #expect(grey(stage, 110, 60) == 255)               // inside: white, no shadow through it
        #expect(grey(stage, 110, 119) == 255)
        #expect(grey(stage, 110, 170) == window)           // far away: untouched
        // Offset down: deeper below than above.
        #expect(grey(stage, 110, 122) < grey(stage, 110, 37))
    }

    @Test("A repaint of just the area under the shadow, outside the card's bounds, still paints the shadow")
    func overflowIsRendered() {
        let stage = ShadowStage()
        _ = card(in: stage)
        stage.render()
        let before = stage.pixel(110, 124)
        // Clear that spot, then repaint only a rectangle outside the card's frame.
        let canvas = CairoCanvas(surface: stage.surface)
        canvas.fill(Rect(100, 122, 20, 6), color: .red)
        stage.screen.render(in: canvas, damage: [Rect(100, 122, 20, 6)])
        #expect(stage.pixel(110, 124) == before)
    }

    @Test("Changing or moving a drop shadow damages where it was and where it goes, beyond the bounds")
    func damageCoversOverflow() {
        let stage = ShadowStage()
        let v = card(in: stage)
        _ = stage.screen.takeDamage()
        v.dropShadows = [DropShadow(offset: Point(0, 10), blurRadius: 20)]
        let damage = stage.screen.takeDamage().rects.reduce(Rect.zero) { $0.union($1) }
        #expect(damage.maxY >= 40 + 80 + 10 + 30)           // the new shadow's reach below
        #expect(damage.minY <= 40 - 10)                      // and the old one's above
        v.frame.origin.x += 20
        let moved = stage.screen.takeDamage().rects.reduce(Rect.zero) { $0.union($1) }
        #expect(moved.minX <= 50 - 20 && moved.maxX >= 190 + 20)
        #expect(v.drawingOutset >= 10 + 30)
    }

    @Test("However wide the blur, the shadow stays inside the bounds the view declares for damage", arguments: [1.0, 2.0])
    func overflowBoundHolds(scale: Double) {
        let stage = ShadowStage(width: 400, height: 360, scale: scale)
        stage.window.backgroundColor = .white
        let v = ShadowView(frame: Rect(150, 130, 100, 60), dropShadows: [DropShadow(offset: Point(0, 8), blurRadius: 40, opacity: 1)])
        v.backgroundColor = .white
        stage.window.addSubview(v)
        stage.render()
        let o = v.drawingOutset
        let painted = v.convertToScreen(v.bounds.insetBy(dx: -o, dy: -o))
        var outside = 0, inside = 0
        for y in 0..<Int(360 * scale) {
            for x in 0..<Int(400 * scale) where stage.pixel(x, y) != 0xFFFF_FFFF {
                if painted.contains(Point(Double(x) / scale, Double(y) / scale)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 1000)
        #expect(outside == 0)
    }

    @Test("Masks are cached by shape, size and parameters; colour and opacity are not part of the key")
    func cache() {
        let stage = ShadowStage()
        let v = stage.panel([InnerShadow(blurRadius: 10, edges: .top)])
        let renderer = ShadowRenderer()
        v.shadowRenderer = renderer
        stage.render()
        #expect(renderer.misses == 1 && renderer.hits == 0)
        stage.render()
        #expect(renderer.misses == 1 && renderer.hits == 1)
        v.innerShadows[0].opacity = 0.2
        v.innerShadows[0].color = .blue
        stage.render()
        #expect(renderer.misses == 1)
        v.innerShadows[0].blurRadius = 12
        stage.render()
        #expect(renderer.misses == 2)
        v.frame.size.width += 10
        stage.render()
        #expect(renderer.misses == 3)
        v.frame.origin = Point(0, 0)                           // moving keeps the mask
        stage.render()
        #expect(renderer.misses == 3)
    }
}
