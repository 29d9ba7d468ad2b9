import Testing
@testable import Shoji

/// Menus shown by a screen's `MenuController` through the toolkit's public API (`contextMenuInteraction`,
/// `Button.menu`), driven by the headless input path: events sent to the parent screen and to each menu's
/// own screen, as the X host routes them while a menu holds the grab. Manual clock; the estimating text
/// system's sizes (menu rows 28 points tall from y 5).
@MainActor
@Suite("Menu controller")
final class MenuControllerTests {
    let rig = Rig(size: Size(600, 400))
    let target = Button("Target", frame: Rect(40, 40, 200, 100))
    let pullDown = Button("File ▾", frame: Rect(300, 20, 100, 36))
    var chosen: [String] = []
    var menus: MenuController { rig.screen.menuController }

    init() {
        rig.window.addSubview(target)
        rig.window.addSubview(pullDown)
        target.identifier = "target"
        target.contextMenuInteraction = ContextMenuInteraction { [unowned self] _ in
            Menu(items: ["Copy", "Paste", "Delete"].map { t in MenuItem(t) { [unowned self] _ in chosen.append(t) } })
        }
        let recent = Menu(title: "recent", items: ["a.txt", "b.txt"].map { t in MenuItem(t) { [unowned self] _ in chosen.append(t) } })
        pullDown.menu = Menu(title: "file", items: [MenuItem("New") { [unowned self] _ in chosen.append("New") },
                                                    MenuItem("Open Recent", submenu: recent)])
        pullDown.showsMenuAsPrimaryAction = true
        rig.layout()
    }

    /// A pointer event at `p` (parent points) delivered where X would: to the menu under it, in its points,
    /// else to the parent.
    func pointer(_ phase: PointerEvent.Phase, _ p: Point, button: PointerButton? = .primary) {
        if let popup = menus.popups.last(where: { $0.frame.contains(p) }) {
            let local = Point(x: p.x - popup.frame.minX, y: p.y - popup.frame.minY)
            popup.screen.send(.pointer(PointerEvent(phase, at: local, button: button)))
        } else {
            rig.screen.send(.pointer(PointerEvent(phase, at: p, button: button)))
        }
        rig.layout()
    }

    /// The centre of item `i` of the open menu at `level`, in parent points.
    func item(_ i: Int, level: Int = 0) -> Point { menus.session.panels[level].rowFrame(i).center }

    @Test("Right press, drag onto Paste, release there: Paste runs and the menu window closes")
    func rightPressDragRelease() throws {
        pointer(.down, Point(60, 60), button: .secondary)
        let popup = try #require(menus.popups.first)
        #expect(popup.kind == .popupMenu && popup.isShown)
        #expect(popup.frame.origin == Point(60, 60), "its top-left corner at the pointer")
        rig.advance(0.1)
        pointer(.moved, item(1), button: .secondary)
        rig.advance(0.05)
        pointer(.up, item(1), button: .secondary)
        #expect(chosen == ["Paste"])
        #expect(!popup.isShown && !menus.isOpen)
        #expect(!target.isHighlighted, "the target's own press was cancelled")
    }

    @Test("A quick right click opens the menu and leaves it open; a click on Delete then chooses it")
    func clickThenClick() throws {
        pointer(.down, Point(60, 60), button: .secondary)
        rig.advance(0.08)
        pointer(.up, Point(60, 60), button: .secondary)
        #expect(menus.isOpen)
        rig.advance(1)
        pointer(.moved, item(2), button: nil)
        pointer(.down, item(2))
        pointer(.up, item(2))
        #expect(chosen == ["Delete"])
        #expect(!menus.isOpen)
    }

    @Test("Dragged over an item and released over nothing: the menu closes and nothing runs")
    func dragOffCloses() {
        pointer(.down, Point(60, 60), button: .secondary)
        pointer(.moved, item(0), button: .secondary)
        pointer(.moved, Point(500, 300), button: .secondary)
        pointer(.up, Point(500, 300), button: .secondary)
        #expect(!menus.isOpen && chosen.isEmpty)
    }

    @Test("A finger's long press opens the context menu after exactly 0.5 s held still; lifted without a drag, it stays open")
    func longPress() throws {
        rig.screen.send(.touch(TouchEvent(.began, id: 1, at: Point(80, 70))))
        rig.clock.advance(by: 0.499)
        #expect(!menus.isOpen)
        rig.clock.advance(by: 0.001)
        let popup = try #require(menus.popups.first)
        #expect(popup.frame.origin == Point(80, 70))
        #expect(!target.isHighlighted, "the button's press was cancelled: it will not fire")
        rig.screen.send(.touch(TouchEvent(.ended, id: 1, at: Point(80, 70))))
        #expect(menus.isOpen)
        pointer(.moved, item(0), button: nil)
        pointer(.down, item(0))
        pointer(.up, item(0))
        #expect(chosen == ["Copy"])
    }

    @Test("A finger that moves more than 10 points before 0.5 s is no long press; a shorter press neither")
    func longPressCancelled() {
        rig.screen.send(.touch(TouchEvent(.began, id: 1, at: Point(80, 70))))
        rig.clock.advance(by: 0.2)
        rig.screen.send(.touch(TouchEvent(.moved, id: 1, at: Point(91, 70))))
        rig.clock.advance(by: 1)
        #expect(!menus.isOpen)
        rig.screen.send(.touch(TouchEvent(.ended, id: 1, at: Point(91, 70))))
        rig.screen.send(.touch(TouchEvent(.began, id: 2, at: Point(80, 70))))
        rig.clock.advance(by: 0.4)
        rig.screen.send(.touch(TouchEvent(.ended, id: 2, at: Point(80, 70))))
        rig.clock.advance(by: 1)
        #expect(!menus.isOpen)
    }

