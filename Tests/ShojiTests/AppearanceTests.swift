import Testing
@testable import Shoji

/// Dynamic colours and appearances: a semantic colour is dark in a dark window and light in a light one,
/// the app's and the window's preferences win in that order over the desktop, and a change of the
/// desktop's scheme redraws in one update, tells the views and the app, and leaves focus and selection.
@MainActor
@Suite("Appearance")
struct AppearanceTests {
    @Test("A dynamic colour reads its light, dark and increased-contrast values; a fixed one never changes")
    func dynamicColour() {
        let c = Color(light: .white, dark: .black, lightIncreasedContrast: .red)
        #expect(c.isDynamic)
        #expect(c.resolved(for: .light) == .white)
        #expect(c.resolved(for: .dark) == .black)
        #expect(c.resolved(for: .lightIncreasedContrast) == .red)
        #expect(c.resolved(for: .darkIncreasedContrast) == .black) // no variant given: the dark one
        #expect(c.red == 1)                                          // outside drawing: light
        #expect(Appearance.dark.performAsCurrent { c.red } == 0)
        #expect(Appearance.dark.performAsCurrent { Color.gray.red } == 0.5)
        // Value equality for per-appearance colours, so two made alike are one key.
        #expect(c == Color(light: .white, dark: .black, lightIncreasedContrast: .red))
        #expect(c != Color(light: .white, dark: .gray))
        #expect(c != Color.white)
        #expect(Set([c, Color(light: .white, dark: .black, lightIncreasedContrast: .red)]).count == 1)
    }

    @Test("Derived colours stay dynamic: withAlpha and mixed follow the appearance")
    func derived() {
        let faded = Color.label.withAlpha(0.5)
        #expect(faded.isDynamic)
        #expect(faded.resolved(for: .light).alpha == 0.5)
        #expect(faded.resolved(for: .dark).red > 0.8)
        #expect(faded.resolved(for: .light).red < 0.2)
        let mix = Color.systemBackground.mixed(with: .black, amount: 0.5)
        #expect(mix.resolved(for: .light).red == 0.5)
        #expect(mix.resolved(for: .dark).red < 0.1)
        // Setting a component fixes the colour at the current appearance's value.
        var fixed = Color.label
        Appearance.dark.performAsCurrent { fixed.alpha = 0.3 }
        #expect(!fixed.isDynamic && fixed.red > 0.8 && fixed.alpha == 0.3)
    }

    @Test("The provider form reads the appearance each time, and the tint follows the desktop's accent")
    func providerAndAccent() {
        let warn = Color { $0.colorScheme == .dark ? Color.yellow : Color.red }
        #expect(warn.resolved(for: .dark) == .yellow)
        #expect(warn.resolved(for: .light) == .red)
        let green = Color(hex: 0x2E7D32)
        #expect(Color.tint.resolved(for: Appearance(accentColor: green)) == green)
        #expect(Color.tint.resolved(for: .light) != green)
    }

    @Test("The desktop's dark scheme makes windows dark; the app's and then the window's preference win")
    func precedence() {
        let rig = Rig()
        #expect(rig.window.effectiveAppearance == .light)
        rig.screen.desktopSettings.colorScheme = .dark
        #expect(rig.window.effectiveAppearance.colorScheme == .dark)
        rig.screen.desktopSettings.contrast = .increased
        #expect(rig.window.effectiveAppearance == .darkIncreasedContrast)
        rig.screen.appearancePreference = .light
        #expect(rig.window.effectiveAppearance == .lightIncreasedContrast)
        rig.window.appearancePreference = AppearancePreference(colorScheme: .dark, contrast: .normal)
        #expect(rig.window.effectiveAppearance == .dark)
        rig.screen.desktopSettings.accentColor = .red
        #expect(rig.window.effectiveAppearance.accentColor == .red)
        // A popup (a menu, a tool tip) follows the screen it belongs to.
        let popup = PopupWindow(kind: .tooltip, size: Size(50, 20), parent: rig.screen)
        #expect(popup.window.effectiveAppearance.colorScheme == .light)
        rig.screen.appearancePreference = .system
        #expect(popup.window.effectiveAppearance.colorScheme == .dark)
    }

    @Test("A change of the desktop's scheme redraws everything in one update, tells views and the app, keeps focus and selection")
    func liveChange() {
        let rig = Rig()
        let field = TextField(frame: Rect(20, 20, 200, 30))
        field.textSystem = EstimatingTextSystem()
        let watcher = AppearanceWatcher()
        rig.window.addSubview(field)
        rig.window.addSubview(watcher)
        field.text = "hello world"
        rig.layout()
        _ = rig.window.makeFirstResponder(field)
        field.selectedRange = 0..<5
        _ = rig.screen.takeDamage()
        var heard: [Appearance] = []
        let observer = Observer()
        NotificationCenter.default.addObserver(observer, for: .appearanceDidChange, object: rig.window) { _, n in
            heard.append(n.payload)
        }
        rig.startTracing()
        defer { rig.stopTracing() }

        rig.screen.desktopSettings.colorScheme = .dark

        #expect(rig.screen.takeDamage().bounds == rig.screen.bounds)
        #expect(watcher.told == [.dark])
        #expect(watcher.currentWhenTold == .dark)
        #expect(heard == [.dark])
        #expect(rig.values("appearance.changed", "scheme") == ["dark"])
        #expect(rig.window.firstResponder === field)
        #expect(field.selectedRange == 0..<5)
        #expect(field.text == "hello world")
        // Setting the same again changes nothing.
        rig.screen.desktopSettings.colorScheme = .dark
        rig.screen.appearancePreference = .dark
        #expect(watcher.told == [.dark])
    }

    final class Observer {}

    final class AppearanceWatcher: View {
        var told: [Appearance] = []
        var currentWhenTold: Appearance?
        override func appearanceDidChange(from previous: Appearance) {
            told.append(appearance)
            currentWhenTold = Appearance.current
        }
    }
}
