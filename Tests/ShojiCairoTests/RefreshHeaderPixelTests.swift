import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("Refresh header and scroll indicator pixels")
struct RefreshHeaderPixelTests {
    final class Rows: ListViewDataSource {
        func numberOfRows(in listView: ListView) -> Int { 40 }
        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        }
    }

    @Test("Pulled down, the header's colour fills the gap above the first row, with the arrow in it")
    func pulledHeader() {
        let clock = ManualClock()
        let screen = Screen(size: Size(300, 400), clock: clock)
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let rows = Rows()
        let list = ListView(frame: Rect(0, 0, 300, 400))
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        let control = RefreshControl()
        list.refreshControl = control
        window.addSubview(list)
        screen.layoutIfNeeded()
        screen.send(.pointer(PointerEvent(.down, at: Point(150, 100))))
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            screen.send(.pointer(PointerEvent(.moved, at: Point(150, 100 + Double(i) * 20), button: .primary)))
            screen.layoutIfNeeded()
        }
        let gap = -list.contentOffset.y
        #expect(gap > 70)
        let surface = CairoSurface(width: 300, height: 400)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        func rgb(_ x: Int, _ y: Int) -> UInt32 { surface.pixel(x: x, y: y) & 0xFFFFFF }
        #expect(rgb(4, 2) == 0xE2E7ED)                     // the header's colour up to the very top
        #expect(rgb(4, Int(gap) - 2) == 0xE2E7ED)          // down to the first row
        #expect(rgb(4, Int(gap) + 10) == 0xFFFFFF)         // the first row
        let arrow = control.convert(control.arrow.frame, to: nil)
        var dark = 0
        for y in Int(arrow.minY)..<Int(arrow.maxY) { for x in Int(arrow.minX)..<Int(arrow.maxX) where rgb(x, y) & 0xFF < 0xB0 { dark += 1 } }
        #expect(dark > 40)                                 // the arrow is drawn
        // The vertical indicator shows at the right edge while the content moves.
        #expect(list.scrollIndicatorAlpha == 1)
        let bar = try! #require(list.verticalIndicatorRect)
        let screenBar = list.convert(bar, to: nil)
        #expect(rgb(Int(screenBar.midX), Int(screenBar.midY)) & 0xFF < 0xD0)
    }
}
