/// A small cache that forgets the least recently used entries first, bounded by a count and by a total
/// cost (bytes, for masks). Eviction scans the entries, which is cheaper than list upkeep at the few
/// dozen entries it is meant for.
public struct LRUCache<Key: Hashable, Value> {
    /// The most entries kept (at least 1).
    public let countLimit: Int
    /// The most total cost kept.
    public let costLimit: Int
    private var entries: [Key: (value: Value, cost: Int, lastUse: UInt64)] = [:]
    private var useCounter: UInt64 = 0
    /// The cost of every entry held, added up.
    public private(set) var totalCost = 0

    /// An empty cache holding at most `countLimit` entries of at most `costLimit` total cost.
    public init(countLimit: Int, costLimit: Int = .max) {
        self.countLimit = max(1, countLimit)
        self.costLimit = max(0, costLimit)
    }

    /// How many entries it holds.
    public var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used; nil when not cached.
    public mutating func value(for key: Key) -> Value? {
        guard let e = entries[key] else { return nil }
        useCounter += 1
        entries[key] = (e.value, e.cost, useCounter)
        return e.value
    }

    /// Whether `key` is cached, without counting as a use.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value`, evicting the least recently used entries until both limits hold. A value that
    /// alone costs more than the limit is not kept.
    public mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        guard cost <= costLimit else { return }
        useCounter += 1
        entries[key] = (value, cost, useCounter)
        totalCost += cost
        while entries.count > countLimit || totalCost > costLimit {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            totalCost -= oldest.value.cost
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// Forgets every entry.
    public mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
