import Testing
@testable import Shoji
@testable import ShojiCairo

/// A key typed into wrapped paragraphs costs the words it touches: the paragraph is broken into lines from
/// its kept words (exactly Pango's layout: `WordWrappingTests`), not laid out by Pango whole; and the caret
/// moves through the wrapped lines as it does over Pango's own layouts.
@MainActor
@Suite("Typing into wrapped paragraphs")
struct WrappedTypingTests {
    /// `count` paragraphs of ~650 characters, as issue 41's benchmark row has them.
    static func paragraphs(_ count: Int) -> String {
        let sentence = "the quick brown fox jumps over the lazy dog, and a sphinx of black quartz judges my vow. "
        return (1...count).map { "Paragraph \($0): " + String(repeating: sentence, count: 7) }.joined(separator: "\n")
    }

    @Test("A key in a wrapped paragraph makes no Pango layout and shapes at most the word typed")
    func keyMakesNoPangoLayout() {
        let scene = TypingScene(text: Self.paragraphs(200))
        scene.focus()
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }
        let layouts = TextWork.pangoLayouts, shaped = TextWork.shapedWords
        for _ in 1...20 { scene.typeKey() }
        #expect(TextWork.pangoLayouts == layouts, "Pango laid out \(TextWork.pangoLayouts - layouts) paragraphs")
        #expect(TextWork.shapedWords - shaped <= 20)
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 25) + "Paragraph 1: "))
    }

    @Test("↓, ↑, End and Home move the caret through wrapped lines as over Pango's layouts, at three widths",
          arguments: [1280.0, 701.5, 333.0])
    func verticalMoves(width: Double) {
        let text = Self.paragraphs(3)
        let fast = TypingScene(text: text, size: Size(width, 800))
        let pango = TypingScene(text: text, size: Size(width, 800))
        pango.system.usesWordShaping = false
        pango.system.cache.removeAll()
        for scene in [fast, pango] { scene.focus() }
        var seed: UInt64 = 0xD0E5
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        let keys: [Key] = [.down, .down, .down, .up, .end, .down, .home, .right, .down, .end, .left, .up]
        for step in 0..<120 {
            let key = keys[next(keys.count)]
            for scene in [fast, pango] {
                scene.screen.send(.key(KeyEvent(key)))
                scene.screen.update(into: scene.canvas)
            }
            #expect(fast.view.selectedRange == pango.view.selectedRange, "step \(step), \(key)")
            if fast.view.selectedRange != pango.view.selectedRange { break }
        }
        #expect(fast.system.layout(text.split(separator: "\n").map(String.init)[0], style: fast.view.paragraphStyle,
                                   width: fast.view.wrapWidth) is WordWrappedLayout)
    }
}
