import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("Global modal and focus ring pixels")
struct ModalPixelTests {
    let screen = Screen(size: Size(400, 300), clock: ManualClock())
    let main: Window

    init() {
        main = Window(screen: screen, name: "main")
        main.backgroundColor = .white
        main.makeKeyAndVisible()
    }

    func render() -> CairoSurface {
        let surface = CairoSurface(width: 400, height: 300)
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        return surface
    }

    func rgb(_ s: CairoSurface, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = s.pixel(x: x, y: y)
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    @Test("The backdrop dims the app by 40 %, the content is drawn undimmed, and both go when dismissed")
    func backdropDims() {
        let modal = GlobalModal(screen: screen)
        let card = View(frame: Rect(0, 0, 200, 100))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        modal.present(card, animated: false)
        var s = render()
        #expect(rgb(s, 5, 5) == (153, 153, 153))               // white × 0.6
        #expect(rgb(s, 200, 150) == (255, 0, 0))               // the card, centred
        modal.dismiss(animated: false)
        s = render()
        #expect(rgb(s, 5, 5) == (255, 255, 255))
        #expect(rgb(s, 200, 150) == (255, 255, 255))
    }

    @Test("A focused button draws a ring at its edge; an unfocused one does not")
    func focusRing() {
        let button = Button("OK", frame: Rect(100, 100, 120, 40))
        main.addSubview(button)
        let face = rgb(render(), 101, 120)
        #expect(main.selectNextKeyView())
        #expect(button.isFocused)
        let ring = rgb(render(), 101, 120)
        #expect(ring != face)
        let c = Control.focusRingColor
        #expect(abs(ring.0 - Int(c.red * 255)) < 12 && abs(ring.1 - Int(c.green * 255)) < 12 && abs(ring.2 - Int(c.blue * 255)) < 12)
        main.makeFirstResponder(nil)
        #expect(rgb(render(), 101, 120) == face)
    }
}
