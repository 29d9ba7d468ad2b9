import Foundation
import Shoji
import ShojiCairo
import ShojiRuntime
import ShojiX11

extension Benchmark {
    /// The C reference's own frame — 200 labelled rounded rectangles — built from views, drawn into an
    /// image surface, then presented to a real X window on the bench's Xvfb, with MIT-SHM
    /// (`XShmPutImage`) and without (`XPutImage`), each beside the C program doing exactly the same.
    public static let frame = Benchmark(
        name: "frame",
        summary: "200 labelled rounded rectangles: drawn, and presented with XShmPutImage and XPutImage, vs C",
        needsX: true
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        let x = try ctx.xserver()
        let screen = TwoHundredRectangles.screen(size: size)
        let surface = CairoSurface(width: ctx.config.width, height: ctx.config.height)
        let canvas = CairoCanvas(surface: surface)
        var kinds: [Bool] = []   // which presents were measured: MIT-SHM, then XPutImage
        let (t, c) = try ctx.bestOf(reference: ["frame", ctx.config.isSmoke ? "5" : "100"], needsX: true) {
            var times = [ctx.timing.median(Measurement {
                screen.setNeedsDisplay()
                screen.update(into: canvas)
                surface.flush()
            }).milliseconds]
            kinds = []
            // One window at a time, alone on the server (a covered window would cost the server less).
            for sharedMemory in [true, false] {
                let screen = TwoHundredRectangles.screen(size: size, host: ProcessScreenHost.shared)
                let host = try X11Host(displayName: x.display, screen: screen, title: "shoji-bench", allowSharedMemory: sharedMemory)
                defer { host.close() }
                host.start()
                let deadline = Date().addingTimeInterval(5)
                while !host.isMapped && Date() < deadline { host.drain(); usleep(1_000) }
                guard host.isMapped else { throw BenchFailure("the bench's window was never mapped") }
                host.frame()
                if sharedMemory && !host.statistics.usesSharedMemory { ctx.log("no MIT-SHM on this server"); continue }
                kinds.append(sharedMemory)
                times.append(ctx.timing.median(Measurement {
                    screen.setNeedsDisplay()
                    host.frame()
                    host.sync()
                }).milliseconds)
            }
            return times
        }
        var results = [BenchResult("frame.draw", t[0], "ms",
                                   reference: c?["frame-ms"].map { Reference("C, Cairo into an image", $0) },
                                   target: .ratioAtMost(1.15, source: .ours),
                                   note: "200 views with a label each, full frame into an image surface")]
        for (i, sharedMemory) in kinds.enumerated() {
            let key = sharedMemory ? "shm-ms" : "putimage-ms"
            results.append(BenchResult(sharedMemory ? "frame.present.shm" : "frame.present.putImage", t[i + 1], "ms",
                                       reference: c?[key].flatMap { $0 > 0 ? Reference(sharedMemory ? "C, XShmPutImage" : "C, XPutImage", $0) : nil },
                                       target: .ratioAtMost(1.15, source: .ours),
                                       note: "drawn and presented to the X window, waiting for the server (XSync)"))
        }
        return results
    }
}

/// The reference program's frame as Shoji views: 20 × 10 rounded rectangles, each with "Item n".
@MainActor
enum TwoHundredRectangles {
    static func screen(size: Size, host: ScreenHost = InMemoryScreenHost()) -> Screen {
        let screen = Screen(size: size, clock: ManualClock(), host: host)
        let window = Window(screen: screen, name: "bench")
        window.backgroundColor = Color(white: 0.97)
        for i in 0..<200 {
            let box = View(frame: Rect(x: 8 + Double(i % 20) * 63.5, y: 8 + Double(i / 20) * 79, width: 56, height: 70))
            box.cornerRadius = 8
            box.backgroundColor = Color(red: 0.2 + Double(i % 7) * 0.1, green: 0.5, blue: 0.9 - Double(i % 5) * 0.1)
            let label = Label("Item \(i)", style: .body.with(size: 12))
            label.textColor = .white
            label.centersVertically = false
            label.frame = Rect(x: 6, y: 26, width: 60, height: 16)
            box.addSubview(label)
            window.addSubview(box)
        }
        window.makeKeyAndVisible()
        screen.layoutIfNeeded()
        return screen
    }
}
