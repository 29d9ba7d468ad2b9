import Testing
@testable import Shoji

/// The menu state machine through a `MenuSession` on a manual clock, with the estimating text system's
/// sizes: a context menu opened at (100, 100) on a 1280×800 monitor.
///
/// Rows (menu coordinates, 28 tall from y 5): 0 New, 1 Open…, 2 Open Recent ▸, 3 separator (89–98),
/// 4 Copy, 5 Cut, 6 Close (disabled), 7 Check spelling (checked).
@MainActor
final class MenuFixture {
    let clock = ManualClock()
    let session: MenuSession
    var chosen: [String] = []
    var intents: [MenuTracker.Intent] = []
    let menu: Menu
    let recent: Menu

    init(monitor: Rect = Rect(0, 0, 1280, 800)) {
        session = MenuSession(clock: clock, monitor: monitor)
        recent = Menu(title: "Open Recent", items: ["a.txt", "b.txt", "c.txt"].map { MenuItem($0) })
        let close = MenuItem("Close")
        close.isEnabled = false
        let spelling = MenuItem("Check spelling")
        spelling.isChecked = true
        menu = Menu(title: "File", items: [
            MenuItem("New", shortcut: "Ctrl+N"), MenuItem("Open…", shortcut: "Ctrl+O"),
            MenuItem("Open Recent", submenu: recent), .separator(),
            MenuItem("Copy", shortcut: "Ctrl+C"), MenuItem("Cut", shortcut: "Ctrl+X"), close, spelling,
        ])
        for item in menu.items + recent.items { item.action = { [unowned self] in chosen.append($0.title) } }
        session.onIntent = { [unowned self] in intents.append($0) }
    }

    var root: MenuTracker.Panel { session.panels[0] }
    /// The centre of row `i` of the menu at `level`, in monitor coordinates.
    func row(_ i: Int, level: Int = 0) -> Point { session.panels[level].rowFrame(i).center }
    var highlighted: [Int?] { session.panels.map(\.highlighted) }

    func openByClick() {
        session.openContextMenu(menu, at: Point(100, 100), byPress: true)
        clock.advance(by: 0.1)
        session.handle(.pointerReleased(Point(100, 100))) // the right click's release: too soon to count
    }

    func move(_ p: Point) { session.handle(.pointerMoved(p)) }
    func press(_ p: Point) { session.handle(.pointerPressed(p)) }
    func release(_ p: Point) { session.handle(.pointerReleased(p)) }
    func close() { session.close() }
    func key(_ k: Key, _ text: String = "") { session.handle(.key(KeyEvent(k, text: text))) }
    func type(_ s: String) { for c in s { key(.character(String(c)), String(c)) } }
}

@MainActor
@Suite("Menu tracker")
struct MenuTrackerTests {
    let f = MenuFixture()

    @Test("A click opens the menu and leaves it open; a click on an item chooses it and closes every menu")
    func clickClick() {
        f.openByClick()
        #expect(f.session.isOpen, "the release 0.1 s after the opening press is ignored")
        #expect(f.root.frame.origin == Point(100, 100))
        f.clock.advance(by: 0.2)
        f.press(f.row(4))
        f.release(f.row(4))
        #expect(f.chosen == ["Copy"])
        #expect(!f.session.isOpen)
        #expect(f.intents.suffix(2) == [.closeAll, .activate(f.menu.items[4])])
    }

