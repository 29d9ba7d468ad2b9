import FuzzSupport
import Shoji
import ShojiRuntime
@testable import ShojiDemoKit

/// `--replay FILE`: the recording reader, then, for what it accepts, the header applied as `Session`
/// applies it and the events replayed headless by the demo's own replay. A recording is a file anyone can
/// hand the demo; whatever it holds must end in a clear refusal or a finished replay.
@MainActor let file = FuzzFile(named: "input.jsonl")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        file.write(bytes)
        guard let (header, events) = try? RecordingReader.read(path: file.path),
              SceneCatalog.names.contains(header.scene), let language = Language(rawValue: header.lang) else { return }
        let session = Session(size: Size(header.size.width / header.scale, header.size.height / header.scale),
                              scale: header.scale, scene: header.scene, language: language,
                              timeScale: header.timeScale, seed: header.seed, replay: events)
        var launch = LaunchOptions()
        launch.size = session.size
        launch.scale = session.scale
        launch.timeScale = session.timeScale
        launch.assetsDirectory = "/nonexistent-assets"
        let delegate = DemoDelegate(options: nil, session: session)
        delegate.startsNetworkMonitor = false
        let runtime = HeadlessApplication(delegate: delegate, options: launch)
        runtime.application.assets.warn = { _ in }
        var finished = false
        delegate.replay(events) { finished = true }
        if !finished { fuzzViolation("a headless replay of \(events.count) events did not finish") }
        for w in runtime.screen.windows { runtime.screen.detach(w) }
    }
    return 0
}
