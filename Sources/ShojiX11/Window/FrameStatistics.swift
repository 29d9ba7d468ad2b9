/// What a window's frames have cost so far, as a frame meter or a benchmark reads it: frames presented,
/// pixels sent to the X server, the largest frame, scroll steps done by moving pixels, and how often the
/// X connection woke the program.
///
/// Read it from ``X11Host/statistics`` (or `Application.host?.statistics`); it is a copy, taken when read.
/// The demo's F9 meter shows `lastFrameSeconds` and the frame rate from `framesPresented`.
public struct FrameStatistics: Sendable, Equatable {
    /// Frames presented to the X window.
    public var framesPresented = 0
    /// Pixels sent to the X server, in all.
    public var pixelsSent = 0
    /// The most pixels one frame has sent since ``X11Host/takeFrameRecords()`` was last called.
    public var largestFramePixels = 0
    /// Scroll steps done by moving the pixels already on screen instead of drawing them again.
    public var pixelCopies = 0
    /// Times the X connection's file descriptor woke the main queue.
    public var connectionWakeUps = 0
    /// How long the last frame took to render and present, in seconds.
    public var lastFrameSeconds = 0.0
    /// Whether frames go through the MIT-SHM extension's shared memory (large frames only; small ones are
    /// copied into the request, which needs no round trip).
    public var usesSharedMemory = false
    /// The back buffer's size in bytes (one 32-bit pixel a device pixel, rows padded as X wants them):
    /// the frame every window is drawn into, made again only when the window's size changes.
    public var backBufferBytes = 0

    /// Statistics with nothing counted yet.
    public init() {}
}

/// One presented frame: how long it took (render and present) and how many pixels it sent.
public struct FrameRecord: Sendable, Equatable {
    /// Render and present, in seconds.
    public var seconds: Double
    /// Pixels sent to the X server.
    public var pixels: Int

    /// A frame that took `seconds` and sent `pixels`.
    public init(seconds: Double, pixels: Int) {
        self.seconds = seconds
        self.pixels = pixels
    }
}
