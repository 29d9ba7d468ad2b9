import Glibc
import ShojiCairo

/// Has the kernel make a buffer's pages now, on a thread of its own, instead of one page fault at a time
/// when it is first drawn into.
///
/// Why: the back buffer of a 1280×800 window is 1,000 pages, and faulting them in while the first frame
/// is drawn cost the main thread 2.2 ms here. The buffer is made with the window, so this overlaps laying
/// out the first screen. Pages are made, never written: drawing may begin before it ends.
/// (`MADV_POPULATE_WRITE`, Linux 5.14; an older kernel refuses it and the pages come by faults as before.)
///
/// A quarter of a megabyte a step: the kernel holds the process's memory map for each call, and the main
/// thread (or a thread being made) that needs it meanwhile should not wait for all four megabytes; and
/// between two steps `finish()` can stop it before the memory is given back.
enum PageMaking {
    static let chunk = 256 * 1024

    /// Starts making the pages of `size` bytes at `address` (page-aligned, as mmap and shmat give).
    static func start(_ address: UnsafeMutableRawPointer?, size: Int) -> BackgroundSteps {
        let start = UInt(bitPattern: address)
        return BackgroundSteps(count: (size + chunk - 1) / chunk) { i in
            let offset = i * chunk
            let page = UnsafeMutableRawPointer(bitPattern: start + UInt(offset))
            return madvise(page, min(chunk, size - offset), 23 /* MADV_POPULATE_WRITE */) == 0
        }
    }
}
