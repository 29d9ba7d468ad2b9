import Testing
@testable import Shoji

/// `PopUpButton`: a choice from a list. Real events through a headless `Screen` (the menu's own screen
/// gets the pointer while it is open, as X routes it under the grab); manual clock; the estimating text
/// system (menu rows 28 points tall from y 5).
@MainActor
@Suite("Pop-up button")
final class PopUpButtonTests {
    let rig = Rig(size: Size(600, 500))
    let popup = PopUpButton(items: ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"], selectedIndex: 2,
                            frame: Rect(100, 200, 180, 32))
    var told: [Int] = []
    var menus: MenuController { rig.screen.menuController }

    init() {
        popup.identifier = "fruit"
        popup.valueChanged = { [unowned self] in told.append($0.indexOfSelectedItem) }
        rig.window.addSubview(popup)
        rig.layout()
    }

    func pointer(_ phase: PointerEvent.Phase, _ p: Point) {
        if let open = menus.popups.last(where: { $0.frame.contains(p) }) {
            open.screen.send(.pointer(PointerEvent(phase, at: Point(x: p.x - open.frame.minX, y: p.y - open.frame.minY), button: .primary)))
        } else {
            rig.screen.send(.pointer(PointerEvent(phase, at: p, button: .primary)))
        }
        rig.layout()
    }

    func type(_ s: String) { rig.screen.send(.key(KeyEvent(.character(s), text: s))); rig.layout() }

    @Test("A press opens the menu with the chosen item over the button, checked and highlighted, its title over the button's")
    func opensOverTheButton() throws {
        pointer(.down, Point(150, 216))
        let panel = try #require(menus.session.panels.first)
        let row = panel.rowFrame(2)
        #expect(abs(row.midY - popup.frame.midY) < 0.51, "Banana's row is level with the button")
        #expect(panel.highlighted == 2)
        #expect(panel.menu.items[2].isChecked && !panel.menu.items[0].isChecked)
        #expect(panel.frame.minX + MenuLayout.leadingColumn == popup.frame.minX + PopUpButton.titleInset,
                "the menu's titles start where the button's does")
        #expect(panel.frame.maxX >= popup.frame.maxX, "at least as wide as the button")
    }

    @Test("Press, drag onto Cherry, release: Cherry is chosen and told once; a quick click leaves the menu open")
    func pressDragRelease() throws {
        pointer(.down, Point(150, 216))
        rig.advance(0.1)
        pointer(.up, Point(150, 216))
        #expect(menus.isOpen && told.isEmpty, "a click on the chosen item right after the press keeps it open")
        let cherry = menus.session.panels[0].rowFrame(4).center
        pointer(.moved, cherry)
        pointer(.down, cherry)
        pointer(.up, cherry)
        #expect(!menus.isOpen)
        #expect(popup.indexOfSelectedItem == 4 && popup.titleOfSelectedItem == "Cherry" && told == [4])
        #expect(popup.titleLabel.text == "Cherry")
    }

    @Test("Focused, Up and Down change the choice without opening, stop at the ends, skip disabled items; Home and End")
    func arrows() {
        popup.disabledItemIndices = [3]
        rig.window.makeFirstResponder(popup)
        rig.key(.down)
        #expect(popup.indexOfSelectedItem == 4 && !menus.isOpen, "Blueberry is disabled: Cherry")
        rig.key(.down)
        #expect(popup.indexOfSelectedItem == 4, "no wrapping at the end")
        rig.key(.up)
        #expect(popup.indexOfSelectedItem == 2)
        rig.key(.home)
        #expect(popup.indexOfSelectedItem == 0)
        rig.key(.up)
        #expect(popup.indexOfSelectedItem == 0)
        rig.key(.end)
        #expect(told == [4, 2, 0, 4] && !menus.isOpen)
    }

    @Test("Type-ahead while focused: letters typed quickly join, a pause starts over, the same letter steps on")
    func typeAhead() {
        rig.window.makeFirstResponder(popup)
        type("b")
        #expect(popup.titleOfSelectedItem == "Blueberry", "b moves on from Banana to the next b")
        type("a")
        #expect(popup.titleOfSelectedItem == "Banana", "ba")
        rig.advance(1.5)
        type("a")
        #expect(popup.titleOfSelectedItem == "Apple")
        rig.advance(0.2)
        type("a")
        #expect(popup.titleOfSelectedItem == "Apricot", "aa matches nothing: the next item starting with a")
        #expect(!menus.isOpen)
    }

    @Test("Space, Return and Alt+Down open the menu; Down then Return in it chooses; Escape closes it choosing nothing")
    func keysOpen() {
        rig.window.makeFirstResponder(popup)
        for (key, mods) in [(Key.space, Modifiers()), (.enter, []), (.down, .alt)] {
            rig.key(key, modifiers: mods)
            #expect(menus.isOpen && menus.session.panels[0].highlighted == 2)
            rig.key(.escape)
            #expect(!menus.isOpen)
        }
        rig.key(.space)
        rig.key(.down)
        rig.key(.enter)
        #expect(!menus.isOpen && popup.indexOfSelectedItem == 3 && told == [3])
    }

    @Test("Near the screen's bottom the menu stays on the monitor: shifted up, the chosen row then off the button")
    func keptOnMonitor() {
        let monitor = Rect(0, 0, 800, 600)
        let size = Size(200, 5 * 28 + 10)
        let row = Rect(0, 5 + 4 * 28, 200, 28)
        let anchor = Rect(100, 580, 180, 32)
        let r = MenuPlacement.popUp(size: size, item: row, over: anchor, titleShift: 20, monitor: monitor)
        #expect(r.maxY == 600 && r.minX == 80)
        #expect(r.minY + row.midY < anchor.midY, "the chosen row is above the button's middle")
        let mid = MenuPlacement.popUp(size: size, item: row, over: Rect(100, 300, 180, 32), titleShift: 20, monitor: monitor)
        #expect(mid.minY + row.midY == 316)
    }

    @Test("Code that sets the choice tells no one; a disabled button opens nothing; a combo box to assistive technology")
    func codeAndAccessibility() {
        popup.indexOfSelectedItem = 0
        popup.indexOfSelectedItem = 9
        #expect(popup.indexOfSelectedItem == 0 && told.isEmpty)
        #expect(popup.accessibilityRole == .comboBox && popup.accessibilityValue == "Apple")
        popup.isEnabled = false
        pointer(.down, Point(150, 216))
        #expect(!menus.isOpen)
        rig.key(.down)
        #expect(popup.indexOfSelectedItem == 0)
    }
}
