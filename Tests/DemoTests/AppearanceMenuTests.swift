import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The title bar's Appearance submenu, headless: Dark makes every window of the demo dark in place (the
/// scene is not rebuilt, the text field keeps its text and selection), the checks follow the choice, and
/// Increased Contrast toggles on its own.
@MainActor
@Suite("Demo: the Appearance menu")
struct AppearanceMenuTests {
    let demo = HeadlessDemo(scene: "text")

    func item(_ id: String) throws -> MenuItem {
        let appearance = try #require(demo.app.appMenu().items.first { $0.identifier == "menu.appearance" })
        return try #require(appearance.submenu?.items.first { $0.identifier == id })
    }

    @Test("Dark, then Increased Contrast, then System: the windows' appearance follows, the scene stays as it was")
    func chooseDark() throws {
        let app = demo.app
        let scene = try #require(app.current)
        let field = try #require(demo.screen.view(withIdentifier: "text.name") as? TextField)
        field.text = "Hanako"
        _ = app.mainWindow.makeFirstResponder(field)
        field.selectedRange = 1..<4
        #expect(try item("menu.appearance.system").isChecked)

        let dark = try item("menu.appearance.dark")
        dark.action?(dark)
        demo.settle()
        #expect(app.mainWindow.effectiveAppearance == .dark)
        #expect(try item("menu.appearance.dark").isChecked && !(try item("menu.appearance.system").isChecked))
        #expect(app.current === scene, "the scene is not made again")
        #expect(app.mainWindow.firstResponder === field && field.selectedRange == 1..<4 && field.text == "Hanako")

        let contrast = try item("menu.appearance.contrast")
        #expect(!contrast.isChecked)
        contrast.action?(contrast)
        #expect(app.mainWindow.effectiveAppearance == .darkIncreasedContrast)
        #expect(try item("menu.appearance.contrast").isChecked)

        let system = try item("menu.appearance.system")
        system.action?(system)
        #expect(app.mainWindow.effectiveAppearance == .lightIncreasedContrast, "the desktop says nothing: light")
        let again = try item("menu.appearance.contrast")
        again.action?(again)
        #expect(app.mainWindow.effectiveAppearance == .light)
    }
}
