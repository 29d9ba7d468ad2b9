import Testing
@testable import Shoji

/// `RadioGroup`: one tab stop, arrows that wrap and skip disabled options, clicks, and radio buttons for
/// assistive technology. Real events through a headless `Screen`; rows 28 points tall.
@MainActor
@Suite("Radio group")
final class RadioGroupTests {
    let rig = Rig()
    let before = Button("Before", frame: Rect(20, 10, 100, 32))
    let group = RadioGroup(["Light", "Dark", "Automatic", "High contrast"], selectedIndex: 0, frame: Rect(20, 60, 200, 112))
    let after = Button("After", frame: Rect(20, 200, 100, 32))
    var told: [Int] = []

    init() {
        group.identifier = "theme"
        group.valueChanged = { [unowned self] in told.append($0.selectedIndex) }
        for v in [before, group, after] { rig.window.addSubview(v) }
        rig.layout()
    }

    @Test("The group is one tab stop: Tab goes from the button before to the group, then to the button after")
    func oneTabStop() {
        #expect(rig.window.keyViewLoop.map { $0 === group } == [false, true, false])
        rig.window.makeFirstResponder(before)
        rig.window.selectNextKeyView()
        #expect(rig.window.firstResponder === group)
        rig.window.selectNextKeyView()
        #expect(rig.window.firstResponder === after)
    }

    @Test("Down and Right go to the next option, Up and Left to the previous, wrapping at both ends, skipping disabled ones")
    func arrowsWrapAndSkip() {
        group.setEnabled(false, forOptionAt: 2)
        rig.window.makeFirstResponder(group)
        rig.key(.down)
        #expect(group.selectedIndex == 1)
        rig.key(.right)
        #expect(group.selectedIndex == 3, "Automatic is disabled")
        rig.key(.down)
        #expect(group.selectedIndex == 0, "wraps from the last to the first, as GTK")
        rig.key(.up)
        #expect(group.selectedIndex == 3, "and from the first to the last")
        rig.key(.left)
        #expect(group.selectedIndex == 1)
        rig.key(.end)
        rig.key(.home)
        #expect(told == [1, 3, 0, 3, 1, 3, 0])
    }

    @Test("A click on an option's title chooses it; on a disabled option or off every option, nothing")
    func clicks() {
        group.setEnabled(false, forOptionAt: 1)
        rig.click(Point(120, 60 + 28 * 2 + 14))
        #expect(group.selectedIndex == 2 && told == [2])
        rig.click(Point(30, 60 + 28 + 14))
        #expect(group.selectedIndex == 2 && told == [2])
        rig.down(Point(30, 60 + 14))
        rig.move(Point(30, 60 + 28 * 3 + 14))
        rig.up(Point(30, 60 + 28 * 3 + 14))
        #expect(group.selectedIndex == 2, "a press on one option released on another chooses neither")
    }

    @Test("To assistive technology: four radio buttons, only the chosen one checked; their press chooses; a disabled one is not enabled")
    func accessibility() throws {
        group.setEnabled(false, forOptionAt: 3)
        let options = group.accessibilityChildren
        #expect(options.map(\.accessibilityRole) == Array(repeating: .radioButton, count: 4))
        #expect(options.map(\.accessibilityLabel) == ["Light", "Dark", "Automatic", "High contrast"])
        #expect(options.map { $0.accessibilityStates.contains(.checked) } == [true, false, false, false])
        #expect(!options[3].accessibilityStates.contains(.enabled))
        let press = try #require(options[2].accessibilityActions.first)
        #expect(press.perform())
        #expect(group.selectedIndex == 2 && told == [2])
        #expect(options.map { $0.accessibilityStates.contains(.checked) } == [false, false, true, false])
    }

    @Test("With the keyboard on the group, the chosen option has the accessible focus, and it moves with the arrows")
    func accessibleFocusFollowsChoice() throws {
        var notes: [AccessibilityNotification] = []
        let observation = rig.screen.addAccessibilityObserver { notes.append($0) }
        defer { observation.invalidate() }
        let options = group.accessibilityChildren
        rig.window.makeFirstResponder(group)
        #expect(rig.screen.accessibilityFocus === options[0] && options[0].accessibilityStates.contains(.focused))
        rig.key(.down)
        #expect(rig.screen.accessibilityFocus === options[1])
        #expect(options[1].accessibilityStates.contains(.focused) && !options[0].accessibilityStates.contains(.focused))
        let focusMoves = notes.compactMap { if case .focusChanged(let v) = $0 { return v } else { return nil } }
        #expect(focusMoves.count == 2 && focusMoves[0] === options[0] && focusMoves[1] === options[1])
    }

    @Test("Setting selectedIndex from code tells no one; a disabled group ignores keys and clicks")
    func codeAndDisabled() {
        group.selectedIndex = 3
        group.selectedIndex = 8
        #expect(group.selectedIndex == 3 && told.isEmpty)
        rig.window.makeFirstResponder(group)
        group.isEnabled = false
        #expect(rig.window.firstResponder !== group)
        rig.click(Point(30, 74))
        #expect(group.selectedIndex == 3)
    }
}
