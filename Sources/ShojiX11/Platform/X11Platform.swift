import ShojiRuntime

/// The X11 platform an `ApplicationDelegate` runs on: the display `--display` names (else `$DISPLAY`),
/// the desktop's scale from its resources and XSETTINGS, and an `X11Host` for every window.
///
/// A program that imports `ShojiX11` runs on it without naming it: `@main` on the delegate, or
/// `Application.main(delegate:)`.
@MainActor
public struct X11Platform: ApplicationPlatform {
    /// The X11 platform.
    public init() {}

    /// The desktop's scale from the display's resources (`Xft.dpi` / 96), or nil when they do not say.
    public func desktopScale(options: LaunchOptions) -> Double? {
        X11Host.resourceScale(displayName: options.display)
    }

    /// Opens the display and makes the main window (`X11Host`), unmapped until the runtime starts it. A
    /// display that cannot be opened throws with `ExitStatus.noDisplay`, any other failure with
    /// `ExitStatus.serverGone`.
    public func openMainWindow(for application: Application) throws(PlatformError) -> any PlatformWindow {
        // The desktop's scale (XSETTINGS' Xft/DPI, the resources' Xft.dpi), at start and live, unless forced.
        X11Host.followsDesktopScale = application.options.scale == nil
        do {
            return try X11Host(displayName: application.options.display, screen: application.screen,
                               title: application.title, className: application.configuration.className)
        } catch let error as X11Host.HostError {
            if case .noDisplay = error { throw PlatformError(error.description, status: .noDisplay) }
            throw PlatformError(error.description, status: .serverGone)
        } catch {
            throw PlatformError("\(error)", status: .serverGone)
        }
    }
}
