import Testing
@testable import Shoji

/// Focus and the caret: Tab walks through fields and buttons in order, a click focuses a field and a click
/// elsewhere ends its editing, and the caret blinks until a few seconds without input, then stops (no
/// timer left, so an idle window wakes nobody).
@MainActor
@Suite("Text focus and caret")
struct TextFocusTests {
    let rig = Rig()
    let name = TextField(frame: Rect(20, 20, 200, 30))
    let button = Button("OK")
    let note = TextView(frame: Rect(20, 120, 300, 200))
    var events: [String] = []

    init() {
        for v in [name, note] as [TextInputView] { v.textSystem = EstimatingTextSystem() }
        button.frame = Rect(20, 70, 80, 30)
        rig.window.addSubview(name)
        rig.window.addSubview(button)
        rig.window.addSubview(note)
        rig.layout()
    }

    var focused: Responder? { rig.window.firstResponder }

    @Test("Tab and Shift+Tab walk the name field, the button and the note in order; Tab leaves the note too")
    func tabOrder() {
        rig.key(.tab)
        #expect(focused === name)
        rig.key(.tab)
        #expect(focused === button)
        rig.key(.tab)
        #expect(focused === note)
        rig.key(.tab)
        #expect(focused === name && note.text.isEmpty)
        rig.key(.tab, modifiers: .shift)
        #expect(focused === note)
    }

    @Test("A click focuses a field and begins editing; a click on nothing in particular ends it")
    func clickFocus() {
        var log: [String] = []
        name.didBeginEditing = { _ in log.append("begin") }
        name.didEndEditing = { _ in log.append("end") }
        rig.click(Point(60, 35))
        #expect(name.isEditing && log == ["begin"])
        rig.advance(1)
        rig.click(Point(350, 60))
        #expect(!name.isEditing && focused == nil && log == ["begin", "end"])
        rig.advance(1)
        rig.click(Point(60, 35))
        rig.advance(1)
        rig.click(Point(100, 200))
        #expect(focused === note && !name.isEditing)
    }

    @Test("A press in the field's input view (an on-screen keypad) keeps it editing")
    func inputView() {
        let pad = View(frame: Rect(20, 400, 200, 100))
        rig.window.addSubview(pad)
        name.inputView = pad
        rig.click(Point(60, 35))
        rig.advance(1)
        // Editing brought it up in a strip along the window's bottom (InputViewTests): press it there.
        #expect(pad.window === rig.window)
        rig.click(pad.convertToScreen(pad.bounds.center))
        #expect(name.isEditing)
    }

    @Test("With a desktop blink of 1 s the caret blinks half a second on, half off, and stops, shown, 10 s after the last input")
    func blink() {
        rig.screen.desktopSettings.caretBlinkPeriod = 1
        rig.window.makeFirstResponder(name)
        #expect(name.showsCaret && name.isCaretBlinking)
        rig.clock.advance(by: 0.5)
        #expect(!name.showsCaret)
        rig.clock.advance(by: 0.5)
        #expect(name.showsCaret)
        rig.clock.advance(by: 5)
        rig.screen.send(.key(KeyEvent(.character("a"), text: "a")))   // input: the blink starts over
        rig.clock.advance(by: 9.6)
        #expect(name.isCaretBlinking)
        rig.clock.advance(by: 0.5)
        #expect(!name.isCaretBlinking && name.showsCaret)
        #expect(rig.clock.pendingTimerCount == 0)
    }

    @Test("The desktop's blink period changed while a field edits: the caret takes it at once (GTK's default 1.2 s before)")
    func blinkFollowsTheDesktop() {
        rig.window.makeFirstResponder(name)
        rig.clock.advance(by: 0.55)
        #expect(name.showsCaret)                  // 0.6 s shown by default
        rig.clock.advance(by: 0.1)
        #expect(!name.showsCaret)
        rig.screen.desktopSettings.caretBlinkPeriod = 0.4
        #expect(name.showsCaret)                  // restarted, shown
        rig.clock.advance(by: 0.2)
        #expect(!name.showsCaret)
        rig.clock.advance(by: 0.2)
        #expect(name.showsCaret)
    }

    @Test("The desktop turns the blink off (Net/CursorBlink 0): the caret stays shown and no timer runs; on again, it blinks")
    func blinkOff() {
        rig.window.makeFirstResponder(name)
        rig.clock.advance(by: 0.7)
        #expect(!name.showsCaret)
        rig.screen.desktopSettings.caretBlinks = false
        #expect(name.showsCaret && !name.isCaretBlinking)
        #expect(rig.clock.pendingTimerCount == 0)
        rig.clock.advance(by: 3)
        #expect(name.showsCaret)
        rig.screen.desktopSettings.caretBlinks = true
        #expect(name.isCaretBlinking)
    }

    @Test("Blinking redraws only around the caret")
    func blinkDamage() {
        rig.window.makeFirstResponder(name)
        name.text = "hello"
        rig.layout()
        _ = rig.screen.takeDamage()
        rig.clock.advance(by: TextInputView.caretBlinkInterval)
        let damage = rig.screen.takeDamage()
        let caret = name.convertToScreen(name.caretRect!)
        #expect(!damage.isEmpty && damage.rects.allSatisfy { $0.width < 10 && $0.contains(caret.origin) })
    }

    @Test("Leaving a field stops its caret, hides it, and ends a composition shown")
    func resign() {
        rig.window.makeFirstResponder(name)
        name.setComposition(Composition(text: "にほん"))
        rig.key(.tab)
        #expect(!name.isCaretBlinking && !name.showsCaret && name.composition == nil && name.caretRect == nil)
    }

    @Test("The screen routes compositions to the focused field and hears of every caret, focus and input-method change")
    func inputMethodRouting() {
        rig.host.textInputChanges = 0
        rig.key(.tab)
        #expect(rig.screen.textInputClient === name && rig.host.textInputChanges >= 1)
        rig.screen.setComposition(Composition(text: "かな"))
        #expect(name.composition?.text == "かな" && name.caretRect != nil)
        var h = rig.host.textInputChanges
        rig.screen.setComposition(nil)
        rig.screen.send(.key(KeyEvent(.other(0), text: "仮名")))
        #expect(name.text == "仮名" && rig.host.textInputChanges > h)
        h = rig.host.textInputChanges
        name.isSecureTextEntry = true
        #expect(rig.host.textInputChanges > h && !(rig.screen.textInputClient?.wantsInputMethod ?? true))
        h = rig.host.textInputChanges
        rig.key(.tab)
        #expect(rig.host.textInputChanges > h && rig.screen.textInputClient == nil)
    }
}
