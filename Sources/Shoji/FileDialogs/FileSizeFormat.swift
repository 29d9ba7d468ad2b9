/// Sizes and dates as a file dialog's columns show them, without Foundation: "1.2 MB" (decimal units,
/// as GNOME and macOS count them) and the date in the words' format at the local clock time ("11/28/2026
/// 12:35", "2026/11/28 21:35"); the model stores seconds since 1970.
public enum FileDialogFormat {
    /// A size in bytes for people in the words' language: "512 bytes", "1.2 kB", "34 MB" ("512 バイト";
    /// "1,2 kB" where the decimal separator is a comma).
    public static func size(_ bytes: Int64, _ strings: FileDialogStrings = FileDialogStrings()) -> String {
        if bytes < 1000 { return bytes == 1 ? strings.oneByte : strings.bytes.replacingPlaceholder(with: "\(bytes)") }
        let units = ["kB", "MB", "GB", "TB", "PB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 { value /= 1000; unit += 1 }
        let tenths = Int((value * 10).rounded())
        return value < 10 ? "\(tenths / 10)\(strings.decimalSeparator)\(tenths % 10) \(units[unit])"
            : "\(Int(value.rounded())) \(units[unit])"
    }

    /// A file's date as the dialog shows it: the day in `strings.dateFormat` and a 24-hour clock time,
    /// `utcOffset` seconds east of UTC (the local zone's offset at that moment).
    public static func date(_ seconds: Double, utcOffset: Int, _ strings: FileDialogStrings = FileDialogStrings()) -> String {
        let t = Int64((seconds + Double(utcOffset)).rounded(.down))
        let days = t >= 0 ? t / 86_400 : (t - 86_399) / 86_400
        let rest = t - days * 86_400
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return strings.dateFormat.string(from: CalendarDate(daysSinceEpoch: Int(days))) + " \(two(rest / 3600)):\(two(rest % 3600 / 60))"
    }

    /// A date as "YYYY-MM-DD HH:MM" (UTC): sortable, the same in every language (logs, the trace).
    public static func date(_ seconds: Double) -> String {
        let t = Int64(seconds.rounded(.down))
        var days = t >= 0 ? t / 86_400 : (t - 86_399) / 86_400
        let rest = t - days * 86_400
        // Howard Hinnant's civil-from-days.
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let doe = days - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(y)-\(two(m))-\(two(d)) \(two(rest / 3600)):\(two(rest % 3600 / 60))"
    }
}
