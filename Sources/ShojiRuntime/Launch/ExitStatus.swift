/// How a Shoji program ends, the same for every program built on the runtime, so that scripts and tests
/// can tell a usage mistake from a missing display from a lost server.
public enum ExitStatus: Int32, Sendable {
    /// The program did what it was asked.
    case success = 0
    /// The X server went away (closed, killed, or the connection broke).
    case serverGone = 1
    /// A bad command-line flag or value; the message says which.
    case usage = 2
    /// No X display could be opened (no `$DISPLAY`, or nothing listening there).
    case noDisplay = 3
    /// An output the run was for (a screenshot, trace, recording or tour) could not be written.
    case outputFailed = 4
}
