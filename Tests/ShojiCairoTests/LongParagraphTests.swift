import Testing
@testable import Shoji
@testable import ShojiCairo

/// A paragraph of ASCII far longer than a line (tens of kilobytes to a megabyte, no line break) is wrapped
/// from words shaped once each (`WordWrappedLayout`): exactly Pango's lines where Pango is right, and right
/// where Pango is not (a megabyte is ~8.6e9 Pango units wide, past Int32: Pango draws every line on the
/// first).
@MainActor
@Suite("Long wrapped paragraphs are Pango's lines, and a megabyte's are right")
struct LongParagraphTests {
    let system = PangoTextSystem()
    let style = TextStyle(wrapping: .wrap)
    static let pangram = "The quick brown fox jumps over the lazy dog. "

    /// Seeded random words of letters, some ending in punctuation, one or two spaces apart.
    static func words(bytes: Int) -> String {
        var seed: UInt64 = 0x10_6A
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), marks = Array(".,;!?")
        var s = ""
        while s.utf8.count < bytes {
            if !s.isEmpty { s += next() % 7 == 0 ? "  " : " " }
            s += String((0..<Int(next() % 9 + 1)).map { _ in letters[Int(next() % UInt64(letters.count))] })
            if next() % 5 == 0 { s.append(marks[Int(next() % UInt64(marks.count))]) }
        }
        return s
    }

    @Test("20 to 100 KB paragraphs: the words' lines, size, carets and hit tests are Pango's", arguments: [20_000, 100_000])
    func sameAsPango(bytes: Int) throws {
        for text in [String(repeating: Self.pangram, count: bytes / Self.pangram.utf8.count), Self.words(bytes: bytes)] {
            for width in [613.0, 251.37] {
                let made = system.layout(text, style: style, width: width)
                let fast = try #require(made as? WordWrappedLayout, "\(text.utf8.count) bytes at \(width)")
                let pango = PangoTextLayout(context: system.context, text: text, style: style, width: width,
                                            defaultFamily: system.defaultFamily)
                let label = "\(text.prefix(20))… (\(text.utf8.count) bytes) at \(width)"
                #expect(fast.lineCount == pango.lineCount && fast.lineCount > 50, "\(label)")
                #expect(fast.lines == pango.lines, "\(label)")
                #expect(fast.size == pango.size && fast.logicalOrigin == pango.logicalOrigin, "\(label)")
                let n = text.utf8.count
                // Pango's caret is a walk along its line list: every 97th offset of 100 KB is most of a minute.
                let step = TestDepth.isExhaustive ? 97 : 97 * max(1, bytes / 20_000)
                var o = 0
                while o <= n {
                    #expect(fast.caretRects(at: o) == pango.caretRects(at: o), "\(label) caret at \(o)")
                    o += step
                }
                #expect(fast.caretRects(at: n) == pango.caretRects(at: n), "\(label) caret at the end")
                var y = -3.0
                while y < pango.size.height + 20 {
                    for x in [-2.0, 1.3, 77.7, width / 2, width - 3, width + 40] {
                        #expect(fast.offset(at: Point(x, y)) == pango.offset(at: Point(x, y)), "\(label) at \(x), \(y)")
                    }
                    y += TestDepth.isExhaustive ? 51.7 : 155.3
                }
                #expect(fast.selectionRects(for: n / 3..<2 * n / 3) == pango.selectionRects(for: n / 3..<2 * n / 3), "\(label)")
            }
        }
    }

    @Test("A megabyte of pangrams wraps into one line for every two pangrams, each within the width, the caret and a click at its end right")
    func megabyte() throws {
        // Two pangrams fit the width exactly (less the space after them), so every line holds two.
        let two = try #require(system.layout(String(repeating: Self.pangram, count: 2).dropLast().description, style: .body,
                                             width: nil) as? WordShapedLayout)
        let width = Double(two.width) / 1024
        let small = String(repeating: Self.pangram, count: 21)
        let pango = PangoTextLayout(context: system.context, text: small, style: style, width: width, defaultFamily: system.defaultFamily)
        #expect(pango.lines.map(\.range.count).dropLast() == Array(repeating: 2 * Self.pangram.utf8.count, count: 10))

        let count = 22_223   // 1,000,035 bytes
        let text = String(repeating: Self.pangram, count: count)
        let n = text.utf8.count
        let fast = try #require(system.layout(text, style: style, width: width) as? WordWrappedLayout)
        let lines = fast.lines
        #expect(lines.count == (count + 1) / 2)
        let unit = 2 * Self.pangram.utf8.count
        #expect(lines.enumerated().allSatisfy { $0.element.range == $0.offset * unit..<min(n, ($0.offset + 1) * unit) })
        #expect(lines.allSatisfy { $0.rect.width <= width })
        // Every line one line height below the one before: none drawn over another.
        let height = lines[0].rect.height
        #expect(lines.enumerated().allSatisfy { $0.element.rect.minY == lines[0].rect.minY + Double($0.offset) * height })
        #expect(fast.size.height >= Double(lines.count) * height)

        // The caret at the end stands after the last line's pangram, on the last line.
        let last = lines[lines.count - 1]
        let end = fast.caretRects(at: n).strong
        #expect(end.minY == last.rect.minY && end.minX == last.rect.width && end.minX == pango.caretRects(at: small.utf8.count).strong.minX)
        // At a wrapped line's end: the next line's start; before its final space, after its last character.
        let cut = lines[5000].range.upperBound
        #expect(fast.caretRects(at: cut).strong.minY == lines[5001].rect.minY && fast.caretRects(at: cut).strong.minX == 0)
        #expect(fast.caretRects(at: cut - 1).strong == pango.caretRects(at: unit - 1).strong.offsetBy(dy: lines[5000].rect.minY - lines[0].rect.minY))
        // A click past the end of the text, of the last line, and of a wrapped line deep in it.
        #expect(fast.offset(at: Point(width + 50, fast.size.height + 500)) == n)
        #expect(fast.offset(at: Point(width + 50, last.rect.midY)) == n)
        #expect(fast.offset(at: Point(width + 50, lines[5000].rect.midY)) == cut - 1)
        #expect(fast.offset(at: Point(1e9, 1e15)) == n)
    }

    @Test("A megabyte with one non-ASCII character, or without a width, is Pango's; a long line without wrapping is too")
    func leftToPango() {
        let text = String(repeating: Self.pangram, count: 200)
        #expect(system.layout(text + "é", style: style, width: 613) is PangoTextLayout)
        #expect(system.layout(text, style: style, width: nil) is PangoTextLayout)
        #expect(system.layout(text, style: TextStyle(wrapping: .truncate), width: 613) is PangoTextLayout)
        #expect(system.layout(text, style: style, width: 613) is WordWrappedLayout)
        // A megabyte with Japanese in it: Pango's layout, not the mixed-script runs (made for a line).
        let mixed = String(repeating: Self.pangram, count: 22_223) + "いろは"
        let pango = system.layout(mixed, style: style, width: 613)
        #expect(pango is PangoTextLayout)
        print("LongParagraph: Pango's megabyte with Japanese: \(pango.lineCount) lines, \(pango.size)")
    }
}

private extension Rect {
    func offsetBy(dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
