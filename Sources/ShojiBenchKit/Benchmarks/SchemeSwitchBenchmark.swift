import Shoji
import ShojiCairo
import ShojiDemoKit

extension Benchmark {
    /// Issue 37's benchmark: the frame after the desktop switches colour scheme, on the demo's busiest
    /// scene (the one with the most views), beside a normal full frame of the same scene, in the same run.
    /// A switch tells every view (`appearanceDidChange`), posts the change and redraws the window whole;
    /// nothing is rebuilt or laid out again, so the two should cost nearly the same.
    public static let schemeSwitch = Benchmark(
        name: "scheme",
        summary: "the frame after a light/dark switch of the busiest scene vs a normal full frame of it"
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        let demo = HeadlessDemo(size: size, assetsDirectory: ctx.config.assetsPath)
        let surface = CairoSurface(width: ctx.config.width, height: ctx.config.height)
        let canvas = CairoCanvas(surface: surface)
        var busiest = (scene: "", views: -1)
        for scene in HeadlessDemo.sceneNames {
            demo.show(scene)
            demo.screen.update(into: canvas)
            let views = demo.screen.windows.reduce(0) { $0 + viewCount($1) }
            if views > busiest.views { busiest = (scene, views) }
        }
        demo.show(busiest.scene)
        demo.screen.update(into: canvas)
        let normal = Measurement {
            demo.screen.setNeedsDisplay()
            demo.screen.update(into: canvas)
            surface.flush()
        }
        var dark = false
        let switched = Measurement {
            dark.toggle()
            demo.screen.desktopSettings.colorScheme = dark ? .dark : .light
            demo.screen.update(into: canvas)
            surface.flush()
        }
        let t = ctx.timing.compare([switched, normal])
        demo.screen.desktopSettings.colorScheme = .noPreference
        return [BenchResult("scheme.switchFrame", t[0].milliseconds, "ms",
                            reference: Reference("a normal full frame of the same scene", t[1].milliseconds),
                            target: .ratioAtMost(1.25, source: .ours),
                            note: "\(busiest.scene) scene (\(busiest.views) views), \(ctx.config.width)×\(ctx.config.height), light ↔ dark")]
    }

    @MainActor
    private static func viewCount(_ view: View) -> Int {
        view.subviews.reduce(1) { $0 + viewCount($1) }
    }
}
