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
    let clock = ManualClock()
    let screen: Screen
    let app: DemoApp
    let scene: RefreshScene

    init() throws {
        Typesetter.current = PangoTextSystem()
        Strings.language = .en
        screen = Screen(size: Size(1024, 720), clock: ScaledClock(base: clock))
        app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        _ = app.show(sceneNamed: "refresh")
        scene = try #require(app.current as? RefreshScene)
        settle()
    }

    func settle() { for _ in 0..<60 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded() } }

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
        #expect(Pasteboard.general.string == scene.feed.posts[1].text)
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
}
