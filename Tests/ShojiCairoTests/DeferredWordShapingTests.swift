import Dispatch
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A style's word-shaping set-up (a sample shaped and compared with Pango's layout, ~5 M instructions) is
/// not paid before a program's first frame: the runtime defers it, the first frame's text is Pango's whole
/// layout, and the styles it used are set up after it, so that typing still takes the word-shaped path.
@MainActor
@Suite("Word-shaping set-up deferred past the first frame")
struct DeferredWordShapingTests {
    let style = TextStyle.body.with(size: 17)
    let other = TextStyle.body.with(size: 19, weight: .bold)

    /// One turn of the main queue, so that what was queued on it before runs.
    func mainQueueTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    @Test("While deferred, a line sets up no style and is Pango's layout")
    func deferredLineIsPangos() {
        let system = PangoTextSystem()
        system.defersWordShapingSetUp = true
        let before = TextWork.styleSetUps
        let layout = system.layout("Settings and more", style: style, width: nil)
        #expect(layout is PangoTextLayout)
        #expect(system.layout("Item 12", style: other, width: 200) is PangoTextLayout)
        #expect(TextWork.styleSetUps == before, "no style set up before the first frame")
        #expect(system.wordShaping?.isSetUp(style) == false)
        #expect(system.wordShaping?.deferredStyles.count == 2)
    }

    @Test("After the deferral the styles used are set up on later main-queue turns, and new text in them is word-shaped")
    func setUpAfterwards() async {
        let system = PangoTextSystem()
        system.defersWordShapingSetUp = true
        _ = system.layout("Settings and more", style: style, width: nil)
        _ = system.layout("Item 12", style: other.with(alignment: .center), width: 200)
        system.endDeferringWordShapingSetUp()
        #expect(system.wordShaping?.isSetUp(style) == true, "the first style is set up at once")
        #expect(system.wordShaping?.isSetUp(other) == false, "the second waits for a turn of its own")
        for _ in 0..<4 where system.wordShaping?.deferredStyles.isEmpty == false { await mainQueueTurn() }
        #expect(system.wordShaping?.isSetUp(other) == true)
        let shaped = system.layout("Settings and less", style: style, width: nil)
        #expect(shaped is WordShapedLayout)
        #expect(system.layout("Item 13", style: other, width: nil) is WordShapedLayout)
        // The same answers as Pango's own layout of the text (the word-shaping standard).
        system.usesWordShaping = false
        system.cache.removeAll()
        if let fast = shaped as? WordShapedLayout, let pango = system.layout("Settings and less", style: style, width: nil) as? PangoTextLayout {
            LayoutComparison.expectSameAnswers(fast, pango, text: "Settings and less") { n in [(0, n), (2, 9)] }
        } else {
            Issue.record("no word-shaped layout to compare")
        }
    }

    @Test("A wrapped paragraph past 4096 bytes is made from kept words even while deferred: Pango's whole layout of it costs more than the set-up")
    func longParagraphNotDeferred() {
        let system = PangoTextSystem()
        system.defersWordShapingSetUp = true
        let long = String(repeating: "the quick brown fox jumps over the lazy dog ", count: 100)
        #expect(system.layout(long, style: style.with(wrapping: .wrap), width: 300) is WordWrappedLayout)
        #expect(system.layout("Short text", style: other, width: nil) is PangoTextLayout, "a short line still waits")
    }

    @Test("A view that starts editing sets its style up even while deferred: typing is word-shaped")
    func editingSetsUpAtOnce() {
        let system = PangoTextSystem()
        system.defersWordShapingSetUp = true
        _ = system.layout("Name", style: style, width: nil)
        system.prepareForEditing(style)
        #expect(system.wordShaping?.isSetUp(style) == true)
        #expect(system.wordShaping?.deferredStyles.isEmpty == true)
        #expect(system.layout("Namex", style: style, width: nil) is WordShapedLayout)
    }
}
