import CPango
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A line of ASCII and Japanese laid out from runs kept per item (`MixedScriptLayout`) must be exactly
/// Pango's layout of it: the same items, size, line, carets, hit tests, boundaries (grapheme and word moves
/// over Japanese), visual moves, selections and pixels. Each text is laid out both ways and every answer
/// compared; text the model does not know must be Pango's.
@MainActor
@Suite("Lines mixing ASCII and Japanese are Pango's layouts")
struct MixedScriptTests {
    let system = PangoTextSystem()

    /// The typing benchmark's mixed line with an "x" typed at each place, every kind of item next to every
    /// other, spaces after Japanese (they join its item), Japanese alone, and seeded random mixes.
    nonisolated static let texts: [String] = {
        let line = "Line 42: the quick brown fox jumps over the lazy dog, いろはにほへと"
        var t = [line,
                 // Starting in Japanese: the Latin-font items raised onto the ideographic baseline.
                 "いろは", "日本語", "いろはabc", "日本のテキスト", "いろは abc", "いろは, abc", "いろは 123", "いろは、abc", "カタカナー",
                 "カタカナ Line 42: the quick brown fox, いろは 12", " 日本 x", "  ほ 1 a", "漢字 AVAV 1, カ ×2 ほ", "いろは é",
                 "aいろは", "a日本語", "A カタカナ", "L 日本のテキスト", "abcいろは", "xいろはabc", "x いろは abc", "x いろは  abc def",
                 "abc いろは def", "Line 1, 日本語です", "abc (いろは", "The quick brown fox 0123 いろはにほへと",
                 "office 漢字 fluffy カタカナ AV Wa", "x いろは ", "x 日本 いろ", "a 日本語 b ひらがな c カタカナ d",
                 "12 x 日本", "iii 日本", "AVAV いろは AVAV", "x日",
                 // Accented Latin-1 letters, with and without Japanese.
                 "café", "Ça va, très bien; naïve façade", "Über Straße ÀÉÎÕÜ àéîõü ÿ", "é", "café いろは crème", "x日本 éa",
                 // Digits and punctuation after Japanese (an item in the Latin font, taking the spaces before
                 // it), Japanese punctuation after Japanese (its item), × and ÷.
                 "abc いろは, def", "abc いろは 123", "abc いろは. def", "abc いろは、def", "abc カタカナー def", "abc いろは×b",
                 "x 日本 12 ほ", "x ほ 1 ほ", "x ほ 1 カ", "x ほ 12 、", "x ほ！？，．：；〜〃々", "x ほ ゛゜", "x ほ、 abc", "x ほ 、abc",
                 "x いろは  123 ", "Line 1, いろはにほへと。", "Line 2: 東京タワー、333 m", "x 2×3 ほ ÷ 4", "a 人々と〇", "x ほ:1",
                 "x ほ 1 a", "café 日本、1 crème", "×abc いろは", "a 日本語 1. カタカナ 2! ひらがな 3?", "Tokyo 東京 !", "x ほ  ",
                 // Brackets (a closing one takes the script of its opening one; CJK ones in the CJK font) and
                 // the ideographic space (a space to the font choice).
                 "abc いろは「x」", "いろは「カタカナ」です", "abc いろは\u{3000}x", "いろは\u{3000}abc", "\u{3000}いろは", "ほ\u{3000}1",
                 "x ほ「a」b", "x ほ『a』「b」", "x ほ「」", "x ほ」a", "x ほ（a", "x ほ) a", "x ほ (a) b",
                 "x ほ ]a", "x 日本 (1) ほ", "ほ, (a)", "カ （1）", "【日本】abc", "「いろは」 abc", "a (ほ) b", "abc (いろは) def",
                 "いろは (abc)", "x ほ [1]", "abc いろは (1)", "a ほ 1) b", "a ほ<1>", "a ほ{", "abc ほ (a) b",
                 "x ほ〈カ〉《日》〔ほ〕【x】 y", "x ほ {a [b (c) d] e} f", "x ほ ((((a", "x ほ a)))", "(x) ほ", "x ほ\u{3000}\u{3000}a",
                 "（日本）x", "【日本 abc】x", "「いろは abc」 1", "x ほ「カ（日）」a", "\u{3000}\u{3000}「カ」 1", "Line 1: いろは「東京」（2）\u{3000}カタカナ (a)"]
        for i in stride(from: 0, through: line.unicodeScalars.count, by: 3) {
            var s = line.unicodeScalars.map(String.init)
            s.insert("x", at: i)
            t.append(s.joined())
            // Kanji in place of the "x", and "、" after it.
            if i > 0 { s[i] = "日"; t.append(s.joined()); s.insert("、", at: i + 1); t.append(s.joined()) }
        }
        let japanese = Array("いろはにほへとちりぬるをカタカナテキスト日本語漢字文字")
        var seed: UInt64 = 0x3A1C
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0..<40 {
            var s = "L"
            for _ in 0..<Int(next() % 40) {
                switch next() % 6 {
                case 0: s.append(" ")
                case 1, 2: s.append(japanese[Int(next() % UInt64(japanese.count))])
                default: s.append(Character(Unicode.Scalar(UInt8(0x61 + next() % 26))))
                }
            }
            if !s.unicodeScalars.contains(where: { $0.value > 0x7F }) { s += " 日" }
            t.append(s)
        }
        // And with digits, punctuation (no brackets) and Japanese punctuation.
        let punctuation = Array("0123456789.,:;!?-/×÷、。ー・！？")
        for _ in 0..<40 {
            var s = "L"
            for _ in 0..<Int(next() % 40) {
                switch next() % 8 {
                case 0: s.append(" ")
                case 1, 2: s.append(japanese[Int(next() % UInt64(japanese.count))])
                case 3, 4: s.append(punctuation[Int(next() % UInt64(punctuation.count))])
                default: s.append(Character(Unicode.Scalar(UInt8(0x61 + next() % 26))))
                }
            }
            // Japanese punctuation after Latin is Pango's (`edges`): only after Japanese here.
            var kept = ""
            for c in s {
                if "、。ー・！？".contains(c), let last = kept.last(where: { $0 != " " }), last.isASCII || "×÷".contains(last) { continue }
                kept.append(c)
            }
            t.append(kept + " 日")
        }
        return t
    }()

