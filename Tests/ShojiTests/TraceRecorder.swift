@testable import Shoji

/// Collects trace events while a test runs. UI tests are synchronous on the main actor, so no other
/// test's events land here; `stop()` removes the sink.
@MainActor
final class TraceRecorder {
    private(set) var events: [(name: String, fields: [(String, TraceValue)])] = []

    init() {
        Trace.removeAllSinks()
        Trace.addSink { [weak self] name, fields in self?.events.append((name, fields)) }
    }

    func stop() { Trace.removeAllSinks() }

    func count(_ name: String) -> Int { events.filter { $0.name == name }.count }

    func last(_ name: String) -> [(String, TraceValue)]? { events.last { $0.name == name }?.fields }

    func names() -> [String] { events.map(\.name) }

    func clear() { events.removeAll() }
}
