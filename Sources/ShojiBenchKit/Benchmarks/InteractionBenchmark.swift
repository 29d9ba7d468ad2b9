import Foundation

extension Benchmark {
    /// Frames while the user drags: the shadows scene's blur slider (the photo's shadow remade on every
    /// move) and a pull of the refresh list, through real X input (xdotool, one pointer move at a time).
    /// The demo's counters give the frames presented and each frame's time (render + present).
    public static let interaction = Benchmark(
        name: "interaction",
        summary: "frames per pointer move and p50 / p99 frame time dragging the blur slider and pulling the refresh list",
        needsX: true
    ) { ctx in
        let x = try ctx.xserver()
        let moves = ctx.config.interactionMoves
        var out: [BenchResult] = []
        // Each move changes what is shown: 4 px on the slider is at least one 0.5 pt step of blur; the
        // pull is kept under the refresh threshold's far side so that the list follows every move.
        for (name, scene, id, step) in [("slider", "shadows", "shadows.slider.blur", (4, 0)), ("pull", "refresh", "refresh.list", (0, 3))] {
            let demo = try DemoRun(ctx.config, on: x, scene: scene)
            // The smoke run's 640×480 window has no room for the shadow controls: it drives the pull alone.
            if ctx.config.isSmoke && name == "slider" && demo.views[id] == nil { continue }
            let f = try demo.frame(of: id)
            let start = name == "slider" ? (Int(f[0] + f[2] * 0.2), Int(f[1] + f[3] / 2)) : (Int(f[0] + f[2] / 2), Int(f[1] + 40))
            try demo.xdotool("mousemove", "\(start.0)", "\(start.1)")
            try demo.xdotool("mousedown", "1")
            // Past the scroll view's slop first: moves before it rightly change nothing.
            try demo.xdotool("mousemove", "\(start.0 + step.0 * 4)", "\(start.1 + 16 * step.1)")
            let before = try demo.settle()
            demo.markFrameTimes()
            for i in 1...moves {
                // Back and forth on the slider, so that it never reaches an end where moves change nothing.
                let k = name == "slider" ? 4 + (i <= moves / 2 ? i : moves - i) : 16 + i
                try demo.xdotool("mousemove", "\(start.0 + k * step.0)", "\(start.1 + k * step.1)")
            }
            let after = try demo.settle()
            let times = demo.frameTimesSinceMark.sorted()
            try demo.xdotool("mouseup", "1")
            let frames = after.frames - before.frames
            func percentile(_ p: Double) -> Double { times.isEmpty ? .nan : times[min(times.count - 1, Int((Double(times.count) * p).rounded(.down)))] }
            let what = name == "slider" ? "dragging the shadows scene's blur slider" : "pulling the refresh list down"
            out.append(BenchResult("interaction.\(name).perMove", Double(frames) / Double(moves), "frames", reference: nil,
                                   target: Target([.atLeast(1)]), note: "\(what): \(frames) frames for \(moves) pointer moves"))
            out.append(BenchResult("interaction.\(name).p50", percentile(0.5), "ms", reference: nil,
                                   target: .atMost(8, source: .ours), note: "median frame time (render + present), \(times.count) frames"))
            out.append(BenchResult("interaction.\(name).p99", percentile(0.99), "ms", reference: nil,
                                   target: .atMost(8), note: "99th percentile frame time; longest \(BenchResult.format(times.last ?? .nan, unit: "ms")) ms"))
        }
        return out
    }
}
