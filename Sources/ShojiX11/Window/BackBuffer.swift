import CCairo
import CX11
import Glibc
import Shoji
import ShojiCairo

/// The one back buffer: an XImage whose pixels Cairo draws into directly. With MIT-SHM the server reads
/// it from shared memory (`XShmPutImage`); otherwise `XPutImage` copies the damaged rectangles over the wire.
@MainActor
final class BackBuffer {
    let display: OpaquePointer
    let image: UnsafeMutablePointer<XImage>
    let surface: CairoSurface
    let canvas: CairoCanvas
    let width: Int, height: Int
    let usesSharedMemory: Bool
    /// Heap-allocated: the XImage keeps a pointer to it (`obdata`) for every `XShmPutImage`.
    private var shmInfo: UnsafeMutablePointer<XShmSegmentInfo>?
    /// Pixels presented so far (for the damage benchmark).
    private(set) var pixelsSent = 0
    private let pageMaking: BackgroundSteps?
    /// Nothing drawn in it yet: the host draws the whole screen into it the first time it asks for it.
    var isBlank = true
    /// Its size in bytes: rows as X pads them, times the height (for the memory report).
    var bytes: Int { Int(image.pointee.bytes_per_line) * height }

    init(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int,
         scale: Double, allowSharedMemory: Bool) {
        self.display = display
        self.width = max(1, width); self.height = max(1, height)
        var shm: UnsafeMutablePointer<XShmSegmentInfo>?
        var img: UnsafeMutablePointer<XImage>?
        // A buffer no bigger than `copyLimit` pixels sends every frame by copy (`present`): shared memory
        // would only cost a round trip to attach it before its first frame (a menu's, a tool tip's) and
        // another to detach it when it closes.
        if allowSharedMemory, self.width * self.height > BackBuffer.copyLimit, XShmQueryExtension(display) != 0 {
            (img, shm) = BackBuffer.makeSharedImage(display: display, visual: visual, depth: depth,
                                                    width: self.width, height: self.height)
        }
        if img == nil {
            let bytesPerLine = self.width * 4
            let data = malloc(bytesPerLine * self.height)!.assumingMemoryBound(to: CChar.self)
            img = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data, UInt32(self.width), UInt32(self.height), 32,
                               Int32(bytesPerLine))
        }
        image = img!
        shmInfo = shm
        usesSharedMemory = shm != nil
        // Its pages made ahead, while the first screen is laid out (see PageMaking); a buffer of one step
        // or less (a popup's) faults its few pages in sooner than a thread could be made.
        let size = Int(image.pointee.bytes_per_line) * self.height
        pageMaking = size > PageMaking.chunk ? PageMaking.start(UnsafeMutableRawPointer(image.pointee.data), size: size) : nil
        surface = CairoSurface(wrapping: UnsafeMutableRawPointer(image.pointee.data), width: self.width,
                               height: self.height, stride: Int(image.pointee.bytes_per_line))
        canvas = CairoCanvas(surface: surface, scale: scale)
    }

    private static func makeSharedImage(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
                                        width: Int, height: Int)
        -> (UnsafeMutablePointer<XImage>?, UnsafeMutablePointer<XShmSegmentInfo>?) {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let img = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, info, UInt32(width), UInt32(height)) else {
            info.deallocate()
            return (nil, nil)
        }
        let size = Int(img.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        guard id >= 0, let addr = shmat(id, nil, 0), addr != UnsafeMutableRawPointer(bitPattern: -1) else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            _ = img.pointee.f.destroy_image(img)
            info.deallocate()
            return (nil, nil)
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = addr.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        img.pointee.data = info.pointee.shmaddr
        XErrors.lastErrorCode = 0
        XErrors.expectingFailure = true
        XShmAttach(display, info)
        XSync(display, 0)
        XErrors.expectingFailure = false
        // Marked for removal now: the segment goes away with the last detach, even if we crash.
        shmctl(id, IPC_RMID, nil)
        if XErrors.lastErrorCode != 0 {
            shmdt(addr)
            img.pointee.data = nil
            _ = img.pointee.f.destroy_image(img)
            info.deallocate()
            return (nil, nil)
        }
        return (img, info)
    }

    /// Frames up to this many pixels are copied into the request (`XPutImage`) even when MIT-SHM is
    /// there: the server is done with the bytes once it has them, so there is nothing to wait for. A
    /// shared-memory frame must be waited for (`XSync`) before the buffer is drawn into again, and that
    /// round trip's reply wakes the process a second time (the X fd turns readable after Xlib has already
    /// read the reply). A spinner step, a key's balloon or a hover is well under this; 256 KB through a
    /// local socket costs less than the round trip.
    static let copyLimit = 65_536

    /// Sends the rectangles (in pixels) to the window. True when they went through shared memory, so the
    /// caller must wait for the server (`XSync`) before drawing into the buffer again.
    @discardableResult
    func present(_ rects: [Rect], to window: UInt, gc: GC) -> Bool {
        surface.flush()
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let clipped = rects.map { $0.integral.intersection(bounds) }.filter { !$0.isEmpty }
        let total = clipped.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        let shared = usesSharedMemory && total > BackBuffer.copyLimit
        for c in clipped {
            let x = Int32(c.minX), y = Int32(c.minY), w = UInt32(c.width), h = UInt32(c.height)
            if shared {
                XShmPutImage(display, window, gc, image, x, y, x, y, w, h, 0)
            } else {
                XPutImage(display, window, gc, image, x, y, x, y, w, h)
            }
        }
        pixelsSent += total
        return shared
    }

    func destroy() {
        pageMaking?.finish()
        if let info = shmInfo {
            XShmDetach(display, info)
            XSync(display, 0)
            shmdt(info.pointee.shmaddr)
            image.pointee.data = nil
        }
        _ = image.pointee.f.destroy_image(image)
        shmInfo?.deallocate()
        shmInfo = nil
    }
}
