import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A menu bar on real pixels, in English and Japanese ("ファイル(&F)"): titles in a row, the open one
/// filled, the mnemonic underlined while the bar is used from the keyboard. Set `SHOJI_PIXEL_DUMP=DIR` to
/// also write them as PNGs.
@MainActor
@Suite("Menu bar pixels")
struct MenuBarPixelTests {
    let screen = Screen(size: Size(420, 60), clock: ManualClock())
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
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/menubar-\(name).png") }
        return surface.makeImage()
    }

    func brightness(_ image: Image, _ x: Int, _ y: Int) -> Int {
        let px = image.pixel(x: x, y: y)
        return Int(px >> 16 & 0xFF) + Int(px >> 8 & 0xFF) + Int(px & 0xFF)
    }

    /// Rows of `rect` that hold ink darker than `below` across at least `run` pixels (an underline is a run).
    func inkRows(_ image: Image, _ rect: Rect, below: Int = 300, run: Int = 4) -> [Int] {
        (Int(rect.minY)..<Int(rect.maxY)).filter { y in
            var n = 0, best = 0
            for x in Int(rect.minX)..<Int(rect.maxX) {
                n = brightness(image, x, y) < below ? n + 1 : 0
                best = max(best, n)
            }
            return best >= run
        }
    }

    func check(_ titles: [String], _ name: String) throws {
        let bar = MenuBar(menus: titles.map { Menu(title: $0, items: [MenuItem("x")]) },
                          frame: Rect(0, 0, screen.size.width, MenuBar.height))
        window.addSubview(bar)
        let plain = render("\(name)-plain")
        let frames = bar.titleViews.map(\.frame)
        #expect(frames.count == titles.count)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX <= b.minX && a.width > 2 * MenuBar.titlePadding) }
        // Each title has dark text; the bar ends with its separator line.
        for f in frames {
            var darkest = 765
            for y in Int(f.minY + 4)..<Int(f.maxY - 4) { for x in Int(f.minX)..<Int(f.maxX) { darkest = min(darkest, brightness(plain, x, y)) } }
            #expect(darkest < 200, "\(name): a title's text is drawn")
        }
        #expect(brightness(plain, 400, Int(MenuBar.height) - 1) < brightness(plain, 400, Int(MenuBar.height) - 3))
        // Used from the keyboard: the first title open (filled) and its mnemonic underlined.
        window.makeFirstResponder(nil)
        screen.send(.key(KeyEvent(.function(10))))
        #expect(bar.openIndex == 0 && bar.showsMnemonics)
        let open = render("\(name)-open")
        let first = frames[0]
        #expect(brightness(open, Int(first.minX) + 4, Int(first.midY)) < brightness(plain, Int(first.minX) + 4, Int(first.midY)),
                "\(name): the open title is filled")
        // Below the text of the plain title there is no long run of ink; open, the underline is one.
        let under = Rect(x: first.minX, y: first.midY + 4, width: first.width, height: first.maxY - first.midY - 5)
        #expect(inkRows(plain, under, run: 5).isEmpty, "\(name): no underline before F10")
        #expect(!inkRows(open, under, run: 5).isEmpty, "\(name): the mnemonic is underlined")
        screen.menuController.close()
    }

    @Test("English: File, Edit, View, Help")
    func english() throws { try check(["&File", "&Edit", "&View", "&Help"], "en") }

    @Test("Japanese: ファイル(&F), 編集(&E), 表示(&V), ヘルプ(&H)")
    func japanese() throws { try check(["ファイル(&F)", "編集(&E)", "表示(&V)", "ヘルプ(&H)"], "ja") }
}
