import Testing
@testable import Shoji

/// A text field driven as a user drives it: keys through the screen, clicks with the manual clock, focus.
/// Laid out by the estimating text system (15 pt body text: 9 pt a Latin character), so positions are exact.
@MainActor
@Suite("TextField")
struct TextFieldTests {
    let rig = Rig()
    let field = TextField(frame: Rect(20, 20, 200, 30))
    /// x of the caret before character `i` of Latin text in the field (inset 8, 9 pt a character).
    func x(_ i: Int) -> Double { 28 + 9 * Double(i) }

    init() {
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        rig.layout()
    }

    func type(_ text: String) {
        for c in text { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))); rig.advance(0.1) }
    }
    func key(_ k: Key, _ m: Modifiers = []) { rig.key(k, modifiers: m) }
    func ctrl(_ c: String, _ m: Modifiers = []) { rig.screen.send(.key(KeyEvent(.character(c), text: c, modifiers: m.union(.control)))) }

    @Test("Typed text goes in at the caret; Backspace, Delete and the arrows edit it")
    func typing() {
        type("hello")
        #expect(field.text == "hello")
        key(.left); key(.left)
        type("XY")
        #expect(field.text == "helXYlo" && field.selectedRange == 5..<5)
        key(.backspace)
        key(.delete)
        #expect(field.text == "helXo")
        key(.home); key(.delete)
        #expect(field.text == "elXo")
        key(.end); type("!")
        #expect(field.text == "elXo!")
    }

    @Test("The caret moves over e + combining accent, a family emoji and a flag as one character each")
    func clusters() {
        field.text = "ae\u{301}👨‍👩‍👧🇯🇵z"
        key(.home)
        var stops: [Int] = [field.selectedRange.lowerBound]
        for _ in 0..<5 { key(.right); stops.append(field.selectedRange.lowerBound) }
        #expect(stops == [0, 1, 3, 8, 10, 11])
        key(.left); key(.backspace)
        #expect(field.text == "ae\u{301}👨‍👩‍👧z")
        key(.home); key(.delete); key(.delete)
        #expect(field.text == "👨‍👩‍👧z")
    }

    @Test("Ctrl+arrows move by word, Ctrl+Backspace deletes one, Shift extends, Ctrl+A selects all")
    func words() {
        field.text = "one two  three"
        key(.left, .control)
        #expect(field.selectedRange == 9..<9)
        key(.left, .control)
        #expect(field.selectedRange == 4..<4)
        key(.right, [.control, .shift])
        #expect(field.selectedRange == 4..<7 && field.selection.head == 7)
        key(.right)
        #expect(field.selectedRange == 7..<7)
        key(.backspace, .control)
        #expect(field.text == "one   three")
        ctrl("a")
        #expect(field.selectedRange == 0..<11)
        type("x")
        #expect(field.text == "x")
    }

    @Test("Ctrl+Z undoes typing a word at a time; Ctrl+Shift+Z redoes")
    func undo() {
        type("good morning")
        ctrl("z")
        #expect(field.text == "good ")
        ctrl("z")
        #expect(field.text == "")
        ctrl("z", [.shift])
        #expect(field.text == "good ")
    }

    @Test("An input method's commit (one key event, the whole word) is one undo step")
    func commit() {
        type("ab")
        rig.screen.send(.key(KeyEvent(.other(0), text: "日本語")))
        type("c")
        ctrl("z")
        #expect(field.text == "ab日本語")
        ctrl("z")
        #expect(field.text == "ab")
    }

    @Test("Digits only with a maximum length, and shouldChangeText can refuse; didChange follows each change")
    func filterAndDelegate() {
        field.inputFilter = .digits(maximumLength: 4)
        #expect(!field.wantsInputMethod)
        var changes = 0
        field.didChange = { _ in changes += 1 }
        type("1a2b345")
        #expect(field.text == "1234" && changes == 4)
        field.shouldChangeText = { _, replacement in replacement != "" }
        key(.backspace)
        #expect(field.text == "1234")
    }

    @Test("Return calls shouldReturn; a field never takes a newline")
    func returnKey() {
        var returned = 0
        field.shouldReturn = { _ in returned += 1; return true }
        type("a")
        key(.enter)
        #expect(returned == 1 && field.text == "a")
        field.insertText("b\nc")
        #expect(field.text == "ab c")
    }

    @Test("A click places the caret, a drag selects, Shift+click extends")
    func mouse() {
        field.text = "hello world"
        rig.click(Point(x(3) + 1, 35))
        #expect(field.selectedRange == 3..<3)
        rig.advance(1)
        rig.drag(from: Point(x(1), 35), to: Point(x(4) + 2, 35), steps: 4)
        #expect(field.selectedRange == 1..<4)
        rig.advance(1)
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(x(9), 35), modifiers: .shift)))
        rig.up(Point(x(9), 35))
        #expect(field.selectedRange == 1..<9)
    }

    @Test("A double click selects a word, a triple click the line; slower clicks do not count as one")
    func multiClick() {
        field.text = "hello big world"
        let p = Point(x(7), 35)
        rig.click(p); rig.advance(0.1); rig.click(p)
        #expect(field.selectedRange == 6..<9)
        rig.advance(0.1); rig.click(p)
        #expect(field.selectedRange == 0..<15)
        rig.advance(1)
        rig.click(p); rig.advance(0.5); rig.click(p)
        #expect(field.selectedRange == 7..<7)
    }

    @Test("A drag past the right edge scrolls the text on the clock and keeps selecting")
    func dragScrolls() {
        field.text = String(repeating: "abcdefghij", count: 6)
        key(.home)
        #expect(field.scrollOffset == 0)
        rig.down(Point(x(2), 35))
        rig.move(Point(260, 35))
        let before = field.selectedRange.upperBound
        rig.advance(1)
        #expect(field.scrollOffset > 50)
        #expect(field.selectedRange.upperBound > before + 5)
        rig.up(Point(260, 35))
        rig.advance(1)
        let after = field.scrollOffset
        rig.advance(1)
        #expect(field.scrollOffset == after)
    }

    @Test("Typing past the right edge scrolls the caret into view")
    func caretStaysInView() {
        type(String(repeating: "w", count: 40))
        let caret = field.caretRect!
        #expect(caret.maxX <= field.textRect.maxX + 0.01 && caret.minX >= field.textRect.minX)
        key(.home)
        #expect(field.scrollOffset == 0)
    }

    @Test("Secure text: bullets, no words, only bullets for accessibility, no input method")
    func secure() {
        field.isSecureTextEntry = true
        type("pa ss")
        #expect(field.accessibilityText == String(repeating: "\u{2022}", count: 5) && !field.wantsInputMethod)
        key(.left, .control)
        #expect(field.selectedRange == 0..<0)
        #expect(field.line.display.text == String(repeating: "\u{2022}", count: 5))
    }
}

