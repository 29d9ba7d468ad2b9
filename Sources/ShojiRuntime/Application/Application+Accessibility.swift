import ShojiAccessibility

extension Application {
    /// Registers the application with the accessibility bus when one runs (a desktop with a screen reader,
    /// Accerciser, dogtail…); without one nothing keeps running. Called when the window is mapped, so that
    /// clients measure the element extents from where the window really is; the bus is looked for off the
    /// main queue, so the first frames never wait for it.
    func startAccessibility(host: any PlatformWindow) {
        let bridge = AccessibilityBridge(screen: screen, applicationName: configuration.title,
                                         windowOrigin: { [weak host] in host?.windowOriginOnRoot() ?? .zero },
                                         scale: { [screen] in screen.scale })
        bridge.warn = { Application.warn($0) }
        accessibility = bridge
        // Menus and tooltips are windows of the application too, while they are open.
        host.observePopups(shown: { [weak self] popupScreen, origin in
            self?.accessibility?.addScreen(popupScreen, windowOrigin: origin)
        }, closed: { [weak self] popupScreen in self?.accessibility?.removeScreen(popupScreen) })
        bridge.start { [weak self, weak bridge] started in
            guard !started, let self, self.accessibility === bridge else { return }
            self.accessibility = nil
        }
    }
}
