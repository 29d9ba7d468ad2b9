import FuzzSupport
import Shoji
import ShojiRuntime
@testable import ShojiDemoKit

/// The command line, the demo's (`Options`) and every Shoji program's (`LaunchOptions`): the input's lines
/// are the arguments. Anything may be refused; what is accepted must be usable as it stands, since the
/// program acts on it without asking again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    MainActor.assumeIsolated {
        if var options = try? Options.parse(arguments) {
            let (w, h) = options.windowSize
            let scale = options.scale ?? 1
            checkFitsSurface(Double(w) * scale, Double(h) * scale, "shoji-demo \(arguments)")
            if options.tour != nil && options.tourSceneNames.isEmpty {
                fuzzViolation("shoji-demo \(arguments): a tour of no scenes was accepted")
            }
            options.replay = nil // a path here is the recording fuzzer's business
            let session = Session.resolve(options)
            _ = session.launchOptions(options)
        }
        if let launch = try? LaunchOptions.parse(arguments) {
            let size = launch.size ?? Size(640, 480)
            let scale = launch.scale ?? 1
            checkFitsSurface(size.width * scale, size.height * scale, "LaunchOptions \(arguments)")
        }
    }
    return 0
}

/// The window's pixels must fit one Cairo image surface (at most 32,767 a side), the back buffer every
/// frame is drawn in: a size the parser accepts and the program cannot draw is a refusal come too late.
func checkFitsSurface(_ width: Double, _ height: Double, _ what: String) {
    guard width >= 1, height >= 1, width <= 32767, height <= 32767 else {
        fuzzViolation("\(what): accepted a window of \(width) x \(height) pixels, more than a Cairo surface holds")
    }
}
