extension Array {
    /// Gives back the memory of an array that shrank to under a quarter of its capacity (and holds more
    /// than a few kilobytes of room): Swift keeps an array's capacity when elements are removed, so the
    /// tables of a text that held a 64 MiB paste kept their tens of megabytes after it was deleted.
    mutating func releaseExcessCapacity() {
        guard capacity > 4096, count < capacity / 4 else { return }
        // Not `Array(self)`: that shares the same storage, capacity and all.
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        self = copy
    }
}
