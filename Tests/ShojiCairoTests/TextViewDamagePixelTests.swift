import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A key typed into a long text redraws its line alone, and the frame drawn from that damage (the other
/// paragraphs skipped, not clipped) has exactly the pixels of the whole view drawn again.
@MainActor
@Suite("TextView damage pixels")
struct TextViewDamagePixelTests {
    @Test("A key redraws one line, with the pixels a full redraw gives, neighbours' accents included")
    func keyRedrawsItsLine() {
        let size = Size(360, 240)
        let screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let view = TextView(frame: Rect(0, 0, 360, 240))
        view.textSystem = PangoTextSystem()
        window.addSubview(view)
        window.makeFirstResponder(view)
        // Marks above and below the lines around the edited one (Ǻ, ç, ẞ̣), and lines enough to fill the view.
        view.text = (1...40).map { i in i % 2 == 0 ? "Ǻngström çà ẞ̣ line \(i)" : "Line \(i): the quick brown fox" }.joined(separator: "\n")
        let line4 = view.text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).prefix(3)
            .reduce(0) { $0 + $1.count + 1 }
        view.selectedRange = line4..<line4
        let surface = CairoSurface(width: 360, height: 240)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        screen.send(.key(KeyEvent(.character("x"), text: "x")))
        let damage = screen.update(into: canvas)
        surface.flush()

        let whole = CairoSurface(width: 360, height: 240)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        let line = view.caretRect?.height ?? 0
        #expect(line > 0 && damage.bounds.height <= line + 6, "damage \(damage.bounds) for a line of \(line)")
        var differing = 0
        for y in 0..<240 { for x in 0..<360 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
