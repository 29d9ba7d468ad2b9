import Testing
@testable import Shoji

/// Records what a pad tells its observers.
@MainActor
final class PadRecorder: NumberPadObserver {
    var typed: [Int] = []
    var sequences: [String] = []
    var finished: [String] = []
    var rejected: [Int] = []
    func numberPad(_ pad: NumberPad, didType digit: Int) { typed.append(digit) }
    func numberPad(_ pad: NumberPad, didUpdateSequence sequence: String) { sequences.append(sequence) }
    func numberPad(_ pad: NumberPad, didFinishSequence sequence: String) { finished.append(sequence) }
    func numberPad(_ pad: NumberPad, didReject digit: Int) { rejected.append(digit) }
}

@MainActor
@Suite("NumberPad")
struct NumberPadTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    let pad = NumberPad(frame: Rect(40, 200, 320, 54))
    let recorder = PadRecorder()

    init() {
        screen = Screen(size: Size(400, 300), clock: clock)
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        window.addSubview(pad)
        pad.addObserver(recorder)
        screen.layoutIfNeeded()
    }

    func center(of digit: Int) -> Point {
        let key = pad.keyView(for: digit)
        return key.convertToScreen(key.bounds.center)
    }

    func down(_ p: Point) { screen.send(.pointer(PointerEvent(.down, at: p))) }
    func move(_ p: Point) { screen.send(.pointer(PointerEvent(.moved, at: p))) }
    func up(_ p: Point) { screen.send(.pointer(PointerEvent(.up, at: p))) }
    func tap(_ digit: Int) { down(center(of: digit)); up(center(of: digit)) }
    func type(_ text: String, keypad: Bool = false, modifiers: Modifiers = []) {
        screen.send(.key(KeyEvent(.character(text), text: text, modifiers: modifiers, isKeypad: keypad)))
    }

    // MARK: Sequences

    @Test("Digits 0.74 s apart join into one sequence; the sequence ends 0.75 s after its last digit")
    func sequenceJoins() {
        tap(1)
        clock.advance(by: 0.74)
        tap(4)
        #expect(recorder.typed == [1, 4])
        #expect(recorder.sequences == ["1", "14"])
        #expect(recorder.finished.isEmpty)
        clock.advance(by: 0.74)
        #expect(recorder.finished.isEmpty)
        clock.advance(by: 0.02)
        #expect(recorder.finished == ["14"])
        tap(7)
        #expect(recorder.sequences == ["1", "14", "7"])
    }

    @Test("Digits 0.76 s apart start a new sequence")
    func sequenceSplits() {
        tap(1)
        clock.advance(by: 0.76)
        tap(4)
        #expect(recorder.sequences == ["1", "4"])
        #expect(recorder.finished == ["1"])
    }

    @Test("A longer interval joins slower typing, and changing it mid-sequence moves the deadline")
    func intervalSetting() {
        pad.sequenceInterval = 2
        tap(2)
        clock.advance(by: 1.5)
        tap(5)
        #expect(recorder.sequences == ["2", "25"])
        pad.sequenceInterval = 0.5 // the sequence now ends 0.5 s after the 5
        clock.advance(by: 0.49)
        #expect(recorder.finished.isEmpty)
        clock.advance(by: 0.02)
        #expect(recorder.finished == ["25"])
    }

    // MARK: Pointer

    @Test("Dragging from 2 to 3 moves the balloon and commits only 3")
    func dragCommitsLastKey() {
        down(center(of: 2))
        #expect(pad.balloonIndex == pad.layout.index(of: 2))
        move(center(of: 3))
        #expect(pad.balloonIndex == pad.layout.index(of: 3))
        #expect(recorder.typed.isEmpty)
        up(center(of: 3))
        #expect(recorder.typed == [3])
        #expect(pad.balloonIndex == nil)
    }

    @Test("Releasing off the pad cancels; the balloon hides while off it and comes back on return")
    func releaseOffPadCancels() {
        let five = center(of: 5)
        down(five)
        move(Point(five.x, five.y - 45))    // over where the balloon is: off the pad
        #expect(pad.balloonIndex == nil)
        #expect(pad.balloonView.isHidden)
        move(five)
        #expect(pad.balloonIndex == pad.layout.index(of: 5))
        move(Point(five.x, five.y + 60))
        up(Point(five.x, five.y + 60))
        #expect(recorder.typed.isEmpty)
        #expect(pad.balloonIndex == nil)
    }

    @Test("The balloon's window comes with the pad, so the first key press redraws only the key and its balloon")
    func firstPressDamage() {
        #expect(screen.windows.last?.level == .overlay)   // there before any press
        _ = screen.takeDamage()
        down(center(of: 5))
        let d = screen.takeDamage()
        #expect(!d.isEmpty && d.area < screen.bounds.area / 4)
        #expect(d.rects.allSatisfy { $0.intersects(pad.balloonView.screenBoundingBox) || $0.intersects(pad.keyView(for: 5).screenBoundingBox) })
    }

    @Test("The balloon lives in an overlay window that takes no input, there while the pad is")
    func overlayWindow() throws {
        let before = screen.windows.count             // the main window and the pad's overlay
        down(center(of: 4))
        let overlay = try #require(screen.windows.last)
        #expect(screen.windows.count == before)
        #expect(overlay.level == .overlay && overlay.hitPolicy == .passThroughAll)
        #expect(!pad.balloonView.isHidden)
        #expect(pad.balloonView.window === overlay)
        // A click where the balloon is reaches the window below.
        let b = pad.balloonView.screenBoundingBox
        #expect(screen.hitTest(Point(b.midX, b.minY + 20))?.window === window)
        up(center(of: 4))
        pad.removeFromSuperview()
        #expect(screen.windows.count == before - 1)
    }

    @Test("A second button does not press keys")
    func secondaryButtonIgnored() {
        screen.send(.pointer(PointerEvent(.down, at: center(of: 6), button: .secondary)))
        #expect(pad.balloonIndex == nil)
        screen.send(.pointer(PointerEvent(.up, at: center(of: 6), button: .secondary)))
        #expect(recorder.typed.isEmpty)
    }

    // MARK: Enabled digits

    @Test("Disabled digits are drawn disabled, show no balloon, shake and never commit")
    func disabledDigits() {
        pad.enabledDigits = [1, 2, 3]
        #expect(!pad.keys[5].isEnabled && pad.keys[2].isEnabled)
        down(center(of: 5))
        #expect(pad.balloonIndex == nil)
        clock.advance(by: 0.05)
        #expect(pad.keys[5].transform != .identity) // shaking
        up(center(of: 5))
        #expect(recorder.typed.isEmpty)
        #expect(recorder.rejected == [5])
        clock.advance(by: 0.5)
        #expect(pad.keys[5].transform == .identity)
        type("5")
        #expect(recorder.rejected == [5, 5])
        tap(2)
        #expect(recorder.typed == [2])
    }

    @Test("Dragging onto a disabled key hides the balloon; releasing there commits nothing")
    func dragOntoDisabled() {
        pad.enabledDigits = Set(0...9).subtracting([4])
        down(center(of: 3))
        move(center(of: 4))
        #expect(pad.balloonIndex == nil)
        up(center(of: 4))
        #expect(recorder.typed.isEmpty && recorder.rejected == [4])
    }

    @Test("enabledDigits holds digits, not positions: with start-with-zero, {0} enables the leftmost key")
    func digitsNotIndices() {
        pad.startWithZero = true
        pad.enabledDigits = [0]
        clock.advance(by: 0.5)
        screen.layoutIfNeeded()
        let leftmost = pad.convertToScreen(Point(10, 27))
        down(leftmost); up(leftmost)
        #expect(recorder.typed == [0])
        let second = pad.convertToScreen(Point(42, 27))
        down(second); up(second)
        #expect(recorder.rejected == [1])
    }

    // MARK: Keyboard

    @Test("Top-row and keypad digits commit and flash their key; modified and shifted keys do not type")
    func physicalKeys() {
        #expect(window.makeFirstResponder(pad))
        type("7")
        #expect(recorder.typed == [7])
        #expect(pad.keys[7].pressAmount == 1)
        clock.advance(by: 0.3)
        #expect(pad.keys[7].pressAmount == 0)
        type("7", keypad: true)
        #expect(recorder.typed == [7, 7])
        #expect(recorder.sequences.last == "77")
        type("4", modifiers: .control)
        screen.send(.key(KeyEvent(.character("4"), text: "$", modifiers: .shift)))
        #expect(recorder.typed == [7, 7])
    }

    // MARK: Observers and identity

    @Test("An observer that goes away is dropped without unregistering; the others still hear")
    func weakObservers() {
        var transient: PadRecorder? = PadRecorder()
        pad.addObserver(transient!)
        pad.addObserver(recorder) // a second add is a no-op
        #expect(pad.observerCount == 2)
        tap(8)
        #expect(transient?.typed == [8])
        transient = nil
        #expect(pad.observerCount == 1)
        tap(9)
        #expect(recorder.typed == [8, 9])
        pad.removeObserver(recorder)
        tap(1)
        #expect(recorder.typed == [8, 9])
    }

    @Test("Keys are subviews named after the pad, and slide to their places when the order changes")
    func keyViews() {
        pad.identifier = "numberpad"
        #expect(pad.keyView(for: 4).identifier == "numberpad.key.4")
        #expect(pad.keyView(for: 4).frame == pad.layout.cellRect(at: 3))
        pad.startWithZero = true
        clock.advance(by: 0.1)
        let midway = pad.keyView(for: 4).frame.minX
        #expect(midway > 96 && midway < 128)
        clock.advance(by: 0.3)
        #expect(pad.keyView(for: 4).frame == pad.layout.cellRect(at: 4))
        #expect(pad.keyView(for: 0).frame.minX == 0)
    }

    @Test("The trace names the pad and the digit")
    func trace() {
        var lines: [String] = []
        Trace.addSink { event, fields in
            lines.append(event + " " + fields.map { "\($0.0)=\($0.1.json)" }.joined(separator: " "))
        }
        defer { Trace.removeAllSinks() }
        pad.identifier = "numberpad"
        pad.enabledDigits = Set(1...9)
        tap(1); tap(4); tap(0)
        clock.advance(by: 1)
        let pad = lines.filter { $0.hasPrefix("numberpad.") }
        #expect(pad == [
            #"numberpad.key id="numberpad" value="1" source="pointer""#,
            #"numberpad.sequence id="numberpad" value="1""#,
            #"numberpad.key id="numberpad" value="4" source="pointer""#,
            #"numberpad.sequence id="numberpad" value="14""#,
            #"numberpad.rejected id="numberpad" value="0" source="pointer""#,
            #"numberpad.sequence.end id="numberpad" value="14""#,
        ])
    }
}
