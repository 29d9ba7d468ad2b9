import Shoji

/// More than one top-level window: each has a screen of its own, and every screen's windows are children
/// of the one application, each with its extents measured from where its own X window is.
extension AccessibilityBridge {
    /// Another top-level window's screen, and where its X window's top-left is on the root window.
    struct OtherScreen {
        let screen: Screen
        let windowOrigin: @MainActor () -> Point
        var observation: AccessibilityObservation?

        @MainActor mutating func observe(_ bridge: AccessibilityBridge) {
            observation = screen.addAccessibilityObserver { [weak bridge] note in bridge?.emit(note) }
        }
    }

    /// Shows another top-level window's screen too: its windows become children of the application.
    /// - Parameters:
    ///   - screen: the other window's screen.
    ///   - windowOrigin: where that X window's top-left is on the root window, in device pixels.
    public func addScreen(_ screen: Screen, windowOrigin: @escaping @MainActor () -> Point) {
        guard screen !== self.screen, !otherScreens.contains(where: { $0.screen === screen }) else { return }
        var other = OtherScreen(screen: screen, windowOrigin: windowOrigin)
        if connection != nil { other.observe(self) }
        otherScreens.append(other)
        if connection != nil { screen.accessibilityWindows.forEach { emit(.showingChanged($0)) } }
    }

    /// Stops showing a closed window's `screen`: its windows leave the application.
    public func removeScreen(_ screen: Screen) {
        guard let i = otherScreens.firstIndex(where: { $0.screen === screen }) else { return }
        let windows = screen.accessibilityWindows
        otherScreens[i].observation?.invalidate()
        otherScreens.remove(at: i)
        if connection != nil { windows.forEach { emit(.showingChanged($0)) } }
    }

    /// Every screen's windows, the main screen's first: the application's children.
    var allWindows: [Window] { screen.accessibilityWindows + otherScreens.flatMap { $0.screen.accessibilityWindows } }

    /// The screen `view` is on (the main one when it is on none).
    func screen(of view: View) -> Screen { (view as? Window)?.screen ?? view.window?.screen ?? screen }

    /// Where the X window showing `view` is on the root window, in device pixels.
    func windowOrigin(of view: View) -> Point {
        let s = screen(of: view)
        return otherScreens.first { $0.screen === s }?.windowOrigin() ?? windowOrigin()
    }
}
