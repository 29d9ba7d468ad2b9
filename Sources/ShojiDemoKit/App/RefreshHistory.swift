import Foundation
import Shoji

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
            cached = store.load(Record.self, from: RefreshHistory.fileName, warn: Launcher.warn)?.lastUpdated
        }
        loaded = true
        return cached
    }

    func record(_ date: Date) {
        loaded = true
        cached = date
        guard let store else { return }
        do { try store.save(Record(lastUpdated: date), to: RefreshHistory.fileName) }
        catch { Launcher.warn("cannot save \(store.url(of: RefreshHistory.fileName).path): \(error.localizedDescription)") }
    }

    /// "Last updated: 21 Nov 2025, 21:40" in the user's language, or that it never was.
    static func describe(_ date: Date?) -> String {
        guard let date else { return tr("refresh.never") }
        let f = DateFormatter()
        f.locale = Locale(identifier: Strings.language == .ja ? "ja_JP" : "en_GB")
        f.setLocalizedDateFormatFromTemplate("yMMMdHHmm")
        return tr("refresh.lastUpdated", f.string(from: date))
    }
}
