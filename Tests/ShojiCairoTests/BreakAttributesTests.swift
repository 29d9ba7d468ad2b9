import CPango
import Testing
@testable import Shoji
@testable import ShojiCairo

/// The break attributes made from the last paragraph's (`BreakAttributes`) must be exactly Pango's pass
/// over the whole new paragraph, byte for byte, over random texts and random edits.
@MainActor
@Suite("Break attributes spliced after a letter typed or deleted are Pango's")
struct BreakAttributesTests {
    let system = PangoTextSystem()

    @Test("Random letters typed and deleted in random prose: the spliced attributes are Pango's whole pass")
    func randomEdits() throws {
        let run = try #require(system.layout("a b", style: .body, width: nil) as? WordShapedLayout).script
        var seed: UInt64 = 0xB4EA
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        // Letters of both cases, digits, and the punctuation the word and sentence rules look at.
        let pool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?'\"-()/_ .A. i.e. U.S. ".utf8)
        let letters = Array("abcdefghiXYZ".utf8)
        var spliced = 0, cases = 0
        for _ in 0..<60 {
            var text = (0..<(next(200) + 3)).map { _ in pool[next(pool.count)] }
            var last = text.withUnsafeBufferPointer { BreakAttributes.whole($0, in: run) }
            for _ in 0..<40 {
                var edited = text
                let at = next(text.count)
                if next(2) == 0 { edited.insert(letters[next(letters.count)], at: at) } else if edited.count > 3 { edited.remove(at: at) }
                let (made, fresh) = edited.withUnsafeBufferPointer { b in
                    (BreakAttributes.spliced(b, (text, last)), BreakAttributes.whole(b, in: run))
                }
                cases += 1
                if let made {
                    spliced += 1
                    let same = made.count == fresh.count && zip(made, fresh).allSatisfy { a, b in
                        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
                    }
                    #expect(same, "\(String(decoding: text, as: UTF8.self)) → \(String(decoding: edited, as: UTF8.self))")
                }
                text = edited
                last = fresh
            }
        }
        // Most edits land between two letters of the pool's words often enough to test the splice.
        #expect(spliced > cases / 20, "\(spliced) of \(cases)")
    }

    @Test("Typing into a wrapped paragraph uses the splice, and its lines and boundaries stay Pango's")
    func typing() throws {
        let style = TextStyle(wrapping: .wrap)
        var text = Array(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 40).utf8)
        var matched = 0
        for k in 0..<20 {
            text.insert(UInt8(0x61 + k % 26), at: 5 + k)   // inside "quick", letter after letter
            let s = String(decoding: text, as: UTF8.self)
            let fast = try #require(system.layout(s, style: style, width: 333) as? WordWrappedLayout)
            let pango = PangoTextLayout(context: system.context, text: s, style: style, width: 333, defaultFamily: system.defaultFamily)
            if fast.lines == pango.lines && fast.boundaries == pango.boundaries { matched += 1 }
        }
        #expect(matched == 20)
    }
}
