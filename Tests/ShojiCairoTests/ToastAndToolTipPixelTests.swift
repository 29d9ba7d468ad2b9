import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A toast and a tool tip on real pixels, in English and Japanese. Set `SHOJI_PIXEL_DUMP=DIR` to also
/// write them as PNGs.
@MainActor
@Suite("Toast and tool tip pixels")
struct ToastAndToolTipPixelTests {
    let screen = Screen(size: Size(480, 240), clock: ManualClock())
    let window: Window

    init() {
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    func render(_ name: String) -> Image {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/toast-tip-\(name).png") }
        return surface.makeImage()
    }

    /// Dark pixels (the boxes) and light pixels inside them (the text) in `rect`.
    func count(_ image: Image, _ rect: Rect) -> (dark: Int, light: Int) {
        var dark = 0, light = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                let sum = Int(p >> 16 & 0xFF) + Int(p >> 8 & 0xFF) + Int(p & 0xFF)
                if sum < 200 { dark += 1 } else if sum > 600 { light += 1 }
            }
        }
        return (dark, light)
    }

    func check(toast text: String, tip: String, _ name: String) {
        let toasts = ToastPresenter(frame: window.bounds)
        window.addSubview(toasts)
        toasts.show(text)
        toasts.bubble.alpha = 1 // as after its fade
        let tipView = ToolTipView(text: tip)
        tipView.frame.origin = Point(20, 20)
        window.addSubview(tipView)
        let image = render(name)
        let bubble = toasts.bubble.convertToScreen(toasts.bubble.bounds)
        let inner = bubble.insetBy(dx: 14, dy: 6)
        let t = count(image, inner)
        #expect(t.dark > Int(inner.width * inner.height) / 2, "a dark bubble")
        #expect(t.light > 40, "light text on it")
        let tipFrame = tipView.convertToScreen(tipView.bounds).insetBy(dx: 4, dy: 3)
        let p = count(image, tipFrame)
        #expect(p.dark > Int(tipFrame.width * tipFrame.height) / 2 && p.light > 20, "light text on a dark tip")
        #expect(bubble.maxY == 240 - toasts.bottomMargin, "the bubble sits near the bottom")
        for l in [screen.host.textSystem.layout(text, style: .body, width: nil), screen.host.textSystem.layout(tip, style: ToolTipView.textStyle, width: nil)] {
            #expect((l as? ShapedTextLayout)?.unknownGlyphCount == 0)
        }
    }

    @Test("English: a toast's dark bubble near the bottom with light text, a tool tip's dark box")
    func english() { check(toast: "3 new posts", tip: "Save the document (Ctrl+S)", "en") }

    @Test("Japanese: the same, every glyph found")
    func japanese() { check(toast: "新しい投稿が 3 件あります", tip: "書類を保存します（Ctrl+S）", "ja") }
}
