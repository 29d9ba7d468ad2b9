import Testing
@testable import Shoji
@testable import ShojiCairo

/// Random keys, clicks and compositions on a text view and a field laid out by Pango, over text mixing
/// Hebrew, Arabic, Thai, Hangul, emoji and combining accents: no crash, the selection stays in the text,
/// and the caret never stands inside a grapheme cluster.
@MainActor
@Suite("Pango text fuzz")
struct PangoTextFuzzTests {
    static let keys: [KeyEvent] = [
        KeyEvent(.character("a"), text: "a"), KeyEvent(.space, text: " "), KeyEvent(.enter), KeyEvent(.backspace),
        KeyEvent(.delete), KeyEvent(.backspace, modifiers: .control), KeyEvent(.delete, modifiers: .control),
        KeyEvent(.left), KeyEvent(.right), KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: [.control, .shift]),
        KeyEvent(.up), KeyEvent(.down, modifiers: .shift), KeyEvent(.home), KeyEvent(.end), KeyEvent(.pageDown),
        KeyEvent(.other(0), text: "שלום"), KeyEvent(.other(0), text: "مرحبا"), KeyEvent(.other(0), text: "กี่"),
        KeyEvent(.other(0), text: "한국"), KeyEvent(.other(0), text: "e\u{301}👨‍👩‍👧🇯🇵"),
        KeyEvent(.character("z"), text: "z", modifiers: .control), KeyEvent(.character("z"), text: "z", modifiers: [.control, .shift]),
    ]

    @Test("1,000 random inputs", arguments: [7, 8] as [UInt64])
    func random(seed: UInt64) {
        let clock = ManualClock()
        let screen = Screen(size: Size(300, 260), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let system = PangoTextSystem()
        let view = TextView(frame: Rect(10, 10, 200, 120))
        let field = TextField(frame: Rect(10, 150, 200, 34))
        for v in [view, field] as [TextInputView] {
            v.textSystem = system
            window.addSubview(v)
            v.text = "abc שלום def\nمرحبا world กี่ 한국\n👨‍👩‍👧 cafe\u{301}"
        }
        var rng = SeededRandom(seed: seed)
        for _ in 0..<1000 {
            let r = rng.next()
            switch r % 12 {
            case 0:
                let p = Point(Double(rng.next() % 220), Double(rng.next() % 200))
                screen.send(.pointer(PointerEvent(.down, at: p)))
                screen.send(.pointer(PointerEvent(.up, at: p)))
            case 1:
                screen.setComposition(r % 24 == 1 ? nil : Composition(text: "にほん", cursor: Int(rng.next() % 4)))
            default:
                screen.send(.key(Self.keys[Int(rng.next() % UInt64(Self.keys.count))]))
            }
            clock.advance(by: 0.05)
            screen.layoutIfNeeded()
            for v in [view, field] as [TextInputView] {
                let s = v.document.storage, head = v.selection.head
                #expect(v.selection.anchor <= s.count && head <= s.count)
                let (start, flags) = v.boundaries(around: head)
                #expect(v.isSecureTextEntry || flags[head - start].contains(.cursorPosition), "caret inside a cluster at \(head) of \(v.text.debugDescription)")
            }
        }
    }
}
