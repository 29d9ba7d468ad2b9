@testable import Shoji
import Testing

/// The host hears (`ScreenHost.screenTextInputDidChange(_:)`) whenever the text input client may have changed, so that the
/// input method is turned on for a text field and off for anything else, and its window follows the focus.
@Suite("Text input changes")
@MainActor
struct TextInputChangeTests {
    final class Field: View, TextInputClient {
        override var canBecomeFirstResponder: Bool { true }
        func insertText(_ text: String) {}
        func deleteBackward() {}
        func setComposition(_ composition: Composition?) {}
        var caretRect: Rect? { Rect(2, 2, 1, 16) }
        var wantsInputMethod: Bool { true }
    }

    final class Plain: View {
        override var canBecomeFirstResponder: Bool { true }
    }

    let host = RecordingScreenHost()
    let screen: Screen
    let main: Window

    init() {
        screen = Screen(size: Size(300, 200), clock: ManualClock(), host: host)
        main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
    }

    @Test("Focusing a field, then a view that takes no text, tells the host each time, and the client follows")
    func firstResponderChanges() {
        let field = Field(frame: Rect(10, 10, 100, 20)), plain = Plain(frame: Rect(10, 40, 100, 20))
        main.addSubview(field); main.addSubview(plain)
        host.textInputChanges = 0
        main.makeFirstResponder(field)
        #expect(host.textInputChanges == 1)
        #expect(screen.textInputClient === field)
        main.makeFirstResponder(plain)
        #expect(host.textInputChanges == 2)
        #expect(screen.textInputClient == nil)
        main.makeFirstResponder(plain) // no change, nothing to tell
        #expect(host.textInputChanges == 2)
    }

    @Test("A focused field taken out of the window, or a modal window becoming key, leaves no client, and the host hears")
    func clientGoesAway() {
        let field = Field(frame: Rect(10, 10, 100, 20))
        main.addSubview(field)
        main.makeFirstResponder(field)
        host.textInputChanges = 0
        let modal = Window(screen: screen, name: "modal", level: .alert)
        modal.makeKeyAndVisible()
        #expect(host.textInputChanges >= 1)
        #expect(screen.textInputClient == nil)
        modal.isHidden = true
        #expect(screen.textInputClient === field)
        let before = host.textInputChanges
        field.removeFromSuperview()
        #expect(host.textInputChanges > before)
        #expect(screen.textInputClient == nil)
    }
}
