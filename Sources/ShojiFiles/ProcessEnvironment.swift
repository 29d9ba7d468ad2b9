import Glibc

/// This process's environment, one variable at a time: `getenv`, with no copy of the whole environment
/// into a dictionary (and none of Foundation's process code run at start-up for it).
public enum ProcessEnvironment {
    /// The value of the variable `name`, or nil when it is not set.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
