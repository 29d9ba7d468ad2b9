import ArgumentParser
import Glibc

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

    @Option(name: .customLong("tour-scenes"), help: "With --tour: only these scenes, comma-separated.")
    var tourScenes: String?

    @Option(name: .customLong("lang"), help: "User-visible strings: en or ja.")
    var lang: String = "en"

    @Option(name: .customLong("assets"), help: "The assets folder (default: $SHOJI_ASSETS, else ./assets).")
    var assets: String?

    @Option(name: .customLong("display"), help: "The X display (default: $DISPLAY).")
    var display: String?

    @Option(name: .customLong("time-scale"), help: "Run every animation and timer at this speed (0.1 = ten times slower; F2 toggles).")
    var timeScale: Double = 1

    @Option(name: .customLong("scale"), help: "Device pixels per point (2 for HiDPI; default: Xft.dpi / 96, else 1).")
    var scale: Double?

    @Option(name: .customLong("record"), help: "Write every input event to FILE (JSON Lines) for --replay.")
    var record: String?

    @Option(name: .customLong("replay"), help: "Feed the input events of a --record file back, then exit.")
    var replay: String?

    @Option(name: .customLong("seed"), help: "Seed for anything random in the scenes (recorded with --record).")
    var seed: UInt64?

    /// Parsed `--size`.
    var windowSize: (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        return (parts[0], parts[1])
    }

    var language: Language { Language(rawValue: lang) ?? .en }

    /// The scenes a tour visits, in sidebar order.
    var tourSceneNames: [String] {
        guard let list = tourScenes else { return SceneCatalog.names }
        let wanted = list.split(separator: ",").map { $0.trimmingWhitespace() }
        return SceneCatalog.names.filter(wanted.contains) + wanted.filter { !SceneCatalog.names.contains($0) }
    }

    func validate() throws {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let minimum = DemoDelegate.minimumSize
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (Int(minimum.width)...8192).contains(w), (Int(minimum.height)...8192).contains(h) else {
            throw ValidationError("--size must be WxH with a width of \(Int(minimum.width))…8192 and a height of \(Int(minimum.height))…8192, e.g. 1024x720")
        }
        guard Language(rawValue: lang) != nil else { throw ValidationError("--lang must be en or ja") }
        if headless && screenshot == nil && tour == nil && replay == nil && !listScenes {
            throw ValidationError("--headless needs --screenshot PATH, --tour DIR or --replay FILE")
        }
        guard timeScale > 0, timeScale <= 10, timeScale.isFinite else { throw ValidationError("--time-scale must be in (0, 10]") }
        if let scale, !(scale >= 0.5 && scale <= 4) { throw ValidationError("--scale must be between 0.5 and 4") }
        if record != nil && (headless || replay != nil) { throw ValidationError("--record needs a live X session (not --headless or --replay)") }
        for name in tourSceneNames where !SceneCatalog.names.contains(name) {
            throw ValidationError("unknown scene '\(name)' in --tour-scenes; --list-scenes prints the names")
        }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; --list-scenes prints the names")
        }
    }
}
