import Testing
@testable import Shoji
@testable import ShojiCairo

/// The form controls as Cairo draws them, at scale 1 on a white window: what a user reads off each state.
@MainActor
@Suite("Form control pixels")
struct FormControlsPixelTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window

    init() {
        screen = Screen(size: Size(300, 200), clock: clock)
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    func render() -> CairoSurface {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: 300, height: 200)
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        return surface
    }

    /// How many pixels of `rect` are far from white (ink).
    func ink(_ s: CairoSurface, _ rect: Rect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = s.pixel(x: x, y: y) & 0xFFFFFF
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if r + g + b < 3 * 200 { n += 1 }
            }
        }
        return n
    }

    /// The darkest blue channel in `rect` (the titles are grey or black, so one channel says it).
    func darkest(_ s: CairoSurface, _ rect: Rect) -> Int {
        var m = 255
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) { m = min(m, Int(s.pixel(x: x, y: y) & 0xFF)) } }
        return m
    }

    /// The tint (`Color.tint`) within a few steps, as a pixel reads it.
    func isTint(_ p: UInt32) -> Bool {
        let t = Color.tint
        let r = Double((p >> 16) & 0xFF) / 255, g = Double((p >> 8) & 0xFF) / 255, b = Double(p & 0xFF) / 255
        return abs(r - t.red) < 0.03 && abs(g - t.green) < 0.03 && abs(b - t.blue) < 0.03
    }

    @Test("The chosen radio option is a tinted disc with a light dot; the others are empty circles")
    func radio() {
        let group = RadioGroup(["A", "B"], selectedIndex: 1, frame: Rect(10, 10, 120, 56))
        window.addSubview(group)
        let s = render()
        // Circles are 18 points at x 10…28, rows 28 tall: centres at y 24 and 52.
        #expect(isTint(s.pixel(x: 13, y: 52)), "the chosen circle's ring is the tint")
        #expect(s.pixel(x: 19, y: 52) & 0xFFFFFF == 0xFFFFFF, "its centre dot is white")
        #expect(s.pixel(x: 19, y: 24) & 0xFFFFFF == 0xFFFFFF && !isTint(s.pixel(x: 13, y: 24)), "the other is empty")
    }

    @Test("At its maximum the stepper's up arrow is lighter than its down arrow")
    func stepperLimit() {
        let stepper = Stepper(value: 10, minimum: 0, maximum: 10, frame: Rect(10, 10, 120, 32))
        window.addSubview(stepper)
        let s = render()
        // The arrows' column: x 107…129; the up chevron in the top half, the down one in the bottom half.
        func darkness(_ r: Rect) -> Int {
            var sum = 0
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { sum += 255 - Int(s.pixel(x: x, y: y) & 0xFF) } }
            return sum
        }
        let up = darkness(Rect(112, 14, 14, 10)), down = darkness(Rect(112, 28, 14, 10))
        // The secondary label's grey against the tertiary's: about 1.4 times the ink.
        #expect(up > 0 && Double(down) > Double(up) * 1.25, "up \(up), down \(down)")
    }

    @Test("A pop-up button draws its chosen title and the up-and-down chevrons; disabled, the title fades")
    func popUp() {
        let popup = PopUpButton(items: ["Medium"], frame: Rect(10, 10, 160, 32))
        window.addSubview(popup)
        let title = Rect(20, 16, 100, 20), chevrons = Rect(145, 14, 16, 24)
        let s = render()
        let (t, c) = (ink(s, title), ink(s, chevrons))
        #expect(t > 40 && c > 6, "title \(t), chevrons \(c)")
        popup.isEnabled = false
        let d = render()
        #expect(darkest(s, title) < 60 && darkest(d, title) > 120, "the disabled title is grey, not near black")
    }
}
