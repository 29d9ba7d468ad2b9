import ShojiAccessibility

extension Application {
    /// Registers the application with the accessibility bus when one runs (a desktop with a screen reader,
    /// Accerciser, dogtail…); without one this returns at once and nothing keeps running. Called when the
    /// window is mapped, so that clients measure the element extents from where the window really is.
    func startAccessibility(host: X11Host) {
        let bridge = AccessibilityBridge(screen: screen, applicationName: configuration.title,
                                         windowOrigin: { [weak host] in host?.windowOriginOnRoot() ?? .zero },
                                         scale: { [screen] in screen.scale })
        bridge.warn = { Application.warn($0) }
        if bridge.start() { accessibility = bridge }
    }
}
