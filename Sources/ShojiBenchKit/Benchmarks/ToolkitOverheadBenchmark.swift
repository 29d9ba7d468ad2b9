import Shoji
import ShojiCairo
import ShojiDemoKit

extension Benchmark {
    /// Benchmark 1: each scene's whole frame rendered through the views (layout check, damage, the tree
    /// walk, every `draw(in:)`), against replaying the same Canvas calls, recorded from that frame,
    /// straight into Cairo with no views at all. The ratio is what the toolkit adds to the drawing.
    public static let toolkitOverhead = Benchmark(
        name: "overhead",
        summary: "each scene's full frame through the views vs its recorded Canvas calls replayed into Cairo"
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        let demo = HeadlessDemo(size: size, assetsDirectory: ctx.config.assetsPath)
        let surface = CairoSurface(width: ctx.config.width, height: ctx.config.height)
        let canvas = CairoCanvas(surface: surface)
        var results: [BenchResult] = []
        var totals = (toolkit: 0.0, replay: 0.0)
        for scene in HeadlessDemo.sceneNames {
            demo.show(scene)
            let recording = RecordingCanvas(rasterizer: canvas)
            demo.screen.render(in: recording, damage: [demo.screen.bounds])
            let toolkit = Measurement {
                demo.screen.setNeedsDisplay()
                demo.screen.update(into: canvas)
                surface.flush()
            }
            let replay = Measurement {
                recording.replay(into: canvas)
                surface.flush()
            }
            // The replay must be the same frame, or the comparison means nothing.
            toolkit.body()
            let drawn = surface.makeImage()
            replay.body()
            guard surface.makeImage().pixels == drawn.pixels else { throw BenchFailure("\(scene): the replay draws another frame") }

            let t = ctx.timing.compare([toolkit, replay])
            totals.toolkit += t[0].milliseconds
            totals.replay += t[1].milliseconds
            results.append(BenchResult("overhead.\(scene)", t[0].milliseconds, "ms",
                                       reference: Reference("replay of its \(recording.commands.count) Canvas calls", t[1].milliseconds),
                                       target: .ratioAtMost(1.15), note: "full \(ctx.config.width)×\(ctx.config.height) frame of the \(scene) scene"))
        }
        results.append(BenchResult("overhead.allScenes", totals.toolkit, "ms", reference: Reference("replay", totals.replay),
                                   target: .ratioAtMost(1.15), note: "sum over every scene"))
        return results
    }
}
