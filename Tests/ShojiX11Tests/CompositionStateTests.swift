import Shoji
@testable import ShojiX11
import Testing

/// The preedit as fcitx5 and Anthy build it up, replayed from recordings of the real input method
/// (FcitxAnthyRecordings): what the field shows at each step.
@Suite("Composition state")
struct CompositionStateTests {
    /// A recording's callbacks decoded as the host decodes them, and the composition after each, in order
    /// (a commit read as a key shows as `commit:TEXT`, a reset as `reset`).
    static func replay(_ recording: String, into state: inout CompositionState) -> [String] {
        var shown: [String] = []
        for line in FcitxAnthyRecordings.lines(recording) {
            if let key = line["key"] as? String { shown.append("commit:\(key)"); continue }
            // The client reset the context: what the host does then (fcitx5 answered NULL).
            if line.keys.contains("reset") { state.reset(); shown.append("reset"); continue }
            guard let cb = line["cb"] as? String else { continue }
            switch cb {
            case "start": state.apply(.start)
            case "done": state.apply(.done)
            case "draw":
                let feedback = (line["feedback"] as? [Int] ?? []).map { PreeditFeedback(rawValue: UInt($0)) }
                state.apply(.draw(caret: line["caret"] as? Int ?? 0, changeFirst: line["chgFirst"] as? Int ?? 0,
                                  changeLength: line["chgLength"] as? Int ?? 0, text: line["text"] as? String,
                                  feedback: feedback))
            default: continue
            }
            shown.append(describe(state.composition))
        }
        return shown
    }

    /// "text" with the selected segment in [brackets] and converted ones in (parentheses); "-" for none.
    static func describe(_ c: Composition?) -> String {
        guard let c else { return "-" }
        var out = ""
        let scalars = Array(c.text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if let s = c.segments.first(where: { $0.range.lowerBound == i }) {
                let inner = String(String.UnicodeScalarView(scalars[s.range]))
                out += s.highlight == .selected ? "[\(inner)]" : s.highlight == .converted ? "(\(inner))" : inner
                i = s.range.upperBound
            } else {
                out.unicodeScalars.append(scalars[i]); i += 1
            }
        }
        return out
    }

    @Test("nihongo: raw kana as typed, 日本語 selected on space, the next candidate, back to kana on Escape, committed on Return")
    func nihongo() {
        var state = CompositionState()
        let shown = Self.replay(FcitxAnthyRecordings.nihongo, into: &state)
        #expect(shown == ["-", "n", "に", "にh", "にほ", "にほn", "にほんg", "にほんご", "[日本語]", "[にほんご]", "にほんご",
                          "[日本語]", "commit:日本語", "-", "-"])
        #expect(!state.isComposing)
    }

    @Test("Two segments: the one being converted is selected, the other shown as converted, and Right moves the selection")
    func segments() throws {
        var state = CompositionState()
        let shown = Self.replay(FcitxAnthyRecordings.segments, into: &state)
        #expect(shown.contains("[私は](日本語)"))
        #expect(shown.contains("(私は)[日本語]"))
        #expect(shown.contains("(私は)[にほんご]"))
        #expect(shown.last == "-")
    }

    @Test("Escape in raw kana cancels the composition: nothing is left and nothing committed")
    func escapeCancels() {
        var state = CompositionState()
        let shown = Self.replay(FcitxAnthyRecordings.escape, into: &state)
        #expect(shown.suffix(3) == ["かな", "-", "-"])
        #expect(!shown.contains { $0.hasPrefix("commit:") })
    }

    @Test("After a reset fcitx5 draws the next composition over the old length: clamped, it is the new kana alone")
    func drawAfterReset() {
        var state = CompositionState()
        let shown = Self.replay(FcitxAnthyRecordings.resetThenType, into: &state)
        #expect(shown.suffix(3) == ["かな", "reset", "あ"])
        #expect(shown.last == "あ")
        #expect(state.composition?.cursor == 0)
    }

    @Test("Ranges beyond the text are clamped, missing feedback is plain, a deletion is a draw without text")
    func clamping() {
        var state = CompositionState()
        state.apply(.draw(caret: 99, changeFirst: 5, changeLength: 3, text: "abc", feedback: [.reverse]))
        #expect(state.composition?.text == "abc")
        #expect(state.composition?.cursor == 3)
        #expect(state.composition?.segments == [Composition.Segment(0..<1, .selected), Composition.Segment(1..<3, .converted)])
        state.apply(.draw(caret: -4, changeFirst: -2, changeLength: 1, text: nil, feedback: []))
        #expect(state.composition?.text == "bc")
        #expect(state.composition?.cursor == 0)
        state.apply(.draw(caret: 1, changeFirst: 1, changeLength: 10, text: "é👍", feedback: [.underline, .underline, .underline]))
        #expect(state.composition?.text == "bé👍")
        #expect(state.composition?.segments == [])
    }

    @Test("Caret callbacks move the input method's cursor within the text, or hide it")
    func caretMoves() {
        var state = CompositionState()
        state.apply(.draw(caret: 0, changeFirst: 0, changeLength: 0, text: "かなじ", feedback: []))
        state.apply(.caret(.lineEnd, visible: true))
        #expect(state.composition?.cursor == 3)
        state.apply(.caret(.backwardCharacter, visible: true))
        #expect(state.composition?.cursor == 2)
        state.apply(.caret(.forwardCharacter, visible: true))
        state.apply(.caret(.forwardCharacter, visible: true))
        #expect(state.composition?.cursor == 3)
        state.apply(.caret(.absolute(1), visible: true))
        #expect(state.composition?.cursor == 1)
        state.apply(.caret(CaretMove(direction: 4, position: 0), visible: true)) // XIMCaretUp: GTK ignores it too
        #expect(state.composition?.cursor == 1)
        state.apply(.caret(.unchanged, visible: false))
        #expect(state.composition?.cursor == nil)
    }
}
