import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A tab view whose page is a split view, on real pixels in English and Japanese, light and dark: the
/// selected tab one with its page (same background, the tint line on top), every title inked, each ×
/// drawn, the divider's grip. Set `SHOJI_PIXEL_DUMP=DIR` to also write them as PNGs.
@MainActor
@Suite("Tab and split view pixels")
struct WorkspacePixelTests {
    let screen = Screen(size: Size(420, 160), clock: ManualClock())
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
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/workspace-\(name).png") }
        return surface.makeImage()
    }

    func rgb(_ image: Image, _ p: Point) -> (r: Int, g: Int, b: Int) {
        let px = image.pixel(x: Int(p.x), y: Int(p.y))
        return (Int(px >> 16 & 0xFF), Int(px >> 8 & 0xFF), Int(px & 0xFF))
    }
    func brightness(_ image: Image, _ p: Point) -> Int { let c = rgb(image, p); return c.r + c.g + c.b }

    /// The largest difference in brightness from `reference` inside `rect`: ink drawn there.
    func ink(_ image: Image, _ rect: Rect, against reference: Int) -> Int {
        var most = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { most = max(most, abs(brightness(image, Point(Double(x), Double(y))) - reference)) }
        }
        return most
    }

    @Test("Tabs over a split page", arguments: [("en", false), ("en", true), ("ja", false), ("ja", true)])
    func tabsAndSplit(language: String, dark: Bool) {
        window.appearancePreference = dark ? .dark : .light
        let titles = language == "en" ? ["Notes", "Plan", "Ideas"] : ["メモ", "計画", "アイデア"]
        let split = SplitView(panes: [View(), View()])
        split.setMinimumSize(60, forPaneAt: 0)
        let tabs = TabView(items: [TabViewItem(title: titles[0], view: split)] +
                                  titles.dropFirst().map { TabViewItem(title: $0, view: View()) },
                           frame: Rect(0, 0, 420, 160))
        window.addSubview(tabs)
        split.setPosition(140, ofDividerAt: 0)
        let image = render("\(language)-\(dark ? "dark" : "light")")
        let bar = tabs.tabBar.tabs.map(\.frame)
        let page = brightness(image, Point(300, 120))
        let selectedFill = brightness(image, Point(bar[0].minX + 4, bar[0].maxY - 4))
        let unselectedFill = brightness(image, Point(bar[1].minX + 4, bar[1].maxY - 6))
        #expect(selectedFill == page, "the selected tab is one with its page")
        #expect(abs(unselectedFill - page) > 6, "the other tabs sit on the bar's own background")
        #expect(dark ? page < 150 : page > 600)
        let tint = rgb(image, Point(bar[0].midX, 0))
        #expect(tint.b > tint.r + 60, "the tint line tops the selected tab")
        for (i, f) in bar.enumerated() {
            let title = Rect(x: f.minX + TabBar.padding, y: f.minY + 8, width: 30, height: f.height - 16)
            #expect(ink(image, title, against: i == 0 ? selectedFill : unselectedFill) > 200, "\(titles[i]) is inked")
            let close = tabs.tabBar.tabs[i].closeButtonFrame.offsetBy(dx: f.minX, dy: 0).insetBy(dx: 3, dy: 3)
            #expect(ink(image, close, against: i == 0 ? selectedFill : unselectedFill) > 150, "the × of \(titles[i])")
        }
        #expect(bar[0].width >= TabBar.minimumTabWidth && bar[1].minX == bar[0].maxX)
        // The divider: 6 points at 140, under the bar, a grip of dots in its middle.
        let d = split.dividers[0].convert(split.dividers[0].bounds, to: nil)
        #expect(d == Rect(140, TabBar.height, 6, 160 - TabBar.height))
        #expect(ink(image, Rect(x: d.minX + 2, y: d.midY - 7, width: 2, height: 14), against: page) > 100, "the grip")
        #expect(brightness(image, Point(d.minX - 3, d.midY)) == page && brightness(image, Point(d.maxX + 3, d.midY)) == page)
    }
}
