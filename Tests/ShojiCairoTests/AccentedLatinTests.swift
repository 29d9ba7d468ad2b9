import CPango
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A line of accented Latin (Latin-1 and Latin Extended-A letters, Latin-1 punctuation) made from kept
/// words as one item (`AccentedLatin`, `WordShaping.accentedLatinLayout`) must be exactly Pango's layout of
/// it: the same item (bytes, script, font), size, line, carets at every offset, hit tests, boundaries,
/// selections and pixels, combining accents too (their carets, hit tests and selections asked of Pango where
/// an accent is near, `CombiningMarks`). Text the model does not know must be Pango's.
@MainActor
@Suite("Lines of accented Latin are Pango's layouts")
struct AccentedLatinTests {
    let system = PangoTextSystem()

    nonisolated static let texts: [String] = {
        let line = "Line 42: the quick brown fox jumps over the lazy dog, café naïve"
        var t = [line, "café", "é",
                 // Combining accents: one, two on a letter, on capitals, beside precomposed letters and punctuation.
                 "Line 42: the quick brown fox, cafe\u{301} nai\u{308}ve fac\u{327}ade", "cafe\u{301}", "e\u{301}",
                 "A\u{30A}\u{301}ngstro\u{308}m ok", "Z\u{323}\u{307} s\u{323}\u{307} q\u{301} x\u{308}z", "café cafe\u{301} «e\u{301}»",
                 "fi\u{301} ffi\u{300} Va\u{301} T\u{30C}o", "x\u{301}\u{302}\u{303}\u{304}\u{305} y", "Ça va, très bien; naïve façade", "Über Straße ÀÉÎÕÜ àéîõü ÿ", "«Bonjour», dit-il.",
                 "Łódź, Kraków - no: Łódź, Kraków", "ŒUVRE œuvre Ĳ ĳ ŉ ſ", "¿Qué? ¡Olé!", "25 °C, ±3 µm, ½ ¼ ¾, § 4 ¶ 2",
                 "© 2024 ®, café", "price: 12,50 £ or £10 ¥ ¢ ¤", "x × y ÷ z", "Ąą Ćć Ęę Łł Ńń Śś Źź Żż", "Čč Ďď Ěě Ňň Řř Šš Ťť Ůů Žž",
                 "Ğğ İı Şş", "Āā Ēē Īī Ōō Ūū", "AVÀ WÀ TÉ Té Vé Yó LÝ", "ª º ¹ ² ³ ¨ ´ ¸ ¯ ·", "  leading café", "café  ",
                 "T\u{A0}V no-break", "100\u{A0}km", "« AVA »", "(é) [ñ] {ü} <ø>", "«(é)»", "ŉ ĸ ſ Ŀl", "1é", "é1 ñ"]
        for i in stride(from: 0, through: line.unicodeScalars.count, by: 3) {
            var s = line.unicodeScalars.map(String.init)
            s.insert("x", at: i)
            t.append(s.joined())
            if i > 0 { s[i] = "ñ"; t.append(s.joined()); s.insert("«", at: i + 1); t.append(s.joined()) }
        }
        // The line with an accent on each of its letters in turn.
        for i in stride(from: 1, to: line.unicodeScalars.count, by: 4) {
            var s = line.unicodeScalars.map(String.init)
            guard s[i - 1].unicodeScalars.allSatisfy(\.properties.isAlphabetic) else { continue }
            s.insert(i % 8 == 1 ? "\u{301}" : "\u{308}\u{323}", at: i)
            t.append(s.joined())
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyzAVWTLY éèêëñßçøåæœÀÉÖÜŁłŒĳŠžő«»°·¿¡.,;:!?0123456789")
        var seed: UInt64 = 0xACCE
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0..<60 {
            var s = "L"
            for _ in 0..<Int(next() % 40) {
                if next() % 6 == 0 { s.append(" ") } else { s.append(letters[Int(next() % UInt64(letters.count))]) }
            }
            t.append(s + " é")
        }
        return t
    }()

    nonisolated static let styles = MixedScriptTests.styles
    nonisolated static let widths = MixedScriptTests.widths

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
                // A font without the accents (Nimbus Mono PS) leaves lines with them to Pango, which the
                // pixel test's fonts have.
                if f == nil, text.unicodeScalars.contains(where: { AccentedLatin.isCombiningMark($0.value) }) {
                    #expect(system.layout(text, style: style, width: width) is PangoTextLayout)
                    continue
                }
                let fast = try #require(f, "not made from kept words: \(text)")
                #expect(MixedScriptTests.keptItems(fast) == MixedScriptTests.pangoItems(p), "\(text)")
                LayoutComparison.expectSameAnswers(fast, p, text: text) { n in [(0, n), (0, n / 2), (n / 3, n), (n / 4, 3 * n / 4), (n - 3, n - 1), (1, 2)] }
            }
        }
        // No Japanese runs: a line of Latin opens no CJK face.
        #expect(system.wordShaping?.hasJapaneseRuns(style) == false)
    }

    @Test("Every character of Latin-1 and Latin Extended-A in a word: Pango's items, or Pango's layout", arguments: styles)
    func everyCharacter(style: TextStyle) {
        var made = 0, pangos = 0
        let scalars = TestDepth.share(Array(UInt32(0xA0)...0x17F), every: 3, salt: Self.styles.firstIndex(of: style)!)
        for scalar in scalars {
            let text = "Ax" + String(Character(Unicode.Scalar(scalar)!)) + "y z"
            let layout = system.layout(text, style: style, width: nil)
            let pango = PangoTextLayout(context: system.context, text: text, style: style, width: nil, defaultFamily: system.defaultFamily)
            if let fast = layout as? MixedScriptLayout {
                made += 1
                #expect(MixedScriptTests.keptItems(fast) == MixedScriptTests.pangoItems(pango), "\(text)")
                #expect(pango_layout_get_unknown_glyphs_count(pango.layout) == 0, "\(text)")
            } else {
                pangos += 1
            }
        }
        #expect(made * 3 > scalars.count * 2, "\(made) made, \(pangos) Pango's")
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin")
    func pixels() throws {
        let aligned: [(TextStyle, Double?)] = [(.body, nil), (TextStyle(family: "DejaVu Serif", size: 14), nil),
                                               (TextStyle(wrapping: .wrap, alignment: .center), 700),
                                               (TextStyle(wrapping: .wrap, alignment: .trailing), 699.4)]
        for text in TestDepth.share(Array(Self.texts.prefix(45)), every: 3) {
            for (style, width) in aligned {
                let (f, p) = both(text, style, width: width)
                let fast = try #require(f, "not made from kept words: \(text)")
                for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(3, 4)), (1.0, Point(2.25, 5.5)), (2.0, Point(0.3, 1.7))] {
                    let w = Int((p.logicalOrigin.x + p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                    let same = LayoutComparison.pixels(of: fast, width: w, height: h, scale: scale, origin: origin)
                        == LayoutComparison.pixels(of: p, width: w, height: h, scale: scale, origin: origin)
                    #expect(same, "\(text) at scale \(scale), origin \(origin)")
                }
            }
        }
    }

    /// Texts just past the model's rules: Pango's to lay out (or, if made, made as Pango makes them).
    nonisolated static let edges: [String] = [
        "soft\u{AD}hyphen",                                         // the soft hyphen
        "cafe\u{301}", "nai\u{308}ve", "a \u{301}b", "q\u{301} x\u{308}z", "s\u{323}\u{307}", // combining accents
        "\u{301}a", "a\u{34F}b", "a\u{370}", ".\u{301}", "1\u{301}",                 // ... not after a letter, or past them
        "° 12 €", "½ × ¼", "© 2024 ®",                              // no letter: a Common run
        "ƒ florin", "ǅ", "Ə ə", "α beta", "Привет",                 // Latin Extended-B, Greek, Cyrillic
        "café\u{2026}", "a\u{200B}b", "a\u{2014}b", "x\u{1F600}", "é\tx", "é\u{7F}", // past Latin-1 and Extended-A
        "é いろは", "いろは é",                                     // Japanese: the mixed-script model's
    ]

    @Test("Texts just past each of the model's rules are laid out as Pango lays them out")
    func edgesArePangos() throws {
        for text in Self.edges {
            let layout = system.layout(text, style: .body, width: nil)
            let pango = PangoTextLayout(context: system.context, text: text, style: .body, width: nil, defaultFamily: system.defaultFamily)
            if let mixed = layout as? MixedScriptLayout {
                #expect(MixedScriptTests.keptItems(mixed) == MixedScriptTests.pangoItems(pango), "\(text)")
            }
            let fast = try #require(layout as? EditableTextLayout)
            #expect(layout.size == pango.size && fast.lines == pango.lines, "\(text)")
            LayoutComparison.expectSameCarets(fast, pango, count: text.unicodeScalars.count, text)
        }
        for text in ["soft\u{AD}hyphen", "a \u{301}b", "\u{301}a", "a\u{34F}b", "© 2024 ®", "ƒ florin", "α beta", "café\u{2026}", "x\u{1F600}"] {
            #expect(system.layout(text, style: .body, width: nil) is PangoTextLayout, "\(text)")
        }
    }

    @Test("Typing, deleting and spacing at random, one edit after another: each line is Pango's", arguments: [false, true])
    func edits(editing: Bool) throws {
        if editing { system.prepareForEditing(.body) }
        var text = Array("Line 7: the quick brown fox jumps over the lazy dog, café naïve".unicodeScalars)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzAVWT.,:0éñüßçœŁ«»°\u{301}\u{308}".unicodeScalars)
        var seed: UInt64 = 0xED1A
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        var made = 0
        let rounds = TestDepth.rounds(400, smoke: 150)
        for _ in 0..<rounds {
            let at = next(text.count + 1)
            switch next(6) {
            case 0 where text.count > 1: text.remove(at: min(at, text.count - 1))
            case 1: text.insert(" ", at: at)
            default:
                // An accent only after a letter (after anything else the line is Pango's until it goes).
                let c = alphabet[next(alphabet.count)]
                let afterLetter = at > 0 && text[at - 1].properties.isAlphabetic
                text.insert(AccentedLatin.isCombiningMark(c.value) && !afterLetter ? "e" : c, at: at)
            }
            if text.isEmpty { text = ["a"] }
            var s = ""
            s.unicodeScalars.append(contentsOf: text)
            let pango = PangoTextLayout(context: system.context, text: s, style: .body, width: nil, defaultFamily: system.defaultFamily)
            let layout = system.layout(s, style: .body, width: nil)
            guard let fast = layout as? EditableTextLayout, !(layout is PangoTextLayout) else { continue }
            made += 1
            #expect(layout.size == pango.size, "\(s)")
            if let mixed = layout as? MixedScriptLayout { #expect(MixedScriptTests.keptItems(mixed) == MixedScriptTests.pangoItems(pango), "\(s)") }
            let carets = (0...text.count).allSatisfy { fast.caretRects(at: $0) == pango.caretRects(at: $0) }
            #expect(carets, "\(s)")
            #expect(fast.boundaries == pango.boundaries, "\(s)")
        }
        #expect(made > rounds / 4, "only \(made) of \(rounds) edits were made from kept words")
    }

    @Test("A key in lines ending in accented Latin (combining accents too), Arabic or an emoji makes no Pango layout and shapes at most the word typed",
          arguments: [", café naïve", " «Łódź», 25 °C", ", cafe\u{301} nai\u{308}ve", ", مرحبا بالعالم", ", the fox 😀"])
    func keyMakesNoPangoLayout(tail: String) {
        let scene = TypingScene(text: TypingScene.lines(200, tail: tail))
        scene.focus()
        scene.clock.advance(by: 0)
        for _ in 1...5 { scene.typeKey() }
        let layouts = TextWork.pangoLayouts, shaped = TextWork.shapedWords
        for _ in 1...20 { scene.typeKey() }
        let first = scene.view.text.split(separator: "\n").map(String.init)[0]
        let made = scene.system.layout(first, style: scene.view.paragraphStyle, width: scene.view.wrapWidth)
        #expect(TextWork.pangoLayouts == layouts, "Pango laid out \(TextWork.pangoLayouts - layouts) lines")
        #expect(TextWork.shapedWords - shaped <= 20)
        #expect(first.hasPrefix(String(repeating: "x", count: 25) + "Line 1: "))
        // Arabic and emoji are past the accented model: the words and Pango's kept layout of the end.
        if tail.unicodeScalars.contains(where: { $0.value >= 0x370 }) { #expect(made is TailedLineLayout); return }
        #expect(made is MixedScriptLayout)
        #expect(scene.system.wordShaping?.hasJapaneseRuns(scene.view.paragraphStyle) == false)
    }
}
