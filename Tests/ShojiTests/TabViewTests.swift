import Testing
@testable import Shoji

/// The tab view as a user meets it: tabs as wide as their titles within limits, the page under the bar,
/// overflow into a scrolled row and a menu, Ctrl+Tab and its kin from inside a page, arrows on the
/// focused bar, dragging a tab to reorder, closing (×, middle click, context menu) and a delegate that
/// refuses.
@MainActor
@Suite("TabView")
struct TabViewTests {
    let rig = Rig(size: Size(600, 400))
    let tabs: TabView
    let fields: [TextField]
    let watcher = Watcher()

    final class Watcher: TabViewDelegate {
        var refuse: Set<String> = []
        var moves: [(Int, Int)] = []
        var closed: [String] = []
        func tabView(_ tabView: TabView, shouldClose item: TabViewItem) -> Bool { !refuse.contains(item.title) }
        func tabView(_ tabView: TabView, didClose item: TabViewItem) { closed.append(item.title) }
        func tabView(_ tabView: TabView, didMoveTabFrom from: Int, to: Int) { moves.append((from, to)) }
    }

    init() {
        var fields: [TextField] = []
        let items = ["A", "B", "C"].map { title -> TabViewItem in
            let page = View()
            let f = TextField(frame: Rect(10, 10, 200, 30))
            f.textSystem = EstimatingTextSystem()
            page.addSubview(f)
            fields.append(f)
            return TabViewItem(title: title, view: page)
        }
        self.fields = fields
        tabs = TabView(items: items, frame: Rect(0, 0, 600, 400))
        tabs.delegate = watcher
        rig.window.addSubview(tabs)
        rig.layout()
    }

    var order: [String] { tabs.items.map(\.title) }
    func center(_ i: Int) -> Point { tabs.tabBar.tabs[i].frame.center }

    @Test("Short titles get the minimum width, side by side from the left; the page fills the rest under the bar")
    func layoutWide() {
        #expect(tabs.tabBar.tabs.map(\.frame) == [Rect(0, 0, 72, 34), Rect(72, 0, 72, 34), Rect(144, 0, 72, 34)])
        #expect(!tabs.tabBar.isOverflowing && tabs.tabBar.overflowButton.isHidden)
        #expect(tabs.items[0].view.frame == Rect(0, 34, 600, 366))
        #expect(tabs.items[0].view.superview === tabs && tabs.items[1].view.superview == nil)
    }

    @Test("A long title is cut at the maximum width; a medium one is as wide as its text and padding")
    func layoutTitles() {
        tabs.items[0].title = String(repeating: "W", count: 40)
        tabs.items[1].title = "Notes"
        rig.layout()
        let widths = tabs.tabBar.tabs.map(\.frame.width)
        #expect(widths[0] == TabBar.maximumTabWidth)
        // The title (in the process's text system: pixel suites install Pango's), 12 points each side, a
        // 16-point × and its 6-point gap.
        let title = Typesetter.layout("Notes", style: .body.with(size: 13, weight: .medium)).size.width
        let expected: Double = (title + 24.0 + 22.0).rounded(.up)
        #expect(widths[1] == expected)
        #expect(widths[2] == TabBar.minimumTabWidth)
    }

