import Glibc
import Shoji

/// Writes the trace as JSON Lines, one object a line, flushed per line: `{"t": seconds, "event": ...}`.
@MainActor
final class TraceWriter {
    private let file: LineFile
    private let clock: () -> Double

    init(path: String, clock: @escaping () -> Double) throws {
        self.clock = clock
        if path == "-" {
            file = LineFile(standardOutput: ())
        } else {
            guard let f = LineFile(path: path) else { throw ValidationFailure("cannot write the trace to \(path)") }
            file = f
        }
    }

    func write(_ event: String, _ fields: [(String, TraceValue)]) {
        let t = (clock() * 1000).rounded() / 1000
        let line = TraceValue.object([("t", .number(t)), ("event", .string(event))] + fields).json + "\n"
        file.write(line)
    }
}

/// A usage problem found after parsing (an unwritable path): exit status 2 with one line.
struct ValidationFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
