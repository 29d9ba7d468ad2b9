import Foundation
import Shoji

extension Benchmark {
    /// Benchmark 2: pixels the release demo sends to the X server (its `SHOJI_STATS` counters), driven
    /// with real X input through xdotool: a number pad key pressed and released (everything it changes,
    /// through to the end of the digit sequence), the pointer entering a button, one step of the loading
    /// screen's spinner, and nothing at all — neither with no input nor with the pointer moving inside
    /// one view that does not react to it.
    public static let damage = Benchmark(
        name: "damage",
        summary: "pixels sent for a number pad key press, a button hover, a spinner step, and for nothing",
        needsX: true
    ) { ctx in
        let x = try ctx.xserver()
        let window = Reference("the whole window", ctx.config.windowPixels)
        var results: [BenchResult] = []

        // A number pad key, and nothing changing.
        do {
            let demo = try DemoRun(ctx.config, on: x, scene: "numberpad")
            let (kx, ky) = try demo.center(of: "numberpad.key.5")
            let scene = try demo.frame(of: "numberpad.scene")
            // A spot of the scene's own background, low on the right, where nothing lies.
            let blank = (Int(scene[0] + scene[2] - 12), Int(scene[1] + scene[3] - 12))
            try demo.xdotool("mousemove", "\(blank.0)", "\(blank.1)")
            let still = try demo.settle()
            usleep(useconds_t(ctx.config.isSmoke ? 200_000 : 1_000_000))
            for i in 1...10 { try demo.xdotool("mousemove", "\(blank.0 - i)", "\(blank.1 - i / 2)") }
            let after = try demo.settle()
            results.append(BenchResult("damage.nothingChanged", Double(after.pixelsSent - still.pixelsSent), "px", reference: nil,
                                       target: .atMost(0), note: "a second with no input, then 10 pointer moves over blank background"))

            try demo.xdotool("mousemove", "\(kx)", "\(ky)")
            let hovered = try demo.settle()
            demo.markLargestFrame()
            demo.markFrameTimes()
            try demo.xdotool("mousedown", "1")
            usleep(120_000)
            try demo.xdotool("mouseup", "1")
            try demo.waitFor("numberpad.sequence.end")
            let pressed = try demo.settle()
            let frames = pressed.frames - hovered.frames
            results.append(BenchResult("damage.numberPadKey", Double(demo.largestFrameSinceMark), "px", reference: window,
                                       target: Target([.ratioBelow(0.05)]),
                                       note: "key 5 pressed and released: the largest of its \(frames) frames"))
            results.append(BenchResult("damage.numberPadKey.allFrames", Double(pressed.pixelsSent - hovered.pixelsSent), "px",
                                       reference: window, target: Target([.ratioAtMost(0.10)]),
                                       note: "the same press, all \(frames) frames (px each: \(demo.framePixelsSinceMark.map(String.init).joined(separator: ", ")))"))
        }

        // A button hover.
        do {
            let demo = try DemoRun(ctx.config, on: x, scene: "loading")
            let button = try demo.frame(of: "loading.show")
            let scene = try demo.frame(of: "loading")
            try demo.xdotool("mousemove", "\(Int(scene[0] + scene[2] - 12))", "\(Int(scene[1] + scene[3] - 12))")
            let before = try demo.settle()
            try demo.xdotool("mousemove", "\(Int(button[0] + button[2] / 2))", "\(Int(button[1] + button[3] / 2))")
            let after = try demo.settle()
            results.append(BenchResult("damage.buttonHover", Double(after.pixelsSent - before.pixelsSent), "px",
                                       reference: Reference("the button's own area", button[2] * button[3]),
                                       target: .ratioAtMost(1.5, source: .ours), note: "the pointer enters the loading scene's Show button"))
        }

        // A spinner step: the loading screen shown and left up; only its spinner moves.
        do {
            let demo = try DemoRun(ctx.config, on: x, scene: "basics", environment: ["SHOJI_SHOW_LOADING": "1"])
            usleep(600_000) // the grace time and the fade in
            let before = try demo.stats()
            usleep(useconds_t(ctx.config.isSmoke ? 300_000 : 1_000_000))
            let after = try demo.stats()
            let frames = max(1, after.frames - before.frames)
            let side = ActivityIndicator().sizeThatFits(.zero)
            results.append(BenchResult("damage.spinnerFrame", Double(after.pixelsSent - before.pixelsSent) / Double(frames), "px",
                                       reference: Reference("the spinner's own square", side.width * side.height),
                                       target: .ratioAtMost(1.2, source: .ours), note: "mean over \(frames) frames of the loading screen's spinner"))
        }
        return results
    }
}
