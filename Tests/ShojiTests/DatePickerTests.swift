import Testing
@testable import Shoji

/// `DatePicker` and its `CalendarView`: the locale's format written and read back, typed dates checked,
/// the calendar's keys (days, weeks, months, years, the month's ends) over month edges and leap years,
/// the first weekday per locale, the limits, and the mouse. Real events through a headless `Screen`: the
/// calendar's popup gets the keys and the pointer while it is open, as X routes them under its grab.
@MainActor
@Suite("Date picker")
final class DatePickerTests {
    let rig = Rig(size: Size(600, 500))
    let picker = DatePicker(date: CalendarDate(year: 2026, month: 11, day: 28), format: .english, frame: Rect(100, 100, 200, 32))
    let other = Button("Other", frame: Rect(100, 400, 100, 32))
    var told: [String] = []

    init() {
        picker.identifier = "when"
        picker.today = CalendarDate(year: 2026, month: 11, day: 28)
        picker.valueChanged = { [unowned self] in told.append($0.date?.description ?? "nil") }
        rig.window.addSubview(picker)
        rig.window.addSubview(other)
        rig.layout()
    }

    var popup: PopupWindow? { picker.calendarPopup }
    var inputScreen: Screen { popup?.screen ?? rig.screen }
    func key(_ k: Key, _ mods: Modifiers = []) { inputScreen.send(.key(KeyEvent(k, modifiers: mods))); rig.layout() }
    func replaceText(with s: String) {
        rig.window.makeFirstResponder(picker)
        picker.selectedRange = 0..<picker.text.unicodeScalars.count
        for c in s { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }
        rig.layout()
    }
    func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDate { CalendarDate(year: y, month: m, day: d) }

    @Test("The date in the locale's format: 11/28/2026 in English, 2026/11/28 in Japanese, 28/11/2026 in British English")
    func formats() {
        #expect(picker.text == "11/28/2026")
        picker.format = .japanese
        #expect(picker.text == "2026/11/28")
        picker.format = .britishEnglish
        #expect(picker.text == "28/11/2026")
        #expect(DateFormat.japanese.monthTitle(year: 2026, month: 11) == "2026年11月")
        #expect(DateFormat.english.monthTitle(year: 2026, month: 11) == "November 2026")
    }

    @Test("A typed date commits on Return; one that is no day (30 February, 29 February 2026) goes back; leap years hold 29 February")
    func typedDates() {
        replaceText(with: "2/29/2024")
        #expect(picker.date == day(2026, 11, 28), "nothing commits while typing")
        rig.key(.enter)
        #expect(picker.date == day(2024, 2, 29) && picker.text == "02/29/2024" && told == ["2024-02-29"])
        replaceText(with: "2/29/2026")
        rig.key(.enter)
        #expect(picker.date == day(2024, 2, 29) && picker.text == "02/29/2024", "2026 is no leap year")
        replaceText(with: "4/31/2026")
        rig.window.makeFirstResponder(other)
        #expect(picker.text == "02/29/2024" && told == ["2024-02-29"], "31 April is no day")
        picker.format = .japanese
        replaceText(with: "２０２６年１月５日")
        rig.key(.enter)
        #expect(picker.date == day(2026, 1, 5) && picker.text == "2026/01/05", "Japanese with full-width digits")
        replaceText(with: "1900-2-29")
        rig.key(.escape)
        #expect(picker.text == "2026/01/05", "Escape drops what was typed")
        #expect(DateFormat.japanese.date(from: "1900/2/29") == nil && DateFormat.japanese.date(from: "2000/2/29") == day(2000, 2, 29))
        #expect(DateFormat.english.date(from: "13/1/2026") == nil && DateFormat.english.date(from: "1/2/26") == nil)
    }

    @Test("Down opens the calendar on the date; the grid starts on the locale's first weekday (Sunday in English and Japanese, Monday in British English)")
    func firstWeekday() throws {
        rig.window.makeFirstResponder(picker)
        key(.down)
        let calendar = try #require(picker.calendar)
        #expect(picker.isCalendarShown && calendar.focusedDate == day(2026, 11, 28) && calendar.selectedDate == day(2026, 11, 28))
        #expect(calendar.gridDates.first == day(2026, 11, 1), "1 November 2026 is a Sunday")
        #expect(calendar.gridDates.last == day(2026, 12, 12), "six weeks")
        #expect(popup?.frame.minY == picker.frame.maxY)
        key(.escape)
        picker.format = .britishEnglish
        key(.down, .alt)
        let monday = try #require(picker.calendar)
        #expect(monday.gridDates.first == day(2026, 10, 26) && monday.gridDates.first?.weekday == 2)
        picker.format = .japanese
        #expect(monday.gridDates.first == day(2026, 11, 1), "the open calendar follows the format")
    }

