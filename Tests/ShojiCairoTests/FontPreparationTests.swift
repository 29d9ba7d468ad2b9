import Testing
@testable import Shoji
@testable import ShojiCairo

/// The fonts of a text system's first styles, found on a background thread before the first layout.
@MainActor
@Suite("Font preparation")
struct FontPreparationTests {
    let styles: [TextStyle] = [.title, .body, .body.with(weight: .medium), .caption, .headline.with(size: 19)]

    @Test("Layouts after a preparation measure exactly as without one, in the styles prepared and in others")
    func sameLayouts() {
        let prepared = PangoTextSystem(preparing: styles)
        let plain = PangoTextSystem()
        let texts = ["Ag", "Shoji 障子の窓", "A longer line that wraps inside the width given to it"]
        for style in styles + [.body.with(size: 23, weight: .bold)] {
            for text in texts {
                let a = prepared.layout(text, style: style.with(wrapping: .wrap), width: 120)
                let b = plain.layout(text, style: style.with(wrapping: .wrap), width: 120)
                #expect(a.size == b.size && a.lineCount == b.lineCount, "\(text) in \(style.size) \(style.weight)")
            }
        }
    }

    @Test("The first layout stops the preparation after the style in progress instead of waiting for every style")
    func firstLayoutStopsIt() {
        // 300 styles take a third of a second or more to prepare; the first layout comes at once.
        let many = (0..<300).map { TextStyle(size: 8 + Double($0) / 10) }
        let text = PangoTextSystem(preparing: many)
        #expect(text.layout("Ag", style: .body, width: nil).size.width > 0)
        #expect(text.preparedStyleCount < many.count)
    }

    @Test("Every style is prepared when the preparation is let finish; layouts then measure as without it")
    func allPrepared() {
        let text = PangoTextSystem(preparing: styles)
        text.finishPreparingAllStyles()
        #expect(text.preparedStyleCount == styles.count)
        let plain = PangoTextSystem()
        for style in styles { #expect(text.layout("Shoji", style: style, width: nil).size == plain.layout("Shoji", style: style, width: nil).size) }
    }

    @Test("A text system without styles to prepare has prepared none")
    func none() {
        let text = PangoTextSystem()
        _ = text.layout("Ag", style: .body, width: nil)
        #expect(text.preparedStyleCount == 0)
    }
}
