import Testing
@testable import Shoji
@testable import ShojiCairo

/// What a user sees mid-transition, in pixels: a red child switching to a blue one in a grey container.
@MainActor
@Suite("Transition pixels")
struct TransitionPixelTests {
    static let red: UInt32 = 0xD83A34, blue: UInt32 = 0x2F62C9, grey: UInt32 = 0x9E9E9E

    @MainActor
    struct Stage {
        let clock = ManualClock()
        let screen: Screen
        let container = ContainerController()
        let one = ViewController(), two = ViewController()

        init() {
            screen = Screen(size: Size(300, 200), clock: clock)
            let window = Window(screen: screen, name: "main")
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            container.view.frame = Rect(20, 20, 260, 160)   // children fill it: (20, 20)…(280, 180)
            container.view.backgroundColor = Color(hex: TransitionPixelTests.grey)
            window.addSubview(container.view)
            one.view.backgroundColor = Color(hex: TransitionPixelTests.red)
            two.view.backgroundColor = Color(hex: TransitionPixelTests.blue)
            container.show(one)
            container.addChild(two)
        }

        /// Renders the whole screen and returns a pixel reader (RGB, alpha dropped).
        func render() -> (Int, Int) -> UInt32 {
            let surface = CairoSurface(width: 300, height: 200)
            _ = screen.takeDamage()
            screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
            return { x, y in surface.pixel(x: x, y: y) & 0xFFFFFF }
        }
    }

    static func channels(_ p: UInt32) -> (Int, Int, Int) { (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)) }
    static func isReddish(_ p: UInt32) -> Bool { let (r, g, b) = channels(p); return r > g + 40 && r > b + 40 }
    static func isBluish(_ p: UInt32) -> Bool { let (r, _, b) = channels(p); return b > r + 40 }

    @Test("Flip from the left: the view narrows to its edge, its far side darker, then the blue one opens")
    func flip() {
        let s = Stage()
        s.container.transition(from: s.one, to: s.two, duration: 1, options: .flipFromLeft, curve: .linear)
        s.clock.advance(by: 0.3)
        var px = s.render()
        #expect(px(25, 100) == Self.grey || px(275, 100) == Self.grey)  // narrower: the grey shows at a side
        #expect(Self.isReddish(px(110, 100)))
        let near = Self.channels(px(60, 100)).0, far = Self.channels(px(200, 100)).0
        #expect(near > far + 20)                                          // the left edge comes forward, lit

        s.clock.advance(by: 0.2)                                          // t = 0.5: edge-on
        px = s.render()
        #expect(px(150, 100) == Self.grey)

        s.clock.advance(by: 0.25)                                         // t = 0.75: the back, blue
        px = s.render()
        #expect(Self.isBluish(px(150, 100)))
        #expect(px(25, 100) == Self.grey && px(275, 100) == Self.grey)

        s.clock.advance(by: 0.3)
        px = s.render()
        #expect(px(25, 25) == Self.blue && px(275, 175) == Self.blue)
    }

    @Test("Slide up and swap: the red view leaves upwards over grey, then blue is simply there")
    func slideUp() {
        let s = Stage()
        s.container.transition(from: s.one, to: s.two, duration: 1, options: .slideUpAndSwap, curve: .linear)
        s.clock.advance(by: 0.5)
        var px = s.render()
        #expect(px(150, 60) == Self.red)     // the top half of the container still shows red…
        #expect(px(150, 140) == Self.grey)   // …and the bottom half the container itself
        #expect(px(150, 10) == 0xFFFFFF)     // clipped: nothing above the container
        s.clock.advance(by: 0.6)
        px = s.render()
        #expect(px(150, 60) == Self.blue && px(150, 140) == Self.blue)
    }

    @Test("Cross-dissolve: halfway, a mix of red and blue with no grey showing through")
    func crossDissolve() {
        let s = Stage()
        s.container.transition(from: s.one, to: s.two, duration: 1, options: .crossDissolve, curve: .linear)
        s.clock.advance(by: 0.5)
        let (r, g, b) = Self.channels(s.render()(150, 100))
        #expect(abs(r - (0xD8 + 0x2F) / 2) <= 4 && abs(g - (0x3A + 0x62) / 2) <= 4 && abs(b - (0x34 + 0xC9) / 2) <= 4)
    }
}
