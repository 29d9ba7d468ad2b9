import Shoji
import ShojiRuntime
import Testing
@testable import Counters

/// Counters as a user sees it, headless: the list fills the window under the toolbar at any size, a click
/// counts, and "Reset…" asks before it resets.
@MainActor
struct CountersTests {
    func make() -> (HeadlessApplication, CountersApp) {
        let delegate = CountersApp()
        return (HeadlessApplication(delegate: delegate), delegate)
    }

    func frame(_ app: HeadlessApplication, _ id: String) throws -> Rect {
        try #require(app.screen.view(withIdentifier: id)).screenBoundingBox
    }

    @Test func theListFillsTheWindowBelowTheToolbarAtAnySize() throws {
        let (app, _) = make()
        for size in [Size(420, 520), Size(900, 700), Size(300, 220)] {
            app.screen.resize(to: size)
            app.settle()
            let toolbar = try frame(app, "counters.toolbar"), list = try frame(app, "counters.list")
            // The root stack's insets are 16 and its spacing 12: the list starts 12 below the toolbar and
            // ends 16 above the window's bottom, 16 in from each side.
            #expect(list.minY == toolbar.maxY + 12, "\(size)")
            #expect(list.maxY == size.height - 16, "\(size): the list's bottom follows the window's")
            #expect(list.minX == 16 && list.maxX == size.width - 16, "\(size)")
            let reset = try frame(app, "counters.reset")
            #expect(reset.maxX == size.width - 16, "\(size): the button sits at the toolbar's trailing end")
        }
    }

    @Test func clickingARowCountsAndResetAsksFirst() throws {
        let (app, counters) = make()
        let list = try frame(app, "counters.list")
        // The second row: rows are 52 tall.
        app.tap(at: Point(list.midX, list.minY + 52 + 26))
        app.tap(at: Point(list.midX, list.minY + 52 + 26))
        #expect(counters.model.counts == [0, 2, 0, 0, 0])
        let total = try #require(app.screen.view(withIdentifier: "counters.total") as? Label)
        #expect(total.text == "5 counters, 2 in all")

        #expect(app.tap(identifier: "counters.reset"))
        app.settle()
        #expect(counters.model.total == 2, "nothing is reset before the answer")
        #expect(app.tap(identifier: "counters.confirm.cancel"))
        app.settle()
        #expect(counters.model.total == 2, "Cancel keeps the counts")

        #expect(app.tap(identifier: "counters.reset"))
        app.settle()
        #expect(app.tap(identifier: "counters.confirm.reset"))
        app.settle()
        #expect(counters.model.counts == [0, 0, 0, 0, 0])
        #expect(total.text == "5 counters, 0 in all")
    }

    @Test func theResetQuestionIsTheStandardAlertAnsweredByKeys() throws {
        let (app, counters) = make()
        let list = try frame(app, "counters.list")
        app.tap(at: Point(list.midX, list.minY + 26))
        #expect(counters.model.total == 1)
        #expect(app.tap(identifier: "counters.reset"))
        app.settle()
        #expect(app.screen.view(withIdentifier: "counters.confirm") is Alert)
        app.send(.key(KeyEvent(.escape)))
        app.settle()
        #expect(counters.model.total == 1, "Escape cancels")
        #expect(app.screen.view(withIdentifier: "counters.confirm") == nil)
        #expect(app.tap(identifier: "counters.reset"))
        app.settle()
        app.send(.key(KeyEvent(.enter)))
        app.settle()
        #expect(counters.model.total == 0, "Return chooses Reset, the preferred action")
    }

    @Test func pullingTheListDownAddsACounter() throws {
        let (app, counters) = make()
        let list = try frame(app, "counters.list")
        var p = Point(list.midX, list.minY + 40)
        app.send(.pointer(PointerEvent(.down, at: p)))
        for _ in 0..<15 {
            p.y += 12
            app.send(.pointer(PointerEvent(.moved, at: p)))
            app.advance(by: 1.0 / 60.0)
        }
        app.send(.pointer(PointerEvent(.up, at: p)))
        app.advance(by: 0.3)
        #expect(counters.model.counts.count == 5, "nothing is added before the pretend fetch ends")
        app.advance(by: 0.5)
        app.settle()
        #expect(counters.model.counts.count == 6)
        let total = try #require(app.screen.view(withIdentifier: "counters.total") as? Label)
        #expect(total.text == "6 counters, 0 in all")
    }

    @Test func aRowsContextMenuCountsByPressDragReleaseAndByKeys() throws {
        let (app, counters) = make()
        let list = try frame(app, "counters.list")
        let third = Point(list.midX, list.minY + 2 * 52 + 26)
        // A right press on the third row opens its menu there; dragged onto "Add one" and released, it counts.
        app.send(.pointer(PointerEvent(.down, at: third, button: .secondary)))
        let menus = app.screen.menuController
        let popup = try #require(menus.popups.first)
        #expect(popup.frame.origin == third)
        let add = menus.session.panels[0].rowFrame(0).center
        app.send(.pointer(PointerEvent(.moved, at: add, button: .secondary)))
        app.send(.pointer(PointerEvent(.up, at: add, button: .secondary)))
        app.settle()
        #expect(counters.model.counts == [0, 0, 1, 0, 0])
        #expect(!menus.isOpen)
        // Subtract one is greyed out at zero.
        #expect(counters.rowMenu(0).items[1].isEnabled == false)
        // A finger's long press (half a second, held still) on the same row; Down twice and Return subtract one.
        app.send(.touch(TouchEvent(.began, id: 1, at: third)))
        app.advance(by: 0.5)
        #expect(menus.isOpen)
        app.send(.touch(TouchEvent(.ended, id: 1, at: third)))
        app.send(.key(KeyEvent(.down)))
        app.send(.key(KeyEvent(.down)))
        app.send(.key(KeyEvent(.enter)))
        app.settle()
        #expect(counters.model.counts == [0, 0, 0, 0, 0], "and the long press did not count the row up")
        let total = try #require(app.screen.view(withIdentifier: "counters.total") as? Label)
        #expect(total.text == "5 counters, 0 in all")
    }
}
