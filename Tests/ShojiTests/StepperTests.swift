import Testing
@testable import Shoji

/// `Stepper`: typed values committed and clamped, keys, the focused-only wheel, press-and-hold's exact
/// schedule on the manual clock, and the number format. Real events through a headless `Screen`.
@MainActor
@Suite("Stepper")
final class StepperTests {
    let rig = Rig()
    let stepper = Stepper(value: 12, minimum: 0, maximum: 100, step: 1, format: NumberFormat(suffix: " px"),
                          frame: Rect(20, 20, 140, 32))
    let other = Button("Other", frame: Rect(20, 80, 100, 32))
    var told: [Double] = []
    /// The arrows' halves, in screen points.
    let up = Point(20 + 140 - 12, 20 + 8), down = Point(20 + 140 - 12, 20 + 24)

    init() {
        stepper.identifier = "size"
        stepper.valueChanged = { [unowned self] in told.append($0.value) }
        rig.window.addSubview(stepper)
        rig.window.addSubview(other)
        rig.layout()
    }

    func type(_ text: String) {
        for c in text { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }
        rig.layout()
    }

    func replaceText(with s: String) {
        rig.window.makeFirstResponder(stepper)
        stepper.selectedRange = 0..<stepper.text.count
        type(s)
    }

    @Test("It shows the value through its format")
    func shows() { #expect(stepper.text == "12 px") }

    @Test("A typed number commits on Return, clamped to the maximum, shown with its unit; not a keystroke at a time")
    func typedClampedOnReturn() {
        replaceText(with: "250")
        #expect(stepper.value == 12 && told.isEmpty, "nothing commits while typing")
        rig.key(.enter)
        #expect(stepper.value == 100 && stepper.text == "100 px" && told == [100])
    }

    @Test("Leaving the field commits; text that says no number goes back to the value; Escape drops what was typed")
    func focusOutAndRevert() {
        replaceText(with: "-7 px")
        rig.window.makeFirstResponder(other)
        #expect(stepper.value == 0 && stepper.text == "0 px" && told == [0], "clamped to the minimum on focus out")
        replaceText(with: "lots")
        rig.window.makeFirstResponder(other)
        #expect(stepper.value == 0 && stepper.text == "0 px" && told == [0])
        replaceText(with: "55")
        rig.key(.escape)
        #expect(stepper.text == "0 px")
        rig.window.makeFirstResponder(other)
        #expect(stepper.value == 0 && told == [0])
    }

    @Test("Up and Down step, Page Up and Page Down move a page; a typed number commits first; the limits hold")
    func keys() {
        rig.window.makeFirstResponder(stepper)
        rig.key(.up)
        #expect(stepper.value == 13)
        rig.key(.pageUp)
        #expect(stepper.value == 23)
        rig.key(.pageDown); rig.key(.down)
        #expect(stepper.value == 12)
        replaceText(with: "98")
        rig.key(.up)
        #expect(stepper.value == 99, "from the typed 98, not from 12 (gpredict #139)")
        rig.key(.pageUp)
        #expect(stepper.value == 100)
        #expect(told == [13, 23, 13, 12, 98, 99, 100])
    }

    @Test("The wheel steps only while the field has the focus; a notch a step, fractions add up")
    func wheel() {
        rig.wheel(at: Point(60, 36), dy: -40)
        #expect(stepper.value == 12, "unfocused: the wheel is the page's")
        rig.window.makeFirstResponder(stepper)
        rig.wheel(at: Point(60, 36), dy: -40)
        #expect(stepper.value == 13)
        rig.wheel(at: Point(60, 36), dy: -20)
        #expect(stepper.value == 13)
        rig.wheel(at: Point(60, 36), dy: -20)
        #expect(stepper.value == 14)
        rig.wheel(at: Point(60, 36), dy: 120)
        #expect(stepper.value == 11)
    }

    @Test("Holding the up arrow: a step at once, repeats from 0.5 s every 0.05 s, the step growing by 1 every 5 repeats")
    func pressAndHoldSchedule() {
        rig.down(up)
        #expect(stepper.value == 13, "the press itself steps")
        var seen: [Double: Double] = [:]
        for t in [0.49, 0.525, 0.725, 0.775, 0.975, 1.025] {
            rig.clock.advance(by: t - rig.clock.now)
            seen[t] = stepper.value
        }
        // 0.5: 14; 0.55…0.7: 15…18 (5 repeats, then the step is 2); 0.75: 20; … 0.95: 28 (step 3); 1.0: 31.
        #expect(seen == [0.49: 13, 0.525: 14, 0.725: 18, 0.775: 20, 0.975: 28, 1.025: 31])
        rig.up(up)
        let after = stepper.value
        rig.clock.advance(by: 1)
        #expect(stepper.value == after && !stepper.isRepeating, "released: no more steps")
    }

    @Test("Holding Up: X's repeated presses climb as a held arrow does (a step for the press and 5 repeats, then 2, then 3); a new press starts over")
    func heldKeyClimbs() {
        rig.window.makeFirstResponder(stepper)
        func press(_ key: Key, at t: Double, repeat r: Bool) {
            rig.clock.advance(by: t - rig.clock.now)
            rig.screen.send(.key(KeyEvent(key, isRepeat: r)))
        }
        // X's defaults: the first repeat 0.66 s after the press, then every 0.04 s (25 a second).
        press(.up, at: 0, repeat: false)
        var seen = [stepper.value]
        for k in 0..<11 {
            press(.up, at: 0.66 + 0.04 * Double(k), repeat: true)
            seen.append(stepper.value)
        }
        #expect(seen == [13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 31])
        press(.up, at: 2.2, repeat: true)
        #expect(stepper.value == 32, "a repeat after more than a second of silence starts over: one step, not three")
        for k in 0..<7 { press(.up, at: 2.3 + 0.04 * Double(k), repeat: k > 0) }
        #expect(stepper.value == 40, "a new press and 6 repeats: 6 steps of 1, then one of 2")
        press(.down, at: 2.6, repeat: true)
        #expect(stepper.value == 39, "another key's repeat does not climb")
    }

    @Test("Holding down to the minimum stops the repeat: no timer is left waking up")
    func holdStopsAtLimit() {
        stepper.value = 3
        rig.down(down)
        rig.clock.advance(by: 0.7)
        #expect(stepper.value == 0)
        #expect(!stepper.isRepeating)
        rig.up(down)
        #expect(told.last == 0)
    }

    @Test("A format writes the unit and the locale's separator, and reads both back, with or without the unit")
    func format() {
        let f = NumberFormat(fractionDigits: 1, decimalSeparator: ",", suffix: " s")
        #expect(f.string(from: 1.25) == "1,3 s", "half away from zero")
        #expect(f.string(from: -0.04) == "0,0 s" && f.string(from: -2.5) == "-2,5 s" && f.string(from: 12) == "12,0 s")
        #expect(f.value(from: "1,5") == 1.5 && f.value(from: " 3,25 s ") == 3.25 && f.value(from: "2.5") == 2.5)
        #expect(f.value(from: "\u{2212}4") == -4 && f.value(from: "abc") == nil && f.value(from: "") == nil)
        let s = Stepper(value: 0.5, minimum: 0, maximum: 2, step: 0.1, format: f)
        #expect(s.text == "0,5 s")
        s.value = 1.234
        #expect(s.value == 1.2 && s.text == "1,2 s", "rounded to what it shows")
    }

    @Test("A spin button to assistive technology, with its value, range and step; setting the value clamps it")
    func accessibility() {
        #expect(stepper.accessibilityRole == .spinButton)
        #expect(stepper.accessibilityNumericValue == AccessibilityValueRange(current: 12, minimum: 0, maximum: 100, step: 1))
        #expect(stepper.accessibilitySetNumericValue(400))
        #expect(stepper.value == 100 && told == [100])
    }
}
