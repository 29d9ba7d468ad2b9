import Testing
@testable import Shoji
@testable import ShojiCairo

/// No point, offset, range or width traps a layout, of any kind, and each answers as Pango's layout does.
/// A click far down a long paragraph is past Int32's Pango units (about 2.1 million points: a megabyte's
/// line is 544,000 points wide), and an app's arithmetic can give infinity or NaN; converting such a point
/// with `Int32(...)` used to crash the app.
@MainActor
@Suite("Far, infinite and NaN points are answered, as Pango answers them")
struct FarPointTests {
    let system = PangoTextSystem()

    static let prose = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "

    /// One of each kind of layout, and the type it must be: a word-shaped line, a wrapped paragraph
    /// (left-aligned, centred, right-aligned), a line mixing Japanese, a tabbed line, and lines left to
    /// Pango (a combining accent, a snowman).
    static let cases: [(text: String, style: TextStyle, width: Double?, kind: String)] = [
        (prose, TextStyle(), nil, "WordShapedLayout"),
        (String(repeating: prose, count: 4), TextStyle(wrapping: .wrap), 240, "WordWrappedLayout"),
        (String(repeating: prose, count: 4), TextStyle(wrapping: .wrap, alignment: .center), 240, "WordWrappedLayout"),
        (String(repeating: prose, count: 4), TextStyle(wrapping: .wrap, alignment: .trailing), 240, "WordWrappedLayout"),
        ("Line 42: the quick brown fox jumps over the lazy dog, いろはにほへと", TextStyle(), nil, "MixedScriptLayout"),
        ("a\tb c\td", TextStyle(), nil, "MixedScriptLayout"),
        ("nai\u{308}ve ☃ " + prose, TextStyle(), nil, "PangoTextLayout"),
        (String(repeating: "nai\u{308}ve ☃ " + prose, count: 3), TextStyle(wrapping: .wrap), 240, "PangoTextLayout"),
    ]

    /// Far, huge, infinite and NaN coordinates, either side, and one inside.
    static let coordinates: [Double] = [-.infinity, -.greatestFiniteMagnitude, -1e12, -3e6, -2.2e6, -0.0, 7, 2.2e6, 3e6, 1e12,
                                        .greatestFiniteMagnitude, .infinity, .nan]

    func both(_ c: (text: String, style: TextStyle, width: Double?, kind: String)) -> (fast: any EditableTextLayout, pango: PangoTextLayout) {
        system.prepareForEditing(c.style)
        let made = system.layout(c.text, style: c.style, width: c.width)
        return (made as! any EditableTextLayout,
                PangoTextLayout(context: system.context, text: c.text, style: c.style, width: c.width, defaultFamily: system.defaultFamily))
    }

    @Test("Hit tests at far, infinite and NaN points: Pango's answer just outside the layout (NaN as 0), on every kind of layout")
    func hitTests() {
        for c in Self.cases {
            let (fast, pango) = both(c)
            #expect("\(type(of: fast))" == c.kind, "\(c.text) at \(String(describing: c.width))")
            let box = Rect(x: pango.logicalOrigin.x, y: pango.logicalOrigin.y, width: pango.size.width, height: pango.size.height)
            // Where a far coordinate answers as Pango does just outside the box; NaN as 0.
            func near(_ v: Double, _ low: Double, _ high: Double) -> Double { v.isNaN ? 0 : min(max(v, low - 5), high + 5) }
            for x in Self.coordinates {
                for y in Self.coordinates {
                    let label = "\(c.kind) \(c.style.alignment) at (\(x), \(y))"
                    let answer = fast.offset(at: Point(x, y))
                    #expect(answer == pango.offset(at: Point(x, y)), "\(label)")
                    #expect(answer == pango.offset(at: Point(near(x, box.minX, box.maxX), near(y, box.minY, box.maxY))), "\(label)")
                }
            }
        }
    }

    @Test("Carets at offsets before and past the text, and selections of ranges reaching past it, are Pango's")
    func caretsAndSelections() {
        for c in Self.cases {
            let (fast, pango) = both(c)
            let n = c.text.unicodeScalars.count
            for o in [Int.min, -1, n + 1, Int.max] {
                let a = fast.caretRects(at: o), b = pango.caretRects(at: o)
                #expect(a.strong == b.strong && a.weak == b.weak, "\(c.kind) caret at \(o)")
            }
            for r in [Int.min..<Int.max, -5..<3, (n - 2)..<Int.max, n..<Int.max, Int.min..<0] {
                #expect(fast.selectionRects(for: r) == pango.selectionRects(for: r), "\(c.kind) selection \(r)")
            }
        }
    }

    @Test("Drawn at far, infinite and NaN origins: the same pixels as Pango's layout")
    func drawing() {
        let origins = [Point(.nan, .nan), Point(.infinity, 2), Point(-.infinity, 2), Point(2, .infinity), Point(-1e12, 2),
                       Point(2, 3e6), Point(2, -3e6), Point(1e7, 1e7), Point(.greatestFiniteMagnitude, 2)]
        for c in Self.cases {
            let (fast, pango) = both(c)
            for origin in origins {
                #expect(LayoutComparison.pixels(of: fast, width: 40, height: 30, scale: 1, origin: origin)
                        == LayoutComparison.pixels(of: pango, width: 40, height: 30, scale: 1, origin: origin), "\(c.kind) at \(origin)")
            }
        }
    }

    @Test("Infinite, NaN, negative and huge widths: the same lines, size and answers as Pango's layout")
    func widths() {
        let texts = [(Self.prose, TextStyle(wrapping: .wrap)), (String(repeating: Self.prose, count: 3), TextStyle(wrapping: .wrap, alignment: .center)),
                     (String(repeating: Self.prose, count: 3), TextStyle(wrapping: .wrap, alignment: .trailing)),
                     ("café " + Self.prose, TextStyle(wrapping: .wrap)), (Self.prose, TextStyle())]
        for (text, style) in texts {
            for width in [Double.nan, .infinity, -.infinity, 0, -3, 1e300, -1e300, 3e6] {
                system.prepareForEditing(style)
                let fast = system.layout(text, style: style, width: width) as! any EditableTextLayout
                let pango = PangoTextLayout(context: system.context, text: text, style: style, width: width, defaultFamily: system.defaultFamily)
                let label = "\(type(of: fast)) \(style.alignment) at width \(width)"
                #expect(fast.lines == pango.lines && fast.logicalOrigin == pango.logicalOrigin, "\(label)")
                // A right-aligned line in a layout wider than Int32's Pango units ends at 2^31 units, where
                // Pango's pixel box overflows (its width comes out negative); the words' box is the line's.
                if pango.size.width < 0, let line = fast.lines.first {
                    #expect(fast.size.width == (line.rect.maxX).rounded(.up) - fast.logicalOrigin.x, "\(label)")
                } else {
                    #expect(fast.size == pango.size, "\(label)")
                }
                for x in Self.coordinates {
                    #expect(fast.offset(at: Point(x, 7)) == pango.offset(at: Point(x, 7)), "\(label) at x \(x)")
                }
            }
        }
    }
}
