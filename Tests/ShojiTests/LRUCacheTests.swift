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
}
