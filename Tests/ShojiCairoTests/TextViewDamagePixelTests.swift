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
        /// A combining acute typed after the "q" (the "q" gets its accent), and an "x" typed after "q́".
        case typeAccent, typeAfterAccent
        var testDescription: String { rawValue }
        /// The line edited, from 0.
        var line: Int {
            switch self {
            case .typeAtStartOfFirstLine: 0
            case .typeInMiddle, .backspaceInMiddle, .typeLigature, .typeAccent, .typeAfterAccent: 4
            default: 3
            }
        }
        /// Starts left of the view's edge band (its border and focus ring): from near the caret on.
        var startsNearCaret: Bool { line == 4 }
    }

    /// A 360 × 240 screen filled by a text view with the keyboard focus, drawn with Pango.
    static func focusedTextView() -> (Screen, TextView) {
        let screen = Screen(size: Size(360, 240), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let view = TextView(frame: Rect(0, 0, 360, 240))
        view.textSystem = PangoTextSystem()
        window.addSubview(view)
        window.makeFirstResponder(view)
        return (screen, view)
    }

    /// The frame a key draws: the screen drawn, `beforeKey` run (to read where things are then), `key` sent,
    /// and its damage alone drawn. Gives that damage, and how many pixels of the frame differ from the
    /// whole screen drawn again.
    static func keyFrame(_ screen: Screen, _ key: KeyEvent, beforeKey: () -> Void = {}) -> (damage: Region, differing: Int) {
        let surface = CairoSurface(width: 360, height: 240)
        let canvas = CairoCanvas(surface: surface)
        screen.update(into: canvas)
        beforeKey()
        screen.send(.key(key))
        let damage = screen.update(into: canvas)
        surface.flush()
        let whole = CairoSurface(width: 360, height: 240)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        var differing = 0
        for y in 0..<240 { for x in 0..<360 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
        return (damage, differing)
    }

    @Test("A key redraws one line (only as far right as its text reaches, and in plain text from near the caret on), with the pixels a full redraw gives, neighbours' accents included",
          arguments: Edit.allCases)
    func keyRedrawsItsLine(edit: Edit) {
        let (screen, view) = Self.focusedTextView()
        // Marks above and below the lines around the edited one (Ǻ, ç, ẞ̣), and lines enough to fill the view.
        view.text = (1...40).map { i in
            i == 4 && edit == .typeIntoArabic ? "مرحبا بالعالم \(i)"
                : i % 2 == 0 ? "Ǻngström çà ẞ̣ line \(i)" : "Line \(i): the quick brown fox"
        }.joined(separator: "\n")
        let lines = view.text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let lineStart = lines.prefix(edit.line).reduce(0) { $0 + $1.count + 1 }
        let caret = switch edit {
        case .typeAtStart, .typeAtStartOfFirstLine, .typeAtStartInTheMiddle: lineStart
        case .typeInMiddle, .backspaceInMiddle, .typeLigature, .typeAccent, .typeAfterAccent: lineStart + 13   // "Line 5: the q|uick"
        default: lineStart + lines[edit.line].count
        }
        view.selectedRange = caret..<caret
        if edit == .typeAtStartInTheMiddle { view.setContentOffset(Point(0, view.contentOffset.y - 100)) }
        if edit == .typeLigature {
            screen.send(.key(KeyEvent(.character("f"), text: "f")))
        }
        if edit == .typeAfterAccent {
            screen.send(.key(KeyEvent(.character("\u{301}"), text: "\u{301}")))
        }
        let key = switch edit {
        case .backspaceAtEnd, .backspaceInMiddle: KeyEvent(.backspace)
        case .typeLigature: KeyEvent(.character("i"), text: "i")
        case .typeAccent: KeyEvent(.character("\u{301}"), text: "\u{301}")
        default: KeyEvent(.character("x"), text: "x")
        }
        let (damage, differing) = Self.keyFrame(screen, key)
        let line = view.caretRect?.height ?? 0
        #expect(line > 0 && damage.bounds.height <= line + 6, "damage \(damage.bounds) for a line of \(line)")
        // A left-to-right line's damage stops where its text ends; a right-to-left one's is its text, at the right.
        #expect(damage.bounds.width < 300, "damage \(damage.bounds)")
        if edit == .typeIntoArabic { #expect(damage.bounds.maxX == 360 && damage.bounds.minX > 100, "damage \(damage.bounds)") }
        // In plain left-to-right text the pixels left of the edit stay, the view's border and ring among them.
        if edit.startsNearCaret { #expect(damage.bounds.minX > 40, "damage \(damage.bounds)") }
        else if edit != .typeIntoArabic { #expect(damage.bounds.minX == 0) }
        if edit == .typeAtStartInTheMiddle { #expect(damage.bounds.minY > 40, "damage \(damage.bounds)") }
        #expect(differing == 0)
    }

    /// A key in a centred or right-aligned line moves the line's text: the damage is that text before and
    /// after, not the view's width of the line.
    enum AlignedEdit: String, CaseIterable, CustomTestStringConvertible {
        case centreTypeAtStart, centreBackspaceAtEnd, rightTypeAtStart, rightTypeAtEnd, rightBackspaceLastLetter
        /// "Line 4: the q|uick brown fox", right-aligned: a letter typed there, and the "q" deleted.
        case rightTypeInMiddle, rightBackspaceInMiddle
        var testDescription: String { rawValue }
        var alignment: TextAlignment { rawValue.hasPrefix("centre") ? .center : .trailing }
        /// Right-aligned, before the line's end: the text after the edit stays, and so does the view's right
        /// edge (its border, focus ring and scroll indicator).
        var leavesTheRightEdge: Bool { self == .rightTypeAtStart || self == .rightTypeInMiddle || self == .rightBackspaceInMiddle }
    }

    @Test("In a centred or right-aligned line a key redraws the line's text before and after, with the pixels a full redraw gives",
          arguments: AlignedEdit.allCases)
    func keyInAlignedLine(edit: AlignedEdit) {
        let (screen, view) = Self.focusedTextView()
        view.alignment = edit.alignment
        view.text = (1...40).map { $0 == 4 && edit == .rightBackspaceLastLetter ? "x" : "Line \($0): the quick brown fox" }
            .joined(separator: "\n")
        let lines = view.text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineStart = lines.prefix(3).reduce(0) { $0 + $1.count + 1 }
        let atEnd = edit == .centreBackspaceAtEnd || edit == .rightTypeAtEnd || edit == .rightBackspaceLastLetter
        let inMiddle = edit == .rightTypeInMiddle || edit == .rightBackspaceInMiddle
        let caret = atEnd ? lineStart + lines[3].count : inMiddle ? lineStart + 13 : lineStart
        view.selectedRange = caret..<caret
        let typed = edit == .centreTypeAtStart || edit == .rightTypeAtStart || edit == .rightTypeAtEnd || edit == .rightTypeInMiddle
        let (damage, differing) = Self.keyFrame(screen, typed ? KeyEvent(.character("x"), text: "x") : KeyEvent(.backspace))
        let line = view.caretRect?.height ?? 0
        #expect(line > 0 && damage.bounds.height <= line + 6, "damage \(damage.bounds) for a line of \(line)")
        // The line's text is ~190 points wide: its damage is that and a line's height either side, clear of
        // the view's left edge (its border and focus ring).
        #expect(damage.bounds.width < 300 && damage.bounds.minX > 40, "damage \(damage.bounds)")
        // The text ends 8 points from the view's right edge: a key before its end stops a line's height
        // right of the edit ("Line 4: the q" is ~90 points of the ~190).
        if edit.leavesTheRightEdge { #expect(damage.bounds.maxX < 300, "damage \(damage.bounds)") }
        #expect(differing == 0)
    }

    /// Wrapped paragraphs of 30-letter words, one a line (each line has room for a few more letters), in
    /// the middle one: a letter typed or deleted inside a word, or the space between two words deleted.
    enum WrappedEdit: String, CaseIterable, CustomTestStringConvertible {
        case typeInWord, backspaceInWord, typeAtWordStart, backspaceJoiningTwoLines
        var testDescription: String { rawValue }
    }

    @Test("In a wrapped paragraph a key redraws the line it is typed in and its neighbours when the lines still break where they did, else the paragraph, with the pixels a full redraw gives",
          arguments: WrappedEdit.allCases)
    func keyInWrappedParagraph(edit: WrappedEdit) {
        let (screen, view) = Self.focusedTextView()
        let words = (0..<6).map { k in String(repeating: ["abcde", "fghij", "klmno", "pqrst", "uvwxy", "zabcd"][k], count: 6) }
        let paragraph = "Intro " + words.joined(separator: " ")
        view.text = ["Line 1: the quick brown fox", paragraph, paragraph, "The end"].joined(separator: "\n")
        // The second paragraph's third word: "Intro " + two words and their spaces before it.
        let wordStart = 28 + 6 + 31 * 2
        let caret = switch edit {
        case .typeInWord, .backspaceInWord: wordStart + 15
        case .typeAtWordStart, .backspaceJoiningTwoLines: wordStart
        }
        view.selectedRange = caret..<caret
        var line = 0.0, paragraphTop = 0.0
        let key = edit == .backspaceInWord || edit == .backspaceJoiningTwoLines ? KeyEvent(.backspace) : KeyEvent(.character("x"), text: "x")
        let (damage, differing) = Self.keyFrame(screen, key) {
            line = view.caretRect?.height ?? 0
            paragraphTop = view.caretRect?.minY ?? 0
        }
        #expect(line > 0)
        // The paragraph is six lines, about 105 points.
        switch edit {
        case .backspaceJoiningTwoLines:
            // Sixty letters do not fit a line: the paragraph breaks anew from the joined word on.
            #expect(damage.bounds.height > 4 * line, "damage \(damage.bounds) for a line of \(line)")
        case .typeInWord, .backspaceInWord:
            // The line typed in, and the one above and below it.
            #expect(damage.bounds.height <= 3 * line + 2 && damage.bounds.minY >= paragraphTop - line - 2,
                    "damage \(damage.bounds) for a line of \(line)")
        case .typeAtWordStart:
            // At a line's start the edit touches the line before it too (where a wrapped line ends).
            #expect(damage.bounds.height <= 4 * line + 2, "damage \(damage.bounds) for a line of \(line)")
        }
        #expect(differing == 0)
    }
}
