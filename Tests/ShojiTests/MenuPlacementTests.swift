import Testing
@testable import Shoji

/// Where menus go at the monitor's edges: a 1920×1080 monitor at (1920, 0), right of another, so that
/// its origin is not the root window's.
@Suite("Menu placement")
struct MenuPlacementTests {
    let monitor = Rect(1920, 0, 1920, 1080)
    let size = Size(200, 300)

    @Test("A context menu opens below and right of the pointer, flips at the right and bottom edges, and stays on the monitor")
    func contextMenu() {
        #expect(MenuPlacement.contextMenu(size: size, at: Point(2500, 400), monitor: monitor) == Rect(2500, 400, 200, 300))
        #expect(MenuPlacement.contextMenu(size: size, at: Point(3800, 400), monitor: monitor) == Rect(3600, 400, 200, 300),
                "flipped left: it ends at the pointer")
        #expect(MenuPlacement.contextMenu(size: size, at: Point(2500, 1000), monitor: monitor) == Rect(2500, 700, 200, 300),
                "flipped up")
        #expect(MenuPlacement.contextMenu(size: size, at: Point(3800, 1000), monitor: monitor) == Rect(3600, 700, 200, 300))
        #expect(MenuPlacement.contextMenu(size: Size(200, 900), at: Point(2500, 500), monitor: monitor) == Rect(2500, 180, 200, 900),
                "fits neither below nor above the pointer: shifted up until inside")
        #expect(MenuPlacement.contextMenu(size: Size(200, 1500), at: Point(2500, 500), monitor: monitor) == Rect(2500, 0, 200, 1080),
                "taller than the monitor: cut to it")
        #expect(MenuPlacement.contextMenu(size: size, at: Point(1700, 400), monitor: monitor).minX == 1920,
                "a point left of the monitor: shifted onto it")
    }

    @Test("A pull-down opens below its button, above it at the bottom edge, and shifts left at the right edge")
    func pullDown() {
        let button = Rect(2000, 100, 120, 32)
        #expect(MenuPlacement.pullDown(size: size, below: button, monitor: monitor) == Rect(2000, 132, 200, 300))
        let low = Rect(2000, 900, 120, 32)
        #expect(MenuPlacement.pullDown(size: size, below: low, monitor: monitor) == Rect(2000, 600, 200, 300),
                "above the button, its bottom at the button's top")
        let right = Rect(3780, 100, 120, 32)
        #expect(MenuPlacement.pullDown(size: size, below: right, monitor: monitor) == Rect(3640, 132, 200, 300))
        let tall = MenuPlacement.pullDown(size: Size(200, 1000), below: button, monitor: monitor)
        #expect(tall == Rect(2000, 132, 200, 948), "more room below than above: below, cut at the edge")
    }

    @Test("A submenu opens right of its parent level with its item, flips left at the right edge, keeps going left, and shifts up at the bottom")
    func submenu() {
        let parent = Rect(2000, 200, 200, 300)
        let item = Rect(2000, 265, 200, 28)
        let r = MenuPlacement.submenu(size: size, beside: item, in: parent, monitor: monitor, inset: 5)
        #expect(r.frame == Rect(2200, 260, 200, 300) && !r.opensLeft)
        let nearRight = Rect(3600, 200, 200, 300)
        let flipped = MenuPlacement.submenu(size: size, beside: item.offsetBy(dx: 1600, dy: 0), in: nearRight, monitor: monitor, inset: 5)
        #expect(flipped.frame == Rect(3400, 260, 200, 300) && flipped.opensLeft)
        let middle = parent.offsetBy(dx: 500, dy: 0)
        let child = MenuPlacement.submenu(size: size, beside: item.offsetBy(dx: 500, dy: 0), in: middle, monitor: monitor, inset: 5, opensLeft: true)
        #expect(child.frame.maxX == middle.minX && child.opensLeft, "a flipped parent's submenus go left while there is room")
        let nearLeft = Rect(2000, 200, 200, 300)
        let back = MenuPlacement.submenu(size: Size(200, 300), beside: item, in: nearLeft.offsetBy(dx: -60, dy: 0),
                                         monitor: monitor, inset: 5, opensLeft: true)
        #expect(!back.opensLeft && back.frame.minX == 2140, "no room on the left: right again")
        let low = MenuPlacement.submenu(size: size, beside: Rect(2000, 1000, 200, 28), in: Rect(2000, 800, 200, 260), monitor: monitor, inset: 5)
        #expect(low.frame == Rect(2200, 780, 200, 300), "shifted up to end at the bottom edge")
    }
}
