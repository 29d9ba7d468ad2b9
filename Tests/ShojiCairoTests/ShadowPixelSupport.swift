import Testing
@testable import Shoji
@testable import ShojiCairo

/// A white window with one view in it, rendered onto a Cairo image surface.
@MainActor
struct ShadowStage {
    let screen: Screen
    let window: Window
    let surface: CairoSurface
    let scale: Double

    init(width: Int = 220, height: Int = 180, scale: Double = 1) {
        self.scale = scale
        screen = Screen(size: Size(Double(width), Double(height)), scale: scale, clock: ManualClock())
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        surface = CairoSurface(width: Int(Double(width) * scale), height: Int(Double(height) * scale))
    }

    /// A light panel at (20, 20) of 160 × 120 points.
    @discardableResult
    func panel(_ shadows: [InnerShadow], cornerRadius: Double = 0) -> ShadowView {
        let v = ShadowView(frame: Rect(20, 20, 160, 120), innerShadows: shadows)
        v.backgroundColor = Color(white: 0.95)
        v.cornerRadius = cornerRadius
        v.shadowRenderer = ShadowRenderer(cacheLimit: 0)
        window.addSubview(v)
        return v
    }

    @discardableResult
    func render() -> CairoSurface {
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface, scale: scale), damage: [screen.bounds])
        return surface
    }

    func pixel(_ x: Int, _ y: Int) -> UInt32 { surface.pixel(x: x, y: y) }
    /// How much darker than white a (grey) pixel is, 0…255, from its blue channel.
    func darkness(_ x: Int, _ y: Int) -> Int { 255 - Int(surface.pixel(x: x, y: y) & 0xFF) }
    /// Darkness of the panel's own background (0.95 white), as Cairo rounds it.
    static var panelDarkness: Int {
        let stage = ShadowStage(width: 40, height: 40)
        stage.panel([])
        stage.render()
        return stage.darkness(30, 30)
    }

    /// Darkness going down from the top edge at column `x` of the panel, one value a row.
    func profileDown(x: Int, from y0: Int = 20, count: Int = 40) -> [Int] { (0..<count).map { darkness(x, y0 + $0) } }

    /// The first depth (rows below `y0`) at which darkness is at most `level`.
    func depth(x: Int, below level: Int, from y0: Int = 20) -> Int {
        var d = 0
        while d < 120 && darkness(x, y0 + d) > level { d += 1 }
        return d
    }
}

func isNonIncreasing(_ v: [Int]) -> Bool { zip(v, v.dropFirst()).allSatisfy { $0 >= $1 } }
