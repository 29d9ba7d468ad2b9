import Testing
@testable import Shoji
@testable import ShojiCairo

/// A table's and an outline's pixels: scrolling by moving pixels (with the header pinned over the rows)
/// shows exactly what a full redraw does; the selection, the header and the outline's triangles are
/// where they should be.
@MainActor
@Suite("Table and outline pixels")
struct TablePixelTests {
    final class Rows: TableViewDataSource {
        func numberOfRows(in tableView: TableView) -> Int { 100_000 }
        func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
            column.identifier == "name" ? "Row \(row)" : "\(row * 7 % 1000)"
        }
    }

    final class Tree: OutlineViewDataSource {
        func outlineView(_ o: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int { item == nil ? 3 : ((item as! String).count > 1 ? 0 : 2) }
        func outlineView(_ o: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable { (item as? String ?? "") + "\(index)" }
        func outlineView(_ o: OutlineView, isItemExpandable item: AnyHashable) -> Bool { (item as! String).count == 1 }
        func outlineView(_ o: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String { item as! String }
    }

    func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)) }

    @Test("Wheel steps and keys, frame by frame, equal a full redraw: the pinned header and the selection included")
    func scrollingEqualsFullRedraw() {
        let clock = ManualClock()
        let screen = Screen(size: Size(300, 240), clock: clock)
        screen.host.textSystem = PangoTextSystem()
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let rows = Rows()
        let table = TableView(frame: Rect(0, 0, 300, 240))
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "n", title: "Number", width: 80, alignment: .trailing)]
        table.dataSource = rows
        window.addSubview(table)
        let surface = CairoSurface(width: 300, height: 240)
        let canvas = CairoCanvas(surface: surface)
        var copies = 0
        func frame(_ label: String) {
            screen.update(into: canvas) { c in
                copies += 1
                surface.copyPixels(in: c.rect, dx: Int(c.delta.x), dy: Int(c.delta.y))
            }
            let full = CairoSurface(width: 300, height: 240)
            screen.render(in: CairoCanvas(surface: full), damage: [screen.bounds])
            let differing = zip(surface.makeImage().pixels, full.makeImage().pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(label): \(differing) pixels differ from a full redraw")
        }
        frame("first")
        screen.send(.pointer(PointerEvent(.down, at: Point(60, 26 + 12))))
        screen.send(.pointer(PointerEvent(.up, at: Point(60, 26 + 12))))
        frame("selected")
        // The selected row is tinted (the table has the keyboard), the header is its own grey.
        #expect(rgb(surface.pixel(x: 200, y: 26 + 12)) == (0xB4, 0xD5, 0xFE))
        #expect((242...243).contains(rgb(surface.pixel(x: 200, y: 6)).0))
        for i in 0..<8 {
            screen.send(.wheel(WheelEvent(at: Point(100, 100), delta: Point(0, 37))))
            clock.advance(by: 1.0 / 60)
            frame("wheel \(i)")
        }
        for key in [Key.down, .down, .pageDown, .up] {
            screen.send(.key(KeyEvent(key, modifiers: .shift)))
            clock.advance(by: 0.3)
            frame("\(key)")
        }
        #expect(copies >= 8)
        #expect((242...243).contains(rgb(surface.pixel(x: 200, y: 6)).0)) // still the header on top
    }

    @Test("An outline draws a triangle right of the level's indentation and the child's text further in")
    func outlineTriangles() {
        let screen = Screen(size: Size(200, 200), clock: ManualClock())
        screen.host.textSystem = PangoTextSystem()
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let tree = Tree()
        let outline = OutlineView(frame: Rect(0, 0, 200, 200))
        outline.columns = [TableColumn(identifier: "name", title: "Name", width: 200)]
        outline.outlineDataSource = tree
        window.addSubview(outline)
        outline.expandRow(0)
        let surface = CairoSurface(width: 200, height: 200)
        screen.update(into: CairoCanvas(surface: surface))
        func inked(_ x: ClosedRange<Int>, row: Int) -> Bool {
            let y = 26 + 24 * row + 12
            return x.contains { rgb(surface.pixel(x: $0, y: y)).0 < 200 }
        }
        #expect(inked(4...12, row: 0))    // "0": its triangle, open
        #expect(!inked(4...12, row: 1))   // "00": no triangle at the top level's place…
        #expect(!inked(20...28, row: 1))  // …nor its own (no children)
        #expect(inked(38...60, row: 1))   // its text, two levels in
        #expect(inked(4...12, row: 3))    // "1": closed triangle
        #expect(!inked(4...12, row: 5))   // past the last row: nothing
        withExtendedLifetime(tree) {}
    }
}
