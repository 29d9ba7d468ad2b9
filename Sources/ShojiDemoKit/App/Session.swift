import Shoji
import ShojiRuntime

/// What a run starts with: from the flags, or from a recording's header when replaying, so that a
/// replay starts exactly as the recorded session did.
struct Session {
    var size: Size
    var scale: Double?
    var scene: String
    var language: Language
    var timeScale: Double
    var seed: UInt64
    var replay: [RecordedEvent]?

    static func resolve(_ options: Options) -> Session {
        let (w, h) = options.windowSize
        var s = Session(size: Size(Double(w), Double(h)), scale: options.scale, scene: options.scene ?? SceneCatalog.names[0],
                        language: options.language, timeScale: options.timeScale,
                        seed: options.seed ?? UInt64.random(in: 1...UInt64(UInt32.max)), replay: nil)
        if let path = options.replay {
            do {
                // The reader has checked every value (scene and language included) against the same limits as the flags'.
                let (header, events) = try RecordingReader.read(path: path)
                s.size = Size(header.size.width / header.scale, header.size.height / header.scale)
                s.scale = header.scale
                s.scene = header.scene
                s.language = Language(rawValue: header.lang) ?? s.language
                s.timeScale = header.timeScale
                s.seed = header.seed
                s.replay = events
            } catch {
                MainActor.assumeIsolated { Application.fail("cannot replay: \(error)", status: .usage) }
            }
        }
        return s
    }

    func header(scale: Double) -> RecordingHeader {
        RecordingHeader(size: Size(size.width * scale, size.height * scale), scale: scale, scene: scene,
                        lang: language.rawValue, timeScale: timeScale, seed: seed)
    }
}

extension Session {
    /// The runtime's share of the flags. The demo writes its own screenshot (after a replay, or per scene
    /// in a tour), so the runtime is not asked to.
    func launchOptions(_ options: Options) -> LaunchOptions {
        var launch = LaunchOptions()
        launch.headless = options.headless
        launch.display = options.display
        launch.size = size
        launch.scale = scale
        launch.timeScale = timeScale
        launch.assetsDirectory = options.assets
        launch.tracePath = options.trace
        launch.appearance = options.appearance.flatMap(LaunchOptions.parseAppearance)
        return launch
    }
}
