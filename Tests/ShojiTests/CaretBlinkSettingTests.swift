import Testing
@testable import Shoji

/// `TextInputView.caretBlinks` off: the caret is shown and stays shown while editing and typing, and no
/// timer is left for it (the typing benchmark counts only what a key draws).
@MainActor
@Suite("Caret blink setting")
struct CaretBlinkSettingTests {
    @Test("With blinking off the caret stays shown through input and time, and no timer runs")
    func blinkOff() {
        let rig = Rig()
        let note = TextView(frame: Rect(20, 20, 300, 200))
        note.textSystem = EstimatingTextSystem()
        rig.window.addSubview(note)
        rig.layout()
        TextInputView.caretBlinks = false
        defer { TextInputView.caretBlinks = true }
        rig.window.makeFirstResponder(note)
        #expect(note.showsCaret && !note.isCaretBlinking)
        for _ in 0..<3 {
            rig.clock.advance(by: 0.5)
            #expect(note.showsCaret)
        }
        rig.screen.send(.key(KeyEvent(.character("a"), text: "a")))
        rig.clock.advance(by: 0.5)
        #expect(note.text == "a" && note.showsCaret && !note.isCaretBlinking)
        #expect(rig.clock.pendingTimerCount == 0)
    }
}
