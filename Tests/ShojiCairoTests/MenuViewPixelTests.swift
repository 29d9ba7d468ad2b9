import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo

/// A menu and its open submenu on real pixels, in English and Japanese. Set `SHOJI_PIXEL_DUMP=DIR` to
/// also write them as PNGs.
@MainActor
@Suite("Menu pixels")
struct MenuViewPixelTests {
    let screen = Screen(size: Size(560, 320), clock: ManualClock())
    let window: Window

    init() {
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = Color(white: 0.93)
        window.makeKeyAndVisible()
    }

    struct Titles { let new, open, recent, copy, cut, close, spelling: String; let files: [String] }

    func menu(_ t: Titles) -> Menu {
        let close = MenuItem(t.close, shortcut: "Ctrl+W")
        close.isEnabled = false
        let spelling = MenuItem(t.spelling)
        spelling.isChecked = true
        return Menu(title: "File", items: [
            MenuItem(t.new, shortcut: "Ctrl+N"), MenuItem(t.open, shortcut: "Ctrl+O"),
            MenuItem(t.recent, submenu: Menu(title: t.recent, items: t.files.map { MenuItem($0) })), .separator(),
            MenuItem(t.copy, shortcut: "Ctrl+C"), MenuItem(t.cut, shortcut: "Ctrl+X"), close, spelling,
        ])
    }

    func show(_ menu: Menu) -> (MenuView, MenuView) {
        let root = MenuView(menu: menu)
        root.frame.origin = Point(20, 20)
        root.highlightedIndex = 2
        let sub = MenuView(menu: menu.items[2].submenu!)
        sub.frame.origin = Point(root.frame.maxX, 20 + root.layout.rows[2].minY - MenuLayout.padding)
        sub.highlightedIndex = 1
        window.addSubview(root)
        window.addSubview(sub)
        return (root, sub)
    }

    func render(_ name: String) -> Image {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
        if let dir = ProcessInfo.processInfo.environment["SHOJI_PIXEL_DUMP"] { try? surface.writePNG(to: "\(dir)/menu-\(name).png") }
        return surface.makeImage()
    }

    func rgb(_ image: Image, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let px = image.pixel(x: Int(x), y: Int(y))
        return (Int(px >> 16 & 0xFF), Int(px >> 8 & 0xFF), Int(px & 0xFF))
    }

    /// The darkest pixel's brightness (r+g+b) in `rect`, and the rightmost column with ink darker than `below`.
    func scan(_ image: Image, _ rect: Rect, below: Int = 600) -> (darkest: Int, inkMaxX: Double?) {
        var darkest = 765, inkMaxX: Double?
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = rgb(image, Double(x), Double(y))
                let sum = c.r + c.g + c.b
                darkest = min(darkest, sum)
                if sum < below { inkMaxX = max(inkMaxX ?? 0, Double(x)) }
            }
        }
        return (darkest, inkMaxX)
    }

    func check(_ t: Titles, _ name: String) throws {
        let (root, sub) = show(menu(t))
        let image = render(name)
        func row(_ v: MenuView, _ i: Int) -> Rect { v.convertToScreen(v.layout.rows[i]) }
        // The highlighted rows are filled with the tint; the others are white.
        let recent = row(root, 2)
        #expect(rgb(image, recent.minX + 6, recent.midY) == (0, 102, 214)) // the light tint, white text on it at 5.4:1
        #expect(rgb(image, row(sub, 1).minX + 6, row(sub, 1).midY) == (0, 102, 214)) // the light tint, white text on it at 5.4:1
        #expect(rgb(image, row(root, 0).minX + 6, row(root, 0).midY) == (255, 255, 255))
        // Titles are dark, a disabled title only light grey.
        let titleColumn = { (r: Rect) in Rect(x: r.minX + MenuLayout.leadingColumn, y: r.minY + 4, width: 60, height: r.height - 8) }
        #expect(scan(image, titleColumn(row(root, 4))).darkest < 150)
        #expect(scan(image, titleColumn(row(root, 6))).darkest > 400, "Close is greyed out")
        // Shortcuts end at the shortcut column's edge (right-aligned), past the titles.
        let edge = root.convertToScreen(Point(root.layout.shortcutTrailingEdge, 0)).x
        for i in [0, 1, 4, 5] {
            let ink = try #require(scan(image, row(root, i).insetBy(dx: 4, dy: 2), below: 450).inkMaxX)
            #expect(abs(ink - edge) <= 4, "row \(i)'s shortcut ends at \(ink), not \(edge)")
        }
        // The separator is a grey line across the middle of its row.
        let sep = row(root, 3)
        let line = rgb(image, sep.midX, (sep.midY - 0.5).rounded())
        #expect(line.r < 240 && line.r > 180)
        // A check mark in the leading column of the checked item, none in the others'.
        let mark = { (r: Rect) in Rect(x: r.minX + 8, y: r.minY + 4, width: 16, height: r.height - 8) }
        #expect(scan(image, mark(row(root, 7))).darkest < 200)
        #expect(scan(image, mark(row(root, 5))).darkest == 765)
        // The submenu's arrow is drawn (white on the highlight) at the row's right end.
        let arrow = Rect(x: recent.maxX - 26, y: recent.minY + 4, width: 16, height: recent.height - 8)
        var light = 0
        for y in Int(arrow.minY)..<Int(arrow.maxY) { for x in Int(arrow.minX)..<Int(arrow.maxX) where rgb(image, Double(x), Double(y)).r > 150 { light += 1 } }
        #expect(light > 8, "a light arrow on the tint")
        let plain = Rect(x: row(root, 1).maxX - 26, y: row(root, 1).minY + 4, width: 16, height: 20)
        #expect(scan(image, plain).darkest == 765, "no arrow on an item without a submenu")
        // Every title's glyphs were found.
        for item in root.menu.items + sub.menu.items where !item.isSeparator {
            let l = screen.host.textSystem.layout(item.title, style: MenuLayout.titleStyle, width: nil)
            #expect((l as? ShapedTextLayout)?.unknownGlyphCount == 0)
        }
    }

    @Test("A menu with its submenu open in English: highlight, shortcuts right-aligned, separator, check mark, arrow, disabled item")
    func english() throws {
        try check(Titles(new: "New", open: "Open…", recent: "Open Recent", copy: "Copy", cut: "Cut", close: "Close",
                         spelling: "Check Spelling", files: ["notes.txt", "draft.md", "report.pdf"]), "en")
    }

    @Test("The same menu in Japanese")
    func japanese() throws {
        try check(Titles(new: "新規", open: "開く…", recent: "最近使った項目", copy: "コピー", cut: "切り取り", close: "閉じる",
                         spelling: "スペルチェック", files: ["メモ.txt", "下書き.md", "報告書.pdf"]), "ja")
    }
}
