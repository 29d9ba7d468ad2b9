import Testing
@testable import Shoji
@testable import ShojiCairo

/// A paragraph of ASCII wrapped from words shaped once each (`WordWrappedLayout`) must be exactly Pango's
/// layout of it: the same lines (where each breaks), size, carets (at a wrapped line's end too), hit tests
/// above, on, between and below the lines, boundaries, visual moves, selections and pixels, at several widths.
@MainActor
@Suite("Word-wrapped paragraphs are Pango's layouts")
struct WordWrappingTests {
    let system = PangoTextSystem()

    /// Prose, runs of spaces (leading, doubled, trailing, at a break), punctuation that forbids a break
    /// before it after a space ("a !"), brackets, a long paragraph like the benchmark's, and seeded random
    /// words.
    nonisolated static let texts: [String] = {
        let prose = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
            + "How vexingly quick daft zebras jump; sphinx of black quartz, judge my vow: 42 (of them) \"quoted\" too."
        var t = [prose, String(repeating: prose + " ", count: 5),
                 "word  word   word    word     word      word       word        end",
                 "   leading spaces and trailing ones   ", "a b c d e f g h i j k l m n o p q r s t u v w x y z",
                 "Wait ! what ? yes ; no : maybe , fine . ok ) ( done ] [ x } { y",
                 "office fluffy affine waffle AV To Wa LT Yo P. F, 'A' \"V\" office fluffy affine waffle",
                 "12:30 4.5% #1 *ok* 123 456 7 89 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25"]
        var seed: UInt64 = 0x3A11
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        // Words of letters and digits, some ending in punctuation, as prose has them. (Punctuation inside a
        // word, as in "a:2" or "x!y", lets Pango break there: the words leave such text to Pango.)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let marks = Array(".,;:!?\")'")
        for _ in 0..<24 {
            var s = ""
            for w in 0..<Int(next() % 60 + 5) {
                if w > 0 { s += String(repeating: " ", count: next() % 6 == 0 ? 2 : 1) }
                s += String((0..<Int(next() % 9 + 1)).map { _ in letters[Int(next() % UInt64(letters.count))] })
                if next() % 4 == 0 { s.append(marks[Int(next() % UInt64(marks.count))]) }
            }
            t.append(s)
        }
        return t
    }()

    /// Widths, whole and fractional pixels; narrow ones break nearly every word.
    nonisolated static let widths: [Double] = [613, 400.5, 251.37, 180, 120.75, 97]

