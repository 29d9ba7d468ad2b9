import Testing
@testable import Shoji
@testable import ShojiCairo

/// What lies under an opaque subview is not drawn at all, and no pixel shows the difference: redrawing
/// any damage gives what a full redraw gives, also at fractional edges and inside a rounded clip.
@MainActor
@Suite("Views under opaque subviews")
struct OcclusionPixelTests {
    final class Counting: View {
        var draws = 0
        override func draw(in canvas: Canvas) {
            draws += 1
            canvas.fill(Rect(4, 4, bounds.width - 8, 6), color: Color(red: 0.2, green: 0.6, blue: 0.3))
        }
    }

    @MainActor
    struct Scene {
        let screen = Screen(size: Size(200, 160), clock: ManualClock())
        let panel = Counting(frame: Rect(10, 10, 120, 100))
        let cover = View(frame: Rect(20, 20, 60.5, 50))       // on screen 30…90.5: pixel 90 half covered
        let rounded = View(frame: Rect(140, 10, 50, 80))
        let inner = Counting(frame: Rect(0, 0, 50, 80))
        let innerCover = View(frame: Rect(0, 0, 50, 80))
        /// Two rows that cover it together (as a list's cells cover the list).
        let stack = Counting(frame: Rect(10, 115, 120, 40))

        init() {
            let window = Window(screen: screen, name: "main")
            window.backgroundColor = Color(white: 0.95)
            window.makeKeyAndVisible()
            panel.backgroundColor = Color(white: 0.6)
            cover.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)   // its right edge is half a pixel
            panel.addSubview(cover)
            rounded.cornerRadius = 10
            rounded.clipsToBounds = true
            rounded.backgroundColor = .white
            inner.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9)
            innerCover.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.1)
            inner.addSubview(innerCover)
            rounded.addSubview(inner)
            stack.backgroundColor = Color(white: 0.4)
            for i in 0..<2 {
                let row = View(frame: Rect(0, Double(i) * 20, 120, i == 0 ? 20 : 15))   // the bottom 5 points bare
                row.backgroundColor = Color(red: 0.3, green: 0.5 + Double(i) * 0.2, blue: 0.8)
                stack.addSubview(row)
            }
            window.addSubview(stack)
            window.addSubview(panel)
            window.addSubview(rounded)
            screen.layoutIfNeeded()
        }

        func full() -> [UInt32] {
            let s = CairoSurface(width: 200, height: 160)
            screen.render(in: CairoCanvas(surface: s), damage: [screen.bounds])
            return s.makeImage().pixels
        }
    }

    @Test("A view whose damage lies under one opaque subview draws neither its background nor its content")
    func coveredViewIsSkipped() {
        let scene = Scene()
        let canvas = RecordingCanvas()
        scene.panel.draws = 0
        scene.screen.render(in: canvas, damage: [Rect(30, 30, 20, 20)])
        #expect(scene.panel.draws == 0)
        #expect(!canvas.commands.contains { if case .fill(_, let c) = $0 { return c == Color(white: 0.6) }; return false })
        scene.screen.render(in: RecordingCanvas(), damage: [Rect(30, 30, 100, 20)])   // reaches past the cover
        #expect(scene.panel.draws == 1)
    }

    @Test("Any damage redrawn over a full frame gives the full frame's pixels", arguments: [
        Rect(30, 30, 20, 20), Rect(80, 30, 20, 20), Rect(89, 40, 2, 2), Rect(10, 10, 120, 100),
        Rect(145, 12, 40, 40), Rect(140, 10, 50, 80), Rect(150, 80, 20, 10), Rect(0, 0, 200, 160),
        Rect(20, 120, 50, 30), Rect(5, 112, 140, 46),
    ])
    func partialRedrawEqualsFull(damage: Rect) {
        let scene = Scene()
        let expected = scene.full()
        let s = CairoSurface(width: 200, height: 160)
        let canvas = CairoCanvas(surface: s)
        // Something else on the surface first, so that whatever the damage misses would show.
        scene.screen.render(in: canvas, damage: [scene.screen.bounds])
        canvas.fill(damage, color: Color(red: 1, green: 0, blue: 1))
        scene.screen.render(in: canvas, damage: [damage])
        let differing = zip(s.makeImage().pixels, expected).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test("Rows that cover a view only together hide it too")
    func coveredByRowsTogether() {
        let scene = Scene()
        scene.stack.draws = 0
        scene.screen.render(in: RecordingCanvas(), damage: [Rect(20, 120, 50, 30)])
        #expect(scene.stack.draws == 0)
        scene.screen.render(in: RecordingCanvas(), damage: [Rect(20, 145, 50, 10)])   // reaches below the rows
        #expect(scene.stack.draws == 1)
    }

    final class Outlined: View {
        var outlines = 0
        override var backgroundPath: Path { outlines += 1; return super.backgroundPath }
    }

    @Test("A full frame builds each rounded view's outline once: the window asks no box whether it covers a bare corner")
    func fullFrameBuildsEachOutlineOnce() {
        let screen = Screen(size: Size(640, 160), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.97)
        window.makeKeyAndVisible()
        let boxes = (0..<20).map { i in
            let box = Outlined(frame: Rect(8 + Double(i % 10) * 63.5, 8 + Double(i / 10) * 79, 56, 70))
            box.cornerRadius = 8
            box.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
            window.addSubview(box)
            return box
        }
        screen.layoutIfNeeded()
        let canvas = RecordingCanvas()
        screen.render(in: canvas, damage: [screen.bounds])
        #expect(boxes.map(\.outlines) == Array(repeating: 1, count: 20))
        // The window's own background is still painted: the boxes leave most of it bare.
        #expect(canvas.commands.contains { if case .fill(_, let c) = $0 { return c == Color(white: 0.97) }; return false })
    }

    @Test("A rounded opaque subview hides its parent's background away from its corners, not at them")
    func roundedCoverHidesAwayFromCorners() {
        let screen = Screen(size: Size(200, 160), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.97)
        window.makeKeyAndVisible()
        let panel = Counting(frame: Rect(10, 10, 120, 100))
        panel.backgroundColor = Color(white: 0.6)
        let cover = View(frame: Rect(0, 0, 120, 100))
        cover.cornerRadius = 12
        cover.backgroundColor = .white
        panel.addSubview(cover)
        window.addSubview(panel)
        screen.layoutIfNeeded()
        panel.draws = 0
        screen.render(in: RecordingCanvas(), damage: [Rect(40, 40, 30, 30)])   // the middle: hidden
        #expect(panel.draws == 0)
        screen.render(in: RecordingCanvas(), damage: [Rect(10, 10, 6, 6)])     // a rounded corner: shows through
        #expect(panel.draws == 1)
    }

    @Test("Inside a rounded clip nothing counts as covered: painting twice at a soft edge is not painting once")
    func roundedClipDrawsEverything() {
        let scene = Scene()
        scene.inner.draws = 0
        scene.screen.render(in: RecordingCanvas(), damage: [Rect(150, 20, 10, 10)])
        #expect(scene.inner.draws == 1)
    }
}