extension TextFieldTests {
    @Test("A composition replaces the selection on screen only; hit testing skips it and the caret is its cursor")
    func compositionSkippedByHitTesting() {
        field.text = "abcd"
        field.selectedRange = 1..<3
        field.setComposition(Composition(text: "にほん", cursor: 1))
        #expect(field.line.display.text == "aにほんd" && field.text == "abcd")
        // In the field's coordinates: inset 8, "a" 9, each kana 15; the caret after に.
        #expect(field.caretRect!.minX == 8 + 9 + 15)
        #expect(field.offset(at: Point(8 + 9 + 20, 15)) == 1)       // inside the composition: where it sits
        #expect(field.offset(at: Point(8 + 9 + 45 + 1, 15)) == 3)   // just after it: before "d"
        #expect(field.offset(at: Point(8 + 9 + 45 + 9, 15)) == 4)
        field.setComposition(nil)
        #expect(field.line.display.text == "abcd" && field.selectedRange == 1..<3)
    }
}

extension TextFieldTests {
    @Test("Losing the focus in the middle of a drag stops its scrolling: no timer is left")
    func focusLostMidDrag() {
        field.text = String(repeating: "abcdefghij", count: 6)
        key(.home)
        rig.down(Point(x(2), 35))
        rig.move(Point(260, 35))
        rig.advance(0.2)
        rig.window.makeFirstResponder(nil)
        #expect(rig.clock.pendingTimerCount == 0)
    }
}

extension TextFieldTests {
    @Test("A double click held and dragged extends by whole words, both ways")
    func wordDrag() {
        field.text = "one two three four"
        let inTwo = Point(x(5), 35)
        rig.click(inTwo); rig.advance(0.1)
        rig.screen.send(.pointer(PointerEvent(.down, at: inTwo)))
        #expect(field.selectedRange == 4..<7)
        rig.move(Point(x(10), 35))                    // inside "three"
        #expect(field.selectedRange == 4..<13)
        rig.move(Point(x(1), 35))                     // back inside "one"
        #expect(field.selectedRange == 0..<7 && field.selection.head == 0)
        rig.up(Point(x(1), 35))
    }
}

extension TextFieldTests {
    @Test("A NUL never gets into the text, set or inserted")
    func noNul() {
        field.text = "a\0b"
        field.insertText("\0c")
        #expect(field.text == "abc")
    }
}