    @Test("Calendar keys: a day, a week over the month's edge, a month (31 January to 29 February), Shift a year, Home and End the month's ends; Return takes it")
    func calendarKeys() throws {
        picker.date = day(2024, 1, 31)
        rig.window.makeFirstResponder(picker)
        key(.down)
        let calendar = try #require(picker.calendar)
        key(.right)
        #expect(calendar.focusedDate == day(2024, 2, 1) && calendar.displayedMonth == (2024, 2))
        key(.up)
        #expect(calendar.focusedDate == day(2024, 1, 25))
        key(.end)
        #expect(calendar.focusedDate == day(2024, 1, 31))
        key(.pageDown)
        #expect(calendar.focusedDate == day(2024, 2, 29), "the month's last day in a leap year")
        key(.pageDown, .shift)
        #expect(calendar.focusedDate == day(2025, 2, 28), "a year on, 2025 has no 29 February")
        key(.home)
        #expect(calendar.focusedDate == day(2025, 2, 1))
        key(.left); key(.down)
        #expect(calendar.focusedDate == day(2025, 2, 7))
        key(.pageUp, .shift); key(.pageUp)
        #expect(calendar.focusedDate == day(2024, 1, 7))
        #expect(picker.date == day(2024, 1, 31) && told.isEmpty, "nothing is chosen while moving")
        key(.enter)
        #expect(picker.date == day(2024, 1, 7) && !picker.isCalendarShown && told == ["2024-01-07"])
        #expect(picker.text == "01/07/2024" && picker.isFocused)
    }

    @Test("Escape closes the calendar and changes nothing; a second Escape is the window's")
    func escapeCancels() throws {
        var windowHeard = 0
        rig.screen.unhandledKeyHandler = { k in if k.key == .escape { windowHeard += 1 }; return true }
        rig.window.makeFirstResponder(picker)
        key(.down)
        key(.right); key(.right)
        key(.escape)
        #expect(!picker.isCalendarShown && picker.date == day(2026, 11, 28) && told.isEmpty && windowHeard == 0)
        key(.escape)
        #expect(windowHeard == 1)
    }

    @Test("The limits: the keyboard stops at them, a day past them is not taken by a click, a typed date is clamped")
    func limits() throws {
        picker.minimumDate = day(2026, 11, 10)
        picker.maximumDate = day(2026, 12, 5)
        rig.window.makeFirstResponder(picker)
        key(.down)
        let calendar = try #require(picker.calendar)
        rig.startTracing()
        defer { rig.stopTracing() }
        key(.pageDown)
        #expect(calendar.focusedDate == day(2026, 12, 5))
        #expect(rig.values("calendar.focus", "date") == [.string("2026-12-05")], "a move stopped at a limit still moves the focus")
        calendar.layoutIfNeeded()
        #expect(calendar.subviews.compactMap { $0 as? CalendarDayView }.contains { $0.date == day(2026, 12, 5) }, "December's days are laid out")
        key(.pageUp); key(.pageUp)
        #expect(calendar.focusedDate == day(2026, 11, 10))
        // 1 November is the grid's first cell: past the minimum, a click takes nothing.
        let cell = calendar.cellFrame(0)
        popup?.screen.send(.pointer(PointerEvent(.down, at: Point(cell.midX, cell.midY))))
        #expect(picker.isCalendarShown && picker.date == day(2026, 11, 28))
        key(.escape)
        replaceText(with: "1/1/2030")
        rig.key(.enter)
        #expect(picker.date == day(2026, 12, 5) && told == ["2026-12-05"])
        #expect(!calendar.isWithinLimits(day(2026, 11, 9)) && calendar.isWithinLimits(day(2026, 11, 10)))
    }

    @Test("The button opens the calendar (on today when there is no date); a click on a day takes it; the arrows change the month")
    func mouse() throws {
        picker.date = nil
        #expect(picker.text.isEmpty)
        rig.click(Point(picker.frame.maxX - 12, picker.frame.midY))
        let calendar = try #require(picker.calendar)
        #expect(calendar.focusedDate == day(2026, 11, 28) && calendar.today == day(2026, 11, 28) && calendar.selectedDate == nil)
        let p = try #require(popup)
        let next = calendar.nextMonthFrame
        p.screen.send(.pointer(PointerEvent(.down, at: Point(next.midX, next.midY))))
        p.screen.send(.pointer(PointerEvent(.up, at: Point(next.midX, next.midY))))
        #expect(calendar.displayedMonth == (2026, 12))
        // December 2026 starts on a Tuesday: the 24th is in the fourth row, fifth column (Thursday).
        let i = try #require(calendar.gridDates.firstIndex(of: day(2026, 12, 24)))
        #expect(i == 3 * 7 + 4)
        let cell = calendar.cellFrame(i)
        p.screen.send(.pointer(PointerEvent(.down, at: Point(cell.midX, cell.midY))))
        rig.layout()
        #expect(picker.date == day(2026, 12, 24) && !picker.isCalendarShown && told == ["2026-12-24"])
    }

    @Test("A date editor to assistive technology, its value the text; the calendar a table of days, the chosen one selected")
    func accessibility() throws {
        #expect(picker.accessibilityRole == .dateEditor && picker.accessibilityValue == "11/28/2026")
        rig.window.makeFirstResponder(picker)
        key(.down)
        let calendar = try #require(picker.calendar)
        calendar.layoutIfNeeded()
        #expect(calendar.accessibilityRole == .table && calendar.accessibilityLabel == "November 2026")
        let cells = calendar.subviews.compactMap { $0 as? CalendarDayView }
        #expect(cells.count == 42 && cells.allSatisfy { $0.accessibilityRole == .tableCell })
        #expect(cells.filter { $0.accessibilityStates.contains(.selected) }.map { $0.accessibilityLabel } == ["11/28/2026"])
    }
}
