import Shoji
@testable import ShojiX11
import Testing

/// The host's text input decisions, without an X server: when the input method is on, where its window
/// opens, and what happens to a composition when the focus moves or the input method commits.
@Suite("Text input session")
@MainActor
struct TextInputSessionTests {
    final class Field: View {}
    /// Two fields, kept alive so that their identities differ.
    let fields = [Field(), Field()]
    var a: ObjectIdentifier { ObjectIdentifier(fields[0]) }
    var b: ObjectIdentifier { ObjectIdentifier(fields[1]) }
    var session = TextInputSession()

    func client(_ id: ObjectIdentifier, wants: Bool = true, spot: SpotLocation? = SpotLocation(x: 20, y: 40)) -> TextInputSession.Client {
        TextInputSession.Client(id: id, wantsInputMethod: wants, spot: spot)
    }

    static let composing: [PreeditEvent] = [.start, .draw(caret: 0, changeFirst: 0, changeLength: 0, text: "にほ", feedback: [])]

    @Test("On for a field that wants it while the window has the keyboard, with the spot at its caret; off with no field")
    mutating func onAndOff() {
        #expect(session.update(client: nil, windowHasFocus: true) == [])
        #expect(session.update(client: client(a), windowHasFocus: true) == [.focus, .setSpot(SpotLocation(x: 20, y: 40))])
        // The same spot again is not sent again; a moved caret is.
        #expect(session.update(client: client(a), windowHasFocus: true) == [])
        #expect(session.update(client: client(a, spot: SpotLocation(x: 30, y: 40)), windowHasFocus: true)
                == [.setSpot(SpotLocation(x: 30, y: 40))])
        #expect(session.update(client: nil, windowHasFocus: true) == [.unfocus])
        #expect(session.update(client: client(a, spot: SpotLocation(x: 30, y: 40)), windowHasFocus: true) == [.focus])
    }

    @Test("A secure or digits-only field turns the input method off, and the next text field back on")
    mutating func fieldsThatWantNone() {
        _ = session.update(client: client(a), windowHasFocus: true)
        #expect(session.update(client: client(b, wants: false), windowHasFocus: true) == [.unfocus])
        #expect(session.update(client: client(a), windowHasFocus: true) == [.focus])
    }

    @Test("The window losing the keyboard mid-composition resets the context (then turns it off); regaining it turns it on")
    mutating func windowFocus() {
        _ = session.update(client: client(a), windowHasFocus: true)
        #expect(session.apply(Self.composing) == .some(Composition(text: "にほ", cursor: 0)))
        #expect(session.update(client: client(a), windowHasFocus: false) == [.reset, .unfocus])
        #expect(session.resetAnswered(nil) == nil) // fcitx5 clears
        #expect(session.shown == nil)
        #expect(session.update(client: client(a), windowHasFocus: true) == [.focus])
    }

    @Test("Another field taking the focus mid-composition resets it; text the reset commits goes in once, not again as a commit")
    mutating func resetCommitsOnce() {
        _ = session.update(client: client(a), windowHasFocus: true)
        _ = session.apply(Self.composing)
        #expect(session.update(client: client(b, spot: SpotLocation(x: 5, y: 90)), windowHasFocus: true)
                == [.reset, .setSpot(SpotLocation(x: 5, y: 90))])
        #expect(session.resetAnswered("にほ") == "にほ")
        let echo = session.commit("にほ") // an input method that also sends it as a commit (ibus #2623)
        #expect(!echo.deliver)
        #expect(session.commit("にほ").deliver) // a later, real one goes through
    }

    @Test("A commit ends the composition it replaces before the key text goes in; the clearing draw after it changes nothing")
    mutating func commitEndsComposition() {
        _ = session.update(client: client(a), windowHasFocus: true)
        _ = session.apply(Self.composing)
        #expect(session.apply([.draw(caret: 0, changeFirst: 0, changeLength: 2, text: "日本", feedback: [.reverse, .reverse])])
                == .some(Composition(text: "日本", segments: [Composition.Segment(0..<2, .selected)], cursor: 0)))
        let c = session.commit("日本")
        #expect(c.deliver && c.end)
        #expect(session.apply([.draw(caret: 0, changeFirst: 0, changeLength: 2, text: nil, feedback: []), .done]) == nil)
        // Typing with no composition: keys are delivered, nothing to end.
        let plain = session.commit("a")
        #expect(plain.deliver && !plain.end)
    }

    @Test("The input method server going away mid-composition ends the composition; its new context is focused and given the spot again")
    mutating func contextRecreated() {
        _ = session.update(client: client(a), windowHasFocus: true)
        _ = session.apply(Self.composing)
        let showed = session.contextRecreated()
        #expect(showed, "the composition that showed is ended")
        #expect(session.shown == nil)
        let again = session.contextRecreated()
        #expect(!again)
        #expect(session.update(client: client(a), windowHasFocus: true) == [.focus, .setSpot(SpotLocation(x: 20, y: 40))])
    }

    @Test("The spot is the caret's bottom-left, from the field's coordinates to the window's, in pixels at the screen's scale")
    func spotLocation() {
        let screen = Screen(size: Size(400, 300), scale: 2, clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let box = View(frame: Rect(30, 50, 300, 200))
        let field = Field(frame: Rect(10, 20, 200, 24))
        window.addSubview(box); box.addSubview(field)
        let caret = Rect(12.25, 4, 1, 16)
        // x: (30 + 10 + 12.25) × 2 = 104.5, rounded; y: (50 + 20 + 4 + 16) × 2.
        #expect(SpotLocation(caretRect: caret, in: field, scale: 2) == SpotLocation(x: 105, y: 180))
        #expect(SpotLocation(caretRect: caret, in: field, scale: 1) == SpotLocation(x: 52, y: 90))
        box.bounds.origin.y = 10 // scrolled: the caret moves up with the content
        #expect(SpotLocation(caretRect: caret, in: field, scale: 1) == SpotLocation(x: 52, y: 80))
    }
}
