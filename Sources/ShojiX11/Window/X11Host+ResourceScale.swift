import CX11
import FoundationEssentials
import Shoji

extension X11Host {
    /// The `Xft.dpi` resource divided by 96 (1 when unset): the scale a HiDPI desktop asks for, within
    /// `Limits.scale` (another program sets the resource: 1e300 dpi is 4, not a window no server can hold).
    ///
    /// The connection it opens is kept for the host made next on the same display: the scale is read
    /// before the screen (and so the host) can exist, and a second connection was up to a few
    /// milliseconds of start-up.
    public static func resourceScale(displayName: String?) -> Double? {
        guard let d = takeKeptDisplay(named: displayName) ?? XOpenDisplay(displayName) else { return nil }
        keptDisplay = (displayName, d)
        guard let rms = XResourceManagerString(d) else { return nil }
        // Read again on every change by `DesktopSettingsWatcher`, with the same rule.
        return ResourceDatabase.scale(in: Substring(String(cString: rms)))
    }

    static var keptDisplay: (name: String?, display: OpaquePointer)?

    static func takeKeptDisplay(named name: String?) -> OpaquePointer? {
        defer { keptDisplay = nil }
        guard let kept = keptDisplay else { return nil }
        guard kept.name == name else { XCloseDisplay(kept.display); return nil }
        return kept.display
    }
}
