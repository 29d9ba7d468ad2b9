import CPango
import Testing
@testable import Shoji
@testable import ShojiCairo

/// Text in the default family list's first font is described by that family alone (one font lookup a
/// style, not two), and comes out exactly as with the whole list.
@MainActor
@Suite("Default family choice")
struct DefaultFamilyChoiceTests {
    let list = PangoTextSystem().defaultFamily

    /// The family the layout of `text` in the body style names.
    private func family(for text: String, _ system: PangoTextSystem) -> String {
        let made = DefaultFamilyChoice.layout(of: text, list: list) { family in
            PangoTextLayout.make(context: system.context, text: text, style: .body, width: nil, family: family)
        }
        g_object_unref(UnsafeMutableRawPointer(made.layout))
        return made.family
    }

    @Test("Latin text is described by the first family alone; Japanese, and a character the first font lacks, by the whole list")
    func choice() throws {
        let system = PangoTextSystem()
        let first = try #require(list.split(separator: ",").first.map(String.init))
        #expect(list.contains(","), "the default is a list: \(list)")
        #expect(family(for: "Shoji: 12 pattern scenes, all live", system) == first)
        #expect(family(for: "Two lines\nand a tab\there", system) == first)
        #expect(family(for: "", system) == first)
        #expect(family(for: "障子の窓", system) == list)
        #expect(family(for: "Shoji（障子）", system) == list)
        // U+2E3A, the two-em dash: below the CJK blocks, but DejaVu Sans has no glyph for it (Noto Sans CJK does).
        #expect(family(for: "a \u{2E3A} b", system) == list)
        #expect(family(for: "\u{2E3A}\u{2E3A}", system) == list)   // all of it in one font, but not the first family's
    }

    @Test("Layouts measure and draw exactly as with the whole list named", arguments: [
        "Shoji", "Ag \u{2E3A} x", "障子の窓 Shoji", "A longer line that wraps inside the width given to it", "",
    ])
    func sameAsWholeList(text: String) {
        let system = PangoTextSystem()
        for style in [TextStyle.body, .title, .caption.with(size: 12.5, weight: .medium)] {
            let chosen = system.layout(text, style: style.with(wrapping: .wrap), width: 160)
            let named = system.layout(text, style: TextStyle(family: list, size: style.size, weight: style.weight, wrapping: .wrap), width: 160)
            #expect(chosen.size == named.size && chosen.lineCount == named.lineCount, "\(text) at \(style.size)")
            #expect(pixels(of: chosen) == pixels(of: named), "\(text) at \(style.size)")
        }
    }

    private func pixels(of layout: TextLayout) -> [UInt32] {
        let surface = CairoSurface(width: 170, height: 100)
        let canvas = CairoCanvas(surface: surface)
        canvas.fill(Rect(0, 0, 170, 100), color: .white)
        canvas.draw(layout, at: Point(2, 2), color: .black)
        return (0..<100).flatMap { y in (0..<170).map { x in surface.pixel(x: x, y: y) } }
    }
}
