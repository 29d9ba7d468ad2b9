import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A search field on real pixels, in English and Japanese, light and dark: the magnifier at the leading
/// end, the placeholder dimmer than typed text, the clear button only once there is text, and the text
/// never under it. Set `SHOJI_PIXEL_DUMP=DIR` to also write them as PNGs.
@MainActor
@Suite("Search field pixels")
struct SearchFieldPixelTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window

    init() {
        screen = Screen(size: Size(300, 52), clock: clock)
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
    }

    func render(_ name: String) -> Image {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/searchfield-\(name).png") }
        return surface.makeImage()
    }

    func brightness(_ image: Image, _ x: Int, _ y: Int) -> Int {
        let px = image.pixel(x: x, y: y)
        return Int(px >> 16 & 0xFF) + Int(px >> 8 & 0xFF) + Int(px & 0xFF)
    }

    /// Pixels of `rect` that differ from the field's face by more than `by` (ink, light or dark).
    func ink(_ image: Image, _ rect: Rect, face: Int, by: Int = 150) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where abs(brightness(image, x, y) - face) > by { n += 1 }
        }
        return n
    }

    /// The strongest contrast with the face inside `rect`.
    func strongest(_ image: Image, _ rect: Rect, face: Int) -> Int {
        var m = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { m = max(m, abs(brightness(image, x, y) - face)) }
        }
        return m
    }

    func check(placeholder: String, typed: String, dark: Bool, _ name: String) {
        if dark { window.appearancePreference = .dark }
        let field = SearchField(frame: Rect(10, 10, 280, 32), placeholder: placeholder)
        window.addSubview(field)
        let empty = render("\(name)-empty")
        let face = brightness(empty, 200, 14)
        #expect(dark ? face < 200 : face > 600, "\(name): the face is the scheme's (\(face))")
        let magnifier = Rect(14, 14, 22, 24)
        let text = field.textRect.offsetBy(dx: 10, dy: 10)
        let clear = field.clearButton.convertToScreen(field.clearButton.bounds).insetBy(dx: 2, dy: 6)
        #expect(ink(empty, magnifier, face: face) > 15, "\(name): the magnifier is drawn")
        #expect(ink(empty, text, face: face, by: 60) > 20, "\(name): the placeholder is drawn")
        #expect(ink(empty, clear, face: face, by: 60) == 0, "\(name): no clear button while empty")
        let placeholderContrast = strongest(empty, text, face: face)

        field.text = typed
        let filled = render("\(name)-text")
        #expect(ink(filled, clear, face: face, by: 60) > 40, "\(name): the clear button shows")
        #expect(strongest(filled, text, face: face) > placeholderContrast, "\(name): typed text is stronger than the placeholder")
        #expect(text.maxX <= clear.minX, "\(name): the text stops before the ×")

        field.text = typed + typed + typed + typed + typed
        let long = render("\(name)-long")
        let gap = Rect(x: text.maxX + 1, y: text.minY, width: clear.minX - text.maxX - 1, height: text.height)
        #expect(gap.width <= 0 || ink(long, gap, face: face, by: 60) == 0, "\(name): long text is clipped before the ×")
    }

    @Test("English, light")
    func englishLight() { check(placeholder: "Search file names", typed: "readme", dark: false, "en-light") }

    @Test("Japanese, light")
    func japaneseLight() { check(placeholder: "ファイル名を検索", typed: "日本語", dark: false, "ja-light") }

    @Test("English, dark")
    func englishDark() { check(placeholder: "Search file names", typed: "readme", dark: true, "en-dark") }

    @Test("Japanese, dark")
    func japaneseDark() { check(placeholder: "ファイル名を検索", typed: "日本語", dark: true, "ja-dark") }
}
