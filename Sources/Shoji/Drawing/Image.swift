/// A bitmap in memory: premultiplied ARGB, 32 bits a pixel, native byte order (what Cairo and X11's
/// 24-bit TrueColor visuals both use), rows packed. Backends may cache a native surface in `backing`.
@MainActor
public final class Image {
    /// The width in device pixels.
    public let pixelWidth: Int
    /// The height in device pixels.
    public let pixelHeight: Int
    /// The pixels, row after row, premultiplied ARGB.
    public private(set) var pixels: [UInt32]
    /// Pixels per point: a 2x image of 200×100 pixels is 100×50 points.
    public let scale: Double
    /// A backend's cached native object for this image (e.g. a Cairo surface over `pixels`).
    public var backing: AnyObject?

    /// An image of `pixelWidth` × `pixelHeight` pixels (`pixels` must have exactly that many) at `scale` pixels per
    /// point.
    public init(pixelWidth: Int, pixelHeight: Int, pixels: [UInt32], scale: Double = 1) {
        precondition(pixels.count == pixelWidth * pixelHeight, "pixel count must match the size")
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.pixels = pixels; self.scale = scale
    }

    /// The size in points: the pixel size divided by `scale`.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// The premultiplied ARGB value of one pixel (0, 0 is the top-left).
    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * pixelWidth + x] }

    /// Runs `body` with the pixel storage; the backing is dropped as the pixels may change.
    public func withMutablePixels<R>(_ body: (inout [UInt32]) -> R) -> R {
        backing = nil
        return body(&pixels)
    }
}

/// An 8-bit coverage mask (0 = transparent, 255 = opaque), one byte a pixel, rows packed.
public struct AlphaMask: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The coverage, one byte a pixel, row after row.
    public var bytes: [UInt8]

    /// A mask from its bytes (exactly `width` × `height`).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height, "byte count must match the size")
        self.width = width; self.height = height; self.bytes = bytes
    }
    /// A fully transparent mask.
    public init(width: Int, height: Int) { self.init(width: width, height: height, bytes: Array(repeating: 0, count: width * height)) }

    /// The coverage of the pixel at `x`, `y` (0…255).
    public subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * width + x] }
        set { bytes[y * width + x] = newValue }
    }
}
