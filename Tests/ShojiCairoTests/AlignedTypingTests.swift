import Testing
@testable import Shoji
@testable import ShojiCairo

/// A key typed into centred or right-aligned lines of ASCII costs what it costs in left-aligned ones: the
/// line is made from its words (exactly Pango's layout: `WordShapingTests`), not laid out by Pango whole.
@MainActor
@Suite("Typing into aligned lines")
struct AlignedTypingTests {
    @Test("A key in a centred or right-aligned text view makes no Pango layout and shapes at most the word typed",
          arguments: [TextAlignment.center, .trailing, .leading])
    func keyMakesNoPangoLayout(alignment: TextAlignment) {
        let scene = TypingScene(text: TypingScene.lines(200), size: Size(800, 400))
        scene.view.alignment = alignment
        scene.focus()
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }   // the first keys shape the new words ("xLine", …) or make them from pairs
        let layouts = TextWork.pangoLayouts, shaped = TextWork.shapedWords
        for _ in 1...20 { scene.typeKey() }
        #expect(TextWork.pangoLayouts == layouts, "\(alignment): Pango laid out \(TextWork.pangoLayouts - layouts) lines")
        #expect(TextWork.shapedWords - shaped <= 20)
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 25) + "Line 1: "))
    }
}
