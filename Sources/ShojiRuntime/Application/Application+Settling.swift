import Shoji
import ShojiCairo

extension Application {
    /// Every screen that shows something, back to front: the main window's, each open top-level window's
    /// (the front one last), and headless, each open popup's.
    public var screens: [Screen] {
        [screen] + topLevelWindows.map(\.screen) + headlessPopups.open.map(\.screen)
    }

    /// Lays out every screen (a window opened, or a popup shown, during the last event is laid out too).
    func layoutScreens() {
        for s in screens { s.layoutIfNeeded() }
    }

    /// Calls `body` once nothing animates and no frame is pending (or after `timeout` seconds of app time).
    /// Headless, the manual clock is moved forward a frame at a time until then, so this returns having
    /// called `body`; under X it polls on the clock and calls `body` later.
    public func whenSettled(timeout: Double = 10, _ body: @escaping @MainActor () -> Void) {
        if let manualClock {
            let start = manualClock.now
            layoutScreens()
            while screens.contains(where: \.animator.isAnimating) && manualClock.now - start < timeout { step(frames: 1) }
            body()
            return
        }
        let start = clock.now
        var poll: ClockTimer?
        poll = clock.scheduleRepeating(every: 0.05) { [self] in
            guard screen.isSettled || clock.now - start > timeout else { return }
            poll?.cancel()
            body()
        }
    }

    /// Calls `body` after `seconds` of app time. Headless, the manual clock is moved forward a frame at a
    /// time and `body` is called before this returns.
    public func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) {
        guard let manualClock else {
            clock.schedule(after: seconds, body)
            return
        }
        let end = manualClock.now + seconds
        while manualClock.now + Application.frameInterval <= end { step(frames: 1) }
        body()
    }

    /// Moves the headless clock forward by whole frames, laying out every screen after each; does nothing
    /// under X.
    public func step(frames: Int) {
        guard let manualClock else { return }
        for _ in 0..<frames {
            manualClock.advance(by: Application.frameInterval)
            layoutScreens()
        }
    }

    /// One frame at 60 Hz: how far the headless clock moves at a time.
    public static let frameInterval = 1.0 / 60.0

    /// Writes the whole window as a PNG, exactly the pixels a user sees (under X: the back buffer after
    /// the pending frame; headless: the screen rendered into memory).
    /// - Throws: `OutputError` naming the path and the reason.
    public func writeScreenshot(to path: String) throws(OutputError) {
        if let host {
            host.frame()
            try host.writeScreenshot(to: path)
        } else {
            try renderImageSurface().writePNG(to: path)
        }
        Trace.emit("screenshot.written", ["path": .string(path)])
    }

    /// The whole screen rendered into a new image surface (what a headless screenshot shows).
    func renderImageSurface() -> CairoSurface { renderImageSurface(of: screen) }

    /// `screen` (the main one, another window's, a popup's) rendered whole into a new image surface.
    func renderImageSurface(of screen: Screen) -> CairoSurface {
        let surface = CairoSurface(width: Int(saturating: (screen.size.width * screen.scale).rounded()),
                                   height: Int(saturating: (screen.size.height * screen.scale).rounded()))
        let canvas = CairoCanvas(surface: surface, scale: screen.scale)
        screen.layoutIfNeeded()
        _ = screen.takeDamage()
        screen.render(in: canvas, damage: [screen.bounds])
        return surface
    }

    /// Waits until settled, writes the screenshot (a failure ends the run: the picture was its point),
    /// then calls `next`.
    public func writeScreenshotWhenSettled(to path: String, then next: @escaping @MainActor () -> Void) {
        whenSettled { [self] in
            do { try writeScreenshot(to: path) } catch {
                Application.fail("\(error)", status: .outputFailed)
            }
            next()
        }
    }
}
