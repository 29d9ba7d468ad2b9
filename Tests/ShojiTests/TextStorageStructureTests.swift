import Testing
@testable import Shoji

/// The structures that make a key cost the same anywhere in a long text: the storage's gap buffer
/// (`TextScalars`) and a text view's paragraph heights (`ParagraphHeights`), each against the plain
/// array it replaces, through random edits.
@Suite("Text storage structures")
struct TextStorageStructureTests {
    @Test("The gap buffer holds what an array edited the same way holds, wherever the edits go")
    func gapBufferFollowsArray() {
        var rng = SeededRandom(seed: 28)
        var plain = Array("Line 1: the quick brown fox\nLine 2: 日本語 مرحبا e\u{301}".unicodeScalars)
        var gap = TextScalars(plain)
        let pieces = ["", "x", "\n", "👨‍👩‍👧‍👦", String(repeating: "long ", count: 300)]
        for step in 0..<2_000 {
            let a = Int(rng.next() % UInt64(plain.count + 1)), b = Int(rng.next() % UInt64(plain.count + 1))
            // Mostly typing near the last edit, as a user does; now and then anywhere.
            let range = step % 7 == 0 ? min(a, b)..<max(a, b) : min(a, plain.count)..<min(a, plain.count)
            let piece = Array(pieces[Int(rng.next() % UInt64(pieces.count))].unicodeScalars)
            plain.replaceSubrange(range, with: piece)
            gap.replaceSubrange(range, with: piece)
            #expect(gap.count == plain.count)
            // Any range, across the gap or not, reads what the array holds there.
            let c = Int(rng.next() % UInt64(plain.count + 1)), d = Int(rng.next() % UInt64(plain.count + 1))
            #expect(gap.array(in: min(c, d)..<max(c, d)) == Array(plain[min(c, d)..<max(c, d)]))
            #expect(gap.string(in: min(c, d)..<max(c, d)) == String(String.UnicodeScalarView(plain[min(c, d)..<max(c, d)])))
        }
        #expect(Array(gap) == plain)
        #expect(gap.string == String(String.UnicodeScalarView(plain)))
        #expect(gap == TextScalars(plain) && gap.hashValue == TextScalars(plain).hashValue)
    }

    @Test("Typing at the start of 10,000 lines keeps the text, the paragraphs and equality right")
    func typingAtTheStartOfALongText() {
        let text = (1...10_000).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
        var storage = TextStorage(text)
        for k in 0..<100 { storage.replace(k..<k, with: "x") }
        storage.replace(100..<100, with: "\n")
        let expected = String(repeating: "x", count: 100) + "\n" + text
        #expect(storage.string == expected)
        #expect(storage == TextStorage(expected))
        #expect(storage.paragraphStarts == TextStorage(expected).paragraphStarts)
        #expect(storage.paragraphText(10_000) == "Line 10000: the quick brown fox jumps over the lazy dog")
    }

    @Test("Paragraph tops and the paragraph at a height match sums done afresh, through edits")
    func heightsMatchSums() {
        var rng = SeededRandom(seed: 8)
        var plain = (0..<500).map { _ in Double(1 + rng.next() % 4) * 17.5 }
        var heights = ParagraphHeights(plain)
        for _ in 0..<400 {
            let i = Int(rng.next() % UInt64(plain.count))
            switch rng.next() % 3 {
            case 0:
                let h = Double(1 + rng.next() % 4) * 17.5
                plain[i] = h
                heights.set(i, to: h)
            case 1:
                let new = [35.0, 17.5]
                plain.replaceSubrange(i...i, with: new)
                heights.replaceSubrange(i...i, with: new)
            default:
                let j = min(plain.count - 1, i + 1)
                if plain.count > 2 { plain.replaceSubrange(i...j, with: [52.5]); heights.replaceSubrange(i...j, with: [52.5]) }
            }
            var tops = [0.0]
            for h in plain { tops.append(tops.last! + h) }
            let k = Int(rng.next() % UInt64(plain.count + 1))
            #expect(heights.top(of: k) == tops[k])
            #expect(heights.total == tops.last!)
            // A height inside paragraph k, its top, and one below the end.
            let y = Double(rng.next() % UInt64(tops.last! + 50))
            let naive = (tops.indices.dropLast().last { tops[$0] <= y }) ?? 0
            #expect(heights.index(atY: y) == naive)
            #expect(heights.index(atY: tops[min(k, plain.count - 1)]) == min(k, plain.count - 1))
        }
        #expect(heights.index(atY: -5) == 0)
    }
}
