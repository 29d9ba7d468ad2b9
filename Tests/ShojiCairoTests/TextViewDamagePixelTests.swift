import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A key typed into a long text redraws its line alone, and the frame drawn from that damage (the other
/// paragraphs skipped, not clipped) has exactly the pixels of the whole view drawn again.
@MainActor
@Suite("TextView damage pixels")
struct TextViewDamagePixelTests {
    /// Where the caret is put before the key (in the fourth line, unless the case names another), and the key.
    /// Selecting there scrolls the line to the view's top, where its damage reaches the rounded corners.
    enum Edit: String, CaseIterable, CustomTestStringConvertible {
        case typeAtStart, typeAtEnd, backspaceAtEnd, typeIntoArabic
        /// Into the first line.
        case typeAtStartOfFirstLine
        /// At the fourth line's start scrolled to the view's middle: the damage reaches the border and the
        /// focus ring on the left side only.
        case typeAtStartInTheMiddle
        /// Into the middle of a plain Latin line (the fifth): the damage starts near the caret.
        case typeInMiddle, backspaceInMiddle
        /// "f" then "i" in the middle of the fifth line: what the new letter joins (a ligature) lies left of it.
        case typeLigature
        var testDescription: String { rawValue }
        /// The line edited, from 0.
        var line: Int {
            switch self {
            case .typeAtStartOfFirstLine: 0
            case .typeInMiddle, .backspaceInMiddle, .typeLigature: 4
            default: 3
            }
        }
        /// Starts left of the view's edge band (its border and focus ring): from near the caret on.
        var startsNearCaret: Bool { line == 4 }
    }

    @Test("A key redraws one line (only as far right as its text reaches, and in plain text from near the caret on), with the pixels a full redraw gives, neighbours' accents included",
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
        let lineStart = lines.prefix(edit.line).reduce(0) { $0 + $1.count + 1 }
        let caret = switch edit {
        case .typeAtStart, .typeAtStartOfFirstLine, .typeAtStartInTheMiddle: lineStart
        case .typeInMiddle, .backspaceInMiddle, .typeLigature: lineStart + 13   // "Line 5: the q|uick"
        default: lineStart + lines[edit.line].count
        }
        view.selectedRange = caret..<caret
        if edit == .typeAtStartInTheMiddle { view.setContentOffset(Point(0, view.contentOffset.y - 100)) }
        let surface = CairoSurface(width: 360, height: 240)
        let canvas = CairoCanvas(surface: surface)
        if edit == .typeLigature {
            screen.send(.key(KeyEvent(.character("f"), text: "f")))
        }
        screen.update(into: canvas)
        let key = switch edit {
        case .backspaceAtEnd, .backspaceInMiddle: KeyEvent(.backspace)
        case .typeLigature: KeyEvent(.character("i"), text: "i")
        default: KeyEvent(.character("x"), text: "x")
        }
        screen.send(.key(key))
        let damage = screen.update(into: canvas)
        surface.flush()

        let whole = CairoSurface(width: 360, height: 240)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        let line = view.caretRect?.height ?? 0
        #expect(line > 0 && damage.bounds.height <= line + 6, "damage \(damage.bounds) for a line of \(line)")
        // A left-to-right line's damage stops where its text ends; a right-to-left one's spans the view.
        if edit == .typeIntoArabic { #expect(damage.bounds.width == 360) } else { #expect(damage.bounds.width < 300) }
        // In plain left-to-right text the pixels left of the edit stay, the view's border and ring among them.
        if edit.startsNearCaret { #expect(damage.bounds.minX > 40, "damage \(damage.bounds)") } else { #expect(damage.bounds.minX == 0) }
        if edit == .typeAtStartInTheMiddle { #expect(damage.bounds.minY > 40, "damage \(damage.bounds)") }
        var differing = 0
        for y in 0..<240 { for x in 0..<360 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