    @Test("Press, drag to an item and release chooses it, however quick the drag; released over nothing after a drag, everything closes")
    func pressDragRelease() {
        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.3)
        f.move(f.row(5))
        f.clock.advance(by: 0.3)
        f.release(f.row(5))
        #expect(f.chosen == ["Cut"])

        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.05)
        f.move(f.row(4))
        f.clock.advance(by: 0.05)
        f.release(f.row(4))
        #expect(f.chosen == ["Cut", "Copy"], "a quick drag (0.1 s) onto Copy chooses it")

        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.1)
        f.move(f.row(4))
        f.move(Point(40, 40))
        f.release(Point(40, 40))
        #expect(!f.session.isOpen, "dragged over Copy and let go outside: the menu closes")
        #expect(f.chosen == ["Cut", "Copy"])

        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.8)
        f.release(Point(100, 100))
        #expect(f.session.isOpen, "held without a drag (a long press) and let go: the menu stays")
        f.close()

        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.49)
        f.release(Point(40, 40))
        #expect(f.session.isOpen, "let go outside 0.49 s after opening: a click, the menu stays")
    }

    @Test("A release on an item without a drag within 0.5 s of the opening press is ignored; after it, it chooses")
    func releaseGrace() {
        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.49)
        f.release(f.row(1))
        #expect(f.session.isOpen && f.chosen.isEmpty)
        f.session.openContextMenu(f.menu, at: Point(100, 100), byPress: true)
        f.clock.advance(by: 0.5)
        f.release(f.row(1))
        #expect(f.chosen == ["Open…"])
    }

    @Test("A submenu opens 225 ms after its item is hovered, to the right with its first row level with the item")
    func hoverDelay() throws {
        f.openByClick()
        f.move(f.row(2))
        #expect(f.highlighted == [2])
        f.clock.advance(by: 0.224)
        #expect(f.session.panels.count == 1)
        f.clock.advance(by: 0.001)
        #expect(f.session.panels.count == 2)
        let sub = f.session.panels[1]
        #expect(sub.frame.minX == f.root.frame.maxX)
        #expect(sub.frame.minY + sub.rows[0].minY == f.root.rowFrame(2).minY)
        #expect(sub.highlighted == nil, "opened by hover: nothing highlighted in it yet")
        f.move(f.row(1))
        #expect(f.session.panels.count == 1, "another item of the parent closes the submenu")
        f.move(f.row(2))                                   // hovered for less than the delay: nothing opens
        f.clock.advance(by: 0.1)
        f.move(f.row(0))
        f.clock.advance(by: 0.5)
        #expect(f.session.panels.count == 1)
        #expect(f.clock.pendingTimerCount == 0, "no timer left running")
    }

    @Test("A diagonal move from the submenu's item towards the submenu, across other items, keeps it open")
    func safeTriangle() {
        f.openByClick()
        let right = f.root.frame.maxX
        let opener = f.root.rowFrame(2)
        f.move(Point(right - 40, opener.midY))
        f.clock.advance(by: 0.3)
        #expect(f.session.panels.count == 2)
        // Down and right, over the separator and Copy, inside the triangle to the submenu's near edge.
        f.clock.advance(by: 0.02)
        f.move(Point(right - 30, opener.maxY + 3))
        f.clock.advance(by: 0.02)
        f.move(Point(right - 20, f.root.rowFrame(4).minY + 4))
        #expect(f.highlighted == [2, nil], "Copy is crossed, not highlighted")
        #expect(f.session.panels.count == 2)
        f.move(f.row(1, level: 1))
        #expect(f.highlighted == [2, 1])
        f.move(f.row(2, level: 1))
        f.key(.enter)
        #expect(f.chosen == ["c.txt"])
    }

    @Test("A move straight down from the submenu's item leaves the safe zone: the item under it takes over at once")
    func outsideTheTriangle() {
        f.openByClick()
        let right = f.root.frame.maxX
        let opener = f.root.rowFrame(2)
        f.move(Point(right - 40, opener.midY))
        f.clock.advance(by: 0.3)
        f.move(Point(right - 40, f.root.rowFrame(4).midY))
        #expect(f.highlighted == [4])
    }

    @Test("The safe zone lapses when the pointer rests 0.3 s over another item of the parent")
    func safeZoneTimeout() {
        f.openByClick()
        let right = f.root.frame.maxX
        let opener = f.root.rowFrame(2)
        f.move(Point(right - 40, opener.midY))
        f.clock.advance(by: 0.3)
        f.move(Point(right - 20, f.root.rowFrame(4).minY + 2))
        #expect(f.highlighted == [2, nil])
        f.clock.advance(by: 0.299)
        #expect(f.session.panels.count == 2)
        f.clock.advance(by: 0.001)
        #expect(f.highlighted == [4])
    }

    @Test("Arrows skip separators and disabled items and wrap; Right opens a submenu on its first item, Left and Escape close it")
    func arrows() {
        f.openByClick()
        f.key(.down)
        #expect(f.highlighted == [0])
        f.key(.up)
        #expect(f.highlighted == [7], "wraps to the last, Close (disabled) is not it")
        f.key(.up)
        #expect(f.highlighted == [5], "skips Close")
        f.key(.up); f.key(.up)
        #expect(f.highlighted == [2], "skips the separator")
        f.key(.right)
        #expect(f.highlighted == [2, 0])
        f.key(.down)
        #expect(f.highlighted == [2, 1])
        f.key(.left)
        #expect(f.highlighted == [2])
        f.key(.enter)
        #expect(f.highlighted == [2, 0], "Return on a submenu's item opens it")
        f.key(.escape)
        #expect(f.highlighted == [2] && f.session.isOpen)
        f.key(.home)
        #expect(f.highlighted == [0])
        f.key(.end)
        #expect(f.highlighted == [7])
        f.key(.escape)
        #expect(!f.session.isOpen)
        #expect(f.chosen.isEmpty)
    }

    @Test("Type-ahead: letters join within a second, the same letter steps through its items, a pause starts over")
    func typeAhead() {
        f.openByClick()
        f.type("c")
        #expect(f.highlighted == [4], "Copy")
        f.clock.advance(by: 0.3)
        f.type("c")
        #expect(f.highlighted == [5], "cc: the next item starting with c, Cut")
        f.type("c")
        #expect(f.highlighted == [7], "Close is disabled: Check spelling")
        f.clock.advance(by: 1.1)
        f.type("o")
        #expect(f.highlighted == [1], "a new word after the pause: Open…")
        f.type("pen r")
        #expect(f.highlighted == [2], "open r: Open Recent")
        f.clock.advance(by: 0.5)
        f.type("x")
        #expect(f.highlighted == [2], "no item starts with \"open rx\": the highlight stays")
        f.key(.space)
        #expect(f.highlighted == [2, 0])
        f.type("b")
        #expect(f.highlighted == [2, 1], "typing acts on the submenu")
    }

    @Test("A press outside every menu closes them all and chooses nothing")
    func outsidePress() {
        f.openByClick()
        f.key(.down); f.key(.down); f.key(.down); f.key(.right)
        #expect(f.session.panels.count == 2)
        f.press(Point(900, 700))
        #expect(!f.session.isOpen)
        #expect(f.intents.last == .closeAll)
        f.release(Point(900, 700))
        #expect(f.chosen.isEmpty)
    }

    @Test("Disabled items and separators are not highlighted by the pointer, and a release on them chooses nothing")
    func disabled() {
        f.openByClick()
        f.move(f.row(6))
        #expect(f.highlighted == [nil])
        f.press(f.row(6)); f.release(f.row(6))
        f.press(f.row(3)); f.release(f.row(3))
        #expect(f.session.isOpen && f.chosen.isEmpty)
    }

    @Test("A click on a submenu's item opens it at once")
    func clickOpensSubmenu() {
        f.openByClick()
        f.press(f.row(2))
        #expect(f.session.panels.count == 2)
        f.release(f.row(2))
        #expect(f.session.isOpen)
        f.press(f.row(0, level: 1)); f.release(f.row(0, level: 1))
        #expect(f.chosen == ["a.txt"])
    }
}
