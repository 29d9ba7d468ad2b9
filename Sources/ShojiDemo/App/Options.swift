import ArgumentParser
import Foundation

/// The command line, exactly as DESIGN.md's automation interface describes.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoji-demo",
        abstract: "The Shoji demonstrator: classic iOS interaction patterns on X11.",
        discussion: "Exit status: 0 ok, 1 the X server went away, 2 bad arguments, 3 no X display.")

    @Option(name: .customLong("scene"), help: "Start on this scene (see --list-scenes).")
    var scene: String?

    @Flag(name: .customLong("list-scenes"), help: "Print the scene names, one a line, and exit.")
    var listScenes = false

    @Option(name: .customLong("size"), help: "Window size in pixels, WxH.")
    var size: String = "1024x720"

    @Option(name: .customLong("trace"), help: "Write JSON Lines of what happens to PATH ('-' = stdout).")
    var trace: String?

    @Flag(name: .customLong("headless"), help: "No X server: render in memory (with --screenshot or --tour).")
    var headless = false

    @Option(name: .customLong("screenshot"), help: "When the scene has settled, write a PNG of the window and exit.")
    var screenshot: String?

    @Option(name: .customLong("tour"), help: "Write DIR/<scene>.png for every scene and exit.")
    var tour: String?

    @Option(name: .customLong("lang"), help: "User-visible strings: en or ja.")
    var lang: String = "en"

    @Option(name: .customLong("assets"), help: "The assets folder (default: $SHOJI_ASSETS, else ./assets).")
    var assets: String?

    @Option(name: .customLong("display"), help: "The X display (default: $DISPLAY).")
    var display: String?

    /// Parsed `--size`.
    var windowSize: (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        return (parts[0], parts[1])
    }

    var language: Language { Language(rawValue: lang) ?? .en }

    func validate() throws {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (160...8192).contains(w), (120...8192).contains(h) else {
            throw ValidationError("--size must be WxH with a width of 160…8192 and a height of 120…8192, e.g. 1024x720")
        }
        guard Language(rawValue: lang) != nil else { throw ValidationError("--lang must be en or ja") }
        if headless && screenshot == nil && tour == nil && !listScenes {
            throw ValidationError("--headless needs --screenshot PATH or --tour DIR")
        }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; --list-scenes prints the names")
        }
    }
}
