import Testing
@testable import Shoji

@MainActor
@Suite("ShadowView damage and outline")
struct ShadowViewTests {
    func setUp() -> (Screen, ShadowView, View) {
        let screen = Screen(size: Size(400, 300), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let neighbour = View(frame: Rect(220, 20, 100, 80))
        let panel = ShadowView(frame: Rect(20, 20, 160, 120), innerShadows: [InnerShadow(edges: .top)])
        window.addSubview(neighbour)
        window.addSubview(panel)
        _ = screen.takeDamage()
        return (screen, panel, neighbour)
    }

    @Test("Changing an inner shadow (a slider drag) damages that panel and nothing else")
    func innerShadowDamagesOnlyThePanel() {
        let (screen, panel, _) = setUp()
        panel.innerShadows[0].blurRadius = 14
        let damage = screen.takeDamage().rects
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { Rect(20, 20, 160, 120).contains($0) })
        // Setting the same shadows again is free.
        let same = panel.innerShadows
        panel.innerShadows = same
        #expect(screen.takeDamage().isEmpty)
    }

    @Test("A drop shadow makes the view paint beyond its bounds by the shadow's reach, offset included")
    func dropShadowOverflow() {
        let (_, panel, _) = setUp()
        #expect(panel.drawingOutset == 0)
        let shadow = DropShadow(offset: Point(0, 6), blurRadius: 10, spread: 2)
        let o = shadow.overflow
        #expect(o.bottom > o.top)
        #expect(o.bottom >= 2 + 6 + 15)          // spread + offset + 3σ of the blur
        #expect(o.left == o.right)
        panel.dropShadows = [shadow]
        #expect(panel.drawingOutset == o.bottom)
    }

    @Test("The outline shapes the background and the clip: an oval, or any path")
    func outline() {
        let v = ShadowView(frame: Rect(0, 0, 80, 40))
        #expect(v.shape == .rect(Rect(0, 0, 80, 40)))
        v.cornerRadius = 8
        #expect(v.shape == .roundedRect(Rect(0, 0, 80, 40), cornerRadius: 8))
        v.outline = .oval
        #expect(v.backgroundPath == Path(ellipseIn: Rect(0, 0, 80, 40)))
        var tri = Path()
        tri.move(to: Point(0, 40)); tri.line(to: Point(40, 0)); tri.line(to: Point(80, 40)); tri.close()
        v.outline = .path(tri)
        #expect(v.backgroundPath == tri)
    }

    @Test("Spread shrinks a rounded rectangle's radii with it, as CSS does; square corners stay square")
    func shapeInset() {
        let s = Shape.roundedRect(Rect(0, 0, 100, 60), CornerRadii(topLeft: 10, topRight: 0, bottomRight: 4, bottomLeft: 20))
        #expect(s.insetBy(6) == .roundedRect(Rect(6, 6, 88, 48), CornerRadii(topLeft: 4, topRight: 0, bottomRight: 0, bottomLeft: 14)))
        #expect(s.insetBy(-5) == .roundedRect(Rect(-5, -5, 110, 70), CornerRadii(topLeft: 15, topRight: 0, bottomRight: 9, bottomLeft: 25)))
        #expect(Shape.path(Path(rect: Rect(0, 0, 5, 5))).insetBy(1) == nil)
    }
}
