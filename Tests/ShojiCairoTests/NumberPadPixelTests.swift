import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// The number pad's balloon on real pixels. Set `SHOJI_PIXEL_DUMP=DIR` to also write the frames as PNGs
/// (to look at the balloon of each kind).
@MainActor
@Suite("NumberPad pixels")
struct NumberPadPixelTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window
    /// Clips to its bounds, which end where the pad's top is: the balloon must not care.
    let container: View
    let pad = NumberPad()

    init() {
        screen = Screen(size: Size(520, 260), clock: clock)
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        container = View(frame: Rect(60, 150, 400, 90))
        container.clipsToBounds = true
        container.backgroundColor = Color(white: 0.9)
        window.addSubview(container)
        pad.frame = Rect(40, 10, 320, 54)
        container.addSubview(pad)
        screen.layoutIfNeeded()
    }

    func render(_ name: String? = nil, scale: Double = 1) -> Image {
        let surface = CairoSurface(width: Int(screen.size.width * scale), height: Int(screen.size.height * scale))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface, scale: scale), damage: [screen.bounds])
        if let name, let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] {
            try? surface.writePNG(to: "\(dir)/numberpad-\(name).png")
        }
        return surface.makeImage()
    }

    /// Pixels inside `rect` whose blue channel differs by more than `threshold` between two frames.
    func changed(_ a: Image, _ b: Image, in rect: Rect, threshold: Int = 0) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pa = a.pixel(x: x, y: y), pb = b.pixel(x: x, y: y)
                if pa != pb && abs(Int(pa & 0xFF) - Int(pb & 0xFF)) > threshold { n += 1 }
            }
        }
        return n
    }

    func center(of digit: Int) -> Point {
        let key = pad.keyView(for: digit)
        return key.convertToScreen(key.bounds.center)
    }

    /// The area a balloon over `digit` may take above the pad.
    func areaAbove(_ digit: Int) -> Rect {
        let key = pad.keyView(for: digit).screenBoundingBox
        return Rect(x: key.minX, y: key.minY - 60, width: key.width, height: 55)
    }

    @Test("While a key is held its balloon fills the area above it, outside the clipping parent; after release it is gone")
    func balloonWhileHeld() {
        let before = render("idle")
        screen.send(.pointer(PointerEvent(.down, at: center(of: 4))))
        clock.advance(by: 0.2)
        let held = render("held-4")
        let above = areaAbove(4)
        #expect(changed(before, held, in: above) > Int(above.width * above.height * 0.6))
        #expect(changed(before, held, in: areaAbove(8)) == 0) // far from key 4, nothing drawn
        // The bubble's middle is the key colour (light), the digit in it dark.
        let mid = held.pixel(x: Int(above.midX - 12), y: Int(above.minY + 40))
        #expect(mid & 0xFF > 0xD0)

        screen.send(.pointer(PointerEvent(.up, at: center(of: 4))))
        let after = render("released")
        #expect(changed(before, after, in: screen.bounds) == 0)
    }

    @Test("By default the balloon is fully up on the press's own frame, and nothing animates after it")
    func balloonAppearsAtOnce() {
        let before = render()
        screen.send(.pointer(PointerEvent(.down, at: center(of: 5))))
        let first = changed(before, render("up-5"), in: areaAbove(5).insetBy(dx: -20, dy: 0))
        #expect(first > 0)
        #expect(!screen.animator.isAnimating)
        clock.advance(by: 0.15)
        #expect(changed(before, render(), in: areaAbove(5).insetBy(dx: -20, dy: 0)) == first)
    }

    @Test("With balloonRises, the balloon rises in about 0.1 s: smaller on the first frame than when risen")
    func balloonRises() {
        pad.balloonRises = true
        let before = render()
        screen.send(.pointer(PointerEvent(.down, at: center(of: 5))))
        clock.advance(by: 2.0 / 60.0)
        let early = changed(before, render("rising-5"), in: areaAbove(5).insetBy(dx: -20, dy: 0))
        clock.advance(by: 0.15)
        let risen = changed(before, render(), in: areaAbove(5).insetBy(dx: -20, dy: 0))
        #expect(early > 0)
        #expect(early < risen)
        #expect(!screen.animator.isAnimating)
    }

    @Test("Dragging moves the balloon to the key under the pointer")
    func dragMovesBalloon() {
        let before = render()
        screen.send(.pointer(PointerEvent(.down, at: center(of: 2))))
        screen.send(.pointer(PointerEvent(.moved, at: center(of: 3))))
        clock.advance(by: 0.2)
        let held = render("dragged-3")
        #expect(changed(before, held, in: areaAbove(3).insetBy(dx: 6, dy: 0)) > 500)
        // Key 1's area is free again: 2's balloon went with the pointer.
        #expect(changed(before, held, in: areaAbove(1).insetBy(dx: 2, dy: 0)) == 0)
    }

    @Test("Two fingers on 3 and 7 show two balloons at once, each over its key; the first lifted leaves the other")
    func twoFingersTwoBalloons() {
        let before = render()
        screen.send(.touch(TouchEvent(.began, id: 1, at: center(of: 3))))
        screen.send(.touch(TouchEvent(.began, id: 2, at: center(of: 7))))
        clock.advance(by: 0.2)
        let both = render("touch-3-7")
        for d in [3, 7] { #expect(changed(before, both, in: areaAbove(d).insetBy(dx: 6, dy: 0)) > 500) }
        #expect(changed(before, both, in: areaAbove(5).insetBy(dx: 6, dy: 0)) == 0) // between them, nothing
        screen.send(.touch(TouchEvent(.ended, id: 1, at: center(of: 3))))
        let one = render("touch-7")
        #expect(changed(before, one, in: areaAbove(3).insetBy(dx: 6, dy: 0)) == 0)
        #expect(changed(before, one, in: areaAbove(7).insetBy(dx: 6, dy: 0)) > 500)
    }

    @Test("Edge keys' balloons grow inwards and stay over the pad", arguments: [1, 0])
    func edgeBalloons(digit: Int) {
        let before = render()
        screen.send(.pointer(PointerEvent(.down, at: center(of: digit))))
        clock.advance(by: 0.2)
        let held = render("held-\(digit)")
        let padBox = pad.screenBoundingBox
        // Left of the pad (for 1) or right of it (for 0), above the pad: at most the soft shadow's fringe.
        let outside = digit == 1 ? Rect(x: padBox.minX - 30, y: padBox.minY - 60, width: 30, height: 55)
                                 : Rect(x: padBox.maxX, y: padBox.minY - 60, width: 30, height: 55)
        let inward = digit == 1 ? areaAbove(2) : areaAbove(9)
        #expect(changed(before, held, in: outside, threshold: 40) == 0)
        #expect(changed(before, held, in: outside.insetBy(dx: 6, dy: 0).offsetBy(dx: digit == 1 ? -6 : 6, dy: 0)) == 0)
        #expect(changed(before, held, in: inward.insetBy(dx: 0, dy: 10)) > 100)
    }

    @Test("With no room above, the balloon opens below the key")
    func opensBelow() {
        container.frame = Rect(60, 4, 400, 90)
        screen.layoutIfNeeded()
        let before = render()
        screen.send(.pointer(PointerEvent(.down, at: center(of: 6))))
        clock.advance(by: 0.2)
        let held = render("below-6")
        #expect(pad.balloonDirection == .down)
        let key = pad.keyView(for: 6).screenBoundingBox
        #expect(changed(before, held, in: Rect(x: key.minX, y: key.maxY + 5, width: key.width, height: 50)) > 800)
    }

    @Test("On a 2× screen the balloon follows the pad's colours, classic and dark", arguments: [false, true])
    func hiDPI(dark: Bool) {
        if dark {
            pad.backgroundColor = Color(hex: 0x25272B)
            pad.colors = NumberPad.Colors(key: Color(white: 0.38), text: .white, disabledKey: Color(white: 0.26),
                                          disabledText: Color(white: 0.5))
        }
        pad.enabledDigits = [1, 2, 3, 7, 8, 9]
        screen.scale = 2
        screen.send(.pointer(PointerEvent(.down, at: center(of: 8))))
        clock.advance(by: 0.2)
        let held = render(dark ? "dark-2x-8" : "classic-2x-8", scale: 2)
        let above = areaAbove(8)
        // The bubble's body, beside the digit: the key colour (lighter towards its top).
        let body = held.pixel(x: Int(above.minX + 4) * 2, y: Int(above.minY + 40) * 2) & 0xFF
        if dark { #expect(body > 0x50 && body < 0xA0) } else { #expect(body > 0xD8) }
    }
}
