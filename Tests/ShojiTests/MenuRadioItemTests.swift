import Testing
@testable import Shoji

/// Radio and checkable items in the menu bar, following their actions' state; the other kinds of item (a
/// submenu, a separator, a disabled item, a shortcut) in the same menu; and the keys exposed to assistive
/// technology as AT-SPI key bindings.
@MainActor
@Suite("Menu radio items and key bindings")
final class MenuRadioItemTests {
    let rig = Rig(size: Size(600, 400))
    var zooms: [String] = []
    lazy var small = Action("&Small") { [unowned self] a in zooms.append("small:\(a.group?.selectedAction === a)") }
    lazy var medium = Action("&Medium") { [unowned self] _ in zooms.append("medium") }
    lazy var large = Action("&Large") { [unowned self] _ in zooms.append("large") }
    lazy var sizes = ActionGroup([small, medium, large], selectedIndex: 1)
    var wraps = false
    lazy var wrap = Action("&Wrap Lines", shortcut: KeyboardShortcut("w", modifiers: [.control, .shift])) { [unowned self] a in
        wraps.toggle()
    }
    lazy var bar = MenuBar(menus: [
        Menu(title: "&View", items: sizes.actions.map { MenuItem(action: $0) } + [
            .separator(),
            MenuItem(action: wrap),
            MenuItem("Disabled", identifier: "off"),
            MenuItem("More", submenu: Menu(items: [MenuItem("Deeper")])),
        ]),
    ], frame: Rect(0, 0, 600, MenuBar.height))
    var menus: MenuController { rig.screen.menuController }
    var items: [MenuItem] { bar.menus[0].items }

    init() {
        wrap.isCheckable = true
        wrap.validate = { [unowned self] in $0.isChecked = wraps }
        rig.window.addSubview(bar)
        rig.screen.shortcuts.add(wrap)
        _ = sizes
        items[5].isEnabled = false
        rig.layout()
    }

    func key(_ k: Key, _ mods: Modifiers = []) {
        rig.screen.send(.key(KeyEvent(k, modifiers: mods)))
        rig.layout()
    }

    @Test("The group's items are radio items, the chosen one checked; choosing another moves the check before its handler runs")
    func radioItems() throws {
        key(.character("v"), .alt)
        #expect(items.prefix(3).map(\.isRadio) == [true, true, true])
        #expect(items.prefix(3).map(\.isChecked) == [false, true, false])
        key(.enter) // the first item is highlighted: Small
        #expect(zooms == ["small:true"] && sizes.selectedIndex == 0)
        key(.character("v"), .alt)
        #expect(items.prefix(3).map(\.isChecked) == [true, false, false], "the menu shows the new choice")
        key(.escape)
        rig.screen.perform(large)
        #expect(sizes.selectedAction === large && !small.isChecked && !medium.isChecked)
    }

    @Test("A checkable item follows its action, whether toggled from the menu or by its key")
    func checkableItem() throws {
        key(.character("w"), [.control, .shift])
        #expect(wraps)
        key(.character("v"), .alt)
        #expect(items[4].isCheckable && !items[4].isRadio && items[4].isChecked)
        #expect(items[4].shortcut == "Ctrl+Shift+W")
        key(.escape)
    }

    @Test("Down walks Small, Medium, Large, Wrap Lines and More: the separator and the disabled item are skipped")
    func keyboardSkipsSeparatorAndDisabled() throws {
        key(.character("v"), .alt)
        var walked: [Int] = []
        for _ in 0..<5 {
            walked.append(try #require(menus.session.panels.last?.highlighted))
            key(.down)
        }
        #expect(walked == [0, 1, 2, 4, 6])
        key(.up)
        key(.right)
        #expect(menus.session.panels.count == 2, "Right opens the submenu")
        key(.escape); key(.escape)
    }

    @Test("Roles: radio menu item, check menu item, separator, menu item")
    func roles() {
        _ = sizes
        bar.menus[0].validateActions(on: rig.screen)
        let view = MenuView(menu: bar.menus[0])
        #expect(view.rowViews.map(\.accessibilityRole) == [.radioMenuItem, .radioMenuItem, .radioMenuItem, .separator,
                                                           .checkMenuItem, .menuItem, .menuItem])
        #expect(view.rowViews[1].accessibilityStates.contains(.checked))
        #expect(view.rowViews[5].accessibilityStates.contains(.enabled) == false)
    }

    @Test("Key bindings as AT-SPI gives them (GTK's accelerator names): menu-bar title, shortcut, button, check box")
    func keyBindings() {
        #expect(bar.titleViews[0].accessibilityKeyBinding == "<Alt>v;<Alt>v;")
        bar.menus[0].validateActions(on: rig.screen)
        let view = MenuView(menu: bar.menus[0])
        #expect(view.rowViews[4].accessibilityKeyBinding == ";;<Shift><Control>w")
        #expect(view.rowViews[5].accessibilityKeyBinding == nil)
        #expect(Button("&Save").accessibilityKeyBinding == "<Alt>s;;")
        #expect(Checkbox("Show &Grid").accessibilityKeyBinding == "<Alt>g;;")
        #expect(Button("Plain").accessibilityKeyBinding == nil)
        #expect(KeyboardShortcut("+", modifiers: .control).acceleratorName == "<Control>plus")
        #expect(KeyboardShortcut(.function(10)).acceleratorName == "F10")
    }
}
