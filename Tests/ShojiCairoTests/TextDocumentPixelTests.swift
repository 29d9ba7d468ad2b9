import Testing
@testable import Shoji
@testable import ShojiCairo

/// Two text views of one document drawn through Cairo and Pango: an edit in one redraws the other from
/// the damage it gives, with exactly the pixels of the whole screen drawn again.
@MainActor
@Suite("Text document pixels")
struct TextDocumentPixelTests {
    @Test("A key typed in one view changes the other's pixels, and the frame drawn from the damage is the full redraw's",
          arguments: [false, true])
    func keyRedrawsTheOtherView(beforeOtherCaret: Bool) {
        let screen = Screen(size: Size(360, 240), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let top = TextView(frame: Rect(0, 0, 360, 110))
        let bottom = TextView(frame: Rect(0, 120, 360, 110))
        for v in [top, bottom] { v.textSystem = PangoTextSystem(); window.addSubview(v) }
        bottom.document = top.document
        window.makeFirstResponder(top)
        top.text = (1...12).map { "Line \($0): the quick brown fox" }.joined(separator: "\n")
        // The other view shows the second line selected; the key goes into the first line, or after the selection.
        bottom.selectedRange = 35..<40
        top.selectedRange = beforeOtherCaret ? 3..<3 : 50..<50
        let surface = CairoSurface(width: 360, height: 240)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        surface.flush()
        let before = (120..<230).flatMap { y in (0..<360).map { x in surface.pixel(x: x, y: y) } }

        screen.send(.key(KeyEvent(.character("W"), text: "W")))
        let damage = screen.update(into: canvas)
        surface.flush()
        #expect(bottom.text.hasPrefix(beforeOtherCaret ? "LinWe 1" : "Line 1"))
        #expect(bottom.selectedRange == (beforeOtherCaret ? 36..<41 : 35..<40))
        #expect(damage.bounds.intersects(bottom.frame), "damage \(damage.bounds)")
        let after = (120..<230).flatMap { y in (0..<360).map { x in surface.pixel(x: x, y: y) } }
        #expect(before != after, "the other view shows the new letter")

        let whole = CairoSurface(width: 360, height: 240)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        var differing = 0
        for y in 0..<240 { for x in 0..<360 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
