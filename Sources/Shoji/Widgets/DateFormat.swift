/// How a locale writes a date in a field and names a calendar's month and weekdays, and how a typed date is
/// read back: what a `DatePicker` shows. Shoji reads no locale itself (the module calls no C library), so
/// the app picks one of the formats here or makes its own (from glibc's `LC_TIME`, say: `d_fmt`,
/// `mon_1`…, `abday_1`…, and `CalendarDate.firstWeekday(week1stday:firstWeekdayOfLocale:)`).
public struct DateFormat: Hashable, Sendable {
    /// The order of a numeric date's parts.
    public enum Order: Hashable, Sendable {
        /// 2026/11/28 (Japanese, ISO 8601).
        case yearMonthDay
        /// 28/11/2026 (British, most of Europe).
        case dayMonthYear
        /// 11/28/2026 (American English).
        case monthDayYear
    }

    /// The order of the parts in the field.
    public var order: Order
    /// What stands between the parts in the field ("/", "-", ".").
    public var separator: String
    /// Whether the month and day are written with two digits (09) rather than as few as they need (9).
    public var padsDigits: Bool
    /// The months' names, January first, for the calendar's title.
    public var monthNames: [String]
    /// The calendar's title: `%Y` the year, `%B` the month's name, `%m` its number.
    public var monthTitlePattern: String
    /// The weekdays' short names, Sunday first, for the calendar's column titles.
    public var weekdaySymbols: [String]
    /// The first day of the calendar's week, 1 Sunday … 7 Saturday.
    public var firstWeekday: Int

    /// A format from its parts.
    public init(order: Order, separator: String, padsDigits: Bool, monthNames: [String], monthTitlePattern: String,
                weekdaySymbols: [String], firstWeekday: Int) {
        self.order = order
        self.separator = separator
        self.padsDigits = padsDigits
        self.monthNames = monthNames
        self.monthTitlePattern = monthTitlePattern
        self.weekdaySymbols = weekdaySymbols
        self.firstWeekday = min(max(1, firstWeekday), 7)
    }

    private static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                        "September", "October", "November", "December"]
    private static let englishWeekdays = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

    /// American English (en_US): 11/28/2026, "November 2026", the week from Sunday.
    public static let english = DateFormat(order: .monthDayYear, separator: "/", padsDigits: true, monthNames: englishMonths,
                                           monthTitlePattern: "%B %Y", weekdaySymbols: englishWeekdays, firstWeekday: 1)
    /// British English (en_GB): 28/11/2026, the week from Monday.
    public static let britishEnglish = DateFormat(order: .dayMonthYear, separator: "/", padsDigits: true, monthNames: englishMonths,
                                                  monthTitlePattern: "%B %Y", weekdaySymbols: englishWeekdays, firstWeekday: 2)
    /// Japanese (ja_JP): 2026/11/28, "2026年11月", the week from Sunday (日).
    public static let japanese = DateFormat(order: .yearMonthDay, separator: "/", padsDigits: true,
                                            monthNames: (1...12).map { "\($0)月" }, monthTitlePattern: "%Y年%m月",
                                            weekdaySymbols: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: 1)

    /// `date` as the field shows it.
    public func string(from date: CalendarDate) -> String {
        func two(_ v: Int) -> String { padsDigits && v < 10 ? "0\(v)" : "\(v)" }
        let parts: [String]
        switch order {
        case .yearMonthDay: parts = ["\(date.year)", two(date.month), two(date.day)]
        case .dayMonthYear: parts = [two(date.day), two(date.month), "\(date.year)"]
        case .monthDayYear: parts = [two(date.month), two(date.day), "\(date.year)"]
        }
        return parts.joined(separator: separator)
    }

    /// The date a user typed: three numbers in this format's order, between any of "/", "-", ".", spaces
    /// or 年, 月, 日 (full-width digits too); nil when it is not a day of the calendar (31 April, 29
    /// February of a common year, a month 13) or the year has other than 4 digits.
    public func date(from text: String) -> CalendarDate? {
        var numbers: [String] = [], current = ""
        for c in text.unicodeScalars {
            if let d = DateFormat.digit(c) {
                current.append(d)
            } else if "/-. 年月日\u{3000}".unicodeScalars.contains(c) {
                if !current.isEmpty { numbers.append(current); current = "" }
            } else {
                return nil
            }
        }
        if !current.isEmpty { numbers.append(current) }
        guard numbers.count == 3, numbers.allSatisfy({ $0.count <= 4 }) else { return nil }
        let (y, m, d): (String, String, String)
        switch order {
        case .yearMonthDay: (y, m, d) = (numbers[0], numbers[1], numbers[2])
        case .dayMonthYear: (d, m, y) = (numbers[0], numbers[1], numbers[2])
        case .monthDayYear: (m, d, y) = (numbers[0], numbers[1], numbers[2])
        }
        guard y.count == 4, m.count <= 2, d.count <= 2, let year = Int(y), let month = Int(m), let day = Int(d),
              (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// An ASCII or full-width digit.
    private static func digit(_ c: Unicode.Scalar) -> Character? {
        if ("0"..."9").contains(c) { return Character(c) }
        if (0xFF10...0xFF19).contains(c.value) { return Character(Unicode.Scalar(c.value - 0xFF10 + 0x30)!) }
        return nil
    }

    /// The calendar's title for `month` of `year`.
    public func monthTitle(year: Int, month: Int) -> String {
        let name = monthNames.indices.contains(month - 1) ? monthNames[month - 1] : "\(month)"
        return monthTitlePattern.replacingOccurrences("%B", with: name)
            .replacingOccurrences("%m", with: "\(month)").replacingOccurrences("%Y", with: "\(year)")
    }

    /// The short name of `weekday` (1 Sunday … 7 Saturday).
    public func weekdaySymbol(_ weekday: Int) -> String {
        weekdaySymbols.indices.contains(weekday - 1) ? weekdaySymbols[weekday - 1] : ""
    }
}

private extension String {
    /// Every `target` replaced (the module has no Foundation).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var out = "", rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound] + replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
