import Glibc

/// The local time zone as the C library knows it (`TZ`, else `/etc/localtime`): what a file's date is
/// shown in, as `ls -l` and GTK's file chooser show it.
public enum LocalTime {
    /// Seconds east of UTC at the moment `secondsSince1970` (daylight saving time counted for that moment,
    /// so a winter file and a summer file each show their own clock time).
    public static func utcOffset(at secondsSince1970: Double) -> Int {
        var t = time_t(secondsSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&t, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
