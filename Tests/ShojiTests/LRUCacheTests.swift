import Testing
@testable import Shoji

@Suite("LRU cache")
struct LRUCacheTests {
    @Test("The least recently used entry goes first; a lookup counts as a use")
    func evictsLeastRecentlyUsed() {
        var c = LRUCache<String, Int>(countLimit: 2)
        c.insert(1, for: "a")
        c.insert(2, for: "b")
        #expect(c.value(for: "a") == 1)
        c.insert(3, for: "c")
        #expect(c.contains("a") && c.contains("c"))
        #expect(!c.contains("b"))
    }

    @Test("The cost limit holds; a value too costly on its own is not kept")
    func costLimit() {
        var c = LRUCache<Int, String>(countLimit: 10, costLimit: 100)
        c.insert("x", for: 1, cost: 60)
        c.insert("y", for: 2, cost: 60)
        #expect(c.totalCost == 60 && c.count == 1 && c.contains(2))
        c.insert("z", for: 3, cost: 500)
        #expect(!c.contains(3) && c.contains(2))
        c.insert("y2", for: 2, cost: 10)
        #expect(c.totalCost == 10 && c.value(for: 2) == "y2")
    }

    @Test("A full cache forgets its oldest quarter at once, keeps the newest and the recently used, and stays within the limit")
    func evictsOldestEighth() {
        var c = LRUCache<Int, Int>(countLimit: 64)
        for k in 0..<64 { c.insert(k, for: k) }
        #expect(c.value(for: 0) == 0, "0 is now the most recently used")
        c.insert(64, for: 64)
        // 65 entries: the overflow and 16 more go, the oldest by use: 1…17.
        #expect(c.count == 48)
        #expect(c.contains(0) && c.contains(64) && c.contains(18))
        #expect((1...17).allSatisfy { !c.contains($0) })
        for k in 65..<1_000 { c.insert(k, for: k) }
        #expect(c.count <= 64 && c.contains(999))
    }
}
