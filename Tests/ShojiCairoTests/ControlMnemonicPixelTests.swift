import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A button's and a check box's mnemonics on real pixels: no underline until Alt is held, then a line under
/// the marked letter only, in English and Japanese ("保存(&S)"). Set `SHOJI_PIXEL_DUMP=DIR` to also write
/// the PNGs.
@MainActor
@Suite("Control mnemonic pixels")
struct ControlMnemonicPixelTests {
    let screen = Screen(size: Size(300, 100), clock: ManualClock())
    let window: Window

    init() {
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
    }

    func render(_ name: String) -> Image {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/mnemonic-\(name).png") }
        return surface.makeImage()
    }

    func brightness(_ image: Image, _ x: Int, _ y: Int) -> Int {
        let px = image.pixel(x: x, y: y)
        return Int(px >> 16 & 0xFF) + Int(px >> 8 & 0xFF) + Int(px & 0xFF)
    }

    /// The rows of `rect` where the two pictures differ, and the columns.
    func difference(_ a: Image, _ b: Image, in rect: Rect) -> (rows: Set<Int>, columns: Set<Int>) {
        var rows = Set<Int>(), columns = Set<Int>()
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where abs(brightness(a, x, y) - brightness(b, x, y)) > 60 {
                rows.insert(y); columns.insert(x)
            }
        }
        return (rows, columns)
    }

    func check(_ title: String, _ name: String) {
        let button = Button(title, frame: Rect(10, 10, 160, 36))
        let box = Checkbox(title, frame: Rect(10, 60, 200, 24))
        window.addSubview(button)
        window.addSubview(box)
        let plain = render("\(name)-plain")
        screen.altKeyChanged(isDown: true)
        let held = render("\(name)-alt")
        for view in [button.titleLabel, box.label] {
            let r = view.convertToScreen(view.bounds)
            let d = difference(plain, held, in: r)
            #expect(d.rows.count >= 1 && d.rows.count <= 2, "\(name): one line drawn under the text, \(d.rows.sorted())")
            #expect(!d.columns.isEmpty && Double(d.columns.count) < r.width / 3, "\(name): under one letter, not the whole title")
        }
        screen.altKeyChanged(isDown: false)
        let released = render("\(name)-released")
        #expect(difference(plain, released, in: screen.bounds).rows.isEmpty, "\(name): gone when Alt is released")
    }

    @Test("English: &Save")
    func english() { check("&Save changes", "en") }

    @Test("Japanese: 保存(&S)")
    func japanese() { check("変更を保存(&S)", "ja") }
}
