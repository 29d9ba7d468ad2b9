import Shoji

/// Writes the trace as JSON Lines, one object a line, flushed per line: `{"t": seconds, "event": ...}`.
/// A line that cannot be written ends the program with ``ExitStatus/outputFailed``: a run with a
/// trace is run for its trace, and one with holes in it would mislead.
@MainActor
final class TraceFile {
    private let file: LineFile
    private let clock: () -> Double

    init(path: String, clock: @escaping () -> Double) throws(OutputError) {
        self.clock = clock
        file = path == "-" ? LineFile(standardOutput: ()) : try LineFile(path: path)
    }

    func write(_ event: String, _ fields: [(String, TraceValue)]) {
        let t = (clock() * 1000).rounded() / 1000
        let line = TraceValue.object([("t", .number(t)), ("event", .string(event))] + fields).json + "\n"
        do { try file.write(line) } catch {
            Application.fail("\(error.description) (the trace)", status: .outputFailed)
        }
    }
}