    /// The words' layout (one line, or wrapped), or nil where Pango made it.
    func both(_ text: String, width: Double, alignment: TextAlignment = .leading) -> (fast: (any EditableTextLayout)?, pango: PangoTextLayout) {
        let style = TextStyle(wrapping: .wrap, alignment: alignment)
        let made = system.layout(text, style: style, width: width)
        return (made is PangoTextLayout ? nil : made as? any EditableTextLayout,
                PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily))
    }

    @Test("Every answer an editor asks is Pango's, at every width, words shaped or made from pairs, left-aligned, centred and right-aligned",
          arguments: zip([false, true, false, false], [TextAlignment.leading, .leading, .center, .trailing]))
    func answers(editing: Bool, alignment: TextAlignment) throws {
        if editing { system.prepareForEditing(TextStyle(wrapping: .wrap)) }
        var wrapped = 0, fellBack = 0, tried = 0
        // Centred and right-aligned: a whole, a fractional and a narrow width (what an alignment changes is
        // each line's offset; the breaks are the left-aligned cases'), so the suite keeps to a minute.
        let widths = alignment == .leading ? Self.widths : [613, 251.37, 97]
        let salt = [TextAlignment.leading, .center, .trailing].firstIndex(of: alignment)! + (editing ? 3 : 0)
        for (i, text) in Self.texts.enumerated() {
            for (j, width) in widths.enumerated() where TestDepth.keeps(i * widths.count + j, every: 3, salt: salt) {
                tried += 1
                let (f, p) = both(text, width: width, alignment: alignment)
                guard let fast = f else {
                    // Left to Pango only where Pango breaks between characters (in a word wider than the
                    // line, or between two spaces after a word that fits only without the second).
                    fellBack += 1
                    let scalars = Array(text.unicodeScalars)
                    let inWord = p.lines.dropLast().contains { line in
                        let e = line.range.upperBound
                        return scalars[e - 1] != " " || scalars[e] == " "
                    }
                    #expect(inWord, "not word-wrapped: \(text) at \(width)")
                    continue
                }
                if p.lineCount > 1 { wrapped += 1 }
                let where_ = "\(text) at \(width), \(alignment)"
                #expect(fast.lineCount == p.lineCount, "\(where_)")
                #expect(fast.lines == p.lines, "\(where_)")
                #expect(fast.size == p.size && fast.logicalOrigin == p.logicalOrigin, "\(where_)")
                #expect(fast.boundaries == p.boundaries, "\(where_)")
                let n = text.unicodeScalars.count
                LayoutComparison.expectSameCarets(fast, p, count: n, where_)
                var y = -5.0
                while y < p.size.height + 5 {
                    var x = -4.0
                    while x < p.size.width + 6 {
                        #expect(fast.offset(at: Point(x, y)) == p.offset(at: Point(x, y)), "\(where_) at \(x), \(y)")
                        x += TestDepth.isExhaustive ? 1.37 : 2.91
                    }
                    y += 3.3
                }
                for (lo, hi) in [(0, n), (0, n / 2), (n / 3, n), (n / 4, 3 * n / 4), (n / 2, n / 2 + 1)] where lo <= hi {
                    #expect(fast.selectionRects(for: lo..<hi) == p.selectionRects(for: lo..<hi), "\(where_) selection \(lo)..<\(hi)")
                }
                // Every line's end: the selection up to it, and from it.
                for line in p.lines {
                    let e = line.range.upperBound
                    #expect(fast.selectionRects(for: max(0, e - 3)..<e) == p.selectionRects(for: max(0, e - 3)..<e), "\(where_) to \(e)")
                    #expect(fast.selectionRects(for: e..<min(n, e + 3)) == p.selectionRects(for: e..<min(n, e + 3)), "\(where_) from \(e)")
                }
            }
        }
        // The widths above wrap nearly every text; few fall back.
        #expect(wrapped > tried / 2)
        #expect(fellBack < tried / 4)
    }

    @Test("The glyphs drawn are Pango's pixels, at scale 1 and 2 and at a fractional origin, in each alignment",
          arguments: [TextAlignment.leading, .center, .trailing])
    func pixels(alignment: TextAlignment) throws {
        for text in TestDepth.share(Array(Self.texts.prefix(12)), every: 2) {
            for width in [400.5, 180] {
                let (f, p) = both(text, width: width, alignment: alignment)
                guard let fast = f else { continue }
                for (scale, origin) in [(1.0, Point(3, 4)), (2.0, Point(0.3, 1.7))] {
                    let w = Int((p.size.width + 10) * scale), h = Int((p.size.height + 10) * scale)
                    func draw(_ l: TextLayout) -> [UInt32] {
                        LayoutComparison.pixels(of: l, width: w, height: h, scale: scale, origin: origin)
                    }
                    let a = draw(fast), b = draw(p)
                    let same = a == b
                    #expect(same, "\(text) at \(width), \(alignment), scale \(scale), origin \(origin)")
                    #expect(b.contains { $0 != 0xFFFF_FFFF }, "nothing drawn: \(text)")
                }
            }
        }
    }

    @Test("Pango wraps what the words cannot: a word wider than the line, a break after a hyphen, a line limit")
    func fallbacks() {
        let style = TextStyle(wrapping: .wrap)
        #expect(system.layout("the quick brown fox jumps over the lazy dog", style: style, width: 120) is WordWrappedLayout)
        #expect(system.layout("the quick Pneumonoultramicroscopicsilicovolcanoconiosis", style: style, width: 120) is PangoTextLayout)
        // Where Pango breaks after a hyphen inside a word, the line ends there: Pango's.
        let hyphened = "aaa bbb well-known ccc"
        let upToHyphen = system.layout("aaa bbb well-", style: .body, width: nil) as! WordShapedLayout
        let pango = PangoTextLayout(context: system.context, text: hyphened, style: style, width: Double(upToHyphen.width) / 1024,
                                    defaultFamily: system.defaultFamily)
        #expect(pango.lines.first?.range == 0..<13)
        #expect(system.layout(hyphened, style: style, width: Double(upToHyphen.width) / 1024) is PangoTextLayout)
        #expect(system.layout("the quick brown fox jumps over the lazy dog", style: TextStyle(wrapping: .wrap, alignment: .center), width: 120) is WordWrappedLayout)
        #expect(system.layout("the quick brown fox jumps over the lazy dog", style: TextStyle(wrapping: .wrap, maxLines: 2), width: 120) is PangoTextLayout)
        #expect(system.layout("the quick brown fox jumps over the lazy dog", style: TextStyle(wrapping: .truncate), width: 120) is PangoTextLayout)
    }

    @Test("Typing, deleting and spacing at random in a wrapped paragraph: each layout is Pango's")
    func edits() throws {
        system.prepareForEditing(TextStyle(wrapping: .wrap))
        // Without "!": a space deleted after one makes a break inside a word, which is Pango's.
        var text = Array(String(Self.texts[1].map { $0 == "!" ? "." : $0 }).utf8)
        var seed: UInt64 = 0xED17
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        var fast = 0
        let rounds = TestDepth.rounds(300, smoke: 120)
        for _ in 0..<rounds {
            let at = next(text.count + 1)
            switch next(5) {
            case 0 where !text.isEmpty: text.remove(at: min(at, text.count - 1))
            case 1: text.insert(0x20, at: at)
            default: text.insert(UInt8(0x61 + next(26)), at: at)
            }
            let s = String(decoding: text, as: UTF8.self)
            let (f, p) = both(s, width: 251.37)
            guard let w = f else { continue }
            fast += 1
            #expect(w.lines == p.lines && w.size == p.size, "\(s)")
            let carets = (0...text.count).allSatisfy { w.caretRects(at: $0) == p.caretRects(at: $0) }
            #expect(carets, "\(s)")
        }
        #expect(fast > rounds * 5 / 6)
    }

    @Test("At the very width where a line fits or not, with and without its final space, the lines are Pango's")
    func exactEdges() throws {
        for text in ["the quick brown fox jumps over the lazy dog ", "the quick  brown fox   jumps over  the lazy dog  ",
                     "Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump "] {
            let scalars = Array(text.unicodeScalars)
            // Every place a line could end: after each run of spaces, and the text's end.
            let ends = (1...scalars.count).filter { $0 == scalars.count || (scalars[$0 - 1] == " " && scalars[$0] != " ") }
            var tested = 0
            for end in ends {
                let prefix = String(String.UnicodeScalarView(scalars[0..<end]))
                let line = try #require(system.layout(prefix, style: .body, width: nil) as? WordShapedLayout)
                let trimmed = String(String.UnicodeScalarView(scalars[0..<(end - (scalars[end - 1] == " " ? 1 : 0))]))
                let short = try #require(system.layout(trimmed, style: .body, width: nil) as? WordShapedLayout)
                for units in [short.width - 1, short.width, short.width + 1, line.width - 1, line.width, line.width + 1] {
                    let width = Double(units) / 1024
                    let (f, p) = both(text, width: width)
                    guard let fast = f else { continue }
                    tested += 1
                    #expect(fast.lines == p.lines && fast.size == p.size, "\(text) at \(units) units")
                }
            }
            #expect(tested > ends.count * 4, "\(text)")
        }
    }
}
