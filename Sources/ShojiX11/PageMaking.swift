import Dispatch
import Glibc
import ShojiCairo
import Synchronization

/// Has the kernel make a buffer's pages now, on a thread of its own, instead of one page fault at a time
/// when it is first drawn into.
///
/// Why: the back buffer of a 1280×800 window is 1,000 pages, and faulting them in while the first frame
/// is drawn cost the main thread 2.2 ms here. The buffer is made with the window, so this overlaps laying
/// out the first screen. Pages are made, never written: drawing may begin before it ends.
/// (`MADV_POPULATE_WRITE`, Linux 5.14; an older kernel refuses it and the pages come by faults as before.)
///
/// A quarter of a megabyte at a time: the kernel holds the process's memory map for each call, and the
/// main thread (or a thread being made) that needs it meanwhile should not wait for all four megabytes;
/// and between two calls `stop()` can end it before the memory is given back.
final class PageMaking: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)
    static let chunk = 256 * 1024

    /// Starts making the pages of `size` bytes at `address` (page-aligned, as mmap and shmat give).
    init(_ address: UnsafeMutableRawPointer?, size: Int) {
        let start = UInt(bitPattern: address)
        DetachedThread.run { [self] in
            for offset in stride(from: 0, to: size, by: PageMaking.chunk) where !stopped.load(ordering: .acquiring) {
                let page = UnsafeMutableRawPointer(bitPattern: start + UInt(offset))
                guard madvise(page, min(PageMaking.chunk, size - offset), 23 /* MADV_POPULATE_WRITE */) == 0 else { break }
            }
            done.signal()
        }
    }

    /// Ends it after the chunk in progress and waits for that: the memory may then be unmapped.
    func stop() {
        stopped.store(true, ordering: .releasing)
        finish()
    }

    /// Waits until every page is made (or it was stopped). Any number of calls.
    func finish() {
        done.wait()
        done.signal()
    }
}
