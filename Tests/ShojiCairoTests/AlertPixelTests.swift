import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// The alert card on real pixels, in English and Japanese. Set `SHOJI_PIXEL_DUMP=DIR` to also write the
/// frames as PNGs.
@MainActor
@Suite("Alert pixels")
struct AlertPixelTests {
    let screen = Screen(size: Size(560, 360), clock: ManualClock())
    let main: Window

    init() {
        screen.host.textSystem = PangoTextSystem()
        main = Window(screen: screen, name: "main")
        main.backgroundColor = .white
        main.makeKeyAndVisible()
    }

    func render(_ name: String) -> Image {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] {
            try? surface.writePNG(to: "\(dir)/alert-\(name).png")
        }
        return surface.makeImage()
    }

    func rgb(_ image: Image, _ p: Point) -> (Int, Int, Int) {
        let px = image.pixel(x: Int(p.x), y: Int(p.y))
        return (Int(px >> 16 & 0xFF), Int(px >> 8 & 0xFF), Int(px & 0xFF))
    }

    /// Pixels in `rect` (screen points) darker than mid grey: the ink of text.
    func ink(_ image: Image, in rect: Rect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let (r, g, b) = rgb(image, Point(Double(x), Double(y)))
                if r + g + b < 3 * 128 { n += 1 }
            }
        }
        return n
    }

    func present(title: String, message: String, cancel: String, delete: String, keep: String) -> (Alert, AlertAction, AlertAction) {
        let modal = GlobalModal(screen: screen)
        let alert = Alert(title: title, message: message)
        let erase = AlertAction(title: delete, style: .destructive)
        let keepAction = AlertAction(title: keep)
        alert.addAction(AlertAction(title: cancel, style: .cancel))
        alert.addAction(erase)
        alert.addAction(keepAction)
        modal.present(alert, animated: false)
        return (alert, erase, keepAction)
    }

    func checkCard(_ alert: Alert, erase: AlertAction, keep: AlertAction, _ image: Image) throws {
        let card = alert.convertToScreen(alert.bounds)
        #expect(rgb(image, Point(4, 4)) == (153, 153, 153), "the app below is dimmed by 40 %")
        #expect(rgb(image, Point(card.minX + 8, card.midY)) == (255, 255, 255), "the card is white, undimmed")
        #expect(rgb(image, Point(card.minX + 1, card.minY + 1)) != (255, 255, 255), "its corners are rounded")
        let title = alert.titleLabel.convertToScreen(alert.titleLabel.bounds)
        let message = alert.messageLabel.convertToScreen(alert.messageLabel.bounds)
        #expect(ink(image, in: title) > 150, "the title is drawn")
        #expect(ink(image, in: message) > 150, "the message is drawn")
        #expect((alert.titleLabel.textLayout as? ShapedTextLayout)?.unknownGlyphCount == 0)
        #expect((alert.messageLabel.textLayout as? ShapedTextLayout)?.unknownGlyphCount == 0)
        // The preferred (default) button is filled with the tint, with the focus ring at its edge.
        let keepButton = try #require(alert.button(for: keep))
        let kb = keepButton.convertToScreen(keepButton.bounds)
        #expect(rgb(image, Point(kb.minX + 6, kb.midY - 8)) == (0, 102, 214)) // the light tint, white text on it at 5.4:1
        let ring = rgb(image, Point(kb.minX + 1, kb.midY))
        #expect(abs(ring.2 - 212) < 20 && ring.0 < 40, "the focus ring on the default button")
        // The destructive button's title is red: reddish pixels in it, and no blue ones.
        let eraseButton = try #require(alert.button(for: erase))
        let eb = eraseButton.convertToScreen(eraseButton.bounds)
        var red = 0, blue = 0
        for y in Int(eb.minY)..<Int(eb.maxY) {
            for x in Int(eb.minX)..<Int(eb.maxX) {
                let (r, g, b) = rgb(image, Point(Double(x), Double(y)))
                if r > 150 && g < 110 && b < 110 { red += 1 }
                if b > 200 && r < 80 { blue += 1 }
            }
        }
        #expect(red > 40 && blue == 0, "red: \(red), blue: \(blue)")
    }

    @Test("The card in English: white, rounded, over the dimmed app; title, message, a red destructive button, a filled focused default")
    func english() throws {
        let (alert, erase, keep) = present(title: "Delete the draft?", message: "The draft and its photos will be deleted. This cannot be undone.",
                                           cancel: "Cancel", delete: "Delete", keep: "Keep editing")
        try checkCard(alert, erase: erase, keep: keep, render("en"))
    }

    @Test("The card in Japanese: every glyph found, the same look")
    func japanese() throws {
        let (alert, erase, keep) = present(title: "下書きを削除しますか？", message: "下書きと写真が削除されます。この操作は取り消せません。",
                                           cancel: "キャンセル", delete: "削除", keep: "編集を続ける")
        try checkCard(alert, erase: erase, keep: keep, render("ja"))
    }
}
