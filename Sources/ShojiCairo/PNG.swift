import CCairo
import Glibc
import Shoji
import ShojiFiles

/// PNG files in and out, through Cairo.
@MainActor
public enum PNG {
    /// Why a PNG could not be loaded.
    public enum LoadError: Error, CustomStringConvertible, Equatable {
        /// No file at the path.
        case missing(String)
        /// The path, and why what is there is no image to show, in words: "not a PNG", "20000 × 20000 is
        /// larger than the 16,777,216 pixels an image may have", "it is a FIFO, not a regular file",
        /// "cut short at byte 812: …".
        case unreadable(String, String)

        public var description: String {
            switch self {
            case .missing(let p): return "\(p): no such file"
            case .unreadable(let p, let why): return "\(p): \(why)"
            }
        }
    }

    /// Decodes the PNG file at `path` into an `Image` (premultiplied ARGB). Only a regular file is read,
    /// and without blocking (a FIFO or device named like an image is refused at once); its declared size
    /// is checked against `Limits` before anything is decoded (see ``decode(_:path:scale:)``).
    public static func load(_ path: String, scale: Double = 1) throws(LoadError) -> Image {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.regularFileContents(of: path, maximumBytes: Limits.imageFileBytes)
        } catch {
            if error.code == ENOENT { throw .missing(path) }
            throw .unreadable(path, error.reason)
        }
        return try decode(bytes, path: path, scale: scale)
    }

    /// Decodes PNG `bytes` (`path` only names them in errors). The signature, the declared size (within
    /// `Limits.imagePixelSide` and `Limits.imagePixelCount`) and every chunk's length and checksum are
    /// checked first, so a small file that declares a huge image, a truncated one or random bytes is an
    /// error in words, never gigabytes of memory or Cairo's "out of memory".
    public static func decode(_ bytes: [UInt8], path: String, scale: Double = 1) throws(LoadError) -> Image {
        let structure: PNGStructure
        switch PNGStructure.check(bytes) {
        case .success(let s): structure = s
        case .failure(let problem): throw .unreadable(path, problem.reason)
        }
        // Cairo reads the checked bytes through a callback: nothing is opened again by name.
        final class Source { let bytes: [UInt8]; var at = 0; init(_ b: [UInt8]) { bytes = b } }
        let source = Source(bytes)
        let s = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard let data, source.at + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + source.at, count: n) }
                source.at += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            // Every chunk is whole and checked, so what fails is the compressed data inside them (libpng's
            // errors all come out of Cairo as "out of memory").
            throw .unreadable(path, "damaged: its image data does not decode")
        }
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        guard w == structure.width, h == structure.height, let data = cairo_image_surface_get_data(s) else {
            throw .unreadable(path, "damaged: its image data does not decode")
        }
        let stride = Int(cairo_image_surface_get_stride(s))
        let opaque = cairo_image_surface_get_format(s) != CAIRO_FORMAT_ARGB32
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = opaque ? (row[x] | 0xFF00_0000) : row[x] }
        }
        return Image(pixelWidth: w, pixelHeight: h, pixels: pixels, scale: scale)
    }

    /// Writes an `Image` as PNG (safely: see `CairoSurface.writePNG(to:)`).
    public static func write(_ image: Image, to path: String) throws(FileError) {
        let surface = CairoSurface(width: image.pixelWidth, height: image.pixelHeight)
        surface.flush()
        for y in 0..<image.pixelHeight {
            let row = surface.data.advanced(by: y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.pixelWidth { row[x] = image.pixels[y * image.pixelWidth + x] }
        }
        surface.markDirty()
        try surface.writePNG(to: path)
    }
}
