import Foundation
import Shoji

/// When the timeline was last refreshed, remembered across runs in the user's state directory
/// (`$XDG_STATE_HOME/shoji/refresh.json`, else `~/.local/state/shoji/refresh.json`). Read once a run;
/// a damaged file is reset with one warning on stderr.
@MainActor
enum RefreshHistory {
    private struct Record: Codable { var lastUpdated: Date }

    static let fileName = "refresh.json"
    static let store = StateStore(appName: "shoji")
    private static var loaded = false
    private static var cached: Date?

    static var lastUpdated: Date? {
        if !loaded {
            loaded = true
            cached = store.load(Record.self, from: fileName, warn: warn)?.lastUpdated
        }
        return cached
    }

    static func record(_ date: Date) {
        loaded = true
        cached = date
        do { try store.save(Record(lastUpdated: date), to: fileName) }
        catch { warn("cannot save \(store.url(of: fileName).path): \(error.localizedDescription)") }
    }

    /// "Last updated: 21 Nov 2025, 21:40" in the user's language, or that it never was.
    static func describe(_ date: Date?) -> String {
        guard let date else { return tr("refresh.never") }
        let f = DateFormatter()
        f.locale = Locale(identifier: Strings.language == .ja ? "ja_JP" : "en_GB")
        f.setLocalizedDateFormatFromTemplate("yMMMdHHmm")
        return tr("refresh.lastUpdated").replacingOccurrences(of: "%@", with: f.string(from: date))
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("shoji-demo: warning: \(message)\n".utf8))
    }
}
