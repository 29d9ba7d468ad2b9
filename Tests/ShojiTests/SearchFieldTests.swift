import Testing
@testable import Shoji

/// `SearchField`: results as you type after a pause on the clock, Return at once, Escape and the clear
/// button, text set from code, and what assistive technology meets. Real key and pointer events through a
/// headless `Screen` on a manual clock, so the 150 ms pause is exact.
@MainActor
@Suite("Search field")
final class SearchFieldTests {
    let rig = Rig(size: Size(500, 300))
    let field = SearchField(frame: Rect(50, 50, 240, 32), placeholder: "Search files")
    var sent: [String] = []
    var submitted: [String] = []

    init() {
        field.identifier = "search"
        field.searchChanged = { [unowned self] in sent.append($0.searchString) }
        rig.window.addSubview(field)
        rig.layout()
        rig.window.makeFirstResponder(field)
    }

    func type(_ s: String) {
        for c in s { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))); rig.layout() }
    }
    var clearCenter: Point { field.clearButton.convertToScreen(field.clearButton.bounds.center) }

    @Test("Typed quickly, a word is sent once, 150 ms after the last letter, not before")
    func sendsAfterThePause() {
        type("re")
        rig.advance(0.1)
        type("a")
        rig.advance(0.1)
        type("d")
        #expect(sent.isEmpty && field.isSearchPending, "still typing")
        rig.advance(0.149)
        #expect(sent.isEmpty, "149 ms after the last letter")
        rig.advance(0.002)
        #expect(sent == ["read"] && !field.isSearchPending)
        rig.advance(1)
        #expect(sent == ["read"], "sent once")
    }

    @Test("With no delay each change is sent as it is made; Backspace and undo are changes too")
    func noDelay() {
        field.searchDelay = 0
        type("ab")
        #expect(sent == ["a", "ab"])
        rig.key(.backspace)
        #expect(sent == ["a", "ab", "a"])
        rig.key(.character("z"), modifiers: .control)
        #expect(sent.last == "ab", "Ctrl+Z brings the b back, and that is searched")
    }

    @Test("Return sends at once, cutting the pause short, then asks for the next match; the pause then sends nothing more")
    func returnSendsAtOnce() {
        field.searchSubmitted = { [unowned self] in submitted.append($0.text) }
        type("log")
        rig.key(.enter)
        #expect(sent == ["log"] && submitted == ["log"])
        rig.key(.enter)
        #expect(sent == ["log"] && submitted == ["log", "log"], "the same search is not sent again; the next match is asked")
        rig.advance(1)
        #expect(sent == ["log"])
    }

    @Test("Without a submit handler Return goes on as a field's does: shouldReturn, then up the chain")
    func returnGoesOn() {
        var asked = 0, windowHeard = 0
        rig.screen.unhandledKeyHandler = { k in if k.key == .enter { windowHeard += 1 }; return true }
        type("x")
        rig.key(.enter)
        #expect(sent == ["x"] && windowHeard == 1)
        field.shouldReturn = { _ in asked += 1; return true }
        rig.key(.enter)
        #expect(asked == 1 && windowHeard == 1)
    }

    @Test("Escape clears the text and sends the empty search at once; a second Escape goes on to the window")
    func escapeClears() {
        var windowHeard = 0
        rig.screen.unhandledKeyHandler = { k in if k.key == .escape { windowHeard += 1 }; return true }
        type("png")
        rig.advance(0.2)
        rig.key(.escape)
        #expect(field.text.isEmpty && sent == ["png", ""] && windowHeard == 0)
        #expect(field.isFocused, "the keyboard stays in the field")
        rig.key(.escape)
        #expect(windowHeard == 1 && sent == ["png", ""])
    }

    @Test("The clear button shows only while there is text; clicking it clears, sends at once, keeps the keyboard")
    func clearButton() {
        #expect(!field.isClearButtonShown)
        type("font")
        #expect(field.isClearButtonShown)
        #expect(field.textRect.maxX <= field.clearButton.frame.minX, "typed text never runs under the ×")
        rig.advance(0.2)
        rig.click(clearCenter)
        #expect(field.text.isEmpty && !field.isClearButtonShown)
        #expect(sent == ["font", ""] && !field.isSearchPending && field.isFocused)
        rig.key(.character("z"), modifiers: .control)
        #expect(field.text == "font" && field.isClearButtonShown, "clearing is one undo step")
    }

    @Test("Cleared before the pause ends: the word typed is never sent, nor is the empty search that was already shown")
    func clearedWhilePending() {
        type("fo")
        rig.click(clearCenter)
        rig.advance(1)
        #expect(sent.isEmpty && field.text.isEmpty)
    }

    @Test("A press on the × that slides off before the release clears nothing")
    func clearButtonCancelled() {
        type("font")
        let c = clearCenter
        rig.down(c)
        rig.move(Point(c.x - 100, c.y))
        rig.up(Point(c.x - 100, c.y))
        #expect(field.text == "font")
    }

    @Test("Text set from code sends nothing but shows the clear button; Return then sends it")
    func textFromCode() {
        field.text = "share"
        rig.advance(1)
        #expect(sent.isEmpty && field.isClearButtonShown && field.searchString.isEmpty)
        rig.key(.enter)
        #expect(sent == ["share"])
    }

    @Test("Traces each search sent with its reason")
    func traces() {
        rig.startTracing()
        defer { rig.stopTracing() }
        type("ab")
        rig.advance(0.2)
        type("c")
        rig.key(.enter)
        rig.key(.escape)
        #expect(rig.values("search.changed", "reason") == [.string("typed"), .string("return"), .string("cleared")])
        #expect(rig.values("search.changed", "text") == [.string("ab"), .string("abc"), .string("")])
    }

    @Test("To assistive technology: an entry named by its placeholder, its clear button a push button inside it while shown")
    func accessibility() throws {
        #expect(field.accessibilityRole == .entry && field.accessibilityLabel == "Search files")
        #expect(field.accessibilityChildren.isEmpty, "nothing to clear: no button")
        type("doc")
        rig.advance(0.2)
        let button = try #require(field.accessibilityChildren.first)
        #expect(field.accessibilityChildren.count == 1)
        #expect(button.accessibilityRole == .button && button.accessibilityLabel == "Clear")
        #expect(button.accessibilityParent === field && button.nearestExposedAncestorOrSelf === button)
        field.clearButtonTitle = "クリア"
        #expect(button.accessibilityLabel == "クリア")
        let press = try #require(button.accessibilityActions.first { $0.name == AccessibilityAction.press })
        #expect(press.perform())
        #expect(field.text.isEmpty && sent == ["doc", ""])
        #expect(field.accessibilityChildren.isEmpty)
    }

    @Test("Disabled, neither keys nor the × change the text")
    func disabled() {
        type("abc")
        field.isEnabled = false
        rig.key(.escape)
        rig.click(clearCenter)
        #expect(field.text == "abc")
    }
}
