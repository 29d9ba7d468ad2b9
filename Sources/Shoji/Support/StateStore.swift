import FoundationEssentials
import ShojiFiles

/// Small JSON files an app keeps across runs, in the user's state directory as the XDG Base Directory
/// spec places it: `$XDG_STATE_HOME/<app>` (when set to an absolute path), else `~/.local/state/<app>`.
/// A file that cannot be read is removed (reset) with one warning, so a damaged file costs the user a
/// remembered value, never a crash or a warning on every run.
public struct StateStore: Sendable {
    /// The folder the files live in (made when the first value is written).
    public let directory: URL

    /// A store in `directory`.
    public init(directory: URL) { self.directory = directory }

    /// The store of `appName` under the state directory that `environment` gives.
    public init(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: StateStore.stateHome(environment: environment).appendingPathComponent(appName, isDirectory: true))
    }

    /// `$XDG_STATE_HOME` if it is an absolute path (the spec says to ignore a relative one), else
    /// `$HOME/.local/state`.
    public static func stateHome(environment: [String: String]) -> URL {
        if let dir = environment["XDG_STATE_HOME"], dir.hasPrefix("/") {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
    }

    /// Where the value named `name` is kept.
    public func url(of name: String) -> URL { directory.appendingPathComponent(name) }

    /// The value stored under `name`; nil when there is none. An unreadable file is removed and
    /// reported once through `warn`.
    public func load<Value: Decodable>(_ type: Value.Type, from name: String, warn: (String) -> Void) -> Value? {
        let url = url(of: name)
        guard let data = try? Data(contentsOf: url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch {
            try? FileManager.default.removeItem(at: url)
            warn("\(url.path) could not be read and was reset (\(StateStore.reason(error)))")
            return nil
        }
    }

    /// Writes `value` under `name`, creating the directory: a new file beside the old one, renamed over
    /// it (a crash leaves the old value, a link planted there is refused). Errors are one line naming
    /// the file and the reason.
    public func save<Value: Encodable>(_ value: Value, to name: String) throws {
        try Folders.create(directory.path)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try OutputFile.write(Array(try encoder.encode(value)), to: url(of: name).path, permissions: 0o600)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: return "not valid JSON"
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "unexpected value at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "not readable as saved state"
        }
    }
}
