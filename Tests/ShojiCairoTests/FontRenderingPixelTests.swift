import Testing
@testable import Shoji
@testable import ShojiCairo

/// The desktop's text rendering (`Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA`) reaches the
/// pixels: anti-aliasing off draws text in the text's colour and the background's only; on, the edges
/// are greys between them; the subpixel order colours the edges.
@MainActor
@Suite("Font rendering from the desktop")
struct FontRenderingPixelTests {
    /// The distinct pixels of black text drawn on white by `system`.
    func colours(_ system: PangoTextSystem, _ text: String = "Shoji Hamburgefonts 123") -> Set<UInt32> {
        let surface = CairoSurface(width: 260, height: 30)
        let canvas = CairoCanvas(surface: surface)
        canvas.fill(Rect(0, 0, 260, 30), color: .white)
        canvas.draw(system.layout(text, style: .body, width: nil), at: Point(2, 4), color: .black)
        var seen = Set<UInt32>()
        for y in 0..<30 { for x in 0..<260 { seen.insert(surface.pixel(x: x, y: y)) } }
        return seen
    }

    func greys(_ c: Set<UInt32>) -> Int { c.filter { $0 & 0xFF_FFFF != 0 && $0 & 0xFF_FFFF != 0xFF_FFFF }.count }

    @Test("Xft/Antialias 0: only black and white; 1 (or unsaid): grey edge pixels; a change applies to the next layout")
    func antialiasing() {
        let system = PangoTextSystem()
        #expect(greys(colours(system)) > 5)
        var off = DesktopSettings()
        off.fontAntialiasing = false
        system.fontRendering = FontRendering(off)
        #expect(system.fontRendering.antialiasing == .none)
        let bare = colours(system)
        #expect(bare.count == 2, "\(bare.count) colours")
        #expect(greys(bare) == 0)
        system.fontRendering = FontRendering(DesktopSettings())
        #expect(greys(colours(system)) > 5)
    }

    @Test("Xft/RGBA rgb: subpixel edges are coloured (red and blue differ), grey-scale edges are not")
    func subpixelOrder() {
        let system = PangoTextSystem()
        func coloured(_ c: Set<UInt32>) -> Int { c.filter { ($0 >> 16 & 0xFF) != ($0 & 0xFF) }.count }
        #expect(coloured(colours(system)) == 0)
        var rgb = DesktopSettings()
        rgb.fontSubpixelOrder = "rgb"
        system.fontRendering = FontRendering(rgb)
        #expect(coloured(colours(system)) > 5)
    }

    @Test("The desktop's words map to Cairo's options; off wins over a style or an order; unknown words are the toolkit's")
    func mapping() {
        var s = DesktopSettings()
        #expect(FontRendering(s) == FontRendering())
        s.fontHintStyle = "hintfull"; s.fontSubpixelOrder = "vbgr"
        #expect(FontRendering(s).hintStyle == .full && FontRendering(s).antialiasing == .subpixel(.vbgr))
        s.fontHinting = false; s.fontAntialiasing = false
        #expect(FontRendering(s).hintStyle == .none && FontRendering(s).antialiasing == .none)
        s = DesktopSettings()
        s.fontHintStyle = "hintwhatever"; s.fontSubpixelOrder = "none"
        #expect(FontRendering(s) == FontRendering())
    }
}
