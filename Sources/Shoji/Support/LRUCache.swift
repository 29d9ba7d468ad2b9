/// A small cache that forgets the least recently used entries first, bounded by a count and by a total
/// cost (bytes, for masks). Past the count limit the oldest quarter of the entries goes at once (one sort
/// every `countLimit / 4` inserts, not a scan every insert); past the cost limit the oldest go one by one. Inlinable, so that each client's use is specialized: unspecialized, a
/// call from another module built its entry tuple's metadata at run time (`swift_getTupleTypeMetadata3`
/// under the text system's lookup in a typed key's profile).
public struct LRUCache<Key: Hashable, Value> {
    /// The most entries kept (at least 1).
    public let countLimit: Int
    /// The most total cost kept.
    public let costLimit: Int
    @usableFromInline var entries: [Key: (value: Value, cost: Int, lastUse: UInt64)] = [:]
    @usableFromInline var useCounter: UInt64 = 0
    /// The cost of every entry held, added up.
    @inlinable public var totalCost: Int { cost }
    @usableFromInline var cost = 0

    /// An empty cache holding at most `countLimit` entries of at most `costLimit` total cost.
    @inlinable public init(countLimit: Int, costLimit: Int = .max) {
        self.countLimit = max(1, countLimit)
        self.costLimit = max(0, costLimit)
    }

    /// How many entries it holds.
    @inlinable public var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used; nil when not cached.
    @inlinable public mutating func value(for key: Key) -> Value? {
        guard let e = entries[key] else { return nil }
        useCounter += 1
        entries[key] = (e.value, e.cost, useCounter)
        return e.value
    }

    /// Whether `key` is cached, without counting as a use.
    @inlinable public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value`, evicting the least recently used entries until both limits hold. A value that
    /// alone costs more than the limit is not kept.
    @inlinable public mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        if let old = entries.removeValue(forKey: key) { self.cost -= old.cost }
        guard cost <= costLimit else { return }
        useCounter += 1
        entries[key] = (value, cost, useCounter)
        self.cost += cost
        if entries.count > countLimit {
            // The oldest quarter goes in one pass. Scanning for the single oldest entry on every insert made
            // a full cache cost its whole size per insert: a table's wheel step at a million rows did 4.2 M
            // of its 13.9 M instructions here (debug callgrind), at 1,000 rows, the cache not yet full, 0.04 M.
            // The uses alone are sorted (plain integers, not the entries); then only the keys at or below the
            // cut are hashed again, to remove them (a filter would hash the three quarters kept).
            let drop = entries.count - countLimit + countLimit / 4
            var uses = entries.values.map(\.lastUse)
            uses.sort()
            let cut = uses[drop - 1]
            var old: [Key] = []
            old.reserveCapacity(drop)
            for (key, e) in entries where e.lastUse <= cut {
                self.cost -= e.cost
                old.append(key)
            }
            for key in old { entries.removeValue(forKey: key) }
        }
        while totalCost > costLimit {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            self.cost -= oldest.value.cost
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// Forgets every entry.
    @inlinable public mutating func removeAll() {
        entries.removeAll()
        cost = 0
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
