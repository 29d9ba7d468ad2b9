import Shoji

/// Object paths for views: a number per view, handed out the first time a client sees it, and a weak
/// table back from the number. The tree itself is always read from the views; this only names them.
@MainActor
final class ObjectTable {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let prefix = "/org/a11y/atspi/accessible/"

    private final class Entry {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    private var numbers: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var next = 1
    private var issuedSinceSweep = 0

    func path(for view: View) -> String {
        ObjectTable.prefix + String(number(for: view))
    }

    func view(at path: String) -> View? {
        guard path.hasPrefix(ObjectTable.prefix), let n = Int(path.dropFirst(ObjectTable.prefix.count)) else { return nil }
        return entries[n]?.view
    }

    private func number(for view: View) -> Int {
        let key = ObjectIdentifier(view)
        // An identifier is an address: a new view may reuse a dead one's, so the entry must still hold it.
        if let n = numbers[key], entries[n]?.view === view { return n }
        let n = next
        next += 1
        numbers[key] = n
        entries[n] = Entry(view)
        issuedSinceSweep += 1
        if issuedSinceSweep >= 512 { sweep() }
        return n
    }

    /// Forgets views that are gone (their paths then answer "unknown object", as a dead object's should).
    private func sweep() {
        issuedSinceSweep = 0
        let dead = entries.filter { $0.value.view == nil }.map(\.key)
        for n in dead { entries[n] = nil }
        numbers = numbers.filter { entries[$0.value] != nil }
    }

    var count: Int { entries.count }
}
