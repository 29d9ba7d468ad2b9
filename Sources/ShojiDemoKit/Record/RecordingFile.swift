import FoundationEssentials
import Glibc
import Shoji
import ShojiFiles
import ShojiRuntime

/// Writes a recording as it happens, a line per event with its time since the start, into a new file
/// beside `path` that takes the path's name when the recording ends (`finish()`): a recording is only of
/// use whole (the reader rejects one without its end mark), so a run that dies half-way leaves the old
/// file as it was, and a link planted at the path is refused. A line that cannot be written ends the
/// run: the recording was its point.
@MainActor
final class Recorder {
    private let file: OutputFile
    private let clock: Clock
    private let start: Double
    private var finished = false

    init(path: String, header: RecordingHeader, clock: Clock) throws(OutputError) {
        file = try OutputFile(replacing: path)
        self.clock = clock
        start = clock.now
        write(RecordingCodec.encode(header))
    }

    func record(_ kind: RecordedEvent.Kind) {
        guard !finished else { return }
        write(RecordingCodec.encode(RecordedEvent(time: clock.now - start, kind: kind)))
    }

    /// Writes the end mark (once), so a replay knows the recording is whole, and puts the recording
    /// under its name.
    func finish() {
        guard !finished else { return }
        record(.end)
        finished = true
        do { try file.commit() } catch { fail(error) }
    }

    private func write(_ line: String) {
        do { try file.write(line + "\n") } catch { fail(error) }
    }

    private func fail(_ error: OutputError) -> Never {
        file.discard()
        Application.fail("\(error.description) (the recording)", status: .outputFailed)
    }
}
