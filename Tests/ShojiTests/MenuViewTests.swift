import Testing
@testable import Shoji

/// What assistive technology sees of a menu drawn by `MenuView` in a window of its own.
@MainActor
@Suite("Menu view")
struct MenuViewTests {
    let rig = Rig()

    func make() -> MenuView {
        let close = MenuItem("Close", shortcut: "Ctrl+W")
        close.isEnabled = false
        let wrap = MenuItem("Wrap lines")
        wrap.isCheckable = true
        let spelling = MenuItem("Check spelling")
        spelling.isChecked = true
        let menu = Menu(title: "Edit", items: [MenuItem("Copy", shortcut: "Ctrl+C"), .separator(), close, wrap, spelling,
                                               MenuItem("Share", submenu: Menu(title: "Share", items: [MenuItem("Mail")]))])
        let popup = Window(screen: rig.screen, name: "popup", level: .overlay)
        let view = MenuView(menu: menu)
        popup.addSubview(view)
        popup.orderFront()
        rig.layout()
        return view
    }

    @Test("A menu named by its title holds a menu item, a separator, check menu items and a submenu's item, in order")
    func roles() {
        let view = make()
        #expect(view.accessibilityRole == .menu)
        #expect(view.accessibilityLabel == "Edit")
        let children = view.accessibilityChildren
        #expect(children.map(\.accessibilityRole) == [.menuItem, .separator, .menuItem, .checkMenuItem, .checkMenuItem, .menuItem])
        #expect(children.map(\.accessibilityLabel) == ["Copy", nil, "Close", "Wrap lines", "Check spelling", "Share"])
        #expect(children[0].accessibilityValue == "Ctrl+C", "the shortcut is said after the name")
        #expect(!children[2].accessibilityStates.contains(.enabled), "Close is disabled")
        #expect(!children[2].accessibilityStates.contains(.selectable))
        #expect(children[0].accessibilityStates.isSuperset(of: [.enabled, .selectable, .showing]))
        #expect(children[3].accessibilityStates.contains(.checkable) && !children[3].accessibilityStates.contains(.checked))
        #expect(children[4].accessibilityStates.isSuperset(of: [.checkable, .checked]))
    }

    @Test("The highlighted item is selected, and a change of highlight is posted on the old and the new item")
    func selection() {
        let view = make()
        let listener = AccessibilityTests.Listener(rig.screen)
        view.highlightedIndex = 0
        view.highlightedIndex = 3
        let children = view.accessibilityChildren
        #expect(children[3].accessibilityStates.contains(.selected))
        #expect(!children[0].accessibilityStates.contains(.selected))
        #expect(listener.log == ["selected+ Copy", "selected- Copy", "selected+ Wrap lines"])
    }

    @Test("The view is as big as its layout: rows 28 tall, separators 9, 5 of padding")
    func size() {
        let view = make()
        #expect(view.bounds.height == 5 + 28 * 5 + 9 + 5)
        #expect(view.layout.rows[2].minY == 5 + 28 + 9)
        #expect(view.bounds.width >= MenuLayout.minimumWidth)
    }
}