    @Test("Tabs that do not fit scroll to show the selected one, and the ▾ menu lists every tab and selects")
    func overflow() {
        for i in 3..<10 { tabs.addTab(TabViewItem(title: String(repeating: "x", count: 30) + "\(i)", view: View())) }
        tabs.frame = Rect(0, 0, 500, 400)
        rig.layout()
        #expect(tabs.tabBar.isOverflowing && !tabs.tabBar.overflowButton.isHidden)
        #expect(tabs.tabBar.overflowButton.frame.maxX == 500)
        tabs.selectedIndex = 9
        rig.layout()
        #expect(tabs.tabBar.tabs[9].frame.maxX == 500 - TabBar.overflowButtonWidth, "the last tab ends where the ▾ starts")
        #expect(tabs.tabBar.tabs[0].frame.maxX < 0, "the first tabs scrolled out on the left")
        let menu = tabs.tabBar.overflowMenu()
        #expect(menu.items.count == 10 && menu.items[9].isChecked && !menu.items[0].isChecked)
        menu.items[1].action?(menu.items[1])
        rig.layout()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.tabs[1].frame.minX >= 0 && tabs.tabBar.tabs[1].frame.maxX <= 470)
    }

    @Test("A narrow window: three tabs overflow 150 points, the first shown whole")
    func layoutNarrow() {
        tabs.frame = Rect(0, 0, 150, 400)
        rig.layout()
        #expect(tabs.tabBar.isOverflowing)
        #expect(tabs.tabBar.tabs[0].frame == Rect(0, 0, 72, 34))
        #expect(tabs.tabBar.overflowButton.frame.minX == 120)
    }

    @Test("A click selects a tab; Ctrl+Tab, Ctrl+Page Down and Ctrl+Shift+Tab switch from a text field inside, wrapping")
    func keyboardSwitching() {
        rig.click(center(1))
        #expect(tabs.selectedIndex == 1 && tabs.items[1].view.superview === tabs && tabs.items[0].view.superview == nil)
        rig.window.makeFirstResponder(fields[1])
        rig.key(.tab, modifiers: .control)
        #expect(tabs.selectedIndex == 2)
        #expect(rig.window.firstResponder === tabs.tabBar, "the focus left the hidden page for the bar")
        rig.key(.pageDown, modifiers: .control)
        #expect(tabs.selectedIndex == 0, "after the last comes the first")
        rig.key(.tab, modifiers: [.control, .shift])
        #expect(tabs.selectedIndex == 2)
        rig.window.makeFirstResponder(fields[2])
        rig.key(.pageUp, modifiers: .control)
        #expect(tabs.selectedIndex == 1, "Ctrl+Page Up is the tab view's, not the text field's page move")
    }

    @Test("The focused bar: Left and Right pick the neighbour without wrapping, Home and End the ends")
    func barKeys() {
        #expect(rig.window.makeFirstResponder(tabs.tabBar))
        rig.key(.right)
        rig.key(.right)
        rig.key(.right)
        #expect(tabs.selectedIndex == 2)
        rig.key(.left)
        #expect(tabs.selectedIndex == 1)
        rig.key(.home)
        #expect(tabs.selectedIndex == 0)
        rig.key(.end)
        #expect(tabs.selectedIndex == 2)
    }

    @Test("Dragging a tab past half its neighbour reorders; a move under the drag threshold only selects")
    func reorder() {
        rig.drag(from: center(0), to: center(0) + Point(3, 0))
        #expect(order == ["A", "B", "C"] && tabs.selectedIndex == 0)
        rig.drag(from: center(0), to: center(0) + Point(40, 0), release: false)
        #expect(order == ["B", "A", "C"], "the middle of A passed the edge between A and B")
        #expect(tabs.tabBar.tabs[1].frame.minX == 40, "the dragged tab follows the pointer")
        rig.up(center(1))
        rig.layout()
        #expect(tabs.tabBar.tabs.map(\.frame.minX) == [0, 72, 144], "it drops into its slot")
        #expect(watcher.moves.count == 1 && watcher.moves[0] == (0, 1))
        #expect(tabs.selectedItem?.title == "A")
        rig.drag(from: center(1), to: center(1) + Point(200, 0))
        #expect(order == ["B", "C", "A"], "dragged past the end it stays last")
    }

    @Test("The × closes its tab; the delegate may refuse; closing the selected tab selects the next")
    func close() {
        let bar = tabs.tabBar
        func closePoint(_ i: Int) -> Point { bar.tabs[i].convert(bar.tabs[i].closeButtonFrame.center, to: nil) }
        watcher.refuse = ["B"]
        rig.click(closePoint(1))
        #expect(order == ["A", "B", "C"])
        watcher.refuse = []
        rig.click(closePoint(0))
        #expect(order == ["B", "C"] && tabs.selectedItem?.title == "B" && watcher.closed == ["A"])
        #expect(tabs.items[0].view.superview === tabs)
        screenMiddleClick(center(1))
        #expect(order == ["B"])
        tabs.closeTab(at: 0)
        #expect(tabs.items.isEmpty && tabs.selectedIndex == nil)
    }

    private func screenMiddleClick(_ p: Point) {
        rig.screen.send(.pointer(PointerEvent(.down, at: p, button: .middle)))
        rig.screen.send(.pointer(PointerEvent(.up, at: p, button: .middle)))
        rig.layout()
    }

    @Test("The context menu: Close Others keeps the tab, Close Tabs to the Right those before it")
    func contextMenu() {
        for t in ["D", "E"] { tabs.addTab(TabViewItem(title: t, view: View())) }
        rig.layout()
        func choose(_ tab: Int, _ id: String) {
            let menu = tabs.tabBar.tabs[tab].contextMenuInteraction?.menuProvider(.zero)
            let item = menu?.items.first { $0.identifier == id }
            #expect(item?.isEnabled == true)
            item?.action?(item!)
            rig.layout()
        }
        choose(2, "tab.closeRight")
        #expect(order == ["A", "B", "C"])
        let last = tabs.tabBar.tabs[2].contextMenuInteraction?.menuProvider(.zero)
        #expect(last?.items.first { $0.identifier == "tab.closeRight" }?.isEnabled == false)
        choose(1, "tab.closeOthers")
        #expect(order == ["B"])
    }

    @Test("Assistive technology: a page tab list of page tabs, the selected one selected; press selects")
    func accessibility() {
        #expect(tabs.tabBar.accessibilityRole == .pageTabList)
        let t = tabs.tabBar.tabs
        #expect(t.map(\.accessibilityRole) == [.pageTab, .pageTab, .pageTab])
        #expect(t[0].accessibilityStates.contains(.selected) && !t[1].accessibilityStates.contains(.selected))
        #expect(t[1].accessibilityLabel == "B")
        _ = t[2].accessibilityActions.first { $0.name == AccessibilityAction.press }?.perform()
        #expect(tabs.selectedIndex == 2 && t[2].accessibilityStates.contains(.selected))
    }
}
