import Testing
@testable import Shoji
@testable import ShojiCairo

/// A style's Japanese runs shape Japanese samples in that style, which opens its CJK face (NotoSansCJK-Bold
/// for a bold style: 2.8 MB mapped). A line with nothing the mixed-script model could take must not make
/// them: the demo's title bar ("Network…" in a bold caption) made them before its first frame, with no
/// Japanese anywhere on screen. Its layout is Pango's either way.
@MainActor
@Suite("Japanese runs are made only for lines that could use them")
struct JapaneseRunsOnDemandTests {
    let boldCaption = TextStyle.caption.with(weight: .bold)

    @Test("A line the model refuses whatever the fonts cover makes no Japanese runs, and is Pango's")
    func refusedLine() {
        let system = PangoTextSystem()
        for text in ["Network…", "1 いろは", "いろは\tabc"] {
            let layout = system.layout(text, style: boldCaption, width: nil)
            #expect(layout is PangoTextLayout, "\(text) is not laid out by Pango")
        }
        // A word and an emoji after it: the word kept, the emoji Pango's layout kept (`TailedLineLayout`).
        #expect(system.layout("emoji 🙂", style: boldCaption, width: nil) is TailedLineLayout)
        // Latin-1's middle dot is accented Latin's: kept words in the ASCII font, no Japanese runs either.
        #expect(system.layout("Online · eth0", style: boldCaption, width: nil) is MixedScriptLayout)
        #expect(system.wordShaping?.hasJapaneseRuns(boldCaption) == false)
    }

    @Test("A line of ASCII and Japanese still makes them and comes from kept runs")
    func mixedLine() {
        let system = PangoTextSystem()
        let layout = system.layout("Line 1, 日本語のカタカナ", style: boldCaption, width: nil)
        #expect(layout is MixedScriptLayout)
        #expect(system.wordShaping?.hasJapaneseRuns(boldCaption) == true)
    }
}
