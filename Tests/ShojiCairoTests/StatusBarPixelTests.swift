import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A status bar on real pixels, in English and Japanese: the separator line on top, the message's text at the
/// left, a permanent item's text at the right, and the temporary message drawn in place of the normal one.
/// Set `SHOJI_PIXEL_DUMP=DIR` to also write them as PNGs.
@MainActor
@Suite("Status bar pixels")
struct StatusBarPixelTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window

    init() {
        screen = Screen(size: Size(420, 60), clock: clock)
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
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/statusbar-\(name).png") }
        return surface.makeImage()
    }

    func brightness(_ image: Image, _ x: Int, _ y: Int) -> Int {
        let px = image.pixel(x: x, y: y)
        return Int(px >> 16 & 0xFF) + Int(px >> 8 & 0xFF) + Int(px & 0xFF)
    }

    /// The columns of `rect` (screen pixels) that hold ink darker than `below`.
    func inkColumns(_ image: Image, _ rect: Rect, below: Int = 450) -> [Int] {
        (Int(rect.minX)..<Int(rect.maxX)).filter { x in
            (Int(rect.minY)..<Int(rect.maxY)).contains { brightness(image, x, $0) < below }
        }
    }

    func check(message: String, temporary: String, item: String, _ name: String) {
        let bar = StatusBar(frame: Rect(0, 60 - StatusBar.height, 420, StatusBar.height))
        bar.message = message
        bar.permanentItems = [Label(item, style: StatusBar.messageStyle)]
        window.addSubview(bar)
        let normal = render("\(name)-normal")
        let label = bar.messageLabel.convertToScreen(bar.messageLabel.bounds)
        let itemFrame = bar.permanentItems[0].convertToScreen(bar.permanentItems[0].bounds)
        #expect(itemFrame.maxX == 420 - StatusBar.spacing, "\(name): the item is at the right edge")
        // The separator: the bar's top row is darker than the row below it.
        #expect(brightness(normal, 200, Int(bar.frame.minY)) < brightness(normal, 200, Int(bar.frame.minY) + 2))
        let messageInk = inkColumns(normal, label)
        #expect(!messageInk.isEmpty && Double(messageInk.first!) < label.minX + 4, "\(name): the message starts at the left")
        #expect(inkColumns(normal, Rect(x: label.maxX, y: label.minY, width: itemFrame.minX - label.maxX, height: label.height)).isEmpty,
                "\(name): nothing between the message's room and the item")
        #expect(!inkColumns(normal, itemFrame).isEmpty, "\(name): the item's text is drawn")
        bar.showMessage(temporary, timeout: 2)
        let shown = render("\(name)-temporary")
        #expect(inkColumns(shown, label) != messageInk, "\(name): the temporary message is drawn in its place")
        clock.advance(by: 2.1)
        #expect(inkColumns(render("\(name)-back"), label) == messageInk, "\(name): the normal message is back, drawn as before")
    }

    @Test("English")
    func english() { check(message: "Ready", temporary: "Saved “Notes.txt”", item: "Ln 12, Col 4", "en") }

    @Test("Japanese")
    func japanese() { check(message: "準備完了", temporary: "「メモ.txt」を保存しました", item: "12 行、4 列", "ja") }
}
