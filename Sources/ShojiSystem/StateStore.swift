import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles

/// Small JSON files an app keeps across runs, in the user's state directory as the XDG Base Directory
/// spec places it: `$XDG_STATE_HOME/<app>` (when set to an absolute path), else `~/.local/state/<app>`.
/// A file that cannot be read is removed (reset) with one warning, so a damaged file costs the user a
/// remembered value, never a crash or a warning on every run.
public struct StateStore: Sendable {
    /// The folder the files live in, as a path (made when the first value is written). Kept as a path,
    /// not a URL: a store is made at every start, and Foundation's URL code is not worth loading for it.
    public let path: String

    /// The folder the files live in.
    public var directory: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// A store in `directory`.
    public init(directory: URL) { path = directory.path }

    /// A store in the folder at `path`.
    public init(path: String) { self.path = path }

    /// The store of `appName` under the state directory that `environment` gives.
    public init(appName: String, environment: [String: String]) {
        path = StateStore.stateHomePath { environment[$0] } + "/" + appName
    }

    /// The store of `appName` under the state directory that this process's environment gives.
    public init(appName: String) {
        path = StateStore.stateHomePath(ProcessEnvironment.value) + "/" + appName
    }

    /// `$XDG_STATE_HOME` if it is an absolute path (the spec says to ignore a relative one), else
    /// `$HOME/.local/state`.
    public static func stateHome(environment: [String: String]) -> URL {
        URL(fileURLWithPath: stateHomePath { environment[$0] }, isDirectory: true)
    }

    private static func stateHomePath(_ variable: (String) -> String?) -> String {
        if let dir = variable("XDG_STATE_HOME"), dir.hasPrefix("/") { return dir }
        // No $HOME: the password database's home, as Foundation's homeDirectoryForCurrentUser finds it.
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 }
            ?? getpwuid(getuid()).flatMap { $0.pointee.pw_dir }.map { String(cString: $0) } ?? "/"
        return (home.hasSuffix("/") ? home : home + "/") + ".local/state"
    }

    /// Where the value named `name` is kept.
    public func url(of name: String) -> URL { URL(fileURLWithPath: filePath(of: name)) }

    /// Where the value named `name` is kept, as a path.
    public func filePath(of name: String) -> String { path + "/" + name }

    /// The value stored under `name`; nil when there is none. An unreadable file is removed and
    /// reported once through `warn`: also one that is not a regular file (a FIFO there would otherwise
    /// block the start for ever) or larger than `maximumBytes`.
    public func load<Value: Decodable>(_ type: Value.Type, from name: String, warn: (String) -> Void) -> Value? {
        let file = filePath(of: name)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.regularFileContents(of: file, maximumBytes: StateStore.maximumBytes)
        } catch {
            guard error.code != ENOENT else { return nil }
            unlink(file)
            warn("\(file) could not be read and was reset (\(error.reason))")
            return nil
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: Data(bytes))
        } catch {
            unlink(file)
            warn("\(file) could not be read and was reset (\(StateStore.reason(error)))")
            return nil
        }
    }

    /// The most bytes a state file may have: 1 MB. A store keeps small values (a date, a few settings);
    /// a larger file is not one the app wrote.
    public static let maximumBytes = 1 << 20

    /// Writes `value` under `name`, creating the directory: a new file beside the old one, renamed over
    /// it (a crash leaves the old value, a link planted there is refused). Errors are one line naming
    /// the file and the reason.
    public func save<Value: Encodable>(_ value: Value, to name: String) throws {
        try Folders.create(path)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try OutputFile.write(Array(try encoder.encode(value)), to: filePath(of: name), permissions: 0o600)
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
