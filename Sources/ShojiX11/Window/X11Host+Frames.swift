import CX11
import Dispatch
import Shoji
import ShojiCairo
import ShojiFiles
import ShojiRuntime

/// A window's frames: laid out, rendered into its back buffer and presented by damage.
extension X11Host {
    // MARK: Frames

    func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.frame() } }
    }

    /// Lays out, renders the damage into the back buffer and presents it (plus anything exposed).
    public func frame() {
        frameScheduled = false
        guard !isClosed else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        defer { counters.lastFrameSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        let buffer = ensureBackBuffer()
        let s = screen.scale
        let damage = screen.update(into: buffer.canvas) { [self] copy in
            // Move the pixels in the back buffer and on the server alike; only the uncovered strip is drawn and sent.
            let r = Rect(x: copy.rect.minX * s, y: copy.rect.minY * s, width: copy.rect.width * s, height: copy.rect.height * s)
            let dx = Int((copy.delta.x * s).rounded()), dy = Int((copy.delta.y * s).rounded())
            buffer.surface.copyPixels(in: r, dx: dx, dy: dy)
            let sx = Int32(r.minX) + Int32(max(0, -dx)), sy = Int32(r.minY) + Int32(max(0, -dy))
            let w = UInt32(max(0, Int(r.width) - abs(dx))), h = UInt32(max(0, Int(r.height) - abs(dy)))
            if w > 0 && h > 0 { XCopyArea(display, window, window, gc, sx, sy, w, h, sx + Int32(dx), sy + Int32(dy)) }
            counters.pixelCopies += 1
        }
        var pixels = exposed
        exposed.removeAll()
        for r in damage.rects { pixels.add(Rect(x: r.minX * s, y: r.minY * s, width: r.width * s, height: r.height * s)) }
        if !pixels.isEmpty {
            StartupTrace.mark("frame rendered")
            let sentBefore = buffer.pixelsSent
            let shared = buffer.present(pixels.rects, to: window, gc: gc)
            counters.largestFramePixels = max(counters.largestFramePixels, buffer.pixelsSent - sentBefore)
            if shared { XSync(display, 0) } else { XFlush(display) }
            counters.framesPresented += 1
            StartupTrace.mark("frame presented")
            // Tests time what a user waits for from it (a key to its frame), and wait on it instead of sleeping: a frame is out, and whether the screen is then at rest (no
            // animation running, no layout or damage left).
            if Trace.isEnabled {
                tracedSettled = screen.isSettled
                Trace.emit("frame.presented", ["window": .number(Double(window)), "settled": .bool(tracedSettled)])
            }
            if frameRecords.count == 1_000 { frameRecords.removeFirst() }
            frameRecords.append(FrameRecord(seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9,
                                            pixels: buffer.pixelsSent - sentBefore))
            if !afterFirstFrameRequested {
                // The devices' scroll axes after the first frame, not before it: a smooth scroll meanwhile
                // waits for them.
                afterFirstFrameRequested = true
                DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.afterFirstFrame() } }
            }
        } else if Trace.isEnabled, !tracedSettled, screen.isSettled {
            // Come to rest with nothing left to draw (a scroll view's bars faded where the content fits):
            // said once, as a frame that presented nothing, so that whoever waits for rest hears of it.
            tracedSettled = true
            Trace.emit("frame.presented", ["window": .number(Double(window)), "settled": .bool(true), "empty": .bool(true)])
        }
        // A window manager waiting for this size to be drawn (_NET_WM_SYNC_REQUEST) hears that it is.
        wm.framePresented()
        // The frame's own pass (a frame drawn from inside a handler leaves it to the pass that is running).
        pump.pass()
        if !damage.isEmpty { onFramePresented?(damage) }
    }

    /// What input needs and the first frame does not: the devices' scroll axes, the input method; and the
    /// settings portal, whose answer a later frame shows.
    func afterFirstFrame() {
        xinput?.queryScrollAxes()
        Trace.emit("host.input", ["xinput2": .bool(usesXInput2)])
        openInputMethod()
        startTransfer()
        connection.startSettingsPortal()
        connection.prepareKeymap()
    }

    /// Waits until the server has done everything sent so far (benchmarks time presenting to the end).
    public func sync() {
        XSync(display, 0)
    }

    /// The back buffer at the window's size, drawn in full the first time it is asked for.
    func ensureBackBuffer() -> BackBuffer {
        if let b = backBuffer, b.width != pixelSize.width || b.height != pixelSize.height {
            b.destroy()
            backBuffer = nil
        }
        let b = backBuffer ?? makeBackBuffer()
        backBuffer = b
        guard b.isBlank else { return b }
        b.isBlank = false
        StartupTrace.mark("back buffer")
        screen.setNeedsDisplay()
        _ = screen.takeDamage()
        screen.render(in: b.canvas, damage: [screen.bounds])
        exposed.add(Rect(x: 0, y: 0, width: Double(b.width), height: Double(b.height)))
        return b
    }

    func makeBackBuffer() -> BackBuffer {
        return BackBuffer(display: display, visual: visual, depth: depth, width: pixelSize.width, height: pixelSize.height,
                          scale: screen.scale, allowSharedMemory: allowSharedMemory)
    }

    /// The back buffer's pixels as they are on screen.
    public func snapshot() -> Image {
        ensureBackBuffer().surface.makeImage(scale: screen.scale)
    }

    /// Writes the window's current back buffer as a PNG: exactly what the user sees.
    public func writeScreenshot(to path: String) throws(FileError) {
        try ensureBackBuffer().surface.writePNG(to: path)
    }

}
