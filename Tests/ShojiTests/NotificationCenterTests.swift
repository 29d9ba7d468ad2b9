import Testing
@testable import Shoji

/// The seed's `LKQueue`: adding an entry posts `didAddEntry` with itself as the object.
@MainActor
final class EntryQueue {
    struct Entry: Equatable { let info: String; let tag: String? }
    private(set) var entries: [Entry] = []
    let center: Shoji.NotificationCenter

    init(center: Shoji.NotificationCenter) { self.center = center }

    @discardableResult
    func addEntry(info: String, tagName: String?) -> Entry {
        let e = Entry(info: info, tag: tagName)
        entries.append(e)
        center.post(.entryQueueDidAddEntry, e, object: self)
        return e
    }
}

extension NotificationName where Payload == EntryQueue.Entry {
    static var entryQueueDidAddEntry: Self { Self("LKQueueDidAddEntryNotification") }
}

extension NotificationName where Payload == Int {
    static var counted: Self { Self("counted") }
}

extension NotificationName where Payload == Void {
    static var ping: Self { Self("ping") }
}

/// An observer that writes down what reached it.
@MainActor
final class Listener {
    let name: String
    var heard: [String] = []
    init(_ name: String) { self.name = name }
}

@MainActor
@Suite("Notification center")
struct NotificationCenterTests {
    let center = Shoji.NotificationCenter()

    /// The seed's test: (1) the notification arrived when the method was called, (2) it was the
    /// intended one, from the intended object. No run-loop turn is needed: delivery is synchronous.
    @Test("The seed's pattern: adding an entry delivers didAddEntry, at once, from that queue")
    func seedPattern() {
        final class TestCase {
            var calledNotificationName: String?
            var receivedEntry: EntryQueue.Entry?
        }
        let queue = EntryQueue(center: center)
        let other = EntryQueue(center: center)
        let test = TestCase()
        center.addObserver(test, for: .entryQueueDidAddEntry, object: queue) { test, note in
            #expect(note.name == .entryQueueDidAddEntry)      // (2) the intended notification…
            #expect(note.object === queue)                      // …from the intended object
            test.calledNotificationName = note.name.rawValue
            test.receivedEntry = note.payload
        }
        test.calledNotificationName = nil
        other.addEntry(info: "NOT-FOR-US", tagName: nil)
        #expect(test.calledNotificationName == nil)             // another queue's entry is not ours
        let entry = queue.addEntry(info: "NOTIFY-TEST-1", tagName: nil)
        #expect(test.calledNotificationName == "LKQueueDidAddEntryNotification") // (1) already arrived
        #expect(test.receivedEntry == entry)
        center.removeObserver(test)
        test.calledNotificationName = nil
        queue.addEntry(info: "NOTIFY-TEST-2", tagName: nil)
        #expect(test.calledNotificationName == nil)
    }

    @Test("Delivery is synchronous and in the order observers were added")
    func orderAndSynchrony() {
        var trail: [String] = []
        let listeners = (0..<5).map { Listener("l\($0)") }
        for l in listeners {
            center.addObserver(l, for: .counted) { l, note in trail.append("\(l.name):\(note.payload)") }
        }
        trail.append("before")
        center.post(.counted, 1)
        trail.append("between")
        center.post(.counted, 2)
        trail.append("after")
        #expect(trail == ["before"] + listeners.map { "\($0.name):1" } + ["between"] + listeners.map { "\($0.name):2" } + ["after"])
    }

    @Test("An observer that goes away is dropped without being removed, and is never called")
    func weakObservers() {
        var calls = 0
        var listener: Listener? = Listener("gone")
        weak let weakListener = listener
        center.addObserver(listener!, for: .ping) { _, _ in calls += 1 }
        center.post(.ping)
        #expect(calls == 1 && center.observerCount(for: .ping) == 1)
        listener = nil
        #expect(weakListener == nil)                 // the centre did not keep it alive
        #expect(center.observerCount(for: .ping) == 0)
        center.post(.ping)
        #expect(calls == 1)
    }

    @Test("A sender filter that went away ends the registration")
    func senderGone() {
        let listener = Listener("l")
        var queue: EntryQueue? = EntryQueue(center: center)
        center.addObserver(listener, for: .entryQueueDidAddEntry, object: queue) { l, _ in l.heard.append("x") }
        queue = nil
        #expect(center.observerCount(for: .entryQueueDidAddEntry) == 0)
        center.post(.entryQueueDidAddEntry, EntryQueue.Entry(info: "i", tag: nil), object: nil)
        #expect(listener.heard.isEmpty)
    }

    @Test("Removing during a post stops later deliveries to the removed; adding during a post waits for the next")
    func changesDuringAPost() {
        let a = Listener("a"), b = Listener("b"), c = Listener("c")
        center.addObserver(a, for: .ping) { [unowned center] a, _ in
            a.heard.append("ping")
            center.removeObserver(b)
            center.addObserver(c, for: .ping) { c, _ in c.heard.append("ping") }
        }
        center.addObserver(b, for: .ping) { b, _ in b.heard.append("ping") }
        center.post(.ping)
        #expect(a.heard == ["ping"] && b.heard.isEmpty && c.heard.isEmpty)
        center.post(.ping)
        #expect(c.heard == ["ping"])
    }

    @Test("A post inside a handler is delivered at once, before the outer post goes on")
    func nestedPost() {
        var trail: [String] = []
        let a = Listener("a"), b = Listener("b")
        center.addObserver(a, for: .counted) { [unowned center] _, note in
            trail.append("a\(note.payload)")
            if note.payload == 1 { center.post(.counted, 2) }
        }
        center.addObserver(b, for: .counted) { _, note in trail.append("b\(note.payload)") }
        center.post(.counted, 1)
        #expect(trail == ["a1", "a2", "b2", "b1"])
    }

    @Test("Names with the same text but different payloads are different notifications")
    func typedNames() {
        let l = Listener("l")
        center.addObserver(l, for: NotificationName<Int>("same")) { l, n in l.heard.append("int \(n.payload)") }
        center.addObserver(l, for: NotificationName<String>("same")) { l, n in l.heard.append("string \(n.payload)") }
        center.post(NotificationName<String>("same"), "x")
        center.post(NotificationName<Int>("same"), 3)
        #expect(l.heard == ["string x", "int 3"])
    }

    @Test("removeObserver(for:object:) removes only that registration")
    func removeOne() {
        let l = Listener("l")
        let q1 = EntryQueue(center: center), q2 = EntryQueue(center: center)
        center.addObserver(l, for: .entryQueueDidAddEntry, object: q1) { l, _ in l.heard.append("q1") }
        center.addObserver(l, for: .entryQueueDidAddEntry, object: q2) { l, _ in l.heard.append("q2") }
        center.addObserver(l, for: .ping) { l, _ in l.heard.append("ping") }
        center.removeObserver(l, for: .entryQueueDidAddEntry, object: q1)
        q1.addEntry(info: "1", tagName: nil)
        q2.addEntry(info: "2", tagName: nil)
        center.post(.ping)
        #expect(l.heard == ["q2", "ping"])
    }
}
