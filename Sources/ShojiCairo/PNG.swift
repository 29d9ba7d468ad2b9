import CCairo
import Glibc
import Shoji
import ShojiFiles

/// PNG files in and out, through Cairo.
@MainActor
public enum PNG {
    /// Why a PNG could not be loaded.
    public enum LoadError: Error, CustomStringConvertible {
        /// `missing`: no file at the path; `unreadable`: the path and why Cairo could not read it.
        case missing(String), unreadable(String, String)
        public var description: String {
            switch self {
            case .missing(let p): return "\(p): no such file"
            case .unreadable(let p, let why): return "\(p): not a readable PNG (\(why))"
            }
        }
    }

    /// Decodes a PNG into an `Image` (premultiplied ARGB).
    public static func load(_ path: String, scale: Double = 1) throws(LoadError) -> Image {
        guard access(path, F_OK) == 0 else { throw .missing(path) }
        let s = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(s) }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .unreadable(path, String(cString: cairo_status_to_string(status)))
        }
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(s) else { throw .unreadable(path, "empty image") }
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
