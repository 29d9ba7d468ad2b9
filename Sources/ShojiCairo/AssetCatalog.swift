import Glibc
import Shoji

/// Images from the assets folder. A missing or corrupt file never stops the app: it gets a drawn
/// placeholder and one warning line (once per file).
///
/// Decoded images are kept, most recently used first, up to `cachedImageLimit` images and
/// `cachedImageByteLimit` bytes of pixels; one asked for again after it was let go is read again.
@MainActor
public final class AssetCatalog {
    /// The assets folder.
    public let directory: String
    private var images = LRUCache<String, Image>(countLimit: AssetCatalog.cachedImageLimit, costLimit: AssetCatalog.cachedImageByteLimit)
    /// Names already warned about, so that each is said once: at most `cachedImageLimit` names, then the
    /// list starts again (a program asking for endless missing names hears of each again, at worst).
    private var warned: Set<String> = []
    /// The most images kept.
    public nonisolated static let cachedImageLimit = 64
    /// The most pixel bytes kept: 64 MB (the demo's assets and placeholders take under 1 MB).
    public nonisolated static let cachedImageByteLimit = 64 << 20
    /// Where warnings go (standard error, after the program's name; tests collect them).
    public var warn: (String) -> Void = { message in
        let program = CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "shoji"
        var line = program + ": warning: " + message + "\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// A catalogue of the images in `directory` (read lazily, on first use of each).
    public init(directory: String) { self.directory = directory }

    /// The file path of the asset `name` in the folder.
    public func path(for name: String) -> String { directory.hasSuffix("/") || directory.isEmpty ? directory + name : directory + "/" + name }

    /// The image at `name` (relative to the folder), or a placeholder of `fallbackSize`.
    public func image(named name: String, fallbackSize: Size = Size(width: 160, height: 120)) -> Image {
        if let img = images.value(for: name) { return img }
        let img: Image
        do {
            img = try PNG.load(path(for: name))
        } catch {
            if warned.count >= AssetCatalog.cachedImageLimit { warned.removeAll() }
            if warned.insert(name).inserted { warn("asset \(error.description); drawing a placeholder") }
            img = AssetCatalog.placeholder(size: fallbackSize)
        }
        images.insert(img, for: name, cost: img.pixels.count * 4)
        return img
    }

    /// How many decoded images are kept (at most `cachedImageLimit`).
    public var cachedImageCount: Int { images.count }
    /// The pixel bytes of the images kept (at most `cachedImageByteLimit`).
    public var cachedImageBytes: Int { images.totalCost }

    /// Grey with a diagonal cross: obviously not the picture, but the layout still holds. At most 4096
    /// pixels a side (`Limits.imagePixelCount`), whatever size is asked for.
    public static func placeholder(size: Size) -> Image {
        let side = { (v: Double) in min(max(1, Int(saturating: v)), 4096) }
        let w = side(size.width), h = side(size.height)
        var px = [UInt32](repeating: 0xFFD8_D8D8, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let u = Double(x) / Double(w), v = Double(y) / Double(h)
                if abs(u - v) < 0.012 || abs(u + v - 1) < 0.012 || x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                    px[y * w + x] = 0xFF90_9090
                }
            }
        }
        return Image(pixelWidth: w, pixelHeight: h, pixels: px)
    }
}
