/// A day of the proleptic Gregorian calendar, as a date picker shows and moves it: pure arithmetic on
/// year, month and day (Shoji reads no time zone or locale), with the moves a calendar's keys make.
///
/// The keys, as GTK's calendar and the WAI-ARIA date picker grid: Left and Right a day, Up and Down a
/// week, Page Up and Page Down a month, with Shift a year (the day kept, or the month's last when it has
/// fewer: 31 January + 1 month = 28 or 29 February), Home and End the first and last day of the week
/// (`firstWeekday` says which day that is).
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year (1 AD = 1; 0 is 1 BC).
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int

    /// The date `year`-`month`-`day`; a month or day out of range is clamped into it.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = min(max(1, month), 12)
        self.day = min(max(1, day), CalendarDate.daysIn(month: self.month, year: year))
    }

    /// Whether `year` has a 29 February.
    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// How many days `month` of `year` has.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before): Howard Hinnant's `days_from_civil`.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `days` days after 1970-01-01 (`civil_from_days`).
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// The day of the week, 1 Sunday … 7 Saturday (as `Calendar.weekday`).
    public var weekday: Int {
        let d = daysSinceEpoch
        return ((d % 7 + 7) % 7 + 4) % 7 + 1 // 1970-01-01 was a Thursday
    }

    /// `n` days later (earlier when negative).
    public func adding(days n: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + n) }

    /// `n` months later, the day kept or clamped to the new month's last.
    public func adding(months n: Int) -> CalendarDate {
        let index = year * 12 + (month - 1) + n
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return CalendarDate(year: y, month: index - y * 12 + 1, day: day)
    }

    /// Where a calendar's key moves this date; nil for a key that moves nothing. `firstWeekday`: the
    /// week's first day, 1 Sunday … 7 Saturday.
    public func moved(by key: Key, modifiers: Modifiers = [], firstWeekday: Int = 1) -> CalendarDate? {
        let shift = modifiers.contains(.shift)
        switch key {
        case .left: return adding(days: -1)
        case .right: return adding(days: 1)
        case .up: return adding(days: -7)
        case .down: return adding(days: 7)
        case .pageUp: return adding(months: shift ? -12 : -1)
        case .pageDown: return adding(months: shift ? 12 : 1)
        case .home: return adding(days: -column(firstWeekday: firstWeekday))
        case .end: return adding(days: 6 - column(firstWeekday: firstWeekday))
        default: return nil
        }
    }

    /// The date's column in a week starting on `firstWeekday` (0…6).
    public func column(firstWeekday: Int) -> Int { (weekday - firstWeekday + 7) % 7 }

    /// The month's grid as a calendar shows it: whole weeks starting on `firstWeekday`, from the week of
    /// the 1st to the week of the last day, the days of the months around filling the first and last weeks.
    public static func weeks(year: Int, month: Int, firstWeekday: Int) -> [[CalendarDate]] {
        let first = CalendarDate(year: year, month: month, day: 1)
        let start = first.adding(days: -first.column(firstWeekday: firstWeekday))
        let last = CalendarDate(year: year, month: month, day: daysIn(month: month, year: year))
        let count = (last.daysSinceEpoch - start.daysSinceEpoch) / 7 + 1
        return (0..<count).map { w in (0..<7).map { start.adding(days: w * 7 + $0) } }
    }

    /// The first weekday a locale's calendar uses, from glibc's `LC_TIME` facts as GTK's calendar reads
    /// them: `week1stday` (a date, 19971130 a Sunday or 19971201 a Monday) and `first_weekday` (1-based
    /// from that day). Returns 1 Sunday … 7 Saturday.
    public static func firstWeekday(week1stday: Int, firstWeekdayOfLocale: Int) -> Int {
        let origin = week1stday == 19_971_201 ? 2 : 1 // Monday or Sunday
        return (origin - 1 + firstWeekdayOfLocale - 1) % 7 + 1
    }

    /// Earlier dates first.
    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    /// ISO 8601: 2026-11-28.
    public var description: String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
