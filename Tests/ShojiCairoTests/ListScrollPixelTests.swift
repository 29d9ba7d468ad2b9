import Testing
@testable import Shoji
@testable import ShojiCairo

/// A list scrolled by moving pixels must show exactly what a full redraw shows: rows, the scroll
/// indicator drawn over them, and the rounded corners of the container that clips it.
@MainActor
@Suite("List scrolling by moving pixels")
struct ListScrollPixelTests {
    final class BandCell: ListCell {
        override func draw(in canvas: Canvas) {
            let i = Double(row)
            canvas.fill(Rect(0, 0, bounds.width, bounds.height - 1),
                        color: Color(red: (i * 0.13).truncatingRemainder(dividingBy: 1), green: (i * 0.29).truncatingRemainder(dividingBy: 1), blue: 0.5))
            canvas.fill(Rect(Double(row * 17 % 150), 4, 20, 8), color: .white)
        }
        // Rows of several heights when the list measures them.
        override func heightForContent(width: Double) -> Double { Double(4 + row % 5 * 7) }
    }

    final class Rows: ListViewDataSource {
        func numberOfRows(in listView: ListView) -> Int { 500 }
        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            listView.dequeueReusableCell(withIdentifier: "band")
        }
    }

    @Test("Drags, flings and the wheel, frame by frame, equal a full redraw while drawing far less",
          arguments: [ListView.RowHeight.fixed(23), .automatic(estimated: 30)])
    func scrollingEqualsFullRedraw(rowHeight: ListView.RowHeight) {
        let clock = ManualClock()
        let screen = Screen(size: Size(240, 300), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.9)
        window.makeKeyAndVisible()
        let container = View(frame: Rect(20, 20, 200, 260))
        container.cornerRadius = 12
        container.clipsToBounds = true
        container.backgroundColor = .white
        let rows = Rows()
        let list = ListView(frame: container.bounds)
        list.register(BandCell.self, forCellReuseIdentifier: "band")
        list.rowHeight = rowHeight
        list.dataSource = rows
        container.addSubview(list)
        window.addSubview(container)

        let surface = CairoSurface(width: 240, height: 300)
        let canvas = CairoCanvas(surface: surface)
        var copies = 0, drawn = 0.0, frames = 0
        func frame() {
            let d = screen.update(into: canvas) { c in
                copies += 1
                surface.copyPixels(in: c.rect, dx: Int(c.delta.x), dy: Int(c.delta.y))
            }
            drawn += d.area
            frames += 1
            let full = CairoSurface(width: 240, height: 300)
            screen.render(in: CairoCanvas(surface: full), damage: [screen.bounds])
            let differing = zip(surface.makeImage().pixels, full.makeImage().pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frames): \(differing) pixels differ from a full redraw")
        }
        frame()
        drawn = 0; frames = 0
        func step(_ event: Event? = nil) {
            if let event { screen.send(event) }
            clock.advance(by: 1.0 / 60)
            frame()
        }
        step(.pointer(PointerEvent(.down, at: Point(120, 250))))
        for i in 1...12 { step(.pointer(PointerEvent(.moved, at: Point(120, 250 - Double(i) * 15), button: .primary))) }
        step(.pointer(PointerEvent(.up, at: Point(120, 70))))
        for _ in 0..<40 { step() } // momentum
        for _ in 0..<6 { step(.wheel(WheelEvent(at: Point(120, 150), delta: Point(0, -40)))) }
        for _ in 0..<60 { step() } // indicators fade
        #expect(copies > 40)
        // About a tenth of the list a frame on average (the strips uncovered, the indicator's track), where
        // a redraw would be all of it.
        #expect(drawn / Double(frames) < 200 * 260 / 10)
    }
}
