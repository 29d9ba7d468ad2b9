import Testing
@testable import Shoji
@testable import ShojiCairo

/// A line of ASCII with tabs laid out from kept words and a glyph per tab (`WordShaping.tabbedLayout`,
/// `TabStops`) must be exactly Pango's layout of it: the same size, line, carets, hit tests, boundaries,
/// visual moves, selections (a box per item: a tab is an item of its own) and pixels.
@MainActor
@Suite("Lines with tabs are Pango's layouts")
struct TabbedLineTests {
    let system = PangoTextSystem()

    /// Tabs leading, between words, consecutive and trailing; text that reaches a stop short of a space,
    /// exactly a space before it, exactly at it and past it (body text, DejaVu Sans at 15 px: a stop every
    /// 40 px, a space and a "." 5 px, an "i" 4 px, so "......." ends a space before the first stop,
    /// "iiiiiiiii" less than a space before it and "........" on it; at 13 px an "i" is 4 px and a stop
    /// every 32 px); a line without letters; seeded random ASCII with tabs.
    nonisolated static let texts: [String] = {
        let line = "\tLine 42:\tthe quick brown fox\tjumps over\t\tthe lazy dog"
        var t = [line, "\t", "\t\t", "\t\t\tx", "a\tb", "x\t", "a \t b", " \t ", "1\t2\t3", "#*\t0", "\t\tAV\tTo\tWa",
                 "iiiiii\tx", "iiiiiii\tx", "iiiiiiii\tx", "iiiiiiiii\tx", "iiiiiiiiiiiiiii\tx", "WWWWWWWWWWWWW\tend",
                 "office\tfluffy\taffine", "abcdefghijklmnop\tq", ".......\tx", "........\tx", ".......i\tx", "iiiiiiiii\tx", "iiiiiiiiii\tx", "...............\tx", "a\tbb\tccc\tdddd\teeeee\tffffff\tggggggg\thhhhhhhh\t."]
        for i in stride(from: 0, through: line.count, by: 4) {
            var s = line
            s.insert("x", at: s.index(s.startIndex, offsetBy: i))
            t.append(s)
        }
        var seed: UInt64 = 0x7AB5
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0..<40 {
            let n = Int(next() % 60) + 1
            t.append("\t" + String((0..<n).map { _ in
                switch next() % 6 {
                case 0: return "\t"
                case 1: return " "
                default: return Character(Unicode.Scalar(UInt8(0x21 + next() % 94)))
                }
            }))
        }
        return t
    }()

    nonisolated static let styles: [TextStyle] = [.body, .headline, TextStyle(size: 13, weight: .medium),
                                                  TextStyle(family: "DejaVu Serif", size: 14),
                                                  TextStyle(wrapping: .wrap), TextStyle(wrapping: .wrap, alignment: .center),
                                                  TextStyle(wrapping: .wrap, alignment: .trailing)]
    nonisolated static let widths: [Double] = [2000, 1999.37, 613]