    @Test("A mouse button held still for 2 s opens no context menu (GTK and Qt: touch only); the press stays the view's")
    func mouseHoldIsNoLongPress() {
        pointer(.down, Point(80, 70))
        rig.clock.advance(by: 2)
        #expect(!menus.isOpen)
        #expect(target.isHighlighted, "the button still holds its press")
        pointer(.up, Point(80, 70))
        #expect(!menus.isOpen)
        pointer(.down, Point(80, 70), button: .secondary)
        #expect(menus.isOpen, "the right button still asks for the menu at once")
    }

    @Test("The Menu key and Shift+F10 open the focused view's context menu at its centre, the hovered view's when none is focused")
    func menuKey() throws {
        _ = rig.window.makeFirstResponder(target)
        rig.screen.send(.key(KeyEvent(.other(0xFF67))))
        #expect(menus.popups.first?.frame.origin == target.convertToScreen(target.bounds.center))
        rig.screen.send(.key(KeyEvent(.escape)))
        #expect(!menus.isOpen)
        rig.screen.send(.key(KeyEvent(.function(10), modifiers: .shift)))
        #expect(menus.isOpen)
        rig.screen.send(.key(KeyEvent(.down)))
        rig.screen.send(.key(KeyEvent(.enter)))
        #expect(chosen == ["Copy"])
        _ = rig.window.makeFirstResponder(nil)
        pointer(.moved, Point(200, 120), button: nil)
        rig.screen.send(.key(KeyEvent(.function(10), modifiers: .shift)))
        #expect(menus.popups.first?.frame.origin == target.convertToScreen(target.bounds.center))
    }

    @Test("A pull-down button: press, drag onto Open Recent, its submenu opens after 225 ms to the right; release on b.txt chooses it")
    func pullDownSubmenu() throws {
        pointer(.down, Point(350, 38))
        let root = try #require(menus.popups.first)
        #expect(root.kind == .dropdownMenu)
        #expect(root.frame.origin == Point(300, 56), "below the button, left edges aligned")
        pointer(.moved, item(1))
        rig.clock.advance(by: 0.224)
        #expect(menus.popups.count == 1)
        rig.clock.advance(by: 0.001)
        #expect(menus.popups.count == 2)
        let sub = menus.popups[1]
        #expect(sub.frame.minX == root.frame.maxX)
        #expect(sub.frame.minY + MenuLayout.padding == menus.session.panels[0].rowFrame(1).minY)
        pointer(.moved, item(1, level: 1))
        pointer(.up, item(1, level: 1))
        #expect(chosen == ["b.txt"])
        #expect(!root.isShown && !sub.isShown)
        #expect(!pullDown.isHighlighted)
    }

    @Test("A click on the pull-down leaves it open; Right opens the submenu, Escape closes only the submenu, Escape again the menu")
    func pullDownKeys() throws {
        pointer(.down, Point(350, 38))
        pointer(.up, Point(350, 38))
        #expect(menus.popups.count == 1)
        rig.screen.send(.key(KeyEvent(.down)))
        rig.screen.send(.key(KeyEvent(.down)))
        rig.screen.send(.key(KeyEvent(.right)))
        #expect(menus.popups.count == 2)
        #expect(menus.session.panels[1].highlighted == 0)
        menus.popups[1].screen.send(.key(KeyEvent(.escape)))
        #expect(menus.popups.count == 1)
        rig.screen.send(.key(KeyEvent(.escape)))
        #expect(!menus.isOpen && chosen.isEmpty)
    }

    @Test("Space on a focused pull-down button opens its menu without running its action")
    func pullDownKeyboard() {
        var fired = false
        pullDown.primaryAction = { _ in fired = true }
        _ = rig.window.makeFirstResponder(pullDown)
        rig.screen.send(.key(KeyEvent(.space)))
        #expect(menus.popups.first?.kind == .dropdownMenu)
        #expect(!fired)
    }

    @Test("A button's menu without showsMenuAsPrimaryAction is its context menu: a right click shows it, a click fires the action")
    func buttonContextMenu() {
        var fired = 0
        let b = Button("Reset", frame: Rect(40, 200, 100, 36)) { _ in fired += 1 }
        b.menu = Menu(items: [MenuItem("Reset all") { [unowned self] _ in chosen.append("Reset all") }])
        rig.window.addSubview(b)
        rig.layout()
        pointer(.down, Point(60, 210))
        pointer(.up, Point(60, 210))
        #expect(fired == 1 && !menus.isOpen)
        pointer(.down, Point(60, 210), button: .secondary)
        pointer(.moved, item(0), button: .secondary)
        pointer(.up, item(0), button: .secondary)
        #expect(chosen == ["Reset all"] && fired == 1)
    }

    @Test("A finger held still opens the context menu; slid onto Delete and lifted, it chooses it and leaves no press behind")
    func fingerLongPress() {
        rig.screen.send(.touch(TouchEvent(.began, id: 7, at: Point(80, 70))))
        rig.clock.advance(by: 0.5)
        #expect(menus.isOpen)
        rig.screen.send(.touch(TouchEvent(.moved, id: 7, at: item(2))))
        rig.screen.send(.touch(TouchEvent(.ended, id: 7, at: item(2))))
        #expect(chosen == ["Delete"] && !menus.isOpen)
        #expect(rig.screen.dispatcher.activeTouches.isEmpty)
    }
}
