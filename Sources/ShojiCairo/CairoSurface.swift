import CCairo
import Glibc
import Shoji
import ShojiFiles

/// An ARGB32 Cairo image surface: the back buffer, a screenshot, a test's canvas.
@MainActor
public final class CairoSurface {
    nonisolated(unsafe) let surface: OpaquePointer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A new, transparent surface of `width × height` pixels (1 to 32767 a side, the most Cairo makes:
    /// a larger size is cut to it rather than give a surface with no pixels).
    public init(width: Int, height: Int) {
        self.width = min(max(1, width), Limits.windowPixelSide); self.height = min(max(1, height), Limits.windowPixelSide)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
    }

    /// A surface over memory someone else owns (an X shared-memory image); it must outlive the surface.
    public init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.width = width; self.height = height
        surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height), Int32(stride))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes from one row of pixels to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels; call `flush()` before reading and `markDirty()` after writing behind Cairo's back.
    public var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)) }

    /// Finishes Cairo's pending drawing, so `data` can be read.
    public func flush() { cairo_surface_flush(surface) }
    /// Tells Cairo that `data` was written behind its back.
    public func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Premultiplied `0xAARRGGBB` at a pixel.
    public func pixel(x: Int, y: Int) -> UInt32 {
        flush()
        return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// A copy of the pixels as an `Image` (for comparing frames).
    public func makeImage(scale: Double = 1) -> Image {
        flush()
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return Image(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: scale)
    }

    /// Writes the pixels as a PNG file, safely (`OutputFile`: a new file renamed over the old, a link
    /// at `path` refused, every write checked). Errors are one line naming the file and the reason.
    public func writePNG(to path: String) throws(FileError) {
        flush()
        let file = try OutputFile(replacing: path)
        // Cairo hands the encoded bytes to a C callback; the file and the first error ride in `sink`.
        final class Sink { let file: OutputFile; var error: FileError?; init(_ f: OutputFile) { file = f } }
        let sink = Sink(file)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                do throws(FileError) {
                    try sink.file.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                } catch {
                    sink.error = error
                    return CAIRO_STATUS_WRITE_ERROR
                }
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        if let error = sink.error { throw error }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FileError("write", path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        try file.commit()
    }
}

extension CairoSurface {
    /// Moves the pixels in `rect` (device pixels, whole numbers) by `dx, dy` within the surface; the
    /// source area the move uncovers keeps its old pixels until redrawn.
    public func copyPixels(in rect: Rect, dx: Int, dy: Int) {
        let r = rect.integral.intersection(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        guard !r.isEmpty else { return }
        // The part of the rect that lands inside it.
        let x0 = max(Int(r.minX), Int(r.minX) - dx), x1 = min(Int(r.maxX), Int(r.maxX) - dx)
        let y0 = max(Int(r.minY), Int(r.minY) - dy), y1 = min(Int(r.maxY), Int(r.maxY) - dy)
        guard x1 > x0, y1 > y0 else { return }
        flush()
        let base = data, s = stride, bytes = (x1 - x0) * 4
        let rows = Array(y0..<y1)
        for y in dy > 0 ? rows.reversed() : rows {
            memmove(base + (y + dy) * s + (x0 + dx) * 4, base + y * s + x0 * 4, bytes)
        }
        markDirty()
    }
}
