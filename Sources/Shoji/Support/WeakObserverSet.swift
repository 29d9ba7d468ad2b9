/// A set of observers held weakly (the seed's delegates in an `NSHashTable.weakObjectsHashTable`):
/// an observer that goes away is dropped without anyone unregistering it. Order of notification is
/// the order of adding; adding twice is a no-op.
public struct WeakObserverSet<Observer>: Sendable {
    private struct Box: @unchecked Sendable { weak var object: AnyObject? }
    private var boxes: [Box] = []

    /// An empty set.
    public init() {}

    /// Adds `observer` (held weakly) at the end; adding one already in the set does nothing.
    public mutating func add(_ observer: Observer) {
        let object = observer as AnyObject
        compact()
        guard !boxes.contains(where: { $0.object === object }) else { return }
        boxes.append(Box(object: object))
    }

    /// Removes `observer`, if it is in the set.
    public mutating func remove(_ observer: Observer) {
        let object = observer as AnyObject
        boxes.removeAll { $0.object == nil || $0.object === object }
    }

    /// The observers still alive, in the order they were added.
    public var observers: [Observer] { boxes.compactMap { $0.object as? Observer } }

    /// How many observers are still alive.
    public var count: Int { boxes.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }
    /// Whether no observer is alive.
    public var isEmpty: Bool { count == 0 }

    /// Calls `body` with each observer still alive, in the order they were added.
    public func forEach(_ body: (Observer) throws -> Void) rethrows { try observers.forEach(body) }

    private mutating func compact() { boxes.removeAll { $0.object == nil } }
}
