import Testing
@testable import Shoji

/// The menu bar's keyboard and pointer state, driven as the X host drives it (keys and pointer events to
/// the parent screen while a menu holds the grab): F10, Alt+mnemonic on any layout, Left / Right wrapping,
/// hover switching while open, items made from actions validated as the menu opens.
@MainActor
@Suite("Menu bar")
final class MenuBarTests {
    let rig = Rig(size: Size(600, 400))
    let field = TextField(frame: Rect(20, 60, 200, 30))
    var chosen: [String] = []
    lazy var bar = MenuBar(menus: [
        Menu(title: "&File", items: [MenuItem(action: Action("&Save", shortcut: KeyboardShortcut("s", modifiers: .control)) { [unowned self] _ in chosen.append("save") })]),
        Menu(title: "&Edit", items: [Command.undo, .copy, .paste].map { MenuItem(action: Action(command: $0)) }),
        Menu(title: "&View", items: [MenuItem("Zoom")]),
    ], frame: Rect(0, 0, 600, MenuBar.height))
    var menus: MenuController { rig.screen.menuController }

    init() {
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(bar)
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        rig.layout()
    }

    func key(_ k: Key, _ mods: Modifiers = [], latin: Key? = nil) {
        rig.screen.send(.key(KeyEvent(k, modifiers: mods, latinKey: latin)))
        rig.layout()
    }

    @Test("F10 opens the first menu with its first item highlighted and mnemonics underlined; Escape closes it")
    func f10() {
        key(.function(10))
        #expect(menus.isOpen && bar.openIndex == 0 && bar.showsMnemonics)
        #expect(menus.session.panels.first?.highlighted == 0)
        key(.escape)
        #expect(!menus.isOpen && bar.openIndex == nil && !bar.showsMnemonics)
    }

    @Test("Alt+E opens Edit, also as Alt+У on a Russian layout; Right and Left move between menus and wrap")
    func mnemonicsAndArrows() {
        key(.character("e"), .alt)
        #expect(bar.openIndex == 1)
        key(.escape)
        key(.other(0x6d5), .alt, latin: .character("e")) // Cyrillic_u on the E key
        #expect(bar.openIndex == 1)
        key(.right)
        #expect(bar.openIndex == 2 && menus.isOpen)
        key(.right)
        #expect(bar.openIndex == 0)
        key(.left)
        #expect(bar.openIndex == 2)
        key(.escape)
        #expect(bar.openIndex == nil)
    }

    @Test("A press on a title pulls its menu down; hovering another title switches; choosing an item closes the bar")
    func pointer() throws {
        let file = bar.titleViews[0].frame.center, view = bar.titleViews[2].frame.center
        rig.screen.send(.pointer(PointerEvent(.down, at: file)))
        rig.screen.send(.pointer(PointerEvent(.up, at: file)))
        rig.layout()
        #expect(bar.openIndex == 0 && !bar.showsMnemonics)
        rig.screen.send(.pointer(PointerEvent(.moved, at: view)))
        rig.layout()
        #expect(bar.openIndex == 2 && menus.isOpen)
        key(.left); key(.left)
        #expect(bar.openIndex == 0)
        key(.down)
        key(.enter)
        #expect(chosen == ["save"] && !menus.isOpen && bar.openIndex == nil)
    }

    @Test("The Edit menu's items follow the focused field: Copy only with a selection; shortcuts right-aligned as labels")
    func validation() throws {
        field.text = "abc"
        key(.character("e"), .alt)
        let edit = bar.menus[1]
        #expect(edit.items.map(\.isEnabled) == [false, false, true])
        #expect(edit.items.map(\.shortcut) == ["Ctrl+Z", "Ctrl+C", "Ctrl+V"])
        key(.escape)
        field.selectedRange = 0..<2
        key(.character("e"), .alt)
        #expect(edit.items.map(\.isEnabled) == [false, true, true])
        #expect(bar.menus[0].items[0].title == "Save")
    }

    @Test("The bar is a menu bar of menus for assistive technology")
    func accessibility() {
        #expect(bar.accessibilityRole == .menuBar)
        #expect(bar.titleViews.map(\.accessibilityRole) == [.menu, .menu, .menu])
        #expect(bar.titleViews.map(\.accessibilityLabel) == ["File", "Edit", "View"])
    }
}

extension MenuBarTests {
    @Test("A click on Edit while a field edits keeps its focus, so Edit ▸ Copy copies its selection")
    func clickKeepsFocus() throws {
        field.text = "abc"
        field.selectedRange = 0..<3
        let edit = bar.titleViews[1].frame.center
        rig.screen.send(.pointer(PointerEvent(.down, at: edit)))
        rig.screen.send(.pointer(PointerEvent(.up, at: edit)))
        rig.layout()
        #expect(field.isFocused && bar.openIndex == 1)
        #expect(bar.menus[1].items.map(\.isEnabled) == [false, true, true])
        rig.screen.pasteboard.string = "before"
        key(.down); key(.enter) // Undo is disabled: the first Down highlights Copy
        #expect(rig.screen.pasteboard.ownContent?.text == "abc")
    }
}
