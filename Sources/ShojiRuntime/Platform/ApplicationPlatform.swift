import Shoji

/// What an ``Application`` runs on when it is not headless: a window system that shows its screens, as
/// Qt's platform integration (`QPlatformIntegration`) is to a `QGuiApplication`. The runtime reads the
/// launch options, makes the application, and asks the platform for the main window; everything after that
/// goes through the window it returned (``PlatformWindow``).
///
/// `ShojiX11` provides `X11Platform`, which an `@main` ``ApplicationDelegate`` runs on when the program
/// imports `ShojiX11`. A test needs no platform: ``HeadlessApplication`` runs the same application in
/// memory on a manual clock.
@MainActor
public protocol ApplicationPlatform {
    /// The desktop's scale (device pixels a point) when the program did not set one, read before the
    /// application is made; nil when the desktop does not say (the runtime then uses 1).
    func desktopScale(options: LaunchOptions) -> Double?

    /// Opens the window that shows `application`'s main screen (unmapped: the runtime starts it once the
    /// delegate has built the UI).
    /// - Throws: ``PlatformError`` when the window system cannot be reached; the runtime prints its message
    ///   and exits with its status.
    func openMainWindow(for application: Application) throws(PlatformError) -> any PlatformWindow
}

/// Why a platform could not open a window: one line for standard error, and the exit status it means.
public struct PlatformError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, as the one line the program prints ("cannot open X display \":9\"").
    public var message: String
    /// How the program exits: ``ExitStatus/noDisplay`` when there is no window system to reach,
    /// ``ExitStatus/serverGone`` when it failed after that.
    public var status: ExitStatus

    /// An error saying `message`, ending the program with `status`.
    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
