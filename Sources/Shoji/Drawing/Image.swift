/// A bitmap in memory: premultiplied ARGB, 32 bits a pixel, native byte order (what Cairo and X11's
/// 24-bit TrueColor visuals both use), rows packed. Backends may cache a native surface in `backing`.
@MainActor
public final class Image {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public private(set) var pixels: [UInt32]
    /// Pixels per point: a 2x image of 200×100 pixels is 100×50 points.
    public let scale: Double
    /// A backend's cached native object for this image (e.g. a Cairo surface over `pixels`).
    public var backing: AnyObject?

    public init(pixelWidth: Int, pixelHeight: Int, pixels: [UInt32], scale: Double = 1) {
        precondition(pixels.count == pixelWidth * pixelHeight, "pixel count must match the size")
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.pixels = pixels; self.scale = scale
    }

    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * pixelWidth + x] }

    /// Runs `body` with the pixel storage; the backing is dropped as the pixels may change.
    public func withMutablePixels<R>(_ body: (inout [UInt32]) -> R) -> R {
        backing = nil
        return body(&pixels)
    }
}

/// An 8-bit coverage mask (0 = transparent, 255 = opaque), one byte a pixel, rows packed.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height, "byte count must match the size")
        self.width = width; self.height = height; self.bytes = bytes
    }
    public init(width: Int, height: Int) { self.init(width: width, height: height, bytes: Array(repeating: 0, count: width * height)) }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * width + x] }
        set { bytes[y * width + x] = newValue }
    }
}
