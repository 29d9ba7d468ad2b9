import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The demo as the headless suites drive it: Pango's text system, a 1024 × 720 screen on a manual clock,
/// no asset folder (placeholders, quietly), optionally one scene shown and settled.
@MainActor
struct HeadlessDemo {
    let clock = ManualClock()
    let screen: Screen
    let app: DemoApp

    init(scene: String? = nil, size: Size = Size(1024, 720)) {
        Typesetter.current = PangoTextSystem()
        screen = Screen(size: size, clock: ScaledClock(base: clock))
        app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        if let scene { _ = app.show(sceneNamed: scene); settle() }
    }

    /// One second of frames: animations started by the last input finish.
    func settle() { for _ in 0..<60 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded() } }
}