    func both(_ text: String, _ style: TextStyle, width: Double? = nil) -> (fast: MixedScriptLayout?, pango: PangoTextLayout) {
        (system.layout(text, style: style, width: width) as? MixedScriptLayout,
         PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily))
    }

    @Test("Every answer an editor asks is Pango's, for every text and style", arguments: styles, [false, true])
    func answers(style: TextStyle, editing: Bool) throws {
        if editing { system.prepareForEditing(style) }
        for text in TestDepth.share(Self.texts, every: 3, salt: Self.styles.firstIndex(of: style)! * 2 + (editing ? 1 : 0)) {
          let widths: [Double?] = style.wrapping == .wrap ? Self.widths : [nil]
          for width in widths {
            let (f, p) = both(text, style, width: width)
            // Wider than the width: Pango wraps it (`fallbacks`).
            if let width, f == nil, p.lineCount > 1 || p.size.width > width { continue }
            let fast = try #require(f, "not made from kept words: \(text.debugDescription)")
            LayoutComparison.expectSameAnswers(fast, p, text: text) { n in
                [(0, n), (0, n / 2), (n / 3, n), (n / 4, 3 * n / 4), (1, 2), (n - 2, n - 1)]
            }
          }
        }
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin")
    func pixels() throws {
        let aligned: [(TextStyle, Double?)] = [(.body, nil), (TextStyle(wrapping: .wrap, alignment: .center), 400),
                                               (TextStyle(wrapping: .wrap, alignment: .trailing), 399.4)]
        for text in TestDepth.share(Array(Self.texts.prefix(36)), every: 3) {
          for (style, width) in aligned {
            let (f, p) = both(text, style, width: width)
            if let width, f == nil, p.lineCount > 1 || p.size.width > width { continue }
            let fast = try #require(f, "not made from kept words: \(text.debugDescription)")
            for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(3, 4)), (1.0, Point(2.25, 5.5)), (2.0, Point(0.3, 1.7))] {
                let w = Int((p.logicalOrigin.x + p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                let a = LayoutComparison.pixels(of: fast, width: w, height: h, scale: scale, origin: origin)
                let b = LayoutComparison.pixels(of: p, width: w, height: h, scale: scale, origin: origin)
                #expect(a == b, "\(text.debugDescription) at scale \(scale), origin \(origin)")
            }
          }
        }
    }

    @Test("Pango lays out tabs the kept words do not: beside Japanese, wrapped, wider than the width")
    func fallbacks() {
        #expect(system.layout("a\tb", style: .body, width: nil) is MixedScriptLayout)
        #expect(system.layout("a\tいろは", style: .body, width: nil) is PangoTextLayout)
        #expect(system.layout("いろは\ta", style: .body, width: nil) is PangoTextLayout)
        #expect(system.layout("a\tb c d e f", style: TextStyle(wrapping: .wrap), width: 30) is PangoTextLayout)
        #expect(system.layout("a\tb", style: TextStyle(wrapping: .truncate), width: 20) is PangoTextLayout)
    }

    @Test("Typing, deleting, spacing and tabbing at random, one edit after another: each line is Pango's")
    func edits() throws {
        system.prepareForEditing(.body)
        var text = Array("\tLine 7:\tthe quick brown fox\tjumps".utf8)
        var seed: UInt64 = 0x7AB1
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        for _ in 0..<TestDepth.rounds(400, smoke: 150) {
            let at = next(text.count + 1)
            switch next(5) {
            case 0 where !text.isEmpty: text.remove(at: min(at, text.count - 1))
            case 1: text.insert(0x20, at: at)
            case 2: text.insert(0x09, at: at)
            default: text.insert(UInt8(0x21 + next(94)), at: at)
            }
            if text.isEmpty { text = [0x09] }
            let s = String(decoding: text, as: UTF8.self)
            let fast = try #require(system.layout(s, style: .body, width: nil) as? MixedScriptLayout, "\(s.debugDescription)")
            let pango = PangoTextLayout(context: system.context, text: s, style: .body, width: nil, defaultFamily: system.defaultFamily)
            #expect(fast.size == pango.size, "\(s.debugDescription)")
            let carets = (0...text.count).allSatisfy { fast.caretRects(at: $0) == pango.caretRects(at: $0) }
            #expect(carets, "\(s.debugDescription)")
            let n = text.count
            #expect(fast.selectionRects(for: n / 4..<n) == pango.selectionRects(for: n / 4..<n), "\(s.debugDescription)")
        }
    }

    @Test("A key in a text view of tabbed lines makes no Pango layout and shapes at most the word typed",
          arguments: [TextAlignment.leading, .center, .trailing])
    func typingMakesNoPangoLayout(alignment: TextAlignment) {
        let text = (1...200).map { "\tLine \($0):\tthe quick\tbrown fox\t\tjumps over the lazy dog" }.joined(separator: "\n")
        let scene = TypingScene(text: text, size: Size(800, 400))
        scene.view.alignment = alignment
        scene.focus()
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }
        let layouts = TextWork.pangoLayouts, shaped = TextWork.shapedWords
        for _ in 1...20 { scene.typeKey() }
        #expect(TextWork.pangoLayouts == layouts, "\(alignment): Pango laid out \(TextWork.pangoLayouts - layouts) lines")
        #expect(TextWork.shapedWords - shaped <= 20)
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 25) + "\tLine 1:\t"))
    }
}
