import CPango
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A line of kept words ending, after a space, in what no kept-run model knows (emoji, Arabic, Hebrew,
/// Greek, Cyrillic, symbols, Japanese after something the mixed model refuses) is drawn from the words and
/// Pango's kept layout of its end (`TailedLineLayout`), and must be exactly Pango's layout of the whole line:
/// size, line, boundaries, carets at every offset, visual moves, hit tests, selections and pixels.
@MainActor
@Suite("Lines ending in other scripts are Pango's layouts")
struct TailedLineTests {
    let system = PangoTextSystem()

    nonisolated static let tails: [String] = [
        "🎉", "party 🎉", "مرحبا بالعالم", "שלום עולם", "αβγ δέλτα", "Привет, мир!", "€ 25", "✓ done", "→ next",
        "👍🏽 ok", "👨‍👩‍👧 family", "🇯🇵 flag", "😀😀 two", "مرحبا 123 end", "(مرحبا) و", "«שלום»", "ǅ ǆ", "ƒ(x)",
        "いろは 😀", "漢字、かな", "x\u{2014}y", "Ω 3 ≤ 4", "😀", "مرحبا", "🎉 café naïve",
    ]
    nonisolated static let heads: [String] = ["Line 42: the quick brown fox, ", "café naïve ", "a ", "Zoë «x» ", "AV ", "12 ab, "]
    nonisolated static let texts: [String] = heads.flatMap { h in tails.map { h + $0 } }

    nonisolated static let styles = MixedScriptTests.styles
    nonisolated static let widths = MixedScriptTests.widths

    @Test("Every answer an editor asks is Pango's, for every text and style", arguments: styles)
    func answers(style: TextStyle) throws {
        var made = 0, all = 0
        for text in TestDepth.share(Self.texts, every: 2, salt: Self.styles.firstIndex(of: style)!) {
            let widths: [Double?] = style.wrapping == .wrap ? Self.widths : [nil]
            for width in widths {
                all += 1
                let layout = system.layout(text, style: style, width: width)
                let pango = PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily)
                guard let fast = layout as? TailedLineLayout else { continue }
                made += 1
                LayoutComparison.expectSameAnswers(fast, pango, text: text) { n in [(0, n), (0, n / 2), (n / 3, n), (n - 3, n - 1), (1, 2)] }
                #expect(fast.unknownGlyphCount == pango.unknownGlyphCount, "\(text)")
            }
        }
        // Most lines are made so (a font without a tail's characters, or a line wider than 613, is Pango's).
        #expect(made * 2 > all, "\(made) of \(all) made from the words and a kept end")
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin")
    func pixels() throws {
        let aligned: [(TextStyle, Double?)] = [(.body, nil), (TextStyle(family: "DejaVu Serif", size: 14), nil),
                                               (TextStyle(wrapping: .wrap, alignment: .center), 700),
                                               (TextStyle(wrapping: .wrap, alignment: .trailing), 699.4)]
        var made = 0
        for text in TestDepth.share(Self.texts, every: 2) {
            for (style, width) in aligned {
                let layout = system.layout(text, style: style, width: width)
                let p = PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily)
                guard let fast = layout as? TailedLineLayout else { continue }
                made += 1
                for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(3, 4)), (1.0, Point(2.25, 5.5)), (2.0, Point(0.3, 1.7))] {
                    let w = Int((p.logicalOrigin.x + p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                    let same = LayoutComparison.pixels(of: fast, width: w, height: h, scale: scale, origin: origin)
                        == LayoutComparison.pixels(of: p, width: w, height: h, scale: scale, origin: origin)
                    #expect(same, "\(text) at scale \(scale), origin \(origin)")
                }
            }
        }
        #expect(made > 0)
    }

    @Test("Lines past the model's rules are Pango's")
    func refusals() {
        for text in ["fox😀", "fox 😀\tx", "a \u{301}b 😀", "cafe\u{301} 😀", "a \u{200D}😀", "a \u{1F3FB}", "😀 first", "12 😀",
                     "a\u{3000}😀", "abc、いろは"] {
            #expect(!(system.layout(text, style: .body, width: nil) is TailedLineLayout), "\(text)")
        }
        // The bench's lines are made so.
        for tail in [", party 🎉", ", مرحبا بالعالم"] {
            #expect(system.layout("Line 1: the quick brown fox" + tail, style: .body, width: 1264) is TailedLineLayout, "\(tail)")
        }
    }
}
