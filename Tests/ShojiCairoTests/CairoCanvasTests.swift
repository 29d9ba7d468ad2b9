import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("Cairo canvas, Pango text, PNG and assets")
struct CairoCanvasTests {
    @Test("Pango shapes Japanese with real glyphs: ink in the text's box, and wider text for more characters")
    func japaneseText() {
        let text = PangoTextSystem()
        let one = text.layout("障", style: .body, width: nil)
        let four = text.layout("障子の窓", style: .body, width: nil)
        #expect(one.size.width > 8)
        #expect(four.size.width > one.size.width * 3)
        let surface = CairoSurface(width: 80, height: 30)
        let canvas = CairoCanvas(surface: surface)
        canvas.fill(Rect(0, 0, 80, 30), color: .white)
        canvas.draw(four, at: Point(2, 2), color: .black)
        var dark = 0
        for y in 0..<30 { for x in 0..<80 where surface.pixel(x: x, y: y) & 0xFF < 0x80 { dark += 1 } }
        // A box glyph (the toy API's failure) would be a thin outline; real kanji are dense.
        #expect(dark > 60)
    }

    @Test("The installed fonts cover Latin and Japanese; a private-use character no font has is not covered")
    func coverage() {
        let text = PangoTextSystem()
        #expect(text.covers("A") && text.covers("あ障"))
        #expect(!text.covers("\u{10FFFD}"))
        #expect((text.layout("a\u{10FFFD}b\u{10FFFC}", style: .body, width: nil) as? ShapedTextLayout)?.unknownGlyphCount == 2)
    }

    @Test("Wrapping breaks into more lines in a narrower width; truncation keeps one line")
    func wrapping() {
        let text = PangoTextSystem()
        let s = "A longer label wraps onto as many lines as its width needs."
        let wide = text.layout(s, style: TextStyle(wrapping: .wrap), width: 600)
        let narrow = text.layout(s, style: TextStyle(wrapping: .wrap), width: 120)
        let cut = text.layout(s, style: TextStyle(wrapping: .truncate), width: 120)
        #expect(wide.lineCount == 1)
        #expect(narrow.lineCount > 2)
        #expect(narrow.size.height > wide.size.height * 2)
        #expect(cut.lineCount == 1 && cut.size.width <= 120)
    }

    @Test("A half-transparent view composites its children once (no double alpha where they overlap)")
    func transparencyLayer() {
        let screen = Screen(size: Size(40, 20), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let group = View(frame: Rect(0, 0, 40, 20))
        group.alpha = 0.5
        let a = View(frame: Rect(0, 0, 30, 20)); a.backgroundColor = .black
        let b = View(frame: Rect(10, 0, 30, 20)); b.backgroundColor = .black
        group.addSubview(a); group.addSubview(b)
        window.addSubview(group)
        let surface = CairoSurface(width: 40, height: 20)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        let single = surface.pixel(x: 5, y: 10) & 0xFF, overlap = surface.pixel(x: 20, y: 10) & 0xFF
        #expect(abs(Int(single) - 0x80) <= 2)
        #expect(single == overlap)
    }

    @Test("Rendering is limited to the damage: pixels outside it are left as they were")
    func damageClips() {
        let screen = Screen(size: Size(50, 50), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let surface = CairoSurface(width: 50, height: 50)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        window.backgroundColor = .white
        _ = screen.takeDamage()
        screen.render(in: canvas, damage: [Rect(10, 10, 5, 5)])
        #expect(surface.pixel(x: 12, y: 12) & 0xFFFFFF == 0xFFFFFF)
        #expect(surface.pixel(x: 30, y: 30) & 0xFFFFFF == 0)
    }

    @Test("PNG round trip keeps the pixels")
    func pngRoundTrip() throws {
        let img = Image(pixelWidth: 3, pixelHeight: 2, pixels: [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF, 0xFF000000, 0xFF808080])
        let path = NSTemporaryDirectory() + "shoji-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNG.write(img, to: path)
        let back = try PNG.load(path)
        #expect(back.pixels == img.pixels)
    }

    @Test("A missing or corrupt asset gives a placeholder and exactly one warning")
    func assetFallback() throws {
        let dir = NSTemporaryDirectory() + "shoji-assets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/broken.png"))
        let catalog = AssetCatalog(directory: dir)
        var warnings: [String] = []
        catalog.warn = { warnings.append($0) }
        let a = catalog.image(named: "broken.png", fallbackSize: Size(20, 10))
        _ = catalog.image(named: "broken.png")
        let b = catalog.image(named: "missing.png")
        #expect(a.size == Size(20, 10))
        #expect(b.pixelWidth > 0)
        #expect(warnings.count == 2)
        #expect(warnings[0].contains("broken.png") && warnings[1].contains("missing.png"))
    }
}
