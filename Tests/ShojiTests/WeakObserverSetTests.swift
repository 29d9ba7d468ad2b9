import Testing
@testable import Shoji

@MainActor
@Suite("WeakObserverSet")
struct WeakObserverSetTests {
    final class Listener { var heard = 0 }

    @Test("An observer that goes away is dropped without anyone removing it")
    func dropsReleasedObservers() {
        var set = WeakObserverSet<Listener>()
        let kept = Listener()
        var gone: Listener? = Listener()
        set.add(kept)
        set.add(gone!)
        #expect(set.count == 2)
        gone = nil
        #expect(set.count == 1)
        set.forEach { $0.heard += 1 }
        #expect(kept.heard == 1)
        #expect(set.observers.count == 1 && set.observers[0] === kept)
    }

    @Test("Adding twice keeps one entry; notification follows the order of adding; remove works")
    func orderAndUniqueness() {
        var set = WeakObserverSet<Listener>()
        let a = Listener(), b = Listener()
        set.add(a); set.add(b); set.add(a)
        #expect(set.observers.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
        set.remove(a)
        #expect(set.count == 1 && set.observers[0] === b)
        set.remove(b)
        #expect(set.isEmpty)
    }
}
