import Shoji
import ShojiRuntime
import Testing
@testable import Hello

/// Hello as its own tests would check it: headless, through the runtime's `HeadlessApplication`.
@MainActor
struct HelloTests {
    @Test func tappingTheButtonCountsTaps() throws {
        let app = HeadlessApplication(delegate: HelloApp())
        let label = try #require(app.screen.view(withIdentifier: "hello.count") as? Label)
        #expect(label.text == "Not tapped yet")
        let before = app.image()
        #expect(app.tap(identifier: "hello.button"))
        #expect(label.text == "Tapped once")
        #expect(app.image().pixels != before.pixels, "the new count is drawn")
        app.tap(identifier: "hello.button")
        #expect(label.text == "Tapped 2 times")
    }

    @Test func theLabelAndButtonAreCentredInTheWindow() throws {
        let app = HeadlessApplication(delegate: HelloApp())
        let button = try #require(app.screen.view(withIdentifier: "hello.button"))
        let box = button.screenBoundingBox
        #expect(abs(box.midX - app.screen.size.width / 2) < 1)
        #expect(box.width > 40 && box.height > 20, "the button is sized to its title")
    }
}
