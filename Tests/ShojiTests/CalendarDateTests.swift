import Testing
@testable import Shoji

/// `CalendarDate`: the date arithmetic and keys a date picker's calendar needs, checked against dates
/// whose weekdays are known.
@Suite("Calendar date")
struct CalendarDateTests {
    @Test("Weekdays and day counts: 1970-01-01 a Thursday, 2000-02-29 a Tuesday, 2026-11-28 a Saturday; 1900 has no 29 February")
    func weekdays() {
        #expect(CalendarDate(year: 1970, month: 1, day: 1).weekday == 5)
        #expect(CalendarDate(year: 2000, month: 2, day: 29).weekday == 3)
        #expect(CalendarDate(year: 2026, month: 11, day: 28).weekday == 7)
        #expect(CalendarDate(year: 1969, month: 12, day: 31).weekday == 4)
        #expect(CalendarDate.daysIn(month: 2, year: 1900) == 28 && CalendarDate.daysIn(month: 2, year: 2024) == 29)
        let d = CalendarDate(year: 2026, month: 11, day: 28)
        #expect(CalendarDate(daysSinceEpoch: d.daysSinceEpoch) == d)
        #expect(CalendarDate(year: 2026, month: 2, day: 31).day == 28, "clamped into the month")
    }

    @Test("The keys: a day, a week, a month (31 January to 29 February in a leap year), Shift a year, Home and End of the week")
    func keys() {
        let d = CalendarDate(year: 2024, month: 1, day: 31) // a Wednesday
        #expect(d.moved(by: .right) == CalendarDate(year: 2024, month: 2, day: 1))
        #expect(d.moved(by: .up) == CalendarDate(year: 2024, month: 1, day: 24))
        #expect(d.moved(by: .pageDown) == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(d.moved(by: .pageUp) == CalendarDate(year: 2023, month: 12, day: 31))
        #expect(d.moved(by: .pageDown, modifiers: .shift) == CalendarDate(year: 2025, month: 1, day: 31))
        #expect(d.moved(by: .home, firstWeekday: 1) == CalendarDate(year: 2024, month: 1, day: 28), "Sunday")
        #expect(d.moved(by: .home, firstWeekday: 2) == CalendarDate(year: 2024, month: 1, day: 29), "Monday")
        #expect(d.moved(by: .end, firstWeekday: 2) == CalendarDate(year: 2024, month: 2, day: 4))
        #expect(d.moved(by: .enter) == nil)
    }

    @Test("A month's grid starts on the locale's first weekday: ja_JP Sunday, de_DE Monday (glibc's week1stday and first_weekday)")
    func grid() {
        let sunday = CalendarDate.firstWeekday(week1stday: 19_971_130, firstWeekdayOfLocale: 1)
        let monday = CalendarDate.firstWeekday(week1stday: 19_971_130, firstWeekdayOfLocale: 2)
        #expect(sunday == 1 && monday == 2)
        // November 2026 begins on a Sunday and ends on a Monday.
        let ja = CalendarDate.weeks(year: 2026, month: 11, firstWeekday: sunday)
        #expect(ja.count == 5 && ja[0][0] == CalendarDate(year: 2026, month: 11, day: 1))
        #expect(ja[4][1] == CalendarDate(year: 2026, month: 11, day: 30) && ja[4][6] == CalendarDate(year: 2026, month: 12, day: 5))
        let de = CalendarDate.weeks(year: 2026, month: 11, firstWeekday: monday)
        #expect(de.count == 6 && de[0][0] == CalendarDate(year: 2026, month: 10, day: 26) && de[0][6].day == 1)
        #expect(de.allSatisfy { $0.count == 7 && $0[0].weekday == 2 })
    }
}
