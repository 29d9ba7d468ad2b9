/// A notification's name, typed by what it carries: `post` and the observers' handlers must agree on
/// the payload, so a handler never casts a `userInfo` dictionary. Declare names as static properties:
///
///     extension NotificationName where Payload == NetworkStatus {
///         static var networkStatusDidChange: Self { Self("NetworkStatusDidChange") }
///     }
public struct NotificationName<Payload>: Hashable, Sendable, CustomStringConvertible {
    /// The name as a string (for logs).
    public let rawValue: String
    /// A name; two names with the same string and payload type are the same notification.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// One delivery: the name, who posted it (if it said), and the payload.
public struct PostedNotification<Payload> {
    /// Which notification it is.
    public let name: NotificationName<Payload>
    /// The object that posted it, if it gave one.
    public let object: AnyObject?
    /// What it carries.
    public let payload: Payload
}

/// Delivers notifications synchronously, as Foundation's `NotificationCenter.post` does: `post`
/// returns after every observer's handler has run, in the order the observers were added (which is
/// what the seed found its test relying on). Observers are held weakly — one that goes away is simply
/// dropped, nobody has to remove it — and handlers are handed the observer, so they need not capture
/// it (the usual way such blocks leak).
///
/// Inside a handler, posting again delivers at once (nested); observers added during a post hear the
/// next one; observers removed during a post are not called after their removal.
///
/// Named as in Foundation on purpose; where both are imported, write `Shoji.NotificationCenter`.
@MainActor
public final class NotificationCenter {
    /// The app's shared center.
    public static let `default` = NotificationCenter()

    private struct Key: Hashable {
        let name: String
        let payload: ObjectIdentifier
    }

    private final class Registration {
        weak var observer: AnyObject?
        /// Only notifications from this sender, when `filtersSender`; a sender that went away ends it.
        weak var sender: AnyObject?
        let filtersSender: Bool
        let deliver: @MainActor (AnyObject, Any) -> Void
        var isRemoved = false

        init(observer: AnyObject, sender: AnyObject?, deliver: @escaping @MainActor (AnyObject, Any) -> Void) {
            self.observer = observer
            self.sender = sender
            filtersSender = sender != nil
            self.deliver = deliver
        }

        var isAlive: Bool { !isRemoved && observer != nil && (!filtersSender || sender != nil) }
    }

    private var registrations: [Key: [Registration]] = [:]

    /// A center of its own (a test's, or a subsystem's).
    public init() {}

    /// Calls `handler` with the observer and the notification for every `name` posted (by `sender`
    /// only, when given) for as long as `observer` lives, or until it is removed.
    public func addObserver<Observer: AnyObject, Payload>(
        _ observer: Observer, for name: NotificationName<Payload>, object sender: AnyObject? = nil,
        handler: @escaping @MainActor (Observer, PostedNotification<Payload>) -> Void
    ) {
        let key = Key(name: name.rawValue, payload: ObjectIdentifier(Payload.self))
        let r = Registration(observer: observer, sender: sender) { o, n in
            // The key carries the payload type, so these casts cannot fail.
            guard let o = o as? Observer, let n = n as? PostedNotification<Payload> else { return }
            handler(o, n)
        }
        registrations[key, default: []].removeAll { !$0.isAlive }
        registrations[key, default: []].append(r)
    }

    /// Removes every registration of `observer`.
    public func removeObserver(_ observer: AnyObject) {
        for key in Array(registrations.keys) { remove(at: key) { $0.observer === observer } }
    }

    /// Removes `observer`'s registrations for `name` (only those for `sender`, when given).
    public func removeObserver<Payload>(_ observer: AnyObject, for name: NotificationName<Payload>, object sender: AnyObject? = nil) {
        let key = Key(name: name.rawValue, payload: ObjectIdentifier(Payload.self))
        remove(at: key) { $0.observer === observer && (sender == nil || $0.sender === sender) }
    }

    private func remove(at key: Key, where matches: (Registration) -> Bool) {
        guard let list = registrations[key] else { return }
        for r in list where matches(r) { r.isRemoved = true }
        let kept = list.filter(\.isAlive)
        registrations[key] = kept.isEmpty ? nil : kept
    }

    /// Delivers `payload` to every live observer of `name`, synchronously and in order.
    public func post<Payload>(_ name: NotificationName<Payload>, _ payload: Payload, object sender: AnyObject? = nil) {
        let key = Key(name: name.rawValue, payload: ObjectIdentifier(Payload.self))
        guard let list = registrations[key] else { return }
        let note = PostedNotification(name: name, object: sender, payload: payload)
        for r in list {
            guard r.isAlive, let observer = r.observer else { continue }
            if r.filtersSender && r.sender !== sender { continue }
            r.deliver(observer, note)
        }
        if let now = registrations[key], now.contains(where: { !$0.isAlive }) {
            let kept = now.filter(\.isAlive)
            registrations[key] = kept.isEmpty ? nil : kept
        }
    }

    /// Posts a notification that carries nothing.
    public func post(_ name: NotificationName<Void>, object sender: AnyObject? = nil) { post(name, (), object: sender) }

    /// How many live observers `name` has (those whose observer went away are not counted; tests read it).
    func observerCount<Payload>(for name: NotificationName<Payload>) -> Int {
        registrations[Key(name: name.rawValue, payload: ObjectIdentifier(Payload.self))]?.filter(\.isAlive).count ?? 0
    }
}
