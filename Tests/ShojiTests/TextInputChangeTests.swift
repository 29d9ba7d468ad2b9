@testable import Shoji
import Testing

/// The host hears (`Screen.onTextInputChange`) whenever the text input client may have changed, so that the
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

    let screen = Screen(size: Size(300, 200), clock: ManualClock())
    let main: Window

    init() {
        main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
    }

    @Test("Focusing a field, then a view that takes no text, tells the host each time, and the client follows")
    func firstResponderChanges() {
        let field = Field(frame: Rect(10, 10, 100, 20)), plain = Plain(frame: Rect(10, 40, 100, 20))
        main.addSubview(field); main.addSubview(plain)
        let counter = Counter()
        screen.onTextInputChange = { counter.count += 1 }
        main.makeFirstResponder(field)
        #expect(counter.count == 1)
        #expect(screen.textInputClient === field)
        main.makeFirstResponder(plain)
        #expect(counter.count == 2)
        #expect(screen.textInputClient == nil)
        main.makeFirstResponder(plain) // no change, nothing to tell
        #expect(counter.count == 2)
    }

    @Test("A focused field taken out of the window, or a modal window becoming key, leaves no client, and the host hears")
    func clientGoesAway() {
        let field = Field(frame: Rect(10, 10, 100, 20))
        main.addSubview(field)
        main.makeFirstResponder(field)
        let counter = Counter()
        screen.onTextInputChange = { counter.count += 1 }
        let modal = Window(screen: screen, name: "modal", level: .alert)
        modal.makeKeyAndVisible()
        #expect(counter.count >= 1)
        #expect(screen.textInputClient == nil)
        modal.isHidden = true
        #expect(screen.textInputClient === field)
        let before = counter.count
        field.removeFromSuperview()
        #expect(counter.count > before)
        #expect(screen.textInputClient == nil)
    }

    @MainActor final class Counter { var count = 0 }
}
