import Testing
@testable import Shoji

@MainActor
@Suite("Desktop settings on a screen")
struct DesktopSettingsTests {
    final class Listener { var heard: [DesktopSettingsChange] = [] }

    @Test("A change is posted once, with the settings before and after; setting the same value posts nothing")
    func appsAreTold() {
        let screen = Screen(size: Size(200, 200), clock: ManualClock())
        let listener = Listener()
        NotificationCenter.default.addObserver(listener, for: .desktopSettingsDidChange, object: screen) { l, note in
            l.heard.append(note.payload)
        }
        screen.desktopSettings.colorScheme = .dark
        screen.desktopSettings.colorScheme = .dark
        #expect(listener.heard.count == 1)
        #expect(listener.heard.first?.old.colorScheme == .noPreference && listener.heard.first?.new.colorScheme == .dark)
    }
}
