import Testing
@testable import Shoji

/// State a program sets, as UIKit's controls have it: settable properties that change what is shown at once
/// and call no `valueChanged` (a user's change does), with an `animated:` setter where a part moves.
@MainActor
struct ControlStateTests {
    let rig = Rig()

    @Test("Checkbox.isChecked set from code shows and says the new state, without valueChanged; a click still toggles and tells")
    func checkbox() {
        let box = Checkbox("Bold", frame: Rect(20, 20, 160, 30))
        rig.window.addSubview(box)
        var told: [Bool] = []
        box.valueChanged = { told.append($0.isChecked) }
        box.isChecked = true
        #expect(box.isChecked && box.accessibilityStates.contains(.checked) && told.isEmpty)
        rig.down(Point(30, 35)); rig.up(Point(30, 35))
        #expect(!box.isChecked && told == [false])
    }

    @Test("SegmentedControl.selectedSegmentIndex set from code selects without valueChanged; out of range changes nothing")
    func segments() {
        let control = SegmentedControl(["Day", "Week", "Month"], frame: Rect(20, 20, 300, 32))
        rig.window.addSubview(control)
        var told = 0
        control.valueChanged = { _ in told += 1 }
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2 && told == 0)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2)
        rig.down(Point(70, 36)); rig.up(Point(70, 36))
        #expect(control.selectedSegmentIndex == 0 && told == 1)
    }

    @Test("Slider.value set from code moves the thumb at once, clamped; setValue(_:animated: true) slides it there")
    func slider() {
        // The track runs from x 11 to 211 (the thumb's radius in from each end).
        let slider = Slider(frame: Rect(0, 0, 222, 30))
        rig.window.addSubview(slider)
        var told = 0
        slider.valueChanged = { _ in told += 1 }
        slider.value = 3
        #expect(slider.value == 1 && told == 0, "clamped to the maximum")
        #expect(slider.cursor(at: Point(211, 15)) == .grab, "the thumb is at the right end at once")
        slider.setValue(0, animated: true)
        #expect(slider.value == 0, "the value is new at once")
        #expect(slider.cursor(at: Point(211, 15)) == .grab, "the thumb has not moved yet")
        rig.settle()
        #expect(slider.cursor(at: Point(11, 15)) == .grab && slider.cursor(at: Point(211, 15)) == .pointer, "it slid to the left end")
        #expect(told == 0)
    }

    @Test("Switch.isOn set from code moves the knob at once; setOn(_:animated: true) slides it")
    func switchState() {
        let toggle = Switch("Wi-Fi", frame: Rect(20, 20, 160, 30))
        rig.window.addSubview(toggle)
        toggle.isOn = true
        #expect(toggle.isOn && !rig.screen.animator.isAnimating)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && rig.screen.animator.isAnimating)
        #expect(rig.settle() > 0.1)
    }
}
