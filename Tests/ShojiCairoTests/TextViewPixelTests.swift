import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A text view on real pixels, laid out by Pango: a right-to-left paragraph sits at the right, and a
/// selection across paragraphs covers the runs it holds. `SHOJI_PIXEL_DUMP=DIR` writes the PNG.
@MainActor
@Suite("TextView pixels")
struct TextViewPixelTests {
    @Test("An Arabic paragraph is drawn from the right edge; a selection from it into the next paragraph covers both")
    func bidiParagraphs() {
        let screen = Screen(size: Size(320, 120), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let view = TextView(frame: Rect(0, 0, 320, 120))
        view.textSystem = PangoTextSystem()
        window.addSubview(view)
        window.makeFirstResponder(view)
        view.text = "مرحبا بالعالم\nHello world"
        view.selectedRange = 6..<19          // "بالعالم", the newline, "Hello"
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: 320, height: 120)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/textview-bidi.png") }
        func isSelection(_ x: Int, _ y: Int) -> Bool {
            let p = surface.pixel(x: x, y: y)
            return Int(p & 0xFF) > Int(p >> 16 & 0xFF) + 40   // bluish
        }
        func dark(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var n = 0
            for y in ys { for x in xs where Int(surface.pixel(x: x, y: y) >> 8 & 0xFF) < 100 { n += 1 } }
            return n
        }
        let first = view.paragraph(0).layout, line = first.lines[0]
        #expect(line.isRightToLeft && line.rect.maxX > 300 - 1)
        #expect(dark(8..<100, 8..<26) == 0 && dark(200..<312, 8..<26) > 50)
        // The selected Arabic word is the run's left part (it comes second in reading order); the first is not.
        let selected = (8..<312).filter { isSelection($0, 12) }
        #expect(!selected.isEmpty && selected.max()! < Int(line.rect.maxX) - 30)
        // "Hello" on the second line is selected, " world" is not.
        let y2 = 8 + Int(line.rect.height) + 6
        #expect(isSelection(12, y2) && !isSelection(100, y2))
    }
}
