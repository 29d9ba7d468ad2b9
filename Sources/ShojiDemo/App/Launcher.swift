import Foundation
import Shoji
import ShojiCairo
import ShojiX11

/// Sets up what every run needs (language, text, assets, trace) and hands over to the headless or the
/// X11 runner.
@MainActor
enum Launcher {
    static func run(_ options: Options) -> Never {
        Strings.language = options.language
        Typesetter.current = PangoTextSystem()
        let assets = AssetCatalog(directory: assetsDirectory(options))
        if options.headless {
            HeadlessRunner(options: options, assets: assets).run()
        } else {
            XRunner(options: options, assets: assets).run()
        }
    }

    /// Installs the trace sink; a path that cannot be written is a usage error.
    static func startTrace(_ options: Options, clock: Clock) {
        guard let path = options.trace else { return }
        do {
            let writer = try TraceWriter(path: path) { clock.now }
            Trace.addSink { event, fields in writer.write(event, fields) }
        } catch {
            fail("\(error)", status: 2)
        }
    }

    /// `--assets`, then `$SHOJI_ASSETS`, then `./assets`, then the checkout the binary was built in.
    static func assetsDirectory(_ options: Options) -> String {
        if let dir = options.assets { return dir }
        if let dir = ProcessInfo.processInfo.environment["SHOJI_ASSETS"], !dir.isEmpty { return dir }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: "assets", isDirectory: &isDir), isDir.boolValue { return "assets" }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let checkout = exe.deletingLastPathComponent().appendingPathComponent("../../../assets").standardized.path
        return checkout
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("shoji-demo: \(message)\n".utf8))
        exit(status)
    }
}
