import FoundationEssentials
import Glibc
import Shoji
import ShojiRuntime
import ShojiSystem

/// When the timeline was last refreshed. The X runner remembers it across runs in the user's state
/// directory (`$XDG_STATE_HOME/shoji/refresh.json`, else `~/.local/state/shoji/refresh.json`): read once
/// a run, and a damaged file is reset with one warning on stderr. Headless runs and tests keep it in
/// memory only, so they never touch the user's files and always start the same way.
@MainActor
final class RefreshHistory {
    private struct Record: Codable { var lastUpdated: Date }

    static let fileName = "refresh.json"
    let store: StateStore?
    private var loaded = false
    private var cached: Date?

    /// `store` nil: in memory only.
    init(store: StateStore?) { self.store = store }

    var lastUpdated: Date? {
        if !loaded, let store {
            cached = store.load(Record.self, from: RefreshHistory.fileName, warn: { Application.warn($0) })?.lastUpdated
        }
        loaded = true
        return cached
    }

    func record(_ date: Date) {
        loaded = true
        cached = date
        guard let store else { return }
        do { try store.save(Record(lastUpdated: date), to: RefreshHistory.fileName) }
        catch let error as OutputError { Application.warn(error.description) }
        catch { Application.warn("cannot save \(store.filePath(of: RefreshHistory.fileName)): the date could not be encoded") }
    }

    /// "Last updated: 21 Nov 2025, 21:40" in the user's language, or that it never was.
    static func describe(_ date: Date?) -> String {
        guard let date else { return tr("refresh.never") }
        return tr("refresh.lastUpdated", localTime(date))
    }

    /// The date in local time as each language writes it: "21 Nov 2025, 21:40", "2025年11月21日 21:40".
    /// (Through the C library: Foundation's DateFormatter would bring ICU, megabytes, into every run.)
    static func localTime(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970.rounded(.down)), c = tm()
        localtime_r(&t, &c)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = Int(c.tm_year) + 1900, month = Int(c.tm_mon), day = Int(c.tm_mday), clock = "\(two(c.tm_hour)):\(two(c.tm_min))"
        if Strings.language == .ja { return "\(year)年\(month + 1)月\(day)日 \(clock)" }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(day) \(months[month]) \(year), \(clock)"
    }
}
