import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The refresh scene's context menu and the title bar's pull-down, headless: the popup opens in memory
/// (no window system), keys go to its screen as the X host's grab would send them.
@MainActor
@Suite("Refresh scene: the context menu")
struct RefreshMenuTests {
    let demo: HeadlessDemo
    let clock: ManualClock
    let screen: Screen
    let app: DemoApp
    let scene: RefreshScene

    init() throws {
        Strings.language = .en
        demo = HeadlessDemo(scene: "refresh")
        (clock, screen, app) = (demo.clock, demo.screen, demo.app)
        scene = try #require(app.current as? RefreshScene)
    }

    func settle() { demo.settle() }

    @Test("Shift+F10 on the selected row opens its popup menu; Down and Return copy the row's text and close the menu")
    func menuKeyCopies() throws {
        scene.list.selectRow(1)
        _ = app.mainWindow.makeFirstResponder(scene.list)
        screen.send(.key(KeyEvent(.function(10), modifiers: .shift)))
        settle()
        let popup = try #require(screen.menuController.popups.first)
        #expect(popup.kind == .popupMenu && popup.isShown)
        popup.screen.send(.key(KeyEvent(.down)))
        popup.screen.send(.key(KeyEvent(.enter)))
        settle()
        #expect(!popup.isShown)
        #expect(screen.pasteboard.string == scene.feed.posts[1].text)
    }

    @Test("A right press on a row selects it for its menu, and the scene's \"Selected\" line says which")
    func rightPressSelects() throws {
        func find(_ id: String, in v: View) -> View? {
            v.identifier == id ? v : v.subviews.lazy.compactMap { find(id, in: $0) }.first
        }
        let label = try #require(find("refresh.selected", in: scene.view) as? Label)
        #expect(label.text.hasSuffix("—"))
        let row = scene.list.convertToScreen(scene.list.rectForRow(at: 2).center)
        screen.send(.pointer(PointerEvent(.down, at: row, button: .secondary)))
        settle()
        #expect(scene.list.selectedRow == 2)
        #expect(label.text.hasSuffix("#\(scene.feed.posts[2].id)"))
        #expect(screen.menuController.popups.first?.isShown == true)
    }

