import Testing
@testable import Shoji

/// The toolbar's buttons follow their actions: enabled where the focused field can perform them, after each
/// key and click; a button and the menu item of the same action disable together; flexible space.
@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    let rig = Rig(size: Size(500, 300))
    let field = TextField(frame: Rect(20, 60, 200, 30))
    var saves = 0
    let canSave = Box(true)
    final class Box { var value: Bool; init(_ v: Bool) { value = v } }
    let save: Action
    let toolbar: Toolbar

    init() {
        let box = canSave
        save = Action("Save", shortcut: KeyboardShortcut("s", modifiers: .control)) { _ in }
        save.validate = { $0.isEnabled = box.value }
        toolbar = Toolbar(items: [.action(Action(command: .cut)), .action(Action(command: .copy)), .flexibleSpace, .action(save)],
                          frame: Rect(0, 0, 500, Toolbar.height))
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(toolbar)
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        field.text = "abc"
        rig.layout()
    }

    @Test("Cut and Copy are enabled once the field has a selection (after the key that made it); a click on Copy copies")
    func followsSelection() {
        toolbar.validateItems()
        #expect(toolbar.buttons.map(\.isEnabled) == [false, false, true])
        rig.key(.character("a"), modifiers: .control)
        #expect(toolbar.buttons.map(\.isEnabled) == [true, true, true])
        rig.screen.pasteboard.string = "before"
        rig.click(toolbar.buttons[1].frame.center)
        #expect(rig.screen.pasteboard.ownContent?.text == "abc")
        #expect(field.isFocused, "the toolbar's button does not take the focus from the field")
    }

    @Test("An action disabled by its validation greys its toolbar button and its menu item together")
    func togetherWithMenu() {
        let menu = Menu(items: [MenuItem(action: save)])
        canSave.value = false
        toolbar.validateItems()
        menu.validateActions(on: rig.screen)
        #expect(!toolbar.buttons[2].isEnabled && !menu.items[0].isEnabled)
        canSave.value = true
        rig.key(.right)
        menu.validateActions(on: rig.screen)
        #expect(toolbar.buttons[2].isEnabled && menu.items[0].isEnabled)
    }

    @Test("The flexible space puts the last button at the right end; the bar is a tool bar of buttons")
    func layoutAndRole() {
        #expect(toolbar.buttons[2].frame.maxX == 500 - Toolbar.spacing)
        #expect(toolbar.buttons[0].frame.minX == Toolbar.spacing && toolbar.buttons[1].frame.minX > toolbar.buttons[0].frame.maxX)
        #expect(toolbar.accessibilityRole == .toolBar)
        #expect(toolbar.buttons.map(\.accessibilityRole) == [.button, .button, .button])
    }
}
