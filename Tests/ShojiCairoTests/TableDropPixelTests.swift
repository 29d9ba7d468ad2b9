import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// The drop indicator of a table in pixels: a 2-pixel line in the tint colour on the boundary between
/// two rows for a drop between them, a 2-pixel ring inside a row for a drop on it; each frame drawn as
/// the indicator moves (only its damage redrawn) equals a full redraw, so no old line stays behind.
/// `SHOJI_PIXEL_DUMP=dir` writes the frames as PNGs to look at.
@MainActor
@Suite("Table drop indicator pixels")
struct TableDropPixelTests {
    /// Takes text anywhere between and on its rows.
    final class Rows: TableViewDataSource {
        func numberOfRows(in tableView: TableView) -> Int { 1000 }
        func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String { "Row \(row)" }
        func tableView(_ tableView: TableView, validateDrop proposed: TableDropTarget) -> TableDropTarget? { proposed }
    }

    let screen = Screen(size: Size(300, 240), clock: ManualClock())
    let rows = Rows()
    let table = TableView(frame: Rect(0, 0, 300, 240))
    let surface = CairoSurface(width: 300, height: 240)

    init() {
        screen.host.textSystem = PangoTextSystem()
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 300)]
        table.dataSource = rows
        table.registerForDraggedTypes([.text])
        window.addSubview(table)
    }

    func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)) }
    /// Whether the pixel is the light appearance's tint, 0x0066D6.
    func isTint(_ x: Int, _ y: Int) -> Bool { rgb(surface.pixel(x: x, y: y)) == (0x00, 0x66, 0xD6) }

    /// Draws what changed since the last frame and checks it against a full redraw.
    func frame(_ name: String) {
        screen.update(into: CairoCanvas(surface: surface)) { c in
            surface.copyPixels(in: c.rect, dx: Int(c.delta.x), dy: Int(c.delta.y))
        }
        let full = CairoSurface(width: 300, height: 240)
        screen.render(in: CairoCanvas(surface: full), damage: [screen.bounds])
        let differing = zip(surface.makeImage().pixels, full.makeImage().pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(name): \(differing) pixels differ from a full redraw")
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/table-drop-\(name).png") }
    }

    @Test("Between rows: a 2-pixel tint line centred on the boundary, across the row; it moves with the drag and goes at its end")
    func lineBetweenRows() {
        frame("none")
        #expect(!isTint(150, 97) && !isTint(150, 98))
        let tracker = DropTracker(screen: screen, types: [.text])
        // Near row 3's top: above it. Row 3 starts at 26 + 72 = 98 in the window: the line is 97 and 98.
        #expect(tracker.move(to: Point(150, 26 + 72 + 2)))
        frame("above-3")
        for x in [0, 150, 299] {
            #expect(isTint(x, 97) && isTint(x, 98), "x \(x): the line")
        }
        #expect(!isTint(150, 96) && !isTint(150, 99), "2 pixels, no more")
        #expect(!isTint(150, 26 + 24 * 2 + 12) && !isTint(150, 26 + 24 * 3 + 12), "nothing over the rows beside it")
        // Near row 7's bottom: above row 8 (its top at 26 + 192 = 218), and the old line is gone.
        #expect(tracker.move(to: Point(150, 26 + 24 * 7 + 22)))
        frame("above-8")
        #expect(isTint(150, 217) && isTint(150, 218))
        #expect(!isTint(150, 97) && !isTint(150, 98), "the old line was redrawn away")
        tracker.exit()
        frame("exit")
        #expect(!isTint(150, 217) && !isTint(150, 218))
    }

    @Test("On a row: a 2-pixel tint ring just inside the row, the row's middle left as it was; scrolled, it follows the row")
    func ringAroundRow() {
        frame("none")
        let tracker = DropTracker(screen: screen, types: [.text])
        // The middle of row 4, which spans 26 + 96 = 122 ..< 146 in the window.
        #expect(tracker.move(to: Point(150, 26 + 96 + 12)))
        #expect(table.dropTarget == TableDropTarget(row: 4, operation: .on))
        frame("on-4")
        for y in [122, 123, 144, 145] { #expect(isTint(150, y), "y \(y): the ring's top and bottom") }
        for x in [0, 1, 298, 299] { #expect(isTint(x, 134), "x \(x): the ring's sides") }
        #expect(!isTint(150, 121) && !isTint(150, 146), "inside the row, not past it")
        #expect(!isTint(150, 124) && !isTint(2, 134) && !isTint(150, 134), "2 pixels wide; the middle is the row's")
        // Scrolled two rows down: the rows move up 48 pixels, and so does the ring with row 4 (the
        // pointer moves on it to keep the same row).
        table.contentOffset = Point(0, -26 + 48)
        screen.layoutIfNeeded()
        #expect(tracker.move(to: Point(150, 26 + 48 + 12)))
        #expect(table.dropTarget == TableDropTarget(row: 4, operation: .on))
        frame("on-4-scrolled")
        for y in [74, 75, 96, 97] { #expect(isTint(150, y), "y \(y): the ring, 48 higher") }
        #expect(!isTint(150, 122) && !isTint(150, 145), "not where it was")
        tracker.exit()
    }

    @Test("A row half under the pinned header: its ring shows on the rows' part only, the header stays whole")
    func ringUnderTheHeader() {
        // Row 3 (72 ..< 96 in the content) scrolled to 16 ..< 40 in the window: its top 10 pixels under
        // the header (0 ..< 26).
        table.contentOffset = Point(0, 56)
        screen.layoutIfNeeded()
        frame("scrolled")
        let header = surface.pixel(x: 150, y: 17)
        let tracker = DropTracker(screen: screen, types: [.text])
        #expect(tracker.move(to: Point(150, 30)))
        #expect(table.dropTarget == TableDropTarget(row: 3, operation: .on))
        frame("on-3-under-header")
        #expect(surface.pixel(x: 150, y: 17) == header && !isTint(150, 16), "no ring drawn over the header")
        #expect(isTint(0, 30) && isTint(299, 30) && isTint(150, 38) && isTint(150, 39), "the ring's sides and bottom")
        #expect(isTint(0, 26) && !isTint(0, 25), "the sides start under the header")
        tracker.exit()
    }
}
