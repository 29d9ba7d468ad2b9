import Testing
@testable import Shoji
@testable import ShojiCairo

/// The combo box, its list, the date picker and its calendar as Cairo draws them at scale 1 on a white
/// window, in English and Japanese: what a user reads off each state.
@MainActor
@Suite("Combo box and date picker pixels")
struct ComboAndDatePixelTests {
    let clock = ManualClock()
    let screen: Screen
    let window: Window

    init() {
        screen = Screen(size: Size(320, 320), clock: clock)
        screen.host.textSystem = PangoTextSystem()
        window = Window(screen: screen, name: "main")
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    func render(_ s: Screen? = nil) -> CairoSurface {
        let s = s ?? screen
        s.layoutIfNeeded()
        let surface = CairoSurface(width: Int(s.size.width), height: Int(s.size.height))
        _ = s.takeDamage()
        s.render(in: CairoCanvas(surface: surface), damage: [s.bounds])
        return surface
    }

    /// How many pixels of `rect` are far from white (ink).
    func ink(_ s: CairoSurface, _ rect: Rect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = s.pixel(x: x, y: y) & 0xFFFFFF
                if (p >> 16) & 0xFF + (p >> 8) & 0xFF + p & 0xFF < 3 * 200 { n += 1 }
            }
        }
        return n
    }

    /// The darkest blue channel in `rect`.
    func darkest(_ s: CairoSurface, _ rect: Rect) -> Int {
        var m = 255
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) { m = min(m, Int(s.pixel(x: x, y: y) & 0xFF)) } }
        return m
    }

    /// Pixels of `rect` within a few steps of the tint.
    func tintCount(_ s: CairoSurface, _ rect: Rect) -> Int {
        let t = Color.tint
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = s.pixel(x: x, y: y)
                let r = Double((p >> 16) & 0xFF) / 255, g = Double((p >> 8) & 0xFF) / 255, b = Double(p & 0xFF) / 255
                if abs(r - t.red) < 0.03 && abs(g - t.green) < 0.03 && abs(b - t.blue) < 0.03 { n += 1 }
            }
        }
        return n
    }

    @Test("A combo box draws its text and its chevron, in English and Japanese; disabled, its face greys as a text field's", arguments: ["Lisbon", "東京"])
    func comboBox(_ text: String) {
        let combo = ComboBox(items: [text, "Other"], text: text, frame: Rect(10, 10, 180, 32))
        window.addSubview(combo)
        let title = Rect(16, 14, 80, 24), chevron = Rect(170, 16, 16, 20)
        let s = render()
        #expect(ink(s, title) > 30 && ink(s, chevron) > 4, "text \(ink(s, title)), chevron \(ink(s, chevron))")
        combo.isEnabled = false
        let d = render()
        let face = Rect(120, 14, 30, 4) // blank field, right of the text
        #expect(ink(s, face) == 0 && s.pixel(x: 130, y: 16) & 0xFFFFFF == 0xFFFFFF)
        #expect(d.pixel(x: 130, y: 16) & 0xFFFFFF != 0xFFFFFF, "disabled: the grey fill of a disabled text field")
        #expect(ink(d, chevron) > 0 && darkest(d, chevron) > darkest(s, chevron), "the chevron fades")
    }

    @Test("The open list: the highlighted row filled with the tint, the others white with dark titles")
    func comboList() throws {
        let combo = ComboBox(items: ["Amsterdam", "Berlin", "Lisbon", "Tokyo"], text: "Berlin", frame: Rect(10, 10, 180, 32))
        window.addSubview(combo)
        screen.layoutIfNeeded()
        window.makeFirstResponder(combo)
        combo.showList(all: true)
        let popup = try #require(combo.listPopup)
        #expect(popup.screen.size == Size(180, 4 * ComboBox.rowHeight + 2 * ComboBox.listPadding))
        let s = render(popup.screen)
        func row(_ i: Int) -> Rect { Rect(x: 6, y: ComboBox.listPadding + Double(i) * ComboBox.rowHeight + 3, width: 160, height: 22) }
        #expect(tintCount(s, row(1)) > 1500, "Berlin's row is tinted: \(tintCount(s, row(1)))")
        #expect(tintCount(s, row(0)) == 0 && tintCount(s, row(2)) == 0)
        #expect(ink(s, row(0)) > 30 && darkest(s, row(0)) < 60, "Amsterdam is dark on white")
        popup.screen.send(.key(KeyEvent(.down)))
        let t = render(popup.screen)
        #expect(tintCount(t, row(2)) > 1500 && tintCount(t, row(1)) == 0, "Down moved the highlight to Lisbon")
    }

    @Test("A date picker draws its date and a calendar sign, in English and Japanese", arguments: [DateFormat.english, .japanese])
    func datePicker(_ format: DateFormat) {
        let picker = DatePicker(date: CalendarDate(year: 2026, month: 11, day: 28), format: format, frame: Rect(10, 10, 180, 32))
        window.addSubview(picker)
        let s = render()
        let text = Rect(16, 14, 90, 24), sign = Rect(166, 16, 20, 20)
        #expect(ink(s, text) > 40 && ink(s, sign) > 20, "text \(ink(s, text)), sign \(ink(s, sign))")
    }

    @Test("The calendar: the chosen day filled with the tint, today ringed in it, other months' days fainter; Japanese weekday names",
          arguments: [DateFormat.english, .japanese])
    func calendar(_ format: DateFormat) {
        let calendar = CalendarView(date: CalendarDate(year: 2026, month: 11, day: 20), format: format)
        calendar.selectedDate = CalendarDate(year: 2026, month: 11, day: 20)
        calendar.today = CalendarDate(year: 2026, month: 11, day: 12)
        calendar.frame = Rect(origin: Point(10, 10), size: CalendarView.preferredSize)
        window.addSubview(calendar)
        let s = render()
        func cell(_ d: Int, month: Int = 11) -> Rect {
            let i = calendar.gridDates.firstIndex(of: CalendarDate(year: 2026, month: month, day: d))!
            return calendar.cellFrame(i).offsetBy(dx: 10, dy: 10)
        }
        let chosen = cell(20), today = cell(12), plain = cell(13)
        #expect(tintCount(s, chosen) > 300, "the chosen day is filled: \(tintCount(s, chosen))")
        #expect(tintCount(s, today) > 40 && tintCount(s, today) < 200, "today is a ring: \(tintCount(s, today))")
        #expect(tintCount(s, plain) == 0)
        #expect(darkest(s, plain) < 60 && darkest(s, cell(1, month: 12)) > 100, "December's 1st is fainter than the 13th")
        let weekdays = Rect(x: 10 + calendar.cellFrame(0).minX, y: 10 + CalendarView.margin + CalendarView.headerHeight,
                            width: 7 * CalendarView.cellWidth, height: CalendarView.weekdayHeight)
        #expect(ink(s, weekdays) > 60, "the weekdays' names are drawn")
        let title = Rect(x: 60, y: 14, width: 150, height: 28)
        #expect(ink(s, title) > 80, "the month's title is drawn")
    }

    @Test("In dark: the combo box's list and the calendar on a dark ground, their titles and days light, the highlight and the chosen day still the tint's fill")
    func dark() throws {
        window.appearancePreference = .dark
        window.backgroundColor = .systemBackground
        let calendar = CalendarView(date: CalendarDate(year: 2026, month: 11, day: 20), format: .japanese)
        calendar.selectedDate = CalendarDate(year: 2026, month: 11, day: 20)
        calendar.frame = Rect(origin: Point(10, 10), size: CalendarView.preferredSize)
        window.addSubview(calendar)
        let s = render()
        func luminance(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) + Int((p >> 8) & 0xFF) + Int(p & 0xFF) }
        #expect(luminance(s.pixel(x: 14, y: 200)) < 3 * 60, "the calendar's ground is dark")
        let thirteen = calendar.cellFrame(calendar.gridDates.firstIndex(of: CalendarDate(year: 2026, month: 11, day: 13))!).offsetBy(dx: 10, dy: 10)
        var lightest = 0
        for y in Int(thirteen.minY)..<Int(thirteen.maxY) { for x in Int(thirteen.minX)..<Int(thirteen.maxX) { lightest = max(lightest, luminance(s.pixel(x: x, y: y))) } }
        #expect(lightest > 3 * 200, "a day's number is light: \(lightest)")
        let chosen = calendar.cellFrame(calendar.gridDates.firstIndex(of: CalendarDate(year: 2026, month: 11, day: 20))!).offsetBy(dx: 10, dy: 10)
        #expect(tintCount(s, chosen) > 0 || luminance(s.pixel(x: Int(chosen.minX) + 6, y: Int(chosen.midY))) > 3 * 60,
                "the chosen day is filled")

        let combo = ComboBox(items: ["東京", "京都", "大阪"], text: "京都", frame: Rect(10, 280, 180, 32))
        window.addSubview(combo)
        screen.layoutIfNeeded()
        window.makeFirstResponder(combo)
        combo.showList(all: true)
        let popup = try #require(combo.listPopup)
        let list = render(popup.screen)
        #expect(luminance(list.pixel(x: 170, y: 10)) < 3 * 60, "the list's ground is dark (it follows its field's window)")
        let row0 = Rect(x: 6, y: ComboBox.listPadding + 3, width: 160, height: 22)
        var light = 0
        for y in Int(row0.minY)..<Int(row0.maxY) { for x in Int(row0.minX)..<Int(row0.maxX) where luminance(list.pixel(x: x, y: y)) > 3 * 180 { light += 1 } }
        #expect(light > 20, "東京 is light on dark: \(light)")
    }
}
