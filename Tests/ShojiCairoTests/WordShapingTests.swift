import Testing
@testable import Shoji
@testable import ShojiCairo

/// A line of ASCII laid out from words shaped once each (`WordShaping`) must be exactly Pango's layout of
/// it: the same glyphs, size, line, carets, hit tests, boundaries, visual moves, selections and pixels.
/// Each text below is laid out both ways and every answer compared; a difference anywhere fails.
@MainActor
@Suite("Word-shaped lines are Pango's layouts")
struct WordShapingTests {
    let system = PangoTextSystem()

    /// The typing benchmark's line with an "x" typed at each place, hard cases for kerning, ligatures and
    /// punctuation, spaces leading, trailing and doubled, text without letters, and seeded random ASCII.
    nonisolated static let texts: [String] = {
        let line = "Line 42: the quick brown fox jumps over the lazy dog"
        var t = [line, "x", " ", "   ", "a  b", " lead", "trail ", "AV To Wa LT Yo P. F, \"A\" 'V'", "office fluffy affine waffle",
                 "12:30 -> 4.5% (#1) *ok*", "123 456", "#*0", "--==++", "~`!@#$%^&*()_+{}|:\"<>?[]\\;',./",
                 "iiiii WWWWW mmm ... ,,,",
                 // Whole pixels wide (4 px an "i" in DejaVu Sans at 13 px): a centred line in a whole-pixel
                 // width (613) lies half a pixel off, which Pango rounds.
                 "iii", "iiiii"]
        for i in stride(from: 0, through: line.count, by: 5) {
            var s = line
            s.insert("x", at: s.index(s.startIndex, offsetBy: i))
            t.append(s)
        }
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0..<60 {
            let n = Int(next() % 70) + 1
            t.append(String((0..<n).map { _ in next() % 4 == 0 ? " " : Character(Unicode.Scalar(UInt8(0x21 + next() % 94))) }))
        }
        return t
    }()

    nonisolated static let styles: [TextStyle] = [.body, .headline, TextStyle(size: 13, weight: .medium), TextStyle(wrapping: .wrap),
                                                  TextStyle(wrapping: .wrap, alignment: .center), TextStyle(wrapping: .wrap, alignment: .trailing)]
    /// Widths the lines are laid out in: fractional and whole (a centred line's offset is rounded to a
    /// pixel only when both its width and the layout's are whole pixels).
    nonisolated static let widths: [Double] = [2000, 1999.37, 613]

