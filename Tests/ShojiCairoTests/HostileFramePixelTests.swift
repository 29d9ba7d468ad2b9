import Testing
@testable import Shoji
@testable import ShojiCairo

/// An app's numbers become pixels: a view whose frame (or content size, offset, shadow, corner) is
/// 1e300, -1e300, NaN or infinite is laid out, rendered, hit-tested, scrolled and described to
/// accessibility without a trap, and the views beside it still draw as they should.
@MainActor
@Suite("Views with hostile frames")
struct HostileFramePixelTests {
    nonisolated static let values: [Double] = [1e300, -1e300, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    /// A window with one ordinary red view and, beside it, views of every kind made with `v` everywhere a
    /// number goes.
    @MainActor
    struct Scene {
        let screen = Screen(size: Size(200, 160), clock: ManualClock())
        let window: Window
        let red = View(frame: Rect(10, 10, 30, 30))
        let scroll = ScrollView(frame: Rect(50, 10, 100, 100))

        init(_ v: Double) {
            window = Window(screen: screen, name: "main")
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            red.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let frames = [Rect(v, 10, 20, 20), Rect(10, v, 20, 20), Rect(10, 10, v, 20), Rect(10, 10, 20, v), Rect(v, v, v, v),
                          Rect(-v, 0, v, 1), Rect(0, 0, v, v)]
            let image = AssetCatalog.placeholder(size: Size(8, 8))
            for f in frames {
                let plain = View(frame: f)
                plain.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
                plain.cornerRadius = 4
                window.addSubview(plain)
                let clipped = View(frame: f)
                clipped.clipsToBounds = true
                clipped.cornerRadius = v
                clipped.addSubview(Label("hostile", frame: f))
                window.addSubview(clipped)
                window.addSubview(ShadowView(frame: f, innerShadows: [InnerShadow(offset: Point(v, v), blurRadius: v, spread: v)],
                                             dropShadows: [DropShadow(offset: Point(v, 2), blurRadius: v)]))
                window.addSubview(ShadowView(frame: f, innerShadows: [InnerShadow()], dropShadows: [DropShadow()]))
                window.addSubview(BorderedView(frame: f, width: v))
                window.addSubview(ImageView(image: image, frame: f))
                let stack = StackView([View(frame: f), Label("x")], spacing: v)
                stack.frame = f
                window.addSubview(stack)
            }
            scroll.contentSize = Size(v, v)
            scroll.contentInset = EdgeInsets(top: v, left: v, bottom: v, right: v)
            scroll.addSubview(View(frame: Rect(v, v, v, v)))
            window.addSubview(scroll)
            window.addSubview(red)
        }

        func render(damage: [Rect]) -> CairoSurface {
            let s = CairoSurface(width: 200, height: 160)
            screen.render(in: CairoCanvas(surface: s), damage: damage)
            return s
        }
    }

    @Test("Laid out, rendered whole and by its damage, and the ordinary view beside it still red", arguments: values)
    func render(_ v: Double) {
        let scene = Scene(v)
        scene.screen.layoutIfNeeded()
        let damage = scene.screen.takeDamage()
        #expect(damage.rects.allSatisfy { $0.isFinite })
        #expect(scene.render(damage: damage.rects).pixel(x: 25, y: 25) == 0xFFFF_0000)
        let full = scene.render(damage: [scene.screen.bounds])
        #expect(full.pixel(x: 25, y: 25) == 0xFFFF_0000)
        _ = scene.render(damage: [Rect(v, v, v, v), Rect(0, 0, v, 10)])
        scene.screen.scale = 2
        scene.screen.layoutIfNeeded()
        _ = scene.screen.takeDamage()
        let recording = RecordingCanvas(scale: 2)
        scene.screen.render(in: recording, damage: [scene.screen.bounds])
    }

    @Test("A placeholder asked for at any size is at most 4096 pixels a side", arguments: values)
    func placeholder(_ v: Double) {
        let image = AssetCatalog.placeholder(size: Size(v, 10))
        #expect(image.pixelWidth >= 1 && image.pixelWidth <= 4096 && image.pixelHeight == 10)
    }

    @Test("Hit-tested and scrolled (wheel, drag, offsets) without a trap", arguments: values)
    func input(_ v: Double) {
        let scene = Scene(v)
        scene.screen.layoutIfNeeded()
        for p in [Point(25, 25), Point(60, 60), Point(v, v), Point(0, v)] { _ = scene.screen.hitTest(p) }
        #expect(scene.screen.hitTest(Point(25, 25))?.view === scene.red)
        scene.screen.send(.wheel(WheelEvent(at: Point(60, 60), delta: Point(0, 40))))
        scene.screen.send(.wheel(WheelEvent(at: Point(60, 60), delta: Point(v, v), hasPreciseDeltas: true)))
        scene.screen.send(.pointer(PointerEvent(.down, at: Point(60, 60))))
        scene.screen.send(.pointer(PointerEvent(.moved, at: Point(60, 20))))
        scene.screen.send(.pointer(PointerEvent(.moved, at: Point(v, v))))
        scene.screen.send(.pointer(PointerEvent(.up, at: Point(v, v))))
        scene.scroll.contentOffset = Point(v, v)
        scene.scroll.setContentOffset(Point(0, v), animated: true)
        (scene.screen.clock as? ManualClock)?.advance(by: 5)
        scene.screen.layoutIfNeeded()
        _ = scene.render(damage: scene.screen.takeDamage().rects)
        for w in scene.screen.accessibilityWindows { _ = w.accessibilityFrameInScreen }
        _ = scene.screen.accessibilityElement(at: Point(v, 25))
    }
}
