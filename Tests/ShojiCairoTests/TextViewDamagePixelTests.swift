import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A key typed into a long text redraws its line alone, and the frame drawn from that damage (the other
/// paragraphs skipped, not clipped) has exactly the pixels of the whole view drawn again.
@MainActor
@Suite("TextView damage pixels")
struct TextViewDamagePixelTests {
    /// Where the caret is put in the fourth line before the key, and the key.
    enum Edit: String, CaseIterable, CustomTestStringConvertible {
        case typeAtStart, typeAtEnd, backspaceAtEnd, typeIntoArabic
        var testDescription: String { rawValue }
    }

    @Test("A key redraws one line (only as far right as its text reaches), with the pixels a full redraw gives, neighbours' accents included",
          arguments: Edit.allCases)
    func keyRedrawsItsLine(edit: Edit) {
        let size = Size(360, 240)
        let screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let view = TextView(frame: Rect(0, 0, 360, 240))
        view.textSystem = PangoTextSystem()
        window.addSubview(view)
        window.makeFirstResponder(view)
        // Marks above and below the lines around the edited one (Ǻ, ç, ẞ̣), and lines enough to fill the view.
        view.text = (1...40).map { i in
            i == 4 && edit == .typeIntoArabic ? "مرحبا بالعالم \(i)"
                : i % 2 == 0 ? "Ǻngström çà ẞ̣ line \(i)" : "Line \(i): the quick brown fox"
        }.joined(separator: "\n")
        let lines = view.text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let line4 = lines.prefix(3).reduce(0) { $0 + $1.count + 1 }
        let caret = edit == .typeAtStart ? line4 : line4 + lines[3].count
        view.selectedRange = caret..<caret
        let surface = CairoSurface(width: 360, height: 240)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        screen.send(.key(edit == .backspaceAtEnd ? KeyEvent(.backspace) : KeyEvent(.character("x"), text: "x")))
        let damage = screen.update(into: canvas)
        surface.flush()

        let whole = CairoSurface(width: 360, height: 240)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        let line = view.caretRect?.height ?? 0
        #expect(line > 0 && damage.bounds.height <= line + 6, "damage \(damage.bounds) for a line of \(line)")
        // A left-to-right line's damage stops where its text ends; a right-to-left one's spans the view.
        if edit == .typeIntoArabic { #expect(damage.bounds.width == 360) } else { #expect(damage.bounds.width < 300) }
        var differing = 0
        for y in 0..<240 { for x in 0..<360 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
