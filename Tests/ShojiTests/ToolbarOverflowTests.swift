import Testing
@testable import Shoji

/// A toolbar narrower than its items: the trailing ones go into the » button's menu, which performs them
/// and greys the disabled ones; a view item (a search field) sits on the bar at its own width.
@MainActor
@Suite("Toolbar overflow")
final class ToolbarOverflowTests {
    let rig = Rig(size: Size(800, 300))
    var performed: [String] = []
    let search = TextField(frame: Rect(0, 0, 160, 30))
    lazy var actions = ["New", "Open", "Save", "Print", "Share"].map { name in
        Action(name) { [unowned self] _ in performed.append(name) }
    }
    lazy var toolbar = Toolbar(items: actions.prefix(3).map { .action($0) } + [.flexibleSpace, .view(search)]
                                      + actions.suffix(2).map { .action($0) },
                               frame: Rect(0, 0, 800, Toolbar.height))

    init() {
        search.textSystem = EstimatingTextSystem()
        rig.window.addSubview(toolbar)
        rig.layout()
    }

    func width(_ w: Double) {
        toolbar.frame.size.width = w
        rig.layout()
    }

    var visibleTitles: [String] { toolbar.buttons.filter { !$0.isHidden }.map(\.title) }

    @Test("Wide: every button shows, the search field between them at its width, no » button")
    func wide() {
        #expect(visibleTitles == ["New", "Open", "Save", "Print", "Share"])
        #expect(toolbar.overflowButton.isHidden && toolbar.overflowActions.isEmpty)
        #expect(search.superview === toolbar && !search.isHidden && search.frame.width == 160)
        #expect(search.frame.minX > toolbar.buttons[2].frame.maxX && search.frame.maxX < toolbar.buttons[3].frame.minX)
        #expect(toolbar.buttons[4].frame.maxX == 800 - Toolbar.spacing, "the flexible space pushes the rest to the end")
    }

    @Test("Narrower and narrower: the trailing items go into the » menu, and nothing overlaps", arguments: [480.0, 420, 250, 120])
    func narrow(w: Double) throws {
        width(w)
        let hidden = toolbar.overflowActions.map(\.title)
        #expect(!hidden.isEmpty && !toolbar.overflowButton.isHidden)
        #expect(visibleTitles + hidden == ["New", "Open", "Save", "Print", "Share"], "what is not on the bar is in the menu, in order")
        let shown = toolbar.subviews.filter { !$0.isHidden }.map(\.frame).sorted { $0.minX < $1.minX }
        for (a, b) in zip(shown, shown.dropFirst()) { #expect(a.maxX <= b.minX, "\(a) and \(b) overlap at \(w)") }
        #expect(try #require(shown.last).maxX <= w, "everything shown is inside the bar")
        #expect(toolbar.overflowButton.frame.maxX == w - Toolbar.spacing)
        let items = try #require(toolbar.overflowButton.menu?.items)
        #expect(items.map(\.title) == hidden)
    }

    @Test("The » menu runs the hidden action, and lists a disabled one greyed")
    func menuRunsActions() throws {
        width(300)
        let share = try #require(actions.last)
        #expect(toolbar.overflowActions.contains { $0 === share })
        actions[3].validate = { $0.isEnabled = false }
        rig.click(toolbar.overflowButton.frame.center)
        #expect(rig.screen.menuController.isOpen)
        let menu = try #require(toolbar.overflowButton.menu)
        #expect(menu.items.first { $0.title == "Print" }?.isEnabled == false)
        let index = try #require(menu.items.firstIndex { $0.title == "Share" })
        let run = try #require(menu.items[index].action)
        run(menu.items[index])
        #expect(performed == ["Share"])
        rig.screen.menuController.close()
    }

    @Test("Widening again brings the items back and hides the » button")
    func widenAgain() {
        width(200)
        width(800)
        #expect(visibleTitles.count == 5 && toolbar.overflowButton.isHidden && !search.isHidden)
    }
}