    @Test("A mouse button held still 0.6 s on a row, 8 points into a pull, opens no context menu and the pull goes on (touch only, as in GTK and Qt)")
    func mouseHoldMidPullOpensNoMenu() throws {
        // latency.drag's gesture: a press on a row, a small move, a pause longer than a finger's 0.5 s long press.
        let start = scene.list.convertToScreen(scene.list.rectForRow(at: 2).center)
        screen.send(.pointer(PointerEvent(.down, at: start)))
        screen.send(.pointer(PointerEvent(.moved, at: Point(start.x, start.y + 8))))
        for _ in 0..<36 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded() }
        #expect(!screen.menuController.popups.contains { $0.isShown })
        let offsetAfterHold = scene.list.contentOffset.y
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            screen.send(.pointer(PointerEvent(.moved, at: Point(start.x, start.y + 8 + Double(step) * 5.2))))
            screen.layoutIfNeeded()
        }
        #expect(scene.list.contentOffset.y < offsetAfterHold, "the press still pulls the list down")
        screen.send(.pointer(PointerEvent(.up, at: Point(start.x, start.y + 60))))
        settle()
        #expect(!screen.menuController.popups.contains { $0.isShown })
    }

    @Test("Mark read shows on the row and is checked in the row's next menu; again, it is unread")
    func markRead() throws {
        let id = scene.feed.posts[0].id
        let item = try #require(scene.contextMenu(forRow: 0).items.first { $0.identifier == "menu.markRead" })
        #expect(item.isCheckable && !item.isChecked)
        item.action?(item)
        settle()
        #expect(scene.readPosts == [id])
        let again = try #require(scene.contextMenu(forRow: 0).items.first { $0.identifier == "menu.markRead" })
        #expect(again.isChecked)
        again.action?(again)
        #expect(scene.readPosts.isEmpty)
    }

    @Test("Delete asks with the standard alert first: Cancel keeps the row, Delete removes it")
    func deleteAsks() throws {
        let before = scene.feed.posts.map(\.id)
        func delete() throws {
            let item = try #require(scene.contextMenu(forRow: 2).items.first { $0.identifier == "menu.delete" })
            item.action?(item)
            settle()
        }
        try delete()
        var alert = try #require(app.modals.notices.currentContent as? Alert)
        #expect(app.modals.notices.currentID == "notice.confirm")
        #expect(scene.feed.posts.map(\.id) == before, "nothing is deleted before the answer")
        alert.choose(try #require(alert.actions.first { $0.style == .cancel }))
        settle()
        #expect(scene.feed.posts.map(\.id) == before)
        try delete()
        alert = try #require(app.modals.notices.currentContent as? Alert)
        alert.choose(try #require(alert.actions.first { $0.style == .destructive }))
        settle()
        #expect(scene.feed.posts.map(\.id) == before.enumerated().filter { $0.offset != 2 }.map(\.element))
    }

    @Test("The title bar's pull-down: Inspector is checked while F12's inspector is on, and choosing it toggles it")
    func appMenuInspector() throws {
        let button = try #require(screen.view(withIdentifier: "titlebar.menu") as? Button)
        button.sendAction()
        settle()
        let popup = try #require(screen.menuController.popups.first)
        #expect(popup.kind == .dropdownMenu)
        popup.dismiss()
        var item = try #require(app.appMenu().items.first { $0.identifier == "menu.inspector" })
        #expect(!item.isChecked)
        item.action?(item)
        #expect(app.inspector.isEnabled)
        item = try #require(app.appMenu().items.first { $0.identifier == "menu.inspector" })
        #expect(item.isChecked)
        item.action?(item)
        #expect(!app.inspector.isEnabled)
    }

    @Test("The title bar's Language submenu switches the demo to Japanese live: the title, the sidebar and the scene; English switches back")
    func languageSubmenu() throws {
        defer { Strings.language = .en }
        var titles: [String] = []
        app.onTitleChange = { titles.append($0) }
        let button = try #require(screen.view(withIdentifier: "titlebar.menu") as? Button)
        let menus = screen.menuController
        button.sendAction()
        settle()
        #expect(menus.popups.first?.kind == .dropdownMenu)
        // Down to Language, Right into its submenu: English is checked, 日本語 not.
        screen.send(.key(KeyEvent(.down)))
        screen.send(.key(KeyEvent(.right)))
        let sub = try #require(menus.session.panels.last)
        #expect(menus.popups.count == 2)
        #expect(sub.menu.items.map(\.title) == ["English", "日本語"])
        #expect(sub.menu.items.map(\.isChecked) == [true, false])
        screen.send(.key(KeyEvent(.down)))
        screen.send(.key(KeyEvent(.enter)))
        settle()
        #expect(!menus.isOpen)
        #expect(Strings.language == .ja)
        #expect(app.shell.titleBar.titleLabel.text == "引き下げて更新")
        #expect(titles.last == "Shoji — 引き下げて更新")
        #expect((screen.view(withIdentifier: "sidebar.basics") as? Control)?.accessibilityLabel == "基本")
        #expect(button.toolTip == "言語・外観・スローモーション・インスペクタ・情報")
        let scene = try #require(app.current as? RefreshScene)
        #expect(scene !== self.scene, "the scene is made again in Japanese")
        // The submenu now has 日本語 checked; English switches back.
        let again = try #require(app.appMenu().items.first?.submenu)
        #expect(again.items.map(\.isChecked) == [false, true])
        app.setLanguage(.en)
        settle()
        #expect(app.shell.titleBar.titleLabel.text == "Pull to refresh")
    }
}
