import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("Inner shadow pixels")
struct InnerShadowPixelTests {
    let bg = ShadowStage.panelDarkness

    @Test("Top only: the first rows are darker than the centre, fading monotonically; the other edges untouched")
    func topOnly() {
        let stage = ShadowStage()
        stage.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8, edges: .top)])
        stage.render()
        let profile = stage.profileDown(x: 100)
        #expect(profile[0] > bg + 60)
        #expect(isNonIncreasing(profile), "\(profile)")
        #expect(profile[2] > profile[8])
        #expect(stage.darkness(100, 80) == bg)                 // the centre: no veil
        #expect(stage.darkness(100, 139) == bg)                // bottom edge
        #expect(stage.darkness(20, 80) == bg)                  // left edge
        #expect(stage.darkness(179, 80) == bg)                 // right edge
        // Into the square corners, tapering only a little (the quiet side's share near the corner).
        let middle = stage.darkness(100, 21) - bg
        #expect(Double(stage.darkness(20, 21) - bg) > 0.7 * Double(middle))
        #expect(Double(stage.darkness(179, 21) - bg) > 0.7 * Double(middle))
        #expect(stage.darkness(20, 21) == stage.darkness(179, 21))
        #expect(stage.darkness(30, 21) == stage.darkness(100, 21))   // a blur radius in: full strength
        #expect(stage.darkness(100, 19) == 0)                  // nothing outside the panel
    }

    @Test("All edges: every edge darkens, the middle is exactly the background")
    func allEdges() {
        let stage = ShadowStage()
        stage.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8)])
        stage.render()
        for (x, y) in [(100, 20), (100, 139), (20, 80), (179, 80)] { #expect(stage.darkness(x, y) > bg + 60) }
        #expect(stage.darkness(100, 80) == bg)
        // Symmetric: top like bottom, left like right.
        #expect(abs(stage.darkness(100, 22) - stage.darkness(100, 137)) <= 1)
        #expect(abs(stage.darkness(22, 80) - stage.darkness(177, 80)) <= 1)
    }

    @Test("Spread pushes the profile into the shape by its distance")
    func spreadMovesProfile() {
        func depth(spread: Double) -> Int {
            let stage = ShadowStage()
            stage.panel([InnerShadow(offset: .zero, blurRadius: 8, spread: spread, opacity: 0.8, edges: .top)])
            stage.render()
            return stage.depth(x: 100, below: bg + 40)
        }
        let plain = depth(spread: 0), spread = depth(spread: 6), pulled = depth(spread: -3)
        #expect(abs(spread - plain - 6) <= 1, "\(plain) → \(spread)")
        #expect(abs(plain - pulled - 3) <= 1, "\(plain) → \(pulled)")
    }

    @Test("Offset moves the profile along it: down deepens a top shadow, up thins it")
    func offsetMovesProfile() {
        func depth(dy: Double) -> Int {
            let stage = ShadowStage()
            stage.panel([InnerShadow(offset: Point(0, dy), blurRadius: 8, opacity: 0.8)])
            stage.render()
            return stage.depth(x: 100, below: bg + 40)
        }
        let plain = depth(dy: 0), down = depth(dy: 5), up = depth(dy: -3)
        #expect(abs(down - plain - 5) <= 1)
        #expect(abs(plain - up - 3) <= 1)
    }

    @Test("Outside a rounded shape nothing changes; inside its corner the shadow follows the curve")
    func roundedCorners() {
        let stage = ShadowStage()
        stage.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8)], cornerRadius: 30)
        stage.render()
        // The window's white, exactly, where the corner is cut away.
        for (x, y) in [(20, 20), (24, 24), (27, 22), (175, 135), (178, 20)] { #expect(stage.pixel(x, y) == 0xFFFF_FFFF) }
        // Just inside the arc at 45° the shadow is as deep as just inside a straight edge.
        let r = 30.0
        let c: Double = 20 + r - r / 2.0.squareRoot() + 1.5
        let corner = stage.darkness(Int(c), Int(c)), edge = stage.darkness(100, 21)
        #expect(corner > bg + 40)
        #expect(abs(corner - edge) < 30, "corner \(corner), edge \(edge)")
    }

    @Test("Top and left with rounded corners: the shared corner is shadowed all round, bottom and right untouched")
    func topLeftRounded() {
        let stage = ShadowStage()
        stage.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8, edges: [.top, .left])], cornerRadius: 20)
        stage.render()
        #expect(stage.darkness(100, 20) > bg + 60)
        #expect(stage.darkness(20, 80) > bg + 60)
        let arc45: Double = 40 - 20 / 2.0.squareRoot() + 1.5
        let c = Int(arc45)
        #expect(stage.darkness(c, c) > bg + 40)
        #expect(stage.darkness(100, 139) == bg)
        #expect(stage.darkness(179, 80) == bg)
        #expect(stage.darkness(100, 80) == bg)
        // The quiet corners: the top-right one fades along its curve, the bottom-right is clear.
        #expect(stage.darkness(170, 130) == bg)
        #expect(stage.pixel(179, 20) == 0xFFFF_FFFF)
    }

    @Test("A circle: shadow inside the rim, the box corners outside the circle untouched")
    func circle() {
        let stage = ShadowStage()
        let v = ShadowView(frame: Rect(40, 20, 120, 120), innerShadows: [InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8)])
        v.outline = .oval
        v.backgroundColor = Color(white: 0.95)
        stage.window.addSubview(v)
        stage.render()
        #expect(stage.pixel(42, 22) == 0xFFFF_FFFF)
        #expect(stage.pixel(157, 137) == 0xFFFF_FFFF)
        #expect(stage.darkness(100, 21) > bg + 50)
        #expect(stage.darkness(41, 80) > bg + 50)
        #expect(stage.darkness(100, 80) == bg)
    }

    @Test("Spread on a free path grows the shadow like on a known shape")
    func freePathSpread() {
        func depth(_ outline: ShadowView.Outline) -> Int {
            let stage = ShadowStage()
            let v = stage.panel([InnerShadow(offset: .zero, blurRadius: 8, spread: 5, opacity: 0.8, edges: .top)])
            v.outline = outline
            stage.render()
            return stage.depth(x: 100, below: bg + 40)
        }
        var square = Path()
        square.move(to: Point(0, 0)); square.line(to: Point(160, 0)); square.line(to: Point(160, 120))
        square.line(to: Point(0, 120)); square.close()
        #expect(abs(depth(.path(square)) - depth(.bounds)) <= 1)
    }

    @Test("Several shadows: the first is on top, as CSS lists them")
    func firstOnTop() {
        let stage = ShadowStage()
        stage.panel([InnerShadow(offset: .zero, blurRadius: 4, color: .red, opacity: 1),
                     InnerShadow(offset: .zero, blurRadius: 4, color: .blue, opacity: 1)])
        stage.render()
        let p = stage.pixel(100, 20)
        let red = (p >> 16) & 0xFF, blue = p & 0xFF
        #expect(red > blue + 40, "pixel \(String(p, radix: 16))")
    }

    @Test("Below the content by default; over it with .overContent (the seed's shadow over an image)")
    func placement() {
        for placement in [ShadowView.InnerShadowPlacement.belowContent, .overContent] {
            let stage = ShadowStage()
            let v = stage.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8, edges: .top)])
            v.innerShadowPlacement = placement
            let content = View(frame: v.bounds)
            content.backgroundColor = Color(hex: 0x3080C0)
            v.addSubview(content)
            stage.render()
            let shaded = stage.pixel(100, 21) != stage.pixel(100, 80)
            #expect(shaded == (placement == .overContent))
        }
    }

    @Test("At scale 2 the mask is made at device pixels: the same profile, twice as many rows")
    func deviceScale() {
        let one = ShadowStage(), two = ShadowStage(scale: 2)
        for s in [one, two] { s.panel([InnerShadow(offset: .zero, blurRadius: 10, opacity: 0.8, edges: .top)]); s.render() }
        for d in [1, 3, 6, 9] {
            #expect(abs(one.darkness(100, 20 + d) - two.darkness(200, 40 + 2 * d)) <= 6, "depth \(d)")
        }
        // Smooth at 2x: neighbouring device rows differ by little.
        let p = two.profileDown(x: 200, from: 40, count: 30)
        #expect(isNonIncreasing(p))
        #expect(zip(p, p.dropFirst()).allSatisfy { $0 - $1 <= 12 })
    }
}
