import CRuntime
import Glibc
import Shoji
import ShojiCairo

/// Where a program's memory is: the C heap as the allocator sees it, the resident pages as the kernel
/// does, and what Shoji itself keeps (its caches, each bounded where it is defined, and the back buffer).
/// A soak test takes one after a warm-up and one at the end; growth shows which part grew.
///
/// Pango's and fontconfig's own caches have no count to ask for; what they hold is in the heap figures.
@MainActor
public struct MemoryReport: Sendable, Equatable {
    /// Bytes the C allocator has handed out and not had back (glibc's `mallinfo2`: small blocks plus
    /// blocks of their own mapping, every arena). Swift objects, Pango, fontconfig and Cairo all allocate here.
    public var heapInUseBytes = 0
    /// Bytes the allocator holds free for reuse (fragmentation and high-water marks, not leaks).
    public var heapFreeBytes = 0
    /// Resident memory (`VmRSS`), and its anonymous, file-backed and shared parts (`RssAnon`, `RssFile`,
    /// `RssShmem`: the back buffer is shared memory when it goes through MIT-SHM), in kilobytes.
    public var residentKB = 0, anonymousKB = 0, fileKB = 0, sharedKB = 0
    /// Text layouts Pango has made and Shoji keeps, and the bytes of text they hold.
    public var textLayouts = 0, textLayoutTextBytes = 0
    /// Shadow masks kept by the shared renderer, and their bytes.
    public var shadowMasks = 0, shadowMaskBytes = 0
    /// Decoded images the asset catalogue keeps, and their bytes.
    public var assetImages = 0, assetImageBytes = 0
    /// The back buffer's bytes (0 without a window).
    public var backBufferBytes = 0

    /// The figures now, for `application`.
    public init(application: Application) {
        let heap = mallinfo2()
        heapInUseBytes = Int(heap.uordblks) + Int(heap.hblkhd)
        heapFreeBytes = Int(heap.fordblks)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") {
                let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count >= 2, let kb = Int(parts[1]) else { continue }
                switch parts[0] {
                case "VmRSS:": residentKB = kb
                case "RssAnon:": anonymousKB = kb
                case "RssFile:": fileKB = kb
                case "RssShmem:": sharedKB = kb
                default: break
                }
            }
        }
        if let text = Typesetter.current as? PangoTextSystem {
            textLayouts = text.cachedLayoutCount
            textLayoutTextBytes = text.cachedLayoutTextBytes
        }
        shadowMasks = ShadowRenderer.shared.cachedMaskCount
        shadowMaskBytes = ShadowRenderer.shared.cachedMaskBytes
        assetImages = application.assets.cachedImageCount
        assetImageBytes = application.assets.cachedImageBytes
        backBufferBytes = application.host?.backBufferBytes ?? 0
    }

    /// The figures as trace fields (a `memory.report` event's).
    public var traceFields: [(String, TraceValue)] {
        [("heapInUseBytes", .number(Double(heapInUseBytes))), ("heapFreeBytes", .number(Double(heapFreeBytes))),
         ("residentKB", .number(Double(residentKB))), ("anonymousKB", .number(Double(anonymousKB))),
         ("fileKB", .number(Double(fileKB))), ("sharedKB", .number(Double(sharedKB))),
         ("textLayouts", .number(Double(textLayouts))), ("textLayoutTextBytes", .number(Double(textLayoutTextBytes))),
         ("shadowMasks", .number(Double(shadowMasks))), ("shadowMaskBytes", .number(Double(shadowMaskBytes))),
         ("assetImages", .number(Double(assetImages))), ("assetImageBytes", .number(Double(assetImageBytes))),
         ("backBufferBytes", .number(Double(backBufferBytes)))]
    }
}