    func both(_ text: String, _ style: TextStyle, width: Double? = nil) -> (fast: WordShapedLayout?, pango: PangoTextLayout) {
        (system.layout(text, style: style, width: width) as? WordShapedLayout,
         PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily))
    }

    @Test("Every answer an editor asks is Pango's, for every text and style, words shaped or made from pairs",
          arguments: styles, [false, true])
    func answers(style: TextStyle, editing: Bool) throws {
        if editing { system.prepareForEditing(style) }
        for text in TestDepth.share(Self.texts, every: 3, salt: Self.styles.firstIndex(of: style)! * 2 + (editing ? 1 : 0)) {
          let widths: [Double?] = style.wrapping == .wrap ? Self.widths : [nil]
          for width in widths {
            let (f, p) = both(text, style, width: width)
            let fast = try #require(f, "not word-shaped: \(text)")
            LayoutComparison.expectSameAnswers(fast, p, text: text) { n in [(0, n), (0, n / 2), (n / 3, n), (n / 4, 3 * n / 4)] }
          }
        }
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin", arguments: [false, true])
    func pixels(editing: Bool) throws {
        if editing { system.prepareForEditing(.body) }
        let aligned: [(TextStyle, Double?)] = [(.body, nil), (TextStyle(wrapping: .wrap, alignment: .center), 400),
                                               (TextStyle(wrapping: .wrap, alignment: .trailing), 399.4)]
        for text in TestDepth.share(Array(Self.texts.prefix(30)), every: 3, salt: editing ? 1 : 0) {
          for (style, width) in aligned {
            let (f, p) = both(text, style, width: width)
            // Wider than an aligned line's width: Pango wraps it (`answers` checks the words lay out the rest).
            if let width, f == nil, p.lineCount > 1 || p.size.width > width { continue }
            let fast = try #require(f, "not word-shaped: \(text)")
            for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(3, 4)), (1.0, Point(2.25, 5.5)), (2.0, Point(0.3, 1.7))] {
                let w = Int((p.logicalOrigin.x + p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                func draw(_ l: TextLayout) -> [UInt32] {
                    LayoutComparison.pixels(of: l, width: w, height: h, scale: scale, origin: origin)
                }
                let a = draw(fast), b = draw(p)
                let same = a == b
                #expect(same, "\(text) at scale \(scale), origin \(origin)")
                #expect(b.contains { $0 != 0xFFFF_FFFF } || text.allSatisfy { $0 == " " }, "nothing drawn: \(text)")
            }
          }
        }
    }

    @Test("Pango lays out what the words cannot: other scripts, and aligned lines wider than the width")
    func fallbacks() {
        let line = "Line 42: the quick brown fox jumps over the lazy dog"
        let full = system.layout(line, style: .body, width: nil)
        #expect(full is WordShapedLayout)
        // One Pango unit narrower than the line: Pango wraps it, so the words do not lay it out.
        let exact = Double((full as! WordShapedLayout).width) / 1024
        #expect(system.layout(line, style: TextStyle(wrapping: .wrap), width: exact) is WordShapedLayout)
        // Wrapped, its words make the lines (`WordWrappingTests`).
        #expect(system.layout(line, style: TextStyle(wrapping: .wrap), width: exact - 1.0 / 1024) is WordWrappedLayout)
        #expect(system.layout(line, style: TextStyle(wrapping: .truncate), width: 100) is PangoTextLayout)
        #expect(system.layout("café", style: .body, width: nil) is MixedScriptLayout)   // `MixedScriptTests`
        #expect(system.layout("cafe\u{301}", style: .body, width: nil) is MixedScriptLayout)   // `AccentedLatinTests`
        #expect(system.layout("cafe \u{301}", style: .body, width: nil) is PangoTextLayout)
        #expect(system.layout("日本語 and English", style: .body, width: nil) is MixedScriptLayout)   // `MixedScriptTests`
        #expect(system.layout("한국어 and English", style: .body, width: nil) is PangoTextLayout)
        #expect(system.layout("a\tb", style: .body, width: nil) is MixedScriptLayout)   // `TabbedLineTests`
        #expect(system.layout("", style: .body, width: nil) is PangoTextLayout)
        // Centred and right-aligned lines that fit are the words' (at Pango's offset: `answers`); wider, the
        // words' wrapped lines (`WordWrappingTests`).
        #expect(system.layout(line, style: TextStyle(alignment: .center), width: 900) is WordShapedLayout)
        #expect(system.layout(line, style: TextStyle(wrapping: .wrap, alignment: .trailing), width: exact - 1.0 / 1024) is WordWrappedLayout)
        #expect(system.layout(line, style: TextStyle(alignment: .center), width: nil) is WordShapedLayout)
    }

    @Test("A word typed again is shaped once: the second line made of the same words shapes nothing")
    func cache() throws {
        let a = try #require(system.layout("the quick brown fox", style: .body, width: nil) as? WordShapedLayout)
        let shaped = a.script.shapedWordCount
        _ = system.layout("fox brown quick the", style: .body, width: nil)
        #expect(a.script.shapedWordCount == shaped)
        _ = system.layout("fox brown quick thex", style: .body, width: nil)
        #expect(a.script.shapedWordCount == shaped + 1)
    }

    @Test("Editing readies the font's pairs: a new word is made from them, not shaped; a word with a ligature is Pango's")
    func pairs() throws {
        system.prepareForEditing(.body)
        let a = try #require(system.layout("the quick brown fox", style: .body, width: nil) as? WordShapedLayout)
        #expect(a.script.kerning != nil)   // DejaVu Sans: pairs alone, but for ff, fi and fl
        let shaped = a.script.shapedWordCount, made = a.script.pairKernedWordCount
        let typed = try #require(system.layout("the quick brown foxes AVAWAY", style: .body, width: nil) as? WordShapedLayout)
        #expect(a.script.shapedWordCount == shaped && a.script.pairKernedWordCount == made + 2)
        let pango = PangoTextLayout(context: system.context, text: typed.text, style: .body, width: nil, defaultFamily: system.defaultFamily)
        #expect(typed.size == pango.size && (0...typed.text.count).allSatisfy { typed.caretRects(at: $0).strong == pango.caretRects(at: $0).strong })
        _ = system.layout("the quick office", style: .body, width: nil)
        #expect(a.script.shapedWordCount == shaped + 1 && a.script.pairKernedWordCount == made + 2)
    }

    @Test("The pairs are read off one string holding every ordered pair once")
    func deBruijn() {
        let s = PairKerning.deBruijn(94)
        #expect(s.count == 94 * 94)
        let pairs = Set((0..<s.count).map { s[$0] * 94 + s[($0 + 1) % s.count] })
        #expect(pairs.count == 94 * 94)
    }

    @Test("Typing, deleting and spacing at random, one edit after another: each line is Pango's", arguments: [false, true])
    func edits(editing: Bool) throws {
        if editing { system.prepareForEditing(.body) }
        var text = Array("Line 7: the quick brown fox jumps over the lazy dog".utf8)
        var seed: UInt64 = 0xED17
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        for _ in 0..<TestDepth.rounds(400, smoke: 150) {
            let at = next(text.count + 1)
            switch next(4) {
            case 0 where !text.isEmpty: text.remove(at: min(at, text.count - 1))
            case 1: text.insert(0x20, at: at)
            default: text.insert(UInt8(0x21 + next(94)), at: at)
            }
            if text.isEmpty { text = [0x61] }
            let s = String(decoding: text, as: UTF8.self)
            let fast = try #require(system.layout(s, style: .body, width: nil) as? WordShapedLayout, "\(s)")
            let pango = PangoTextLayout(context: system.context, text: s, style: .body, width: nil, defaultFamily: system.defaultFamily)
            #expect(fast.size == pango.size, "\(s)")
            let carets = (0...text.count).allSatisfy { fast.caretRects(at: $0) == pango.caretRects(at: $0) }
            #expect(carets, "\(s)")
        }
    }
}
