import ShojiRuntime

/// On X11: an `@main` delegate runs on `X11Platform`.
extension ApplicationDelegate {
    /// The program's entry point for `@main`: reads the standard flags from the command line and runs
    /// the application on X11 (see `Application.main(delegate:)`).
    public static func main() {
        Application.main(delegate: Self())
    }
}