    /// The UI's styles, and families named outright (their kana and kanji come from fontconfig's fallback,
    /// as the fonts scene shows them).
    nonisolated static let styles: [TextStyle] = [.body, .headline, TextStyle(size: 13, weight: .medium),
                                                  TextStyle(family: "DejaVu Serif", size: 14), TextStyle(family: "Nimbus Mono PS", size: 12),
                                                  TextStyle(wrapping: .wrap, alignment: .center), TextStyle(wrapping: .wrap, alignment: .trailing)]
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
            let fast = try #require(f, "not made from kept runs: \(text)")
            LayoutComparison.expectSameAnswers(fast, p, text: text) { n in [(0, n), (0, n / 2), (n / 3, n), (n / 4, 3 * n / 4), (n - 3, n - 1), (1, 2)] }
          }
        }
    }

    @Test("Word and grapheme moves over Japanese are Pango's: boundaries at every place")
    func wordMoves() throws {
        let text = "Line 1: 日本語のテキスト and かな カタカナ"
        let (f, p) = both(text, .body)
        let fast = try #require(f)
        #expect(fast.boundaries == p.boundaries)
        #expect(fast.boundaries.contains { $0.contains(.wordStart) })
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin")
    func pixels() throws {
        let aligned: [(TextStyle, Double?)] = [(.body, nil), (TextStyle(wrapping: .wrap, alignment: .center), 700),
                                               (TextStyle(wrapping: .wrap, alignment: .trailing), 699.4)]
        for text in TestDepth.share(Array(Self.texts.prefix(40)), every: 3) {
          for (style, width) in aligned {
            let (f, p) = both(text, style, width: width)
            let fast = try #require(f, "not made from kept runs: \(text)")
            for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(3, 4)), (1.0, Point(2.25, 5.5)), (2.0, Point(0.3, 1.7))] {
                let w = Int((p.logicalOrigin.x + p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                func draw(_ l: TextLayout) -> [UInt32] {
                    LayoutComparison.pixels(of: l, width: w, height: h, scale: scale, origin: origin)
                }
                let a = draw(fast), b = draw(p)
                let same = a == b
                #expect(same, "\(text) at scale \(scale), origin \(origin)")
                #expect(b.contains { $0 != 0xFFFF_FFFF }, "nothing drawn: \(text)")
            }
          }
        }
    }

    @Test("Pango lays out what the model does not know: CJK brackets or punctuation after Latin, digits before the first kana, other scripts")
    func fallbacks() {
        // No letter first but not only spaces, brackets after Japanese, other characters.
        for text in ["123 いろは", "1 いろは abc", "1「いろは」", "日本語 ﻿", "abc\tいろは", "cafe\u{301} いろは", "2 × 3", "한국어 abc",
                     "いろは 😀", "abc ゛", "abc、いろは", "abc「x」", "x 「ほ」", "abc\u{3000}def", "\u{3000}abc", "ほ « a »",
                     "x ほ " + String(repeating: "(", count: 130) + "a"] {
            let layout = system.layout(text, style: .body, width: nil)
            // After a Latin word and a space, the rest is Pango's layout kept (`TailedLineTests`): exactly Pango's.
            if let tailed = layout as? TailedLineLayout {
                let pango = PangoTextLayout(context: system.context, text: text, style: .body, width: nil, defaultFamily: system.defaultFamily)
                LayoutComparison.expectSameAnswers(tailed, pango, text: text) { n in [(0, n), (1, n - 1)] }
                continue
            }
            #expect(layout is PangoTextLayout, "\(text)")
        }
        // Wider than its width: Pango wraps it.
        #expect(system.layout("Line 1: the quick brown fox, いろはにほへと", style: TextStyle(wrapping: .wrap), width: 100) is PangoTextLayout)
        #expect(system.layout("Line 1: the quick brown fox, いろはにほへと", style: TextStyle(wrapping: .wrap), width: 1000) is MixedScriptLayout)
    }

    /// Texts at the model's edges, each just past one of its rules: whatever the system makes of them must
    /// answer as Pango's layout does (they are Pango's now; with a rule taken out, the words' answers differ).
    nonisolated static let edges: [String] = [
        "いろはabc", "いろは abc def", "日本語 and English",        // starting in Japanese: the ideographic baseline, Latin raised
        "123 いろは abc", "(いろは) abc",                        // no letter before the first Japanese character
        "abc ほ (a) b", "a (ほ) b", "a ほ 1) b", "a ほ<1>", "a ほ{",   // a bracket after Japanese (the paired stack)
        "abc、いろは", "abc 、 いろは", "abc ゛ def", "a ー",         // Japanese punctuation after Latin
        "abc いろは「x」", "abc いろは（1）",                        // Japanese brackets, paired
        "abc いろは\u{3000}x", "abc ほ\u{3000}1",                 // the ideographic space, a space
        "cafe\u{301} いろは", "×いろは abc", "1、いろは a", "1 いろは abc", // a combining accent; no letter first
        "、いろは abc", "ー abc",                                   // Japanese punctuation first
        "abc「x」", "x 「ほ」", "1「いろは」", "x ほ「a（b）c」d", "x 〈ほ〉 y", "abc\u{3000}def", "\u{3000}abc", // CJK brackets after Latin; U+3000 in Latin
        "x ほ " + String(repeating: "(", count: 130) + "a",          // deeper than Pango's bracket stack
    ]

    @Test("Texts just past each of the model's rules are laid out as Pango lays them out", arguments: [nil, 60.0])
    func edgesArePangos(width: Double?) throws {
        let style = width == nil ? TextStyle.body : TextStyle(wrapping: .wrap)
        for text in Self.edges + (width == nil ? [] : ["Line 1: the quick brown fox, いろはにほへと"]) {
            let layout = system.layout(text, style: style, width: width)
            let fast = try #require(layout as? EditableTextLayout)
            let pango = PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily)
            #expect(layout.size == pango.size && fast.lines == pango.lines, "\(text)")
            LayoutComparison.expectSameCarets(fast, pango, count: text.unicodeScalars.count, text)
            let w = Int(pango.size.width + 10), h = Int(pango.size.height + 10)
            let same = LayoutComparison.pixels(of: layout, width: w, height: h, scale: 1, origin: Point(2, 3))
                == LayoutComparison.pixels(of: pango, width: w, height: h, scale: 1, origin: Point(2, 3))
            #expect(same, "\(text): pixels")
        }
    }

    @Test("Canonically equivalent texts get layouts of their own scalars: é, and e with a combining accent")
    func equivalentTexts() {
        let composed = system.layout("café いろは", style: .body, width: nil)
        let decomposed = system.layout("cafe\u{301} いろは", style: .body, width: nil)
        #expect(composed.text.unicodeScalars.count == 8 && decomposed.text.unicodeScalars.count == 9)
        #expect(composed is MixedScriptLayout && decomposed is PangoTextLayout)
    }

    /// Pango's items of its layout of `text` (one line): their bytes, scripts and fonts.
    static func pangoItems(_ pango: PangoTextLayout) -> [String] {
        guard let line = pango_layout_get_lines_readonly(pango.layout)?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self)
        else { return [] }
        var items: [String] = []
        var run = line.pointee.runs
        while let r = run {
            let item = r.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!.pointee
            items.append("\(item.offset)..<\(item.offset + item.length) \(item.analysis.script) \(UInt(bitPattern: item.analysis.font))")
            run = r.pointee.next
        }
        return items
    }

    /// The same of a layout made from kept runs.
    static func keptItems(_ fast: MixedScriptLayout) -> [String] {
        fast.runs.map { "\($0.start)..<\($0.end) \($0.script.analysis.script) \(UInt(bitPattern: $0.script.analysis.font))" }
    }

    @Test("The model's items are Pango's items (bytes, script, font), for every text that it makes, and for the edges it makes")
    func items() throws {
        for text in Self.texts {
            let fast = try #require(system.layout(text, style: .body, width: nil) as? MixedScriptLayout, "\(text)")
            let pango = PangoTextLayout(context: system.context, text: text, style: .body, width: nil, defaultFamily: system.defaultFamily)
            #expect(Self.keptItems(fast) == Self.pangoItems(pango), "\(text)")
        }
        // Texts past the rules must not be made (or made as Pango makes them).
        for text in Self.edges {
            guard let fast = system.layout(text, style: .body, width: nil) as? MixedScriptLayout else { continue }
            let pango = PangoTextLayout(context: system.context, text: text, style: .body, width: nil, defaultFamily: system.defaultFamily)
            #expect(Self.keptItems(fast) == Self.pangoItems(pango), "\(text)")
        }
    }

    /// Seeded random lines of letters, kana, kanji, digits, ASCII and CJK brackets (unbalanced too), Japanese
    /// punctuation and both spaces.
    nonisolated static let bracketTexts: [String] = {
        let pieces = Array("ab いろカタ日本 1()[]{}<>「」『』（）【】〈〉\u{3000}、。".map(String.init))
        var seed: UInt64 = 0xB4AC
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        return (0..<300).map { _ in "L" + (0..<(next() % 30)).map { _ in pieces[next() % pieces.count] }.joined() }
    }()

    @Test("Random lines with brackets and ideographic spaces: every line the model makes has Pango's items and answers, in every style",
          arguments: styles)
    func randomBrackets(style: TextStyle) throws {
        var made = 0
        for (i, text) in Self.bracketTexts.enumerated() {
            let width: Double? = style.wrapping == .wrap ? 1999.37 : nil
            let (f, p) = both(text, style, width: width)
            guard let fast = f else { continue }
            made += 1
            #expect(Self.keptItems(fast) == Self.pangoItems(p), "\(text)")
            // Every line's items; the answers of one line in four (a different four in each style).
            guard TestDepth.keeps(i, every: 4, salt: Self.styles.firstIndex(of: style)!) else { continue }
            LayoutComparison.expectSameAnswers(fast, p, text: text) { n in [(0, n), (n / 3, n), (1, 2)] }
        }
        #expect(made >= 50, "only \(made) of \(Self.bracketTexts.count) made from kept runs")
    }

    @Test("Typing, deleting and spacing at random, one edit after another: each line is Pango's", arguments: [false, true])
    func edits(editing: Bool) throws {
        if editing { system.prepareForEditing(.body) }
        var text = Array("Line 7: the quick brown fox jumps over the lazy dog, いろはにほへと".unicodeScalars)
        // Letters mostly: punctuation or a digit after Japanese leaves the line to Pango until it goes.
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.,:0×".unicodeScalars)
        let japanese = Array("いろはにほへとカタカナ日本語漢字、ー".unicodeScalars)
        var seed: UInt64 = 0xED18
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        var made = 0
        let rounds = TestDepth.rounds(400, smoke: 150)
        for _ in 0..<rounds {
            let at = next(text.count + 1)
            switch next(6) {
            case 0 where text.count > 1: text.remove(at: min(at, text.count - 1))
            case 1: text.insert(" ", at: at)
            case 2:
                // Japanese punctuation after a kanji (after Latin it is Pango's).
                let j = japanese[next(japanese.count)]
                text.insert(contentsOf: j.value == 0x3001 || j.value == 0x30FC ? ["日", j] : [j], at: at)
            default: text.insert(alphabet[next(alphabet.count)], at: at)
            }
            if text.isEmpty { text = ["a"] }
            var s = ""
            s.unicodeScalars.append(contentsOf: text)
            let pango = PangoTextLayout(context: system.context, text: s, style: .body, width: nil, defaultFamily: system.defaultFamily)
            let layout = system.layout(s, style: .body, width: nil)
            guard let fast = layout as? EditableTextLayout, !(layout is PangoTextLayout) else { continue }
            made += 1
            #expect(layout.size == pango.size, "\(s)")
            if let mixed = layout as? MixedScriptLayout { #expect(Self.keptItems(mixed) == Self.pangoItems(pango), "\(s)") }
            let carets = (0...text.count).allSatisfy { fast.caretRects(at: $0) == pango.caretRects(at: $0) }
            #expect(carets, "\(s)")
        }
        #expect(made > rounds / 4, "only \(made) of \(rounds) edits were made from kept runs")
    }

    @Test("A key in lines ending in Japanese makes no Pango layout and shapes at most the word typed",
          arguments: [", いろはにほへと", ", いろは、にほへと。 123 カタカナー", " 東京タワー、333 m (2), 日本 12!",
                      ", いろは「東京」（2）\u{3000}カタカナ (a)"])
    func keyMakesNoPangoLayout(tail: String) {
        let scene = TypingScene(text: TypingScene.lines(200, tail: tail))
        scene.focus()
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }
        let layouts = TextWork.pangoLayouts, shaped = TextWork.shapedWords
        for _ in 1...20 { scene.typeKey() }
        #expect(TextWork.pangoLayouts == layouts, "Pango laid out \(TextWork.pangoLayouts - layouts) lines")
        #expect(TextWork.shapedWords - shaped <= 20)
        #expect(scene.view.text.hasPrefix(String(repeating: "x", count: 25) + "Line 1: "))
        #expect(scene.system.layout(scene.view.text.split(separator: "\n").map(String.init)[0], style: scene.view.paragraphStyle,
                                    width: scene.view.wrapWidth) is MixedScriptLayout)
    }

    @Test("A key in lines starting in Japanese makes no Pango layout: typed after the first kana")
    func keyInJapaneseFirstLine() {
        let text = (1...200).map { "いろは \($0): the quick brown fox jumps over the lazy dog, 日本 12" }.joined(separator: "\n")
        let scene = TypingScene(text: text)
        scene.focus()
        scene.view.selectedRange = 1..<1
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }
        let layouts = TextWork.pangoLayouts
        for _ in 1...20 { scene.typeKey() }
        #expect(TextWork.pangoLayouts == layouts, "Pango laid out \(TextWork.pangoLayouts - layouts) lines")
        let first = scene.view.text.split(separator: "\n").map(String.init)[0]
        #expect(first.hasPrefix("い" + String(repeating: "x", count: 25) + "ろは 1: "))
        #expect(scene.system.layout(first, style: scene.view.paragraphStyle, width: scene.view.wrapWidth) is MixedScriptLayout)
    }
}
