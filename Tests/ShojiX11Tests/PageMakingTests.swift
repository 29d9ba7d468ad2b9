import Glibc
@testable import ShojiX11
import Testing

/// The back buffer's pages made ahead of the first frame: all of them, and left as they were. (That
/// `finish()` waits for the thread is not tested here: no test of it failed reliably when it did not wait.)
@Suite("Back buffer pages made ahead")
struct PageMakingTests {
    static let size = 4 * 1024 * 1024
    static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// How many of the region's pages are in memory (mincore).
    static func residentPages(_ region: UnsafeMutableRawPointer, _ size: Int) -> Int {
        var vector = [UInt8](repeating: 0, count: (size + page - 1) / page)
        guard mincore(region, size, &vector) == 0 else { return -1 }
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }

    static func mapRegion() -> UnsafeMutableRawPointer? {
        let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        return p == MAP_FAILED ? nil : p
    }

    @Test("Once made, every page of a fresh 4 MB buffer is in memory, and still all zero")
    func makesEveryPage() throws {
        let region = try #require(Self.mapRegion())
        defer { munmap(region, Self.size) }
        #expect(Self.residentPages(region, Self.size) == 0)
        PageMaking.start(region, size: Self.size).finish(stopping: false)
        // A kernel before 5.14 refuses MADV_POPULATE_WRITE: then the pages come by faults, as before.
        let supported = try #require(Self.mapRegion())
        defer { munmap(supported, Self.size) }
        let made = madvise(supported, Self.page, 23 /* MADV_POPULATE_WRITE */) == 0 ? Self.size / Self.page : 0
        #expect(Self.residentPages(region, Self.size) == made)
        let bytes = region.assumingMemoryBound(to: UInt8.self)
        #expect((0..<Self.size).allSatisfy { bytes[$0] == 0 })
    }
}
