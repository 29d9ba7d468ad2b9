import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// Text fields on real pixels, laid out by Pango: a placeholder, text with a selection, a composition, and
/// secure text. Set `SHOJI_PIXEL_DUMP=DIR` to also write them as PNGs (to look at them).
@MainActor
@Suite("TextField pixels")
struct TextFieldPixelTests {
    let system = PangoTextSystem()
    let screen = Screen(size: Size(300, 60), clock: ManualClock())
    let window: Window
    let field = TextField(frame: Rect(10, 10, 280, 36), placeholder: "Your name")

    init() {
        window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.95)
        window.makeKeyAndVisible()
        field.textSystem = system
        field.textStyle = TextStyle(size: 17)
        window.addSubview(field)
        screen.layoutIfNeeded()
    }

    func render(_ name: String) -> CairoSurface {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: 300, height: 60)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] {
            try? surface.writePNG(to: "\(dir)/textfield-\(name).png")
        }
        return surface
    }

    /// Channels of a pixel (ARGB32).
    func rgb(_ s: CairoSurface, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let p = s.pixel(x: Int(x), y: Int(y))
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }
    /// Pixels in `rect` that are darker than `level` (grey level 0-255).
    func darkCount(_ s: CairoSurface, _ rect: Rect, below level: Int) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) {
            let c = rgb(s, Double(x), Double(y))
            if (c.r + c.g + c.b) / 3 < level { n += 1 }
        } }
        return n
    }

    @Test("The placeholder is drawn grey, never black; a focused field gets its blue ring")
    func placeholder() {
        var s = render("placeholder")
        let text = field.textRect.offsetBy(dx: 10, dy: 10)
        #expect(darkCount(s, text, below: 200) > 40)   // the placeholder's glyphs
        #expect(darkCount(s, text, below: 90) == 0)    // but none black
        #expect(rgb(s, 11, 28) != (r: 0x0A, g: 0x5A, b: 0xD4))
        window.makeFirstResponder(field)
        s = render("placeholder-focused")
        let ring = rgb(s, 11, 28)
        #expect(ring.b > 150 && ring.r < 60)
    }

    @Test("Text with a selection: the selected characters on the selection colour, the rest on white")
    func selection() {
        window.makeFirstResponder(field)
        field.text = "Hello world"
        field.selectedRange = 6..<11
        let s = render("selection")
        let caret6 = field.line.layout.caretRects(at: 6).strong.minX + field.textOrigin.x + 10
        let sel = TextInputView.selectionColor
        let inside = rgb(s, caret6 + 2, 15 + 8)
        #expect(inside.b == Int(sel.blue * 255) && inside.r == Int(sel.red * 255))
        let before = rgb(s, caret6 - 20, 15 + 8)
        #expect(before == (r: 255, g: 255, b: 255))
        #expect(darkCount(s, Rect(caret6, 14, 60, 26), below: 90) > 20)   // black glyphs over the selection
    }

    @Test("A composition is drawn at the caret, underlined, its converted segment highlighted, with its cursor")
    func composition() {
        window.makeFirstResponder(field)
        field.text = "名前:"
        field.setComposition(Composition(text: "にほんご", segments: [.init(0..<2, .selected), .init(2..<4, .raw)], cursor: 2))
        let s = render("composition")
        let (d, l) = field.line
        #expect(d.text == "名前:にほんご")
        let o = field.textOrigin
        let start = l.caretRects(at: 3).strong.minX + o.x + 10, mid = l.caretRects(at: 5).strong.minX + o.x + 10
        let end = l.caretRects(at: 7).strong.minX + o.x + 10
        let bottom = o.y + l.size.height + 10
        // Underlines: thick under the selected segment, thin under the raw one.
        let thick = (0..<6).filter { rgb(s, (start + mid) / 2, bottom - Double($0)).r < 90 }.count
        let thin = (0..<6).filter { rgb(s, (mid + end) / 2 + 2, bottom - Double($0)).r < 90 }.count
        #expect(thick >= 2 && thin >= 1 && thin < thick)
        // The selected segment's background is tinted blue; the raw one's is white.
        let tinted = rgb(s, start + 2, o.y + 12), plain = rgb(s, end - 2, o.y + 12)
        #expect(tinted.b > tinted.r + 20 && plain == (r: 255, g: 255, b: 255))
        // The caret (the input method's cursor) stands between the segments, and the text is not changed.
        #expect(abs(field.caretRect!.minX - (mid - 10)) < 0.5)
        #expect(field.text == "名前:")
        field.setComposition(nil)
        #expect(field.line.display.text == "名前:")
    }

    @Test("Secure text shows exactly what a field showing bullets shows")
    func secure() {
        field.isSecureTextEntry = true
        field.text = "hunter2"
        let a = render("secure")
        let other = TextField(frame: field.frame)
        other.textSystem = system
        other.textStyle = field.textStyle
        field.removeFromSuperview()
        window.addSubview(other)
        other.text = String(repeating: "\u{2022}", count: 7)
        let b = render("bullets")
        #expect(a.makeImage().pixels == b.makeImage().pixels)
        #expect(darkCount(a, field.textRect.offsetBy(dx: 10, dy: 10), below: 90) > 30)
    }
}
