import ShojiRuntime

/// On X11: `main` and `run` without naming the platform.
extension Application {
    /// Runs a program on X11: reads the standard flags (see `LaunchOptions`) from `arguments`, then runs it
    /// (`run(delegate:options:)`). A bad flag prints one line and exits with `ExitStatus.usage`.
    public static func main(delegate: some ApplicationDelegate, arguments: [String] = CommandLine.arguments) -> Never {
        main(delegate: delegate, arguments: arguments, platform: X11Platform())
    }

    /// Runs a program on X11 with options it read itself: a window and the run loop until the window
    /// closes (or, with `options.headless`, the UI in memory). A missing display exits with
    /// `ExitStatus.noDisplay` and a lost server with `ExitStatus.serverGone`, each after one line on
    /// standard error.
    public static func run(delegate: some ApplicationDelegate, options: LaunchOptions) -> Never {
        run(delegate: delegate, options: options, platform: X11Platform())
    }
}
